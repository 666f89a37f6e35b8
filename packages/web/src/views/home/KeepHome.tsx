// Issue 15 (decision 198): the page's boot script keeps a guest's home for the next load, which shows it at once
// in place of the loading screen until the app's home has its data (boot.ts). It keeps home's first commit when
// it shows, and again when the page is hidden or left (`keep` below), so a visit that logs food still leaves the
// day as it is now for the next load. Loaded after home's first paint (HomeLater), outside its JavaScript.
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { LIMITS, addDays, emptyDay } from '@forkcast/core';
import type { DailyIntake, IsoDate } from '@forkcast/core';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { BootState } from '../../boot/boot.ts';
import { useDataClient } from '../../hooks/useDataClient.tsx';
import { queryKeys } from '../../hooks/queryKeys.ts';
import { currentDate } from '../../hooks/useToday.ts';
import { HomeView } from './HomeView.tsx';

const ignore = () => {};

/**
 * While a guest's home shows, gives the boot script `keep`: the page's `#root` with home as the app's first commit
 * would show it on the next load. That commit is rendered, not guessed: a home of its own, in a page-less element,
 * from a cache holding only what home's first commit has (the profile and today's food, decision 193; the weigh-ins,
 * favorites and the estimate are still on their way then, and nothing here fetches them), with none of the
 * person's state (a list shown whole or by meal, new-item marks, a deleted row's Undo, an open form or dialog, a
 * past day) and without what comes after the first paint (the bottom bar). Nothing is kept while a
 * write is under way (the store may already hold more than the cache).
 */
export function KeepHome() {
  const live = useQueryClient();
  const client = useDataClient();
  const { kind } = client;
  const [copy, setCopy] = useState<{ into: Element; cache: QueryClient } | null>(null);
  useEffect(() => {
    const boot = (window as { __forkcastBoot?: BootState }).__forkcastBoot;
    if (!boot) return;
    let active = true;
    // `#root` with home's first commit for `date` showing `day`, rendered from a cache of only that and the profile.
    const screenFor = (date: IsoDate, day: DailyIntake | undefined): Element | null => {
      const profile = live.getQueryData(queryKeys.profile(kind));
      const root = document.getElementById('root');
      if (!profile || !day || !root) return null;
      const cache = new QueryClient({ defaultOptions: { queries: { enabled: false, staleTime: Infinity } } });
      cache.setQueryData(queryKeys.profile(kind), profile);
      cache.setQueryData(queryKeys.day(kind, date), day);
      const into = document.createElement('div');
      try {
        flushSync(() => setCopy({ into, cache }));
        const home = into.firstElementChild;
        const screen = root.cloneNode(true) as Element;
        // Home's view is the page's one main landmark.
        const main = screen.querySelector('main');
        if (!home || !main) return null;
        main.replaceWith(home.cloneNode(true));
        return screen;
      } finally {
        flushSync(() => setCopy(null));
      }
    };
    // Decision 198's update: the date after which the store holds no day (checked below). Then every later day is
    // empty until a write (which forgets the kept copies), and home's first commit for an empty day is the same
    // whichever day it is: rendered for today with an empty day, it is the first load of any new day's.
    let emptyAfter: IsoDate | null = null;
    const keep = () => {
      const date = currentDate();
      if (live.isMutating() > 0) return null;
      const screen = screenFor(date, live.getQueryData(queryKeys.day(kind, date)));
      if (!screen) return null;
      return { date, screen, later: emptyAfter === date ? screenFor(date, emptyDay(date)) : null };
    };
    boot.keep = keep;
    // Nothing can be logged for a later day than today, but a clock or time zone moved back since could have left
    // one: the store is asked once (a day with food after today: no copy for a later day).
    const date = currentDate();
    client.getDays(addDays(date, 1), addDays(date, LIMITS.historyRangeDays - 1)).then(
      (days) => {
        if (!active || days.length > 0 || currentDate() !== date) return;
        emptyAfter = date;
        if (live.isMutating() > 0) return;
        const later = screenFor(date, emptyDay(date));
        if (later) boot.later?.(date, later);
      },
      () => {},
    );
    return () => {
      active = false;
      if (boot.keep === keep) boot.keep = undefined;
    };
  }, [live, client, kind]);
  return (
    copy &&
    createPortal(
      <QueryClientProvider client={copy.cache}>
        <HomeView isGuest onGoToSettings={ignore} onSignUp={ignore} />
      </QueryClientProvider>,
      copy.into,
    )
  );
}
