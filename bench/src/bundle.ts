// Where the web app's bytes go: a production build of packages/web (its own vite.config.ts) into a temporary
// folder, with every chunk and every module's share of it. Per chunk the figures are exact; per module they are
// estimates: the module's code gzipped alone (and its rendered length), scaled so a chunk's modules add up to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { REPO_ROOT } from './common.ts';

export interface ModuleCost {
  id: string;
  raw: number;
  gzip: number;
}
export interface ChunkCost {
  file: string;
  raw: number;
  gzip: number;
  isEntry: boolean;
  /** The module a lazy chunk stands for (`import('./views/home/HomeView.tsx')`), relative to the repository. */
  facade: string | null;
  /** Statically imported chunks (loaded with this one); dynamic imports load on demand. */
  imports: string[];
  dynamicImports: string[];
  modules: ModuleCost[];
}
export interface BundleReport {
  chunks: ChunkCost[];
  css: { file: string; raw: number; gzip: number }[];
  /** The entry chunk and every chunk it imports statically: what the first screen loads. */
  firstScreen: { files: string[]; jsGzip: number; jsRaw: number; cssGzip: number; cssRaw: number };
  /**
   * What each screen needs before it can show: the first screen's files and the lazy view's chunk with every
   * chunk it imports statically (decision 154: the welcome and home views load as chunks of their own).
   */
  screens: { name: string; view: string; files: string[]; jsGzip: number; jsRaw: number }[];
}

/** The views whose chunks make the welcome and home screens (issue 15's budget is per screen). */
export const SCREEN_VIEWS = {
  welcome: 'packages/web/src/views/onboarding/EntryFlow.tsx',
  home: 'packages/web/src/views/home/HomeView.tsx',
} as const;

/**
 * What else a screen loads before it shows (decision 158): a returning guest's home reads the stored profile and
 * day with the guest store (LocalDataClient and its rules and zod), loaded on that first read, not statically.
 */
export const SCREEN_ALSO: Partial<Record<keyof typeof SCREEN_VIEWS, string[]>> = {
  home: ['packages/web/src/data/local.ts'],
};

const gzip = (s: string | Uint8Array) => zlib.gzipSync(s, { level: 9 }).length;
const WEB = path.join(REPO_ROOT, 'packages/web');

/** Short module names: node_modules packages by name, the repo's files by path. */
export function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const nm = clean.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return path.relative(REPO_ROOT, clean);
}

