// Draws Forkcast's icons (issue 6: installable app) as SVG and renders the PNGs with the same Chromium the
// journeys use, so no image tool is needed. Run: npm run make-icons -w @forkcast/e2e; commit the output.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from '../src/stack.ts';

export const THEME_COLOR = '#15803d';
const OUT = path.join(REPO_ROOT, 'packages/web/public');

/** The mark on a 100x100 grid: a fork with a rising forecast line beside it. */
const MARK = `
  <g transform="translate(-7 -2)" fill="none" stroke="#ffffff" stroke-linecap="round" stroke-linejoin="round">
    <path d="M30 22 v18 M39 22 v18 M48 22 v18" stroke-width="5"/>
    <path d="M30 38 q0 12 9 12 q9 0 9 -12" stroke-width="5"/>
    <path d="M39 50 v30" stroke-width="7"/>
    <path d="M58 70 l9 -10 l7 5 l11 -15" stroke-width="5"/>
    <path d="M78 50 h7 v7" stroke-width="5"/>
  </g>`;

/** `full`: the square is filled edge to edge (maskable: the mark stays inside the 80% safe zone). */
function svg(size: number, kind: 'rounded' | 'full'): string {
  const scale = kind === 'full' ? 0.72 : 1;
  const offset = (100 - 100 * scale) / 2;
  const bg =
    kind === 'full'
      ? `<rect width="100" height="100" fill="${THEME_COLOR}"/>`
      : `<rect width="100" height="100" rx="22" fill="${THEME_COLOR}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${bg}<g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
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
