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
    if (size === MOBILE) await expectNoSidewaysScroll(page, screen);
    await page.screenshot({
      path: path.join(DIR, `${screen}-${size.width}x${size.height}.png`),
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** At phone width nothing may stick out sideways (a person cannot see or reach it without panning). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && r.width > 0 && el.children.length === 0) {
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(r.right)}`,
        );
      }
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, elements: out.slice(0, 5) };
  });
  if (overflow) {
    throw new Error(
      `"${screen}" scrolls sideways at ${overflow.width}px (content ${overflow.scrollWidth}px): ${overflow.elements.join('; ')}`,
    );
  }
}
