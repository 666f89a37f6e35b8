import { createServer, defineConfig } from 'vite';
import type { Plugin, Rollup, ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Modules reached from `roots` through static imports only (what loads with them). */
function staticClosure(roots: string[], info: (id: string) => { importedIds: readonly string[] } | null) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Core's modules home uses and the welcome screen does not. Web modules import core through its one entry
 * (`@forkcast/core`), whose imports are every core module, so which of them a view uses cannot be read from the
 * module graph here; `npm run bench:bundle -w @forkcast/bench` shows a core module home loads outside its chunk.
 */
const HOME_CORE = [
  'coach/maintenance.ts',
  'dates/index.ts',
  'dates/calendar.ts',
  'diary/favorites.ts',
  'diary/matched.ts',
  'diary/meals.ts',
  'diary/reads.ts',
  'diary/totals.ts',
  'nutrition/progress.ts',
  'sync/document-reads.ts',
  'sync/scopes.ts',
].map((file) => fileURLToPath(new URL(`../core/src/${file}`, import.meta.url)));

/**
 * Issue 15 (decision 159): a returning guest's home loads its view and the guest store together, so their code
 * that the first screen's chunk does not hold is one chunk ('home'), not a dozen chunks each compressed alone.
 * What the welcome screen loads stays out of it, so the welcome screen never loads home's code.
 */
let homeOnly: Set<string> | null = null;
function homeChunk(
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) {
  if (homeOnly === null) {
    const info = (m: string) => ctx.getModuleInfo(m);
    const shared = staticClosure([src('main.tsx'), src('views/onboarding/EntryFlow.tsx')], info);
    const home = staticClosure([src('views/home/HomeView.tsx'), src('data/local.ts')], info);
    homeOnly = new Set([...home].filter((m) => !shared.has(m) && m.startsWith(src(''))).concat(HOME_CORE));
  }
  return homeOnly.has(id) ? 'home' : null;
}

/**
 * Issue 15 (decision 190): index.html carries the boot script (src/boot/boot.ts, which starts the session check
 * before the app's code loads) and the welcome screen's markup, rendered here from the app's own components
 * (src/boot/first-screen.tsx), so a first visit's welcome screen paints without waiting for the JavaScript.
 */
function firstScreen(): Plugin {
  return {
    name: 'forkcast-first-screen',
    transformIndexHtml: {
      // After the build's own tags: the chunks' file names are known then.
      order: 'post',
      async handler(html, ctx) {
        // The dev server loads the module itself; a build starts a small one for it (no config file: no recursion).
        const vite: ViteDevServer =
          ctx.server ??
          (await createServer({
            configFile: false,
            root: import.meta.dirname,
            logLevel: 'error',
            appType: 'custom',
            server: { middlewareMode: true, hmr: false, ws: false },
            plugins: [react()],
          }));
        try {
          const mod = (await vite.ssrLoadModule('/src/boot/first-screen.tsx')) as {
            bootScript: (
              preload?: Record<string, string[]>,
              app?: { entry: string; preload: string[] } | null,
            ) => string;
            welcomeMarkup: () => string;
            FIRST_SCREEN_MODULES: Record<string, string[]>;
          };
          const preload = ctx.bundle ? chunksFor(ctx.bundle, mod.FIRST_SCREEN_MODULES) : undefined;
          const { page, app } = ctx.bundle
            ? bootLoadsApp(inlineStylesheets(html, ctx.bundle))
            : { page: html, app: null };
          return page
            .replace('<!--fc-boot-script-->', `<script>${mod.bootScript(preload, app)}</script>`)
            .replace('<!--fc-welcome-->', mod.welcomeMarkup());
        } finally {
          if (!ctx.server) await vite.close();
        }
      },
    },
  };
}

/**
 * The app's stylesheet (7 KiB gzip) inside the page instead of a render-blocking request: the first paint waits
 * for the HTML only (decision 190). Its link stays, disabled (a disabled stylesheet is neither fetched nor
 * applied): Vite's loader of lazy chunks, which lists the entry's stylesheet among their dependencies, finds it
 * and does not load the file again.
 */
function inlineStylesheets(html: string, bundle: Rollup.OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return tag;
    return `<style>${String(asset.source)}</style>\n    ${tag.replace('<link ', '<link disabled ')}`;
  });
}

/**
 * The entry's script tag and its module preloads leave the page: the boot script requests them once the first
 * screen has painted (decision 190).
 */
function bootLoadsApp(html: string): { page: string; app: { entry: string; preload: string[] } } {
  let entry: string | null = null;
  const preload: string[] = [];
  const page = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  if (entry === null) throw new Error("index.html: the entry's module script was not found");
  return { page, app: { entry, preload } };
}

/** For each list of modules: their chunks and those chunks' static imports, minus what the entry loads anyway. */
function chunksFor(bundle: Rollup.OutputBundle, modules: Record<string, string[]>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const i of byFile.get(f)?.imports ?? []) visit(i);
    };
    files.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const root = import.meta.dirname.replaceAll('\\', '/');
  return Object.fromEntries(
    Object.entries(modules).map(([screen, ids]) => {
      const own = ids.flatMap((id) => chunks.filter((c) => c.moduleIds.includes(`${root}/${id}`)));
      if (own.length !== ids.length)
        throw new Error(`first-screen chunks not found for ${screen}: ${ids.join(', ')}`);
      return [
        screen,
        [...closure(own.map((c) => c.fileName))].filter((f) => !entry.has(f)).map((f) => `/${f}`),
      ];
    }),
  );
}

// The dev server forwards the API to a locally running server so cookies stay same-origin.
export default defineConfig({
  plugins: [
    react(),
    firstScreen(),
    tailwindcss(),
    // Installable and offline (issue 6, decision 071): the app shell is precached; /api/ is never cached,
    // so signed-in data always comes from the server and guests' data lives in localStorage anyway.
    VitePWA({
      registerType: 'autoUpdate',
      // Deferred: a plain script in the head would hold the page's parsing (and its first paint) until it loads.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Forkcast',
        short_name: 'Forkcast',
        description: 'Track what you eat, your calories and protein against your own targets.',
        theme_color: '#16a34a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // What registerType 'autoUpdate' sets by itself with the default injectRegister: a new version takes over
        // at once, and the first visit's page is controlled without a reload (offline from the first visit).
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // Every browser that runs es2022 modules preloads them itself (Safari from 17; older ones just load later).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first screen's code (the entry and what it imports statically) in one chunk.
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: homeChunk, debugName: 'home', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
