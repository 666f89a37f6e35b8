import { Spinner } from '../components/ui/Spinner.tsx';
import { Logo } from '../components/shell/Logo.tsx';
import { useSyncExternalStore } from 'react';
import { bootScreenShowing, subscribeBoot } from '../boot/boot.ts';

/** Spec section 2: logo, spinner and text until the authentication state is known. */
export function LoadingScreen() {
  // The page's own screen (index.html: this loading screen, or the welcome once the session is known) shows
  // until the app's first screen replaces it (decision 190).
  const pageScreen = useSyncExternalStore(subscribeBoot, bootScreenShowing, () => false);
  if (pageScreen) return null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 px-6 text-center">
      <Logo className="h-14 w-14" />
      {/* Every screen has a top-level heading (axe: page-has-heading-one); here it is the product's name. */}
      <h1 className="sr-only">Forkcast</h1>
      <Spinner size="lg" />
      <p role="status" className="text-gray-600">
        Loading your nutrition data...
      </p>
    </main>
  );
}
