// View switching (spec section 2: no URL routes; the view is held in state) and the session rules of
// section 4: signed in -> profile -> home or onboarding; signed out -> local profile -> home or onboarding.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useAuth } from '../hooks/useAuth.ts';
import { useProfile } from '../hooks/useProfile.ts';
import { AppShell } from '../components/shell/AppShell.tsx';
import type { AppView } from '../components/shell/AppShell.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { LoadFailed } from '../components/ui/LoadFailed.tsx';
import { preloadDialog } from '../components/ui/Dialog.tsx';
import { LoadingScreen } from '../views/LoadingScreen.tsx';
import type { EntryStep } from '../views/onboarding/EntryFlow.tsx';
import { ACCOUNT_KEY } from '../data/keys.ts';
import { guestProfileStoredOnLoad } from '../data/guest-client.ts';
import { loadSessionData } from './session.tsx';

// History carries the chart library: it loads only when opened. The entry flow and Settings are not the
// returning user's first screen, so they load on demand too (keeps the first screen's JavaScript small).
// Home is not a new visitor's first screen, so it is a chunk of its own too (decision 154).
const loadHome = () => import('../views/home/HomeView.tsx');
const loadEntry = () => import('../views/onboarding/EntryFlow.tsx');
const HomeView = lazy(loadHome);
const HistoryView = lazy(() => import('../views/history/HistoryView.tsx'));
const EntryFlow = lazy(loadEntry);
const SettingsView = lazy(() => import('../views/settings/SettingsView.tsx'));
// The walkthrough appears a second after load at the earliest; its code (and Radix's dialog) follows the page.
const Walkthrough = lazy(() => import('../views/walkthrough/Walkthrough.tsx'));

type Screen = { kind: 'entry'; step: EntryStep; returnTo: AppView | null } | { kind: 'app'; view: AppView };

const APP_VIEWS: readonly AppView[] = ['home', 'history', 'settings'];
const viewInState = (state: unknown): AppView | null => {
  const v = (state as { forkcastView?: unknown } | null)?.forkcastView;
  return APP_VIEWS.includes(v as AppView) ? (v as AppView) : null;
};

/**
 * Issue 14 (#10): still no URL routes (spec section 2), but each view switch is an entry in the browser's
 * history (state only, same URL), so Back from History or Settings returns to the previous view instead of
 * leaving the app.
 */
function useViewHistory(show: (view: AppView) => void) {
  useEffect(() => {
    // A session starts at home (also after a reload, which keeps the entry's old state). Once per session:
    // were it to run again when `show` changes, it would rewrite the entry of the view being shown to home.
    // A new entry's state is null, which is home already: `replaceState` costs a few milliseconds of the first
    // screen's main thread (decision 193).
    const current = viewInState(window.history.state);
    if (current !== null && current !== 'home')
      window.history.replaceState({ ...(window.history.state as object), forkcastView: 'home' }, '');
  }, []);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => show(viewInState(e.state) ?? 'home');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);
  return useCallback(
    (view: AppView) => {
      if ((viewInState(window.history.state) ?? 'home') !== view)
        window.history.pushState({ forkcastView: view }, '');
      show(view);
    },
    [show],
  );
}

/**
 * Starts fetching the code of the screen this browser most likely shows first, while the session is checked:
 * home (with the data layer) when it holds a signed-in account or a guest profile, the welcome screen otherwise.
 * A wrong guess costs one more request when the screen shows, never a wrong screen.
 */
export async function preloadFirstScreen(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  profileStored: () => Promise<boolean> = guestProfileStoredOnLoad,
): Promise<'home' | 'entry'> {
  let account = false;
  try {
    account = storage.getItem(ACCOUNT_KEY) !== null;
  } catch {
    // Storage refused (private mode): a first visit.
  }
  if (account) {
    void loadHome();
    void loadSessionData();
    return 'home';
  }
  // Guests keep their profile in IndexedDB (issue 12): asking it takes a few milliseconds, not a download.
  if (await profileStored()) {
    void loadHome();
    void import('../data/local.ts');
    return 'home';
  }
  void loadEntry();
  return 'entry';
}

export function App() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  // A new session (sign-in, sign-out) starts the view switching afresh, from the rules above.
  return (
    <LoadFailed>
      <Session key={status} />
    </LoadFailed>
  );
}

/**
 * Loads the dialog code once the app's screen is idle, so the first dialog opens without a wait. Rendered with
 * the app's views only: the welcome screen and the onboarding have no dialog (issue 15, decision 158).
 */
function PreloadDialogs() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    // Not in the first idle moment, which comes while the screen still waits for its data (the download
    // would then be part of the first screen's time, decision 190), but once it has had time to show.
    const timer = window.setTimeout(() => idle(() => void preloadDialog().catch(() => {})), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

function Session() {
  const { isAuthenticated, isGuest, signOut } = useAuth();
  const profile = useProfile();
  const [screen, setScreen] = useState<Screen | null>(null);
  const showView = useCallback((view: AppView) => setScreen({ kind: 'app', view }), []);
  const navigate = useViewHistory(showView);
  // The walkthrough's code (and Radix's dialog) loads only for a profile that has not completed it (decision
  // 190); once mounted it stays, so completing it does not cut its closing short.
  const [tour, setTour] = useState(false);
  if (!tour && profile.data && !profile.data.walkthroughCompleted) setTour(true);

  if (screen === null && profile.isPending) return <LoadingScreen />;
  const current: Screen =
    screen ??
    (profile.data
      ? { kind: 'app', view: 'home' }
      : { kind: 'entry', step: isAuthenticated ? 'onboarding' : 'welcome', returnTo: null });

  const goHome = () => setScreen({ kind: 'app', view: 'home' });
  const openEntry = (step: EntryStep, returnTo: AppView | null) =>
    setScreen({ kind: 'entry', step, returnTo });

  if (current.kind === 'entry') {
    const { returnTo } = current;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <EntryFlow
          key={current.step}
          initialStep={current.step}
          notice={
            screen === null && isAuthenticated && !profile.data
              ? 'No profile found. Please complete onboarding.'
              : undefined
          }
          onDone={goHome}
          onCancel={returnTo ? () => setScreen({ kind: 'app', view: returnTo }) : undefined}
        />
      </Suspense>
    );
  }

  // Spec section 2: if no profile exists (a guest cleared their data), the fallback welcome.
  if (!profile.isPending && !profile.data) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <EntryFlow key="fallback" initialStep="fallback" onDone={goHome} />
      </Suspense>
    );
  }

  const view = current.view;
  return (
    <AppShell
      view={view}
      onNavigate={navigate}
      isAuthenticated={isAuthenticated}
      onSignOut={() => void signOut()}
      onSignIn={() => openEntry('login', view)}
    >
      <Suspense
        fallback={
          <div className="flex justify-center p-10">
            <Spinner size="lg" label="Loading" />
          </div>
        }
      >
        {view === 'home' && (
          <HomeView
            isGuest={isGuest}
            onGoToSettings={() => navigate('settings')}
            onSignUp={() => openEntry('signup', 'home')}
          />
        )}
        {view === 'history' && <HistoryView />}
        {view === 'settings' && (
          <SettingsView
            onSignUp={() => openEntry('signup', 'settings')}
            onSignIn={() => openEntry('login', 'settings')}
          />
        )}
      </Suspense>
      <PreloadDialogs />
      {tour && (
        <Suspense fallback={null}>
          <Walkthrough />
        </Suspense>
      )}
    </AppShell>
  );
}
