// Issue 6: every screen at 375x812 and 1280x800, rewritten under e2e/artifacts/screenshots/ on each run.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './stack.ts';
import { DESKTOP, MOBILE } from './harness.ts';

const DIR = path.join(ARTIFACTS, 'screenshots');

export async function snap(page: Page, screen: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    // Layout settles on the next frames after a resize; fonts must be in before pixels are taken.
    await page.evaluate(() =>
      document.fonts.ready.then(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      ),
    );
    await page.screenshot({
      path: path.join(DIR, `${screen}-${size.width}x${size.height}.png`),
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}
