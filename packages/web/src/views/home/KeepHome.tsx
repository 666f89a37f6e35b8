// Issue 15 (decision 198): the page's boot script keeps a guest's home for the next load, which shows it at once
// in place of the loading screen until the app's home has its data (boot.ts). It keeps home's first commit when
// it shows, and again when the page is hidden or left (`keep` below), so a visit that logs food still leaves the
// day as it is now for the next load. Loaded after home's first paint (HomeLater), outside its JavaScript.
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
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
 * past day) and without what comes after the first paint (the bottom bar, the banner). Nothing is kept while a
 * write is under way (the store may already hold more than the cache).
 */
export function KeepHome() {
  const live = useQueryClient();
  const { kind } = useDataClient();
  const [copy, setCopy] = useState<{ into: Element; cache: QueryClient } | null>(null);
  useEffect(() => {
    const boot = (window as { __forkcastBoot?: BootState }).__forkcastBoot;
    if (!boot) return;
    const keep = () => {
      const date = currentDate();
      const profile = live.getQueryData(queryKeys.profile(kind));
      const day = live.getQueryData(queryKeys.day(kind, date));
      const root = document.getElementById('root');
      if (!profile || !day || !root || live.isMutating() > 0) return null;
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
        return { date, screen };
      } finally {
        flushSync(() => setCopy(null));
      }
    };
    boot.keep = keep;
    return () => {
      if (boot.keep === keep) boot.keep = undefined;
    };
  }, [live, kind]);
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
