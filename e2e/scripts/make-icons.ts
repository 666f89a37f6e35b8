// Draws Forkcast's icons (issue 6: installable app) as SVG and renders the PNGs with the same Chromium the
// journeys use, so no image tool is needed. Run: npm run make-icons -w @forkcast/e2e; commit the output.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from '../src/stack.ts';

/** The brand green (packages/web/src/styles.css, --color-brand-600; the manifest's theme colour). */
export const THEME_COLOR = '#16a34a';
const OUT = path.join(REPO_ROOT, 'packages/web/public');

/** The app's own mark (packages/web/src/components/shell/Logo.tsx) on a 64x64 grid. */
const MARK =
  '<path d="M22 14v14a6 6 0 0 0 4 5.7V50h4V33.7a6 6 0 0 0 4-5.7V14h-3v12h-2V14h-3v12h-2V14zm20 0c-4 2-6 8-6 14 0 3 1.5 5 4 5.5V50h4V14z" fill="#fff"/>';

/** `full`: the square is filled edge to edge (maskable: the mark stays inside the 80% safe zone). */
function svg(size: number, kind: 'rounded' | 'full'): string {
  const scale = kind === 'full' ? 0.9 : 1;
  const offset = (64 - 64 * scale) / 2;
  const bg =
    kind === 'full'
      ? `<rect width="64" height="64" fill="${THEME_COLOR}"/>`
      : `<rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${bg}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const targets: { file: string; size: number; kind: 'rounded' | 'full' }[] = [
  { file: 'pwa-192x192.png', size: 192, kind: 'rounded' },
  { file: 'pwa-512x512.png', size: 512, kind: 'rounded' },
  { file: 'maskable-icon-512x512.png', size: 512, kind: 'full' },
  { file: 'apple-touch-icon-180x180.png', size: 180, kind: 'full' },
];

mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, 'favicon.svg'), svg(64, 'rounded') + '\n');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const t of targets) {
    await page.setViewportSize({ width: t.size, height: t.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(t.size, t.kind)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(OUT, t.file), omitBackground: true });
    process.stdout.write(`wrote packages/web/public/${t.file}\n`);
  }
} finally {
  await browser.close();
}
