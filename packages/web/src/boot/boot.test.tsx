// Issue 15 (decision 190): the page's boot script and its prerendered welcome screen.
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAccount, FakeAuth } from '../test/fakes.ts';
import { testQueryClient } from '../test/render.tsx';
import { LocalDataClient } from '../data/local.ts';
import { App } from '../app/App.tsx';
import { AppProviders } from '../app/providers.tsx';
import { LoadingScreen } from '../views/LoadingScreen.tsx';
import { bootAction, bootFirstScreen, endBoot, takeBootSession } from './boot.ts';
import type { BootState } from './boot.ts';
import { BOOT_KEYS, bootScript, welcomeMarkup } from './first-screen.tsx';

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** The built page's body: index.html's loading screen and the template with the prerendered welcome. */
function pageBody(): void {
  const doc = new DOMParser().parseFromString(
    indexHtml.replace('<!--fc-welcome-->', welcomeMarkup()),
    'text/html',
  );
  document.body.innerHTML = doc.body.innerHTML;
}

interface Visit {
  session?: unknown;
  sessionFails?: boolean;
  local?: Record<string, string>;
  signingIn?: boolean;
  databases?: string[];
  /** The tab's sessionStorage items (default: the identity provider's mark when signingIn). */
  tab?: Record<string, string>;
  /** The page's cookies readable by script. */
  cookie?: string;
}

