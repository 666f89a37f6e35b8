// Issue 15 (decision 190): what the page does before any of the app's code has arrived. The build inlines
// `bootFirstScreen` into index.html (vite.config.ts), so this function must stand alone: no imports, no outside
// names; everything it needs comes in `keys`.

export interface BootKeys {
  /** localStorage: the signed-in user as last confirmed (data/keys.ts ACCOUNT_KEY). */
  account: string;
  /** localStorage: a guest profile still to be migrated into IndexedDB (data/keys.ts PROFILE_KEY). */
  legacyProfile: string;
  /** sessionStorage: set before a redirect to the identity provider (data/keys.ts SIGNING_IN_KEY). */
  signingIn: string;
  /** The guest's IndexedDB database (data/idb.ts GUEST_DB). */
  guestDb: string;
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
}

/**
 * Starts the session check at once (the app's code would start it only after it has loaded and rendered), and
 * when its answer is "nobody" and this browser holds nothing of a guest or an account, puts the welcome screen
 * (the `#fc-welcome` template, prerendered at build time) in place of the loading screen: the spec's loading
 * screen shows until the authentication state is known, and then a first visit sees the welcome screen without
 * waiting for the app's JavaScript. Anything else keeps the loading screen for the app to decide.
 */
export function bootFirstScreen(keys: BootKeys, win: Window & { __forkcastBoot?: BootState } = window): void {
  const doc = win.document;
  const session: Promise<unknown> = win
    // The same request as index.html's preload (no extra headers), so the preload answers it.
    .fetch(keys.sessionUrl, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : undefined))
    .catch(() => undefined);
  win.__forkcastBoot = { session };

  const preload = (files: string[]) => {
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    }
  };
  // Which screen this browser most likely shows first (App.tsx's preloadFirstScreen asks the same question
  // later, and finds its code loaded or on its way): null when the app must decide.
  let firstScreen: Promise<string[]> = Promise.resolve([]);
  let guestDb: Promise<boolean> = Promise.resolve(true);
  try {
    if (win.localStorage.getItem(keys.account) !== null) {
      firstScreen = Promise.resolve(keys.preload.accountHome);
    } else if (win.localStorage.getItem(keys.legacyProfile) !== null) {
      firstScreen = Promise.resolve(keys.preload.guestHome);
    } else if (win.sessionStorage.getItem(keys.signingIn) === null) {
      const idb = win.indexedDB;
      guestDb =
        idb && typeof idb.databases === 'function'
          ? idb.databases().then(
              (list) => list.some((d) => d.name === keys.guestDb),
              () => true,
            )
          : Promise.resolve(true);
      firstScreen = guestDb.then((guest) => (guest ? keys.preload.guestHome : keys.preload.welcome));
    }
  } catch {
    // Storage refused: the app decides.
  }

  // The app's code is requested once the page has painted its first screen (one frame: the first paint never
  // waits behind, or competes with, the scripts' download), then the likely first screen's code beside it.
  // A hidden page has no frames: the timer starts it then.
  const app = keys.app;
  if (app) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      preload(app.preload);
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app.entry;
      doc.head.appendChild(script);
      void firstScreen.then(preload);
    };
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    win.setTimeout(start, 100);
  } else {
    void firstScreen.then(preload);
  }

  void Promise.all([session, guestDb]).then(([user, guest]) => {
    // A user, no answer (offline, an error) or a guest database: the app decides behind the loading screen.
    if (user !== null || guest) return;
    const show = () => {
      const screen = doc.getElementById('boot');
      const welcome = doc.getElementById('fc-welcome') as HTMLTemplateElement | null;
      // The page's screen is gone once the app shows its own: the screen is the app's then.
      if (!screen || !welcome || !welcome.content.firstElementChild) return;
      screen.replaceChildren(welcome.content.cloneNode(true));
    };
    if (doc.readyState === 'loading') doc.addEventListener('readystatechange', show, { once: true });
    else show();
  });
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
