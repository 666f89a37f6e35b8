// Issue 15 (decision 190): what the page does before any of the app's code has arrived. The build inlines
// `bootFirstScreen` into index.html (vite.config.ts), so this function must stand alone: no imports, no outside
// names; everything it needs comes in `keys`.

export interface BootKeys {
  /** localStorage: the signed-in user as last confirmed (data/keys.ts ACCOUNT_KEY). */
  account: string;
  /** The cookie the server sets beside the session's, readable by script (core's SIGNED_IN_COOKIE, decision 198). */
  signedIn: string;
  /** localStorage: a guest profile still to be migrated into IndexedDB (data/keys.ts PROFILE_KEY). */
  legacyProfile: string;
  /** sessionStorage: set before a redirect to the identity provider (data/keys.ts SIGNING_IN_KEY). */
  signingIn: string;
  /** The guest's IndexedDB database (data/idb.ts GUEST_DB). */
  guestDb: string;
  /**
   * localStorage: a guest's home as it first showed on the last load, kept for the next, and as it would first
   * show on a later, empty day (data/keys.ts HOME_SCREEN_KEY).
   */
  home: string;
  /** The session check's URL. */
  sessionUrl: string;
  /** Chunks each likely first screen needs beyond the entry's (filled in by the build; empty in dev). */
  preload: { welcome: string[]; guestHome: string[]; accountHome: string[] };
  /** The app's entry script and its static imports (filled in by the build; null in dev, where the page loads it). */
  app: { entry: string; preload: string[] } | null;
}

/** What the page's boot script leaves for the app: the session check it started (undefined: no answer). */
export interface BootState {
  session?: Promise<unknown>;
  /** The app's first screen has shown; `home`: a guest's home showing that date (firstScreenShown, decision 198). */
  shown?: (home?: string | false) => void;
  /** The guest's data is about to change (data/kept-home.ts, decision 198). */
  changed?: () => void;
  /**
   * Set by the app while a guest's home shows (views/home/KeepHome.tsx, decision 198): the page's `#root` as the
   * app's home would first show it on the next load, for the day `date` (null: nothing to keep now).
   */
  keep?: () => { date: string; screen: Element; later?: Element | null } | null;
  /**
   * The app's `#root` as home would first show on any day after `date`, every one of them empty (KeepHome.tsx,
   * decision 198's update): kept beside the copy of `date`, for the first load of a new day.
   */
  later?: (date: string, screen: Element) => void;
  /** The button pressed on the prerendered welcome before the app ran (its `data-boot-action`). */
  action?: string;
}

/**
 * Starts the session check at once (the app's code would start it only after it has loaded and rendered), and
 * when this browser holds nothing of a guest or an account (no remembered account, which the app writes whenever
 * the server confirms a user and removes at sign-out, no guest data, no sign-in under way), puts the welcome
 * screen (the `#fc-welcome` template, prerendered at build time) in place of the loading screen at once, without
 * waiting for the session check's round trip (decision 198): such a browser is not signed in as far as it can
 * know, and the app still reads the check's answer. Anything else keeps the loading screen for the app to decide.
 */