/** A window whose session check, storage and IndexedDB answer as given; the document is jsdom's. */
function fakeWindow(visit: Visit) {
  const fetch = vi.fn(async () =>
    visit.sessionFails
      ? Promise.reject(new TypeError('Failed to fetch'))
      : new Response(JSON.stringify(visit.session ?? null)),
  );
  const storage = (items: Record<string, string>) => ({
    getItem: (k: string) => items[k] ?? null,
    setItem: (k: string, v: string) => (items[k] = v),
    removeItem: (k: string) => delete items[k],
  });
  if (visit.cookie !== undefined) vi.spyOn(document, 'cookie', 'get').mockReturnValue(visit.cookie);
  // The window's own events (pagehide, another tab's storage event), apart from jsdom's window.
  const events = new EventTarget();
  return {
    document,
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    fetch,
    localStorage: storage(visit.local ?? {}),
    sessionStorage: storage(visit.tab ?? (visit.signingIn ? { [BOOT_KEYS.signingIn]: '1' } : {})),
    indexedDB: { databases: async () => (visit.databases ?? []).map((name) => ({ name, version: 1 })) },
    requestAnimationFrame: (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0),
    setTimeout: (cb: () => void, ms?: number) => setTimeout(cb, ms),
  } as unknown as Window & { __forkcastBoot?: BootState; fetch: typeof fetch };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const bootScreen = () => document.getElementById('boot');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the boot script', () => {
  it('is in the page before the app, and the page holds the welcome template', () => {
    expect(indexHtml.indexOf('<!--fc-boot-script-->')).toBeGreaterThan(0);
    expect(indexHtml.indexOf('<!--fc-boot-script-->')).toBeLessThan(indexHtml.indexOf('src="/src/main.tsx"'));
    expect(indexHtml).toContain('<template id="fc-welcome"><!--fc-welcome--></template>');
    expect(bootScript()).toContain('"forkcast:account"');
  });

  it('shows the welcome screen on a browser holding nothing, without waiting for the session check', async () => {
    pageBody();
    const win = fakeWindow({});
    // The session check never answers here: the welcome does not wait for it (decision 198).
    win.fetch = vi.fn(() => new Promise<Response>(() => undefined));
    bootFirstScreen(BOOT_KEYS, win);
    expect(win.fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything());
    // The loading screen until the guest database has answered.
    expect(screen.getByText('Loading your nutrition data...')).toBeInTheDocument();
    await settle();
    expect(screen.queryByText('Loading your nutrition data...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(bootScreen()!.innerHTML).toBe(welcomeMarkup());
  });

  it("leaves the session check's answer to the app, once", async () => {
    const win = fakeWindow({});
    bootFirstScreen(BOOT_KEYS, win);
    expect(await takeBootSession(win)).toBeNull();
    // Asked once: the app's second check goes to the server.
    expect(takeBootSession(win)).toBeNull();
  });

  it.each<[string, Visit]>([
    ['a remembered account', { local: { [BOOT_KEYS.account]: '{"id":"u1"}' } }],
    ['the signed-in cookie beside a session', { cookie: 'forkcast.signed_in=1' }],
    ['the secure signed-in cookie', { cookie: '__Secure-forkcast.signed_in=1' }],
    ['a guest profile still in localStorage', { local: { [BOOT_KEYS.legacyProfile]: '{}' } }],
    ['a guest database', { databases: ['forkcast-guest'] }],
    ['the way back from the identity provider', { signingIn: true }],
  ])('keeps the loading screen for the app to decide with %s', async (_, visit) => {
    pageBody();
    const win = fakeWindow(visit);
    bootFirstScreen(BOOT_KEYS, win);
    await settle();
    await settle();
    expect(screen.getByText('Loading your nutrition data...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    // The session check started anyway, for the app to use.
    expect(win.fetch).toHaveBeenCalledTimes(1);
  });

  it("uses the identity provider's mark once: the tab's next load is the boot's to decide again", async () => {
    pageBody();
    const tab = { [BOOT_KEYS.signingIn]: '1' };
    bootFirstScreen(BOOT_KEYS, fakeWindow({ tab }));
    await settle();
    expect(screen.getByText('Loading your nutrition data...')).toBeInTheDocument();
    expect(tab).toEqual({});
  });

  it('leaves the screen to the app once the app has shown its own', async () => {
    pageBody();
    endBoot();
    bootFirstScreen(BOOT_KEYS, fakeWindow({}));
    await settle();
    expect(bootScreen()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it.each<[string, Visit, string]>([
    ['a first visit', {}, '/welcome.js'],
    ['a remembered account', { local: { [BOOT_KEYS.account]: '{"id":"u1"}' } }, '/account-home.js'],
    ['a guest database', { databases: ['forkcast-guest'] }, '/guest-home.js'],
  ])("starts loading the likely first screen's code for %s", async (_, visit, expected) => {
    pageBody();
    const preload = {
      welcome: ['/welcome.js'],
      guestHome: ['/guest-home.js'],
      accountHome: ['/account-home.js'],
    };
    bootFirstScreen({ ...BOOT_KEYS, preload }, fakeWindow(visit));
    // After the page's first frame.
    await settle();
    await settle();
    await settle();
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual([expected]);
    document.head.replaceChildren();
  });

  it("downloads and runs the app's code once the welcome has painted, the session check still unanswered", async () => {
    pageBody();
    const win = fakeWindow({});
    win.fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const frames: (() => void)[] = [];
    win.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(() => cb(0));
    win.setTimeout = ((cb: () => void, ms: number) => (ms === 0 ? cb() : 0)) as typeof setTimeout;
    const app = { entry: '/entry.js', preload: ['/shared.js'] };
    const preload = { welcome: ['/welcome.js'], guestHome: [], accountHome: [] };
    const frame = async () => {
      frames.splice(0).forEach((f) => f());
      await settle();
    };
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    bootFirstScreen({ ...BOOT_KEYS, preload, app }, win);
    await settle();
    // The welcome shows before any of the app's code is asked for.
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(preloads()).toEqual([]);
    expect(document.head.querySelector('script')).toBeNull();
    await frame();
    expect(preloads()).toEqual(['/entry.js', '/shared.js', '/welcome.js']);
    const script = document.head.querySelector('script')!;
    expect([script.type, script.getAttribute('src')]).toEqual(['module', '/entry.js']);
    document.head.replaceChildren();
  });

  it("waits, where the browser reports it, for the welcome's largest paint before asking for the app's code", async () => {
    pageBody();
    const win = fakeWindow({});
    let report: ((entries: { element: Element | null }[]) => void) | null = null;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(cb: (list: { getEntries(): unknown[] }) => void) {
        report = (entries) => cb({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {
        report = null;
      }
    }
    Object.assign(win, { PerformanceObserver: FakeObserver });
    win.setTimeout = ((cb: () => void, ms: number) => (ms === 0 ? cb() : 0)) as typeof setTimeout;
    const app = { entry: '/entry.js', preload: [] };
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    const loading = screen.getByText('Loading your nutrition data...');
    await settle();
    await settle();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    // Frames have passed, and the loading screen's paint (its node now gone) is reported: still waiting.
    report!([{ element: loading }, { element: null }]);
    expect(document.head.querySelector('script')).toBeNull();
    report!([{ element: screen.getByText('Your calories and protein, against targets made for you.') }]);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/entry.js');
    expect(report).toBeNull();
    document.head.replaceChildren();
  });

  it('gives the app an unknown session as undefined (the app then asks the server itself)', async () => {
    const win = fakeWindow({ sessionFails: true });
    bootFirstScreen(BOOT_KEYS, win);
    expect(await takeBootSession(win)).toBeUndefined();
  });
});

describe("a guest's kept home (decision 198)", () => {
  const app = { entry: '/assets/index-abc.js', preload: [] };
  const today = () => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
  };
  const HOME = '<div><main><h1>Today</h1><ul><li>Oatmeal · 150 cal</li></ul></main></div>';
  const kept = (over: Record<string, unknown> = {}) =>
    JSON.stringify({ date: today(), build: app.entry, html: HOME, ...over });
  const guest = (local: Record<string, string>): Visit => ({ databases: ['forkcast-guest'], local });

  it('shows at once, inert, in place of the loading screen, and the app waits hidden behind it', async () => {
    pageBody();
    const win = fakeWindow(guest({ [BOOT_KEYS.home]: kept() }));
    win.fetch = vi.fn(() => new Promise<Response>(() => undefined));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    await settle();
    expect(screen.queryByText('Loading your nutrition data...')).not.toBeInTheDocument();
    const home = document.getElementById('boot-home')!;
    expect(home.innerHTML).toBe(HOME);
    expect(home.hasAttribute('inert')).toBe(true);
    // The app's loading states and endBoot leave it alone; it goes when the app's home has shown.
    expect(document.getElementById('boot')).toBeNull();
    endBoot();
    expect(document.getElementById('boot-home')).not.toBeNull();
    win.__forkcastBoot!.shown!(false);
    expect(document.getElementById('boot-home')).toBeNull();
    expect(indexHtml).toMatch(/#boot-home \+ #root:not\(:has\(\[role='alert'\]\)\) \{\s*display: none;/);
  });

  it.each<[string, Visit]>([
    ['of another day', guest({ [BOOT_KEYS.home]: kept({ date: '2001-01-01' }) })],
    ['of another build', guest({ [BOOT_KEYS.home]: kept({ build: '/assets/index-old.js' }) })],
    ['unreadable', guest({ [BOOT_KEYS.home]: '{' })],
    ['without a guest database', { local: { [BOOT_KEYS.home]: kept() } }],
    ['with a remembered account', guest({ [BOOT_KEYS.home]: kept(), [BOOT_KEYS.account]: '{"id":"u1"}' })],
  ])('is not shown when %s', async (_, visit) => {
    pageBody();
    bootFirstScreen({ ...BOOT_KEYS, app }, fakeWindow(visit));
    await settle();
    await settle();
    expect(document.getElementById('boot-home')).toBeNull();
    expect(screen.queryByText('Oatmeal · 150 cal')).not.toBeInTheDocument();
  });

  it("keeps the app's home as it first showed today, after the next frame, for the next load", async () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    // Ids and walkthrough targets stay the app's own: the copy has none.
    document.getElementById('root')!.innerHTML = HOME.replace(
      '<h1>',
      '<h1 id="r1" data-tour="progress" class="sr-only">',
    );
    win.__forkcastBoot!.shown!(today());
    expect(local[BOOT_KEYS.home]).toBeUndefined();
    await settle();
    await settle();
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({
      date: today(),
      build: app.entry,
      html: HOME.replace('<h1>', '<h1 class="sr-only">'),
    });
    // Once a page: a later screen is not kept.
    expect(win.__forkcastBoot!.shown).toBeUndefined();
    // A write forgets it.
    win.__forkcastBoot!.changed!();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
  });

  it('keeps nothing when the guest writes before the frame, or when the screen shown is not home', async () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    document.getElementById('root')!.innerHTML = HOME;
    win.__forkcastBoot!.shown!(today());
    win.__forkcastBoot!.changed!();
    await settle();
    await settle();
    expect(local[BOOT_KEYS.home]).toBeUndefined();

    const other = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, other);
    other.__forkcastBoot!.shown!(false);
    await settle();
    await settle();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
  });

  /** The app's `keep` (views/home/KeepHome.tsx): a `#root` holding `html`, for the day given. */
  const keeper = (html: string, date = today()) =>
    vi.fn(() => {
      const screen = document.createElement('div');
      screen.innerHTML = html;
      return { date, screen };
    });
  const hide = () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const stored = (local: Record<string, string>) =>
    (JSON.parse(local[BOOT_KEYS.home] ?? 'null') as { html: string; date: string } | null)?.html;
  const LATER =
    '<div><main><h1>Today</h1><ul><li>Oatmeal · 150 cal</li><li>Eggs · 140 cal</li></ul></main></div>';

  it("keeps the app's home again when the page is hidden or left after a write, without the parts it drops", async () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    document.getElementById('root')!.innerHTML = HOME;
    win.__forkcastBoot!.shown!(today());
    await settle();
    await settle();
    expect(stored(local)).toBe(HOME);

    // A write forgets it; the page is hidden while home shows: the app's home as it would first show now.
    win.__forkcastBoot!.changed!();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
    win.__forkcastBoot!.keep = keeper(
      LATER.replace(
        '</main>',
        '</main><div role="region"><div data-boot-drop="true" role="status">Saved</div></div>',
      ).replace('<li>Eggs', '<li id="r2" data-tour="row">Eggs'),
    );
    hide();
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({
      date: today(),
      build: app.entry,
      html: LATER.replace('</main>', '</main><div role="region"></div>'),
    });

    // Once per write: hidden again, or left, with nothing written since, the copy stands.
    const keep = keeper(LATER);
    win.__forkcastBoot!.keep = keep;
    hide();
    win.dispatchEvent(new Event('pagehide'));
    expect(keep).not.toHaveBeenCalled();

    // A write after the copy forgets it; the page left (pagehide) keeps the day as it is then.
    win.__forkcastBoot!.changed!();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
    win.__forkcastBoot!.keep = keeper(HOME);
    win.dispatchEvent(new Event('pagehide'));
    expect(stored(local)).toBe(HOME);
  });

  it('keeps nothing on hiding when home is not showing, the app has nothing to keep, or another tab has written', async () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    win.__forkcastBoot!.shown!(false);
    win.__forkcastBoot!.changed!();
    hide();
    win.__forkcastBoot!.keep = vi.fn(() => null);
    hide();
    expect(local[BOOT_KEYS.home]).toBeUndefined();

    // Another tab wrote (its mark changed): this page's screen may be older than the store.
    win.__forkcastBoot!.keep = keeper(LATER);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: `${BOOT_KEYS.home}:written` }));
    hide();
    win.dispatchEvent(new Event('pagehide'));
    expect(local[BOOT_KEYS.home]).toBeUndefined();
  });

  // Decision 198's update: the home of a later, empty day, kept beside the copy for the first load of a new day.
  const EMPTY = '<div><main><h1>Today</h1><p>No food logged yet today</p></main></div>';
  const yesterday = () => {
    const d = new Date();
    d.setDate(d.getDate() - 1);
    return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  };
  const screenOf = (html: string) => {
    const screen = document.createElement('div');
    screen.innerHTML = html;
    return screen;
  };

  it("shows the later day's copy on the first load of a new day, and only then", async () => {
    pageBody();
    bootFirstScreen(
      { ...BOOT_KEYS, app },
      fakeWindow(guest({ [BOOT_KEYS.home]: kept({ date: '2001-01-01', later: EMPTY }) })),
    );
    await settle();
    const home = document.getElementById('boot-home')!;
    expect(home.innerHTML).toBe(EMPTY);
    expect(home.hasAttribute('inert')).toBe(true);
    // Today's copy, when it is of today.
    document.body.innerHTML = '';
    pageBody();
    bootFirstScreen({ ...BOOT_KEYS, app }, fakeWindow(guest({ [BOOT_KEYS.home]: kept({ later: EMPTY }) })));
    await settle();
    expect(document.getElementById('boot-home')!.innerHTML).toBe(HOME);
  });

  it.each<[string, Record<string, unknown>]>([
    ['without one', { date: '2001-01-01' }],
    ['of a later day than today (a clock moved back)', { date: '9999-01-01', later: EMPTY }],
    ['of another build', { date: '2001-01-01', later: EMPTY, build: '/assets/index-old.js' }],
    ['with a date that is not one', { date: 20010101, later: EMPTY }],
  ])("shows no later day's copy %s", async (_, over) => {
    pageBody();
    bootFirstScreen({ ...BOOT_KEYS, app }, fakeWindow(guest({ [BOOT_KEYS.home]: kept(over) })));
    await settle();
    await settle();
    expect(document.getElementById('boot-home')).toBeNull();
    expect(bootScreen()).not.toBeNull();
  });

  it("stores the app's later day's copy with the copy of its date, and forgets it with a write", async () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    document.getElementById('root')!.innerHTML = HOME;
    win.__forkcastBoot!.shown!(today());
    // Given before the first commit's copy is stored (after the frame): stored with it, without ids.
    win.__forkcastBoot!.later!(today(), screenOf(EMPTY.replace('<h1>', '<h1 id="r3" data-tour="home">')));
    await settle();
    await settle();
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({
      date: today(),
      build: app.entry,
      html: HOME,
      later: EMPTY,
    });
    // Given after it: added to it.
    win.__forkcastBoot!.later!(today(), screenOf(EMPTY.replace('Today', 'Day')));
    expect(JSON.parse(local[BOOT_KEYS.home]!).later).toBe(EMPTY.replace('Today', 'Day'));
    // Not for another date than the kept copy's.
    win.__forkcastBoot!.later!(yesterday(), screenOf(LATER));
    expect(JSON.parse(local[BOOT_KEYS.home]!).later).toBe(EMPTY.replace('Today', 'Day'));

    // A write forgets both; hidden, the app's `keep` gives both again, or the day's alone.
    win.__forkcastBoot!.changed!();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
    win.__forkcastBoot!.keep = keeper(LATER);
    hide();
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({ date: today(), build: app.entry, html: LATER });
    win.__forkcastBoot!.changed!();
    win.__forkcastBoot!.keep = vi.fn(() => ({
      date: today(),
      screen: screenOf(LATER),
      later: screenOf(EMPTY),
    }));
    win.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({
      date: today(),
      build: app.entry,
      html: LATER,
      later: EMPTY,
    });
  });

  it("keeps the later day's copy when a load of the same day keeps today's again", async () => {
    pageBody();
    const local: Record<string, string> = { [BOOT_KEYS.home]: kept({ later: EMPTY }) };
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    await settle();
    document.getElementById('root')!.innerHTML = LATER;
    win.__forkcastBoot!.shown!(today());
    await settle();
    await settle();
    expect(JSON.parse(local[BOOT_KEYS.home]!)).toEqual({
      date: today(),
      build: app.entry,
      html: LATER,
      later: EMPTY,
    });

    // A new day's load: today's copy replaces the earlier day's, with no later day's copy until the app gives one.
    const old: Record<string, string> = { [BOOT_KEYS.home]: kept({ date: yesterday(), later: EMPTY }) };
    document.body.innerHTML = '';
    pageBody();
    const next = fakeWindow(guest(old));
    bootFirstScreen({ ...BOOT_KEYS, app }, next);
    await settle();
    expect(document.getElementById('boot-home')!.innerHTML).toBe(EMPTY);
    document.getElementById('root')!.innerHTML = EMPTY;
    next.__forkcastBoot!.shown!(today());
    expect(document.getElementById('boot-home')).toBeNull();
    await settle();
    await settle();
    expect(JSON.parse(old[BOOT_KEYS.home]!)).toEqual({ date: today(), build: app.entry, html: EMPTY });
  });

  it("stores no later day's copy after another tab has written", () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: `${BOOT_KEYS.home}:written` }));
    win.__forkcastBoot!.later!(today(), screenOf(EMPTY));
    win.__forkcastBoot!.keep = vi.fn(() => ({
      date: today(),
      screen: screenOf(LATER),
      later: screenOf(EMPTY),
    }));
    hide();
    expect(local[BOOT_KEYS.home]).toBeUndefined();
  });

  it('tells other tabs of each write with a new mark', () => {
    pageBody();
    const local: Record<string, string> = {};
    const win = fakeWindow(guest(local));
    bootFirstScreen({ ...BOOT_KEYS, app }, win);
    win.__forkcastBoot!.changed!();
    const first = local[`${BOOT_KEYS.home}:written`];
    win.__forkcastBoot!.changed!();
    expect(first).toBeDefined();
    expect(local[`${BOOT_KEYS.home}:written`]).not.toBe(first);
  });
});

