// Stand-in until web engineer B's Home lands (src/views/home/HomeView.tsx); same props.
export interface HomeViewProps {
  isGuest: boolean;
  onGoToSettings: () => void;
  onSignUp: () => void;
}

export function HomeView({ isGuest, onGoToSettings, onSignUp }: HomeViewProps) {
  return (
    <main className="flex flex-col gap-3 p-4">
      <h1 className="text-xl font-semibold">Today&apos;s Progress</h1>
      <button type="button" className="underline" onClick={onGoToSettings}>
        Edit targets
      </button>
      {isGuest && (
        <button type="button" className="underline" onClick={onSignUp}>
          Save Your Progress
        </button>
      )}
    </main>
  );
}
