// Issue 15 (decision 193): what the first screen does not need (the server's configuration, the coach's
// estimate) starts once that screen has painted, so its requests, chunks and main-thread work are not counted in
// the first screen's time.

import type { BootState } from '../boot/boot.ts';

let resolveShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (resolveShown = resolve));
let marked = false;

/**
 * The first screen shows with its data (home, the entry flow): what waits for it starts after the frame that
 * paints it. A page without frames (hidden) starts it after half a second. `home`: a guest's home shows today
 * (that date); the page's boot script keeps this screen for the next load, and puts away the one it showed
 * (decision 198, boot.ts).
 */
export function firstScreenShown(home?: string | false): void {
  if (marked) return;
  marked = true;
  (globalThis as { __forkcastBoot?: BootState }).__forkcastBoot?.shown?.(home);
  const timer = setTimeout(resolveShown, 500);
  const afterPaint = () => {
    clearTimeout(timer);
    resolveShown();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(afterPaint, 0));
}

/** Resolves once the first screen has painted (at once when it has). */
export function afterFirstScreen(): Promise<void> {
  return shown;
}
