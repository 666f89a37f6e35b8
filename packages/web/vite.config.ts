import { defineConfig } from 'vite';
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
  'coach/trend.ts',
  'dates/index.ts',
  'dates/calendar.ts',
  'diary/favorites.ts',
  'diary/matched.ts',
  'diary/meals.ts',
  'diary/reads.ts',
  'diary/scale.ts',
  'diary/suggestions.ts',
  'diary/totals.ts',
  'messages.ts',
  'nutrition/progress.ts',
  'sync/document-store.ts',
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

// The dev server forwards the API to a locally running server so cookies stay same-origin.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable and offline (issue 6, decision 071): the app shell is precached; /api/ is never cached,
    // so signed-in data always comes from the server and guests' data lives in localStorage anyway.
    VitePWA({
      registerType: 'autoUpdate',
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