export async function bundleReport(): Promise<BundleReport> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-bundle-'));
  let captured: OutputBundle | null = null;
  const capture: Plugin = {
    name: 'forkcast-bundle-report',
    generateBundle(_options, bundle) {
      captured = bundle;
    },
  };
  try {
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [capture],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const bundle = captured as OutputBundle | null;
  if (!bundle) throw new Error('the build produced no bundle');
  const chunks: ChunkCost[] = [];
  const css: BundleReport['css'] = [];
  for (const out of Object.values(bundle)) {
    if (out.type === 'asset') {
      if (out.fileName.endsWith('.css')) {
        const src = typeof out.source === 'string' ? out.source : Buffer.from(out.source).toString();
        css.push({ file: out.fileName, raw: Buffer.byteLength(src), gzip: gzip(src) });
      }
      continue;
    }
    const chunk = out as OutputChunk;
    if (!chunk.fileName.startsWith('assets/')) continue; // the service worker and its loader
    const modules = new Map<string, ModuleCost>();
    for (const [id, m] of Object.entries(chunk.modules)) {
      if (!m.code || m.renderedLength === 0) continue;
      const name = moduleName(id);
      const cost = modules.get(name) ?? { id: name, raw: 0, gzip: 0 };
      cost.raw += m.renderedLength;
      cost.gzip += gzip(m.code);
      modules.set(name, cost);
    }
    // Each module gzipped alone overstates (no shared dictionary); scaled so the chunk's modules sum to its gzip.
    const chunkGzip = gzip(chunk.code);
    const alone = [...modules.values()].reduce((sum, m) => sum + m.gzip, 0);
    const rawTotal = [...modules.values()].reduce((sum, m) => sum + m.raw, 0);
    for (const m of modules.values()) {
      m.gzip = alone > 0 ? (m.gzip * chunkGzip) / alone : 0;
      m.raw = rawTotal > 0 ? (m.raw * Buffer.byteLength(chunk.code)) / rawTotal : 0;
    }
    chunks.push({
      file: chunk.fileName,
      raw: Buffer.byteLength(chunk.code),
      gzip: chunkGzip,
      isEntry: chunk.isEntry,
      facade: chunk.facadeModuleId ? moduleName(chunk.facadeModuleId) : null,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      modules: [...modules.values()].sort((a, b) => b.gzip - a.gzip),
    });
  }
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const closure = (roots: string[], into = new Set<string>()) => {
    const visit = (file: string) => {
      if (into.has(file) || !byFile.has(file)) return;
      into.add(file);
      for (const i of byFile.get(file)!.imports) visit(i);
    };
    roots.forEach(visit);
    return into;
  };
  const first = closure(chunks.filter((c) => c.isEntry).map((c) => c.file));
  const firstChunks = [...first].map((f) => byFile.get(f)!);
  const screens = Object.entries(SCREEN_VIEWS).map(([name, view]) => {
    const also = SCREEN_ALSO[name as keyof typeof SCREEN_VIEWS] ?? [];
    // A dynamic chunk that rolldown merged with shared modules has no facade: found by the module it holds.
    const own = chunks
      .filter((c) => c.facade === view || c.modules.some((m) => also.includes(m.id)))
      .map((c) => c.file);
    const files = [...closure(own, new Set(first))];
    const list = files.map((f) => byFile.get(f)!);
    return {
      name,
      view,
      files,
      jsGzip: list.reduce((s, c) => s + c.gzip, 0),
      jsRaw: list.reduce((s, c) => s + c.raw, 0),
    };
  });
  // The entry's CSS is the one stylesheet index.html links; lazy views' CSS loads with them.
  const entryCss = css.filter((c) => /assets\/index-[^/]*\.css$/.test(c.file));
  return {
    chunks: chunks.sort((a, b) => b.gzip - a.gzip),
    css,
    firstScreen: {
      files: [...first, ...entryCss.map((c) => c.file)],
      jsGzip: firstChunks.reduce((s, c) => s + c.gzip, 0),
      jsRaw: firstChunks.reduce((s, c) => s + c.raw, 0),
      cssGzip: entryCss.reduce((s, c) => s + c.gzip, 0),
      cssRaw: entryCss.reduce((s, c) => s + c.raw, 0),
    },
    screens,
  };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The report as text: chunks (first screen marked), then the first screen's modules by gzip size. */
export function formatReport(r: BundleReport, top = 25): string {
  const first = new Set(r.firstScreen.files);
  const lines = [
    `First screen: ${kib(r.firstScreen.jsGzip)} JS gzip (${kib(r.firstScreen.jsRaw)} raw) in ${
      r.firstScreen.files.filter((f) => f.endsWith('.js')).length
    } files; CSS ${kib(r.firstScreen.cssGzip)} gzip (${kib(r.firstScreen.cssRaw)} raw). Budget: 100 KiB JS, 15 KiB CSS.`,
    ...r.screens.map(
      (s) =>
        `${s.name[0]!.toUpperCase()}${s.name.slice(1)} screen: ${kib(s.jsGzip)} JS gzip (${kib(s.jsRaw)} raw) in ${s.files.length} files (the first screen, ${[s.view, ...(SCREEN_ALSO[s.name as keyof typeof SCREEN_VIEWS] ?? [])].join(', ')} and their imports).`,
    ),
    '',
    'Chunks (gzip, raw; * = first screen):',
    ...r.chunks.map(
      (c) =>
        `  ${first.has(c.file) ? '*' : ' '} ${kib(c.gzip).padStart(10)} ${kib(c.raw).padStart(10)}  ${c.file}`,
    ),
    ...r.css.map(
      (c) =>
        `  ${first.has(c.file) ? '*' : ' '} ${kib(c.gzip).padStart(10)} ${kib(c.raw).padStart(10)}  ${c.file}`,
    ),
    '',
    `First-screen modules by cost (estimated share: gzip, minified), top ${top}:`,
  ];
  const modules = new Map<string, ModuleCost>();
  for (const c of r.chunks.filter((c) => first.has(c.file))) {
    for (const m of c.modules) {
      const cost = modules.get(m.id) ?? { id: m.id, raw: 0, gzip: 0 };
      cost.raw += m.raw;
      cost.gzip += m.gzip;
      modules.set(m.id, cost);
    }
  }
  for (const m of [...modules.values()].sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
    lines.push(`  ${kib(m.gzip).padStart(10)} ${kib(m.raw).padStart(10)}  ${m.id}`);
  }
  return lines.join('\n');
}