describe('the prerendered welcome', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is exactly the entry flow's welcome step", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ oidc: null, ai: { text: false, photo: false } }))),
    );
    const { container } = render(
      <AppProviders
        auth={new FakeAuth()}
        local={new LocalDataClient()}
        account={new FakeAccount().dataClient}
        queryClient={testQueryClient()}
      >
        <App />
      </AppProviders>,
    );
    await screen.findByRole('button', { name: 'Get Started' });
    expect(container.querySelector('main')!.outerHTML).toBe(welcomeMarkup());
  });

  it("keeps the page's screen, untouched, until the app's first screen replaces it", async () => {
    pageBody();
    bootFirstScreen(BOOT_KEYS, fakeWindow({}));
    await settle();
    const paragraph = screen.getByText('Your calories and protein, against targets made for you.');
    // The app's loading states render nothing while the page's screen shows.
    render(<LoadingScreen />, { container: document.getElementById('root')! });
    expect(document.getElementById('root')!.childElementCount).toBe(0);
    expect(paragraph.isConnected).toBe(true);
    act(() => endBoot());
    expect(bootScreen()).toBeNull();
    expect(screen.getByText('Loading your nutrition data...')).toBeInTheDocument();
  });

  it('carries out a press on the prerendered welcome made before the app ran', async () => {
    pageBody();
    const win = fakeWindow({});
    bootFirstScreen(BOOT_KEYS, win);
    await settle();
    screen.getByRole('button', { name: 'Get Started' }).click();
    // The app's code reads what the boot script left (in the browser both are the same window).
    (window as { __forkcastBoot?: BootState }).__forkcastBoot = win.__forkcastBoot;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ oidc: null, ai: { text: false, photo: false } }))),
    );
    render(
      <AppProviders
        auth={new FakeAuth()}
        local={new LocalDataClient()}
        account={new FakeAccount().dataClient}
        queryClient={testQueryClient()}
      >
        <App />
      </AppProviders>,
      { container: document.getElementById('root')! },
    );
    expect(await screen.findByRole('heading', { name: 'Set Up Your Profile' })).toBeInTheDocument();
    // Forgotten once the app's screen shows.
    expect(bootAction(win)).toBeNull();
    delete (window as { __forkcastBoot?: BootState }).__forkcastBoot;
  });

  it("goes when the app's welcome shows, leaving one welcome screen", async () => {
    pageBody();
    bootFirstScreen(BOOT_KEYS, fakeWindow({}));
    await settle();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ oidc: null, ai: { text: false, photo: false } }))),
    );
    render(
      <AppProviders
        auth={new FakeAuth()}
        local={new LocalDataClient()}
        account={new FakeAccount().dataClient}
        queryClient={testQueryClient()}
      >
        <App />
      </AppProviders>,
      { container: document.getElementById('root')! },
    );
    await waitFor(() => expect(bootScreen()).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(1);
  });
});