export function bootFirstScreen(keys: BootKeys, win: Window & { __forkcastBoot?: BootState } = window): void {
  const doc = win.document;
  const session: Promise<unknown> = win
    // The same request as index.html's preload (no extra headers), so the preload answers it.
    .fetch(keys.sessionUrl, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : undefined))
    .catch(() => undefined);
  const state: BootState = { session };
  win.__forkcastBoot = state;

  // One insertion into the head for all of them (each insertion costs a style pass over the page).
  const preload = (files: string[]) => {
    const links = doc.createDocumentFragment();
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    }
    doc.head.appendChild(links);
  };
  // Which screen this browser most likely shows first (App.tsx's preloadFirstScreen asks the same question
  // later, and finds its code loaded or on its way): null when the app must decide.
  let firstScreen: Promise<string[]> = Promise.resolve([]);
  let guestDb: Promise<boolean> = Promise.resolve(true);
  // The local calendar's date (the app's `currentDate`).
  const today = () => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
  };
  // Decision 198: a guest's home as it first showed on the last load of this build, today, with no write since
  // (a write forgets it, below): shown at once in place of the loading screen while the app's code loads.
  let kept: string | null = null;
  // The copy for a later, empty day (below), of the kept copy's date.
  let laterCopy: { date: string; html: string } | null = null;
  let listed = false;
  const app = keys.app;
  try {
    const cookies = `; ${doc.cookie}`;
    if (
      win.localStorage.getItem(keys.account) !== null ||
      cookies.includes(`; ${keys.signedIn}=1`) ||
      cookies.includes(`; __Secure-${keys.signedIn}=1`)
    ) {
      // Signed in as far as this browser knows (the app's mark, or the server's beside the session cookie).
      firstScreen = Promise.resolve(keys.preload.accountHome);
    } else if (win.localStorage.getItem(keys.legacyProfile) !== null) {
      firstScreen = Promise.resolve(keys.preload.guestHome);
    } else if (win.sessionStorage.getItem(keys.signingIn) !== null) {
      // Back from the identity provider: the app decides behind the loading screen. The mark is used once
      // (removed here, where sessionStorage is already open, not by the app on every load).
      win.sessionStorage.removeItem(keys.signingIn);
    } else {
      try {
        const home = JSON.parse(win.localStorage.getItem(keys.home) ?? 'null') as {
          date?: unknown;
          build?: unknown;
          html?: unknown;
          later?: unknown;
        } | null;
        const day = today();
        if (app && home?.build === app.entry && typeof home.date === 'string') {
          if (home.date === day && typeof home.html === 'string') {
            kept = home.html;
            // Still true (no write since, or the whole copy would be gone): kept again with today's copy.
            if (typeof home.later === 'string') laterCopy = { date: day, html: home.later };
          } else if (home.date < day && typeof home.later === 'string') {
            // Decision 198's update: the first load of a new day. No write since the copy (a write forgets it),
            // none for a day after its date then (the app checked the store), so today is empty, and home's first
            // commit for an empty day does not depend on which day it is.
            kept = home.later;
          }
        }
      } catch {
        // Unreadable: the app's home shows as before, and keeps a new one.
      }
      const idb = win.indexedDB;
      guestDb =
        idb && typeof idb.databases === 'function'
          ? idb.databases().then(
              (list) => (listed = list.some((d) => d.name === keys.guestDb)),
              () => true,
            )
          : Promise.resolve(true);
      firstScreen = guestDb.then((guest) => (guest ? keys.preload.guestHome : keys.preload.welcome));
    }
  } catch {
    // Storage refused: the app decides.
  }

  // Whether the welcome screen replaces the loading screen: settled once the guest database answers (at once
  // where storage already says the app decides). Decision 198: not after the session check, whose round trip
  // held the welcome's paint until the app's code had downloaded too (Lighthouse then counted that download).
  // A guest's kept home likewise, once the guest database is listed. Resolves to the screen shown (null: none).
  const decided: Promise<Element | null> = guestDb.then((guest) => {
    const home = guest && listed ? kept : null;
    if (guest && home === null) return null;
    return new Promise<Element | null>((resolve) => {
      const show = () => {
        const screen = doc.getElementById('boot');
        if (screen && home !== null) {
          screen.innerHTML = home;
          // The app's screen (in #root, hidden meanwhile by index.html's style) replaces it once it has shown
          // with its data (`shown` above); until then its buttons do nothing, so none takes focus or a press.
          // Renamed, so the app's loading states and endBoot leave it alone.
          screen.id = 'boot-home';
          screen.setAttribute('inert', '');
          return resolve(screen);
        }
        const welcome = doc.getElementById('fc-welcome') as HTMLTemplateElement | null;
        // The page's screen is gone once the app shows its own: the screen is the app's then.
        if (!screen || !welcome || !welcome.content.firstElementChild) return resolve(null);
        screen.replaceChildren(welcome.content.cloneNode(true));
        resolve(screen);
        // A press before the app runs is kept for the app's welcome to carry out (bootAction).
        screen.addEventListener('click', (event) => {
          const action = (event.target as Element)
            .closest?.('[data-boot-action]')
            ?.getAttribute('data-boot-action');
          if (action && win.__forkcastBoot) win.__forkcastBoot.action = action;
        });
      };
      if (doc.readyState === 'loading') doc.addEventListener('readystatechange', show, { once: true });
      else show();
    });
  });

  // Decision 198: what is kept for the next load: `#root`'s markup without ids and walkthrough targets (while
  // both screens are in the page, lookups such as a label's element or the walkthrough's target find the app's,
  // not the kept copy's) and without what the app's first commit does not show (`data-boot-drop`: the toasts).
  const keepCopy = (screen: Element) => {
    for (const el of screen.querySelectorAll('[data-boot-drop]')) el.remove();
    for (const el of screen.querySelectorAll('[id],[data-tour]')) {
      el.removeAttribute('id');
      el.removeAttribute('data-tour');
    }
    return screen.innerHTML;
  };
  // The date and markup of the copy this page stored, while no write has come since (null: none, or a write since).
  let keptDate: string | null = null;
  let keptHtml = '';
  // Another tab has written the guest's data since this page read it: what this page shows may be older than
  // the store, so it keeps nothing more.
  let stale = false;
  // Stored with the copy for a later day when the app has given one for this date (`later`).
  const store = (date: string, html: string) => {
    try {
      const later = laterCopy?.date === date ? laterCopy.html : undefined;
      win.localStorage.setItem(keys.home, JSON.stringify({ date, build: app!.entry, html, later }));
      keptDate = date;
      keptHtml = html;
    } catch {
      // Storage refused or full: the next load shows the loading screen, as before.
    }
  };

  // Decision 198: the app's first screen has shown (after-first-screen.ts); with a date, it is a guest's home
  // showing today, kept (after the next frame) for the next load. The kept home this page showed goes now.
  let pending: string | null = null;
  state.shown = (date) => {
    state.shown = undefined;
    const root = doc.getElementById('root');
    if (app && date && root && !stale) {
      pending = keepCopy(root.cloneNode(true) as Element);
      afterFrame(() => {
        if (pending !== null) store(date, pending);
        pending = null;
      }, 500);
    }
    const screen = doc.getElementById('boot-home');
    if (screen) {
      screen.remove();
      doc.dispatchEvent(new Event('forkcast:boot'));
    }
  };
  // The guest's data is about to change (data/kept-home.ts): the kept home would show older data. Other tabs
  // hear of it (a `storage` event on the mark, a new value each time) and keep nothing more.
  state.changed = () => {
    pending = null;
    keptDate = null;
    laterCopy = null;
    try {
      win.localStorage.removeItem(keys.home);
      win.localStorage.setItem(`${keys.home}:written`, String(Math.random()));
    } catch {
      // Storage refused: nothing was kept.
    }
  };
  win.addEventListener('storage', (event) => {
    if (event.key === null || event.key === `${keys.home}:written`) stale = true;
  });
  // Decision 198: when the page is hidden or left while a guest's home shows (the app's `keep`), the home as the
  // app would first show it now is kept, so the next load shows the day as it is, writes of this visit
  // included. Once per change: a copy stored since the last write, of today, stands.
  const keepNow = () => {
    if (!app || stale || !state.keep || keptDate === today()) return;
    try {
      const kept = state.keep();
      if (!kept) return;
      pending = null;
      laterCopy = kept.later ? { date: kept.date, html: keepCopy(kept.later) } : null;
      store(kept.date, keepCopy(kept.screen));
    } catch {
      // The copy failed: the last one stays (or none), never a half one.
    }
  };
  // Decision 198's update: the home of a later, empty day, for the copy of `date` (stored with it, or with the
  // copy of that date still to be stored this load). After a write nothing is stored until the next copy, for
  // which `keep` gives its own.
  state.later = (date, screen) => {
    if (!app || stale) return;
    try {
      laterCopy = { date, html: keepCopy(screen) };
      if (keptDate === date) store(date, keptHtml);
    } catch {
      // The copy failed: none for a later day (the loading screen shows on the next day's first load).
    }
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') keepNow();
  });
  win.addEventListener('pagehide', keepNow);

  // The app's code downloads once the page's own first screen (the loading screen, or the welcome) has painted,
  // with the likely first screen's code beside it, and runs then: the first paint never waits behind the
  // scripts, and the welcome's paint is never held until they have arrived. A hidden page has no frames, and the
  // guest database may not answer: timers start both then.
  const afterFrame = (fn: () => void, fallbackMs: number) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      fn();
    };
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
    win.setTimeout(once, fallbackMs);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (app) preload([app.entry, ...app.preload]);
    void firstScreen.then(preload);
    if (!app) return;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.entry;
    doc.head.appendChild(script);
  };
  // The welcome's paint as the browser reports it (its largest element, in browsers that report it): a frame's
  // callback can run before the frame reaches the screen, and the code's download must not end before that.
  const afterPaintOf = (screen: Element, fn: () => void) => {
    const Observer = (win as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return afterFrame(fn, 100);
    let done = false;
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      const painted = list
        .getEntries()
        .some((e) => screen.contains((e as PerformanceEntry & { element?: Element | null }).element ?? null));
      if (painted) once();
    });
    const once = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      fn();
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    win.setTimeout(once, 300);
  };
  void decided.then((welcome) => (welcome ? afterPaintOf(welcome, start) : afterFrame(start, 100)));
  win.setTimeout(start, 2000);
}

