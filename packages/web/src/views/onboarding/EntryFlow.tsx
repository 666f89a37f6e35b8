// Spec section 2 (entry flow). Filled in next: welcome, onboarding-first, login, signup, onboarding, fallback.
export type EntryStep = 'welcome' | 'onboarding-first' | 'login' | 'signup' | 'onboarding' | 'fallback';

export interface EntryFlowProps {
  initialStep: EntryStep;
  notice?: string;
  onDone: () => void;
  onCancel?: () => void;
}

export function EntryFlow({ initialStep }: EntryFlowProps) {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Forkcast</h1>
      <p>{initialStep}</p>
    </main>
  );
}
