import { Button } from '../../components/ui/Button.tsx';

/** Spec sections 1 and 2: signed-out users are asked to sign up so their data syncs across devices. */
export function SaveProgressBanner({ onSignUp }: { onSignUp: () => void }) {
  return (
    <section
      aria-labelledby="save-progress-title"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 id="save-progress-title" className="font-semibold text-brand-800">
          Save Your Progress
        </h2>
        <p className="text-sm text-gray-700">
          You&apos;re using Forkcast as a guest, so your log lives only in this browser. Sign up to keep it
          safe and sync it across your devices.
        </p>
      </div>
      <Button onClick={onSignUp} className="shrink-0">
        Sign Up
      </Button>
    </section>
  );
}