/** The session check the boot script started, once (the app's first session check uses it). */
export function takeBootSession(
  win: Window & { __forkcastBoot?: BootState } = window,
): Promise<unknown> | null {
  const boot = win.__forkcastBoot;
  const session = boot?.session ?? null;
  if (boot) boot.session = undefined;
  return session;
}

/** The button pressed on the page's prerendered welcome before the app ran (null: none; `endBoot` forgets it). */
export function bootAction(win: Window & { __forkcastBoot?: BootState } = window): string | null {
  return win.__forkcastBoot?.action ?? null;
}

/**
 * Whether the page's own screen (index.html's `#boot`: the loading screen, or the boot script's welcome) still
 * shows. While it does, the app's loading states render nothing: the page's screen stays, its nodes untouched
 * (replacing them with equal ones would repaint the screen the app's JavaScript was meant not to wait for).
 */
export function bootScreenShowing(doc: Document = document): boolean {
  return doc.getElementById('boot') !== null;
}

/**
 * The app shows its own first screen (entry flow or app shell, from a layout effect: before the browser paints,
 * so the two screens never show together): the page's screen goes, and later loading states are the app's.
 */
export function endBoot(doc: Document = document): void {
  const boot = (doc.defaultView as (Window & { __forkcastBoot?: BootState }) | null)?.__forkcastBoot;
  if (boot) boot.action = undefined;
  // (A guest's kept home, `#boot-home`, goes when the app's first screen has shown with its data, decision 198.)
  const screen = doc.getElementById('boot');
  if (!screen) return;
  screen.remove();
  doc.dispatchEvent(new Event('forkcast:boot'));
}

/** Calls `onChange` when the page's screen goes (for useSyncExternalStore). */
export function subscribeBoot(onChange: () => void, doc: Document = document): () => void {
  doc.addEventListener('forkcast:boot', onChange);
  return () => doc.removeEventListener('forkcast:boot', onChange);
}
