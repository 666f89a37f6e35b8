// The web app as a phone sees it: the bytes of JavaScript and CSS the first screen loads (raw, as the server
// sends them, and gzipped), and Lighthouse's mobile performance score for the welcome and home screens, run in
// headless Chromium against the real server serving the real build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { bundleReport } from './bundle.ts';
import { HOME_SCREEN_KEY } from '../../packages/web/src/data/keys.ts';
import { log, REPO_ROOT, startChild, WEB_DIST } from './common.ts';
import type { Row, SectionResult } from './common.ts';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless=new',
];

interface Bytes {
  files: string[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

const gzipSize = (buf: Buffer) => zlib.gzipSync(buf).length;

function sizes(files: string[]): Bytes {
  const out: Bytes = { files, js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const f of files) {
    const buf = fs.readFileSync(path.join(WEB_DIST, f));
    const bucket = f.endsWith('.css') ? out.css : out.js;
    bucket.raw += buf.length;
    bucket.gzip += gzipSize(buf);
  }
  return out;
}

/**
 * What index.html itself pulls in: entry script, module preloads, stylesheets (the entry's is inlined, its link
 * kept disabled), the service-worker loader, and the app's entry and preloads its boot script requests after the
 * first paint (decision 190).
 */
function entryFiles(): string[] {
  const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const boot = /"app":(\{[^}]*\})/.exec(html);
  const app = boot ? (JSON.parse(boot[1]!) as { entry: string; preload: string[] }) : null;
  const refs = [
    ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="\/([^"]+)"/g),
  ]
    .map((m) => m[1]!)
    .concat(app ? [app.entry, ...app.preload].map((f) => f.replace(/^\//, '')) : []);
  return [...new Set(refs)].filter((f) => /\.(js|css)$/.test(f));
}

function buildWeb(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    log('reusing packages/web/dist (BENCH_SKIP_BUILD=1)');
    return;
  }
  log('building the web app');
  const r = spawnSync('npm', ['run', 'build', '-w', '@forkcast/web'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`web build failed:\n${r.stdout}\n${r.stderr}`);
}

/** A returning guest: a completed profile and today's food in the guest store (spec section 3 shapes). */
/** The local date `daysAgo` days before today, as the app writes it. */
function localDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return d.toLocaleDateString('en-CA');
}

/** A returning guest's data: the profile and one day of food, today's or `daysAgo` days before. */
function guestEntries(daysAgo = 0): [string, string][] {
  const today = localDay(daysAgo);
  const stamp = Date.now();
  const items = ['Oatmeal', 'Coffee with milk', 'Chicken salad'].map((name, i) => ({
    id: `${stamp}-bench${i}`,
    name,
    calories: 150 + 100 * i,
    protein: 10,
    carbs: 20,
    fat: 5,
    units: 'serving',
    quantity: 1,
    isFavorite: false,
    timestamp: stamp,
  }));
  const total = (k: 'calories' | 'protein' | 'carbs' | 'fat') => items.reduce((s, i) => s + i[k], 0);
  const profile = {
    age: 30,
    sex: 'female',
    weight: 150,
    height: 66,
    activityLevel: 'moderate',
    goal: 'maintain',
    goalType: 'maintain',
    customWeightChange: 0,
    targetCalories: 2000,
    targetProtein: 120,
    targetCarbs: 250,
    targetFat: 67,
    walkthroughCompleted: true,
    unitSystem: 'imperial',
  };
  return [
    ['forkcast:profile', JSON.stringify(profile)],
    ['forkcast:walkthrough-completed', 'true'],
    [
      `forkcast:intake:${today}`,
      JSON.stringify({
        date: today,
        items,
        totals: {
          calories: total('calories'),
          protein: total('protein'),
          carbs: total('carbs'),
          fat: total('fat'),
        },
      }),
    ],
  ];
}

interface Audit {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** JS and CSS files the page actually fetched. */
  loaded: string[];
  opportunities: { id: string; title: string; savingsMs: number; display: string }[];
}

/**
 * The screens audited: a first visit's welcome; a returning guest's home as it usually starts, from the copy the last
 * visit kept (decision 198); and the same guest's first load of a new day (yesterday's food, nothing yet today), from
 * the copy for a later, empty day that yesterday's visit kept (decision 198's update), and without any kept copy
 * (as before that update: the app paints home behind the loading screen).
 */
type Screen = 'welcome' | 'home' | 'home, new day' | 'home, new day, no kept copy';
const label: Record<Screen, string> = {
  welcome: 'welcome screen',
  home: 'home screen',
  'home, new day': "home screen, a new day's first load",
  'home, new day, no kept copy': "home screen, a new day's first load (no kept copy)",
};

async function audit(baseUrl: string, screen: Screen): Promise<Audit> {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    if (screen !== 'welcome') {
      // Seeded in localStorage (spec section 3's shapes) from a JSON endpoint of the same origin.
      await page.goto(`${baseUrl}/api/health`, { waitUntil: 'load' });
      await page.evaluate(
        (entries: [string, string][]) => {
          for (const [k, v] of entries) localStorage.setItem(k, v);
        },
        guestEntries(screen === 'home' ? 0 : 1),
      );
      // The app moves a guest's localStorage into IndexedDB once (decision 123): that happens here, so the audit
      // measures a returning guest's start and not the one-time migration (decision 190). Then the service worker
      // and every cache go, so the audit is a cold start and not a repeat visit.
      await page.goto(baseUrl, { waitUntil: 'load' });
      // Home has shown and its first commit has been kept (the boot script copies it a frame after it shows: on a
      // quiet machine, leaving at once could beat the copy, and the audit then measured the first load of a day).
      await page.waitForFunction(
        (key: string) =>
          localStorage.getItem('forkcast:profile') === null &&
          document.querySelector('nav[aria-label="Main"]') &&
          localStorage.getItem(key) !== null,
        { timeout: 60_000 },
        HOME_SCREEN_KEY,
      );
      if (screen === 'home, new day')
        // The copy for a later, empty day comes once home's lazy part has loaded and the store has answered that
        // no later day holds food.
        await page.waitForFunction(
          (key: string) => typeof JSON.parse(localStorage.getItem(key) ?? '{}').later === 'string',
          { timeout: 60_000 },
          HOME_SCREEN_KEY,
        );
      await page.evaluate(async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const k of await caches.keys()) await caches.delete(k);
      });
      await page.goto(`${baseUrl}/api/health`, { waitUntil: 'load' });
      // Off the app's page (its boot script could store a copy again until it is left): yesterday's visit kept the
      // copy (its date made yesterday's), or kept none.
      if (screen === 'home, new day')
        await page.evaluate(
          (key: string, date: string) => {
            const kept = JSON.parse(localStorage.getItem(key)!) as { date: string };
            localStorage.setItem(key, JSON.stringify({ ...kept, date }));
          },
          HOME_SCREEN_KEY,
          localDay(1),
        );
      if (screen === 'home, new day, no kept copy')
        await page.evaluate((key) => localStorage.removeItem(key), HOME_SCREEN_KEY);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      baseUrl,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The home screen needs the guest store kept; the welcome screen is a first visit.
        disableStorageReset: screen !== 'welcome',
      },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    // BENCH_LIGHTHOUSE_DIR: keep each full report (LCP element, its phases, the filmstrip) for a closer look.
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      const file = path.join(keep, `${screen}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on the ${screen} screen: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const loaded = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(u.pathname))
      .map((u) => u.pathname.slice(1))
      .filter((f) => fs.existsSync(path.join(WEB_DIST, f)));
    // Lighthouse's own list of what would save the most time, for the record.
    const opportunities = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9 && (a.numericValue ?? 0) > 0,
      )
      .map((a) => ({
        id: a.id,
        title: a.title,
        savingsMs: Math.round(a.numericValue ?? 0),
        display: a.displayValue ?? '',
      }))
      .sort((a, b) => b.savingsMs - a.savingsMs);
    return {
      opportunities,
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      siMs: num('speed-index'),
      loaded: [...new Set(loaded)],
    };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export async function runWeb(): Promise<SectionResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  buildWeb();
  const entry = sizes(entryFiles());
  rows.push(
    {
      section: 'Web',
      measure: 'first-screen JS (index.html entry + preloads): raw / gzip',
      value: `${kb(entry.js.raw)} / ${kb(entry.js.gzip)}`,
      reference: "312 KB the spec's stack",
      goal: 'gzip <= 100 KiB',
    },
    {
      section: 'Web',
      measure: 'first-screen CSS: raw / gzip',
      value: `${kb(entry.css.raw)} / ${kb(entry.css.gzip)}`,
      goal: 'gzip <= 15 KiB',
    },
  );
  // Each screen's need from the bundle report (decision 154): the entry closure and the view's own chunks.
  const report = await bundleReport();
  for (const screen of report.screens) {
    rows.push({
      section: 'Web',
      measure: `${screen.name} screen needs: JS raw / gzip (entry + ${path.basename(screen.view)} chunks)`,
      value: `${kb(screen.jsRaw)} / ${kb(screen.jsGzip)}`,
      reference: "312 KB the spec's stack",
      goal: 'gzip <= 100 KiB',
    });
  }
  const data: Record<string, unknown> = { entry, screens: report.screens };

  if (!fs.existsSync(CHROME_PATH)) {
    notes.push(
      `Lighthouse SKIPPED: no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH).`,
    );
    return { rows, data, notes };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-web-'));
  const server = await startChild({
    BENCH_MODE: 'forkcast',
    BENCH_ENGINE: 'sqlite',
    BENCH_SQLITE_FILE: path.join(tmp, 'forkcast.db'),
    BENCH_WEB_ROOT: WEB_DIST,
  });
  try {
    for (const screen of [
      'welcome',
      'home',
      'home, new day',
      'home, new day, no kept copy',
    ] as const satisfies readonly Screen[]) {
      log(`Lighthouse (mobile) on the ${screen} screen`);
      const a = await audit(server.baseUrl, screen);
      // The entry's stylesheet is inside index.html (decision 190), so it is not among the files fetched.
      const inlined = entry.files.filter((f) => f.endsWith('.css') && !a.loaded.includes(f));
      const b = sizes([...a.loaded, ...inlined]);
      data[screen] = { ...a, bytes: b };
      const top = a.opportunities.slice(0, 3).map((o) => `${o.title} (${o.display || `${o.savingsMs} ms`})`);
      if (top.length > 0)
        notes.push(`Lighthouse, ${label[screen]}, largest opportunities: ${top.join('; ')}.`);
      rows.push({
        section: 'Web',
        measure: `${label[screen]}: Lighthouse performance (mobile)`,
        value: `${a.score} (FCP ${(a.fcpMs / 1000).toFixed(1)} s, LCP ${(a.lcpMs / 1000).toFixed(1)} s, TBT ${a.tbtMs.toFixed(0)} ms, CLS ${a.cls.toFixed(3)})`,
        reference: "95 the spec's stack; 67 Waistline; 39 SparkyFitness",
        goal: '>= 97, TBT < 100 ms, LCP < 1.8 s',
      });
      rows.push({
        section: 'Web',
        measure: `${label[screen]}: JS / CSS fetched, raw (gzip)`,
        value: `${kb(b.js.raw)} (${kb(b.js.gzip)}) / ${kb(b.css.raw)} (${kb(b.css.gzip)})`,
        reference: `${a.loaded.length} files`,
        goal: 'JS gzip <= 100 KiB, CSS <= 15 KiB',
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { rows, data, notes };
}
