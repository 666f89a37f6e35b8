import { Suspense, lazy, useEffect, useState } from 'react';
import { emptyDay } from '@forkcast/core';
import type { IsoDate } from '@forkcast/core';
import { afterFirstScreen, firstScreenShown } from '../../app/after-first-screen.ts';
import { useDay } from '../../hooks/useDays.ts';
import { useProfile, useTargets } from '../../hooks/useProfile.ts';
import { useMaintenance } from '../../hooks/useMaintenance.ts';
import { useToday } from '../../hooks/useToday.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useLogItems } from '../../components/food/useLogItems.ts';
import { useNewItems } from '../../components/food/useNewItems.ts';
import { LogWeight } from './LogWeight.tsx';
import { ProgressCard } from './ProgressCard.tsx';
import { TodayFood } from './TodayFood.tsx';
import { SaveProgressBanner } from './SaveProgressBanner.tsx';

export interface HomeViewProps {
  isGuest: boolean;
  onGoToSettings: () => void;
  onSignUp: () => void;
}

/** Spec section 2 (home): today's progress, today's food, the guest banner and the fixed bottom bar. */
// Decision 193: the bar is rendered once the cards have painted, so its code (the chat box, the photo input, the
// quick-add lists and the analysis handling) loads then too, outside what home needs before it shows (issue 15);
// with it, for a guest, what keeps this home for the next load (decision 198). The guest banner was there too until
// decision 198's update: on an empty day it is the largest text in the screen, so it is in the first commit (and in
// the kept copies), not painted by the app after the kept home.
const HomeLater = lazy(() => import('./HomeLater.tsx'));

export function HomeView({ isGuest, onGoToSettings, onSignUp }: HomeViewProps) {
  const today = useToday();
  const day = useDay(today);
  // Issue 14 (item 2): the food list may show a past day; the chat box then logs to it (never to a future day).
  const [viewed, setViewed] = useState<IsoDate | null>(null);
  const shown = viewed !== null && viewed < today ? viewed : today;
  const shownDay = useDay(shown);
  const profile = useProfile().data;
  const targets = useTargets();
  const maintenance = useMaintenance(today);
  const { isNew, mark } = useNewItems();
  const log = useLogItems(shown, mark);
  // Room under the last card for the fixed bar (measured; a generous guess until then).
  const [barHeight, setBarHeight] = useState(176);
  const ready = !day.isPending;
  // Decision 193: the bottom bar (fixed at the foot of the screen) is rendered once the cards have painted, so the
  // first commit is smaller. It moves nothing when it comes.
  // Decision 198: a guest's home, shown today, is kept by the page's boot script for the next load.
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (!ready) return;
    firstScreenShown(isGuest && today);
    let live = true;
    void afterFirstScreen().then(() => live && setRest(true));
    return () => {
      live = false;
    };
  }, [ready, isGuest, today]);

  // Decision 193: home's first paint waits for today's food (a read from the store that has just answered the
  // profile), so the progress card and the food list show their final totals and height at once and nothing moves
  // down when the day arrives (it did: Lighthouse's CLS 0.06, the guest banner moving). Later days show a
  // spinner in the food list while they load.
  if (!ready) {
    return (
      <main className="flex justify-center p-10">
        <h1 className="sr-only">Today</h1>
        <Spinner size="lg" label="Loading" />
      </main>
    );
  }

  return (
    <main className="flex flex-col gap-4 p-4" style={{ paddingBottom: barHeight + 16 }}>
      <h1 className="sr-only">Today</h1>
      {profile && targets && maintenance ? (
        <ProgressCard
          totals={(day.data ?? emptyDay(today)).totals}
          targets={targets}
          maintenance={maintenance}
          profile={profile}
          onEditTargets={onGoToSettings}
        />
      ) : (
        <div className="flex justify-center p-6">
          <Spinner label="Loading your progress" />
        </div>
      )}
      <LogWeight today={today} units={profile?.unitSystem ?? 'imperial'} />
      <TodayFood
        day={shownDay.data ?? emptyDay(shown)}
        today={today}
        onShowDay={(date) => setViewed(date < today ? date : null)}
        isNew={isNew}
        loading={shownDay.isPending}
        log={log}
      />
      {/* The last thing in the page (decision 198's update: in the first commit). */}
      {isGuest && <SaveProgressBanner onSignUp={onSignUp} />}
      {rest && (
        <Suspense fallback={null}>
          <HomeLater isGuest={isGuest} log={log} onHeightChange={setBarHeight} />
        </Suspense>
      )}
    </main>
  );
}

export default HomeView;
