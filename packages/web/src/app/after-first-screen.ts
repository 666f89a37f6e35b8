// Issue 15 (decision 193): what the first screen does not need (the server's configuration, the coach's
// estimate) starts once that screen has painted, so its requests, chunks and main-thread work are not counted in
// the first screen's time.

let resolveShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (resolveShown = resolve));
let marked = false;

/**
 * The first screen shows with its data (home, the entry flow): what waits for it starts after the frame that
 * paints it. A page without frames (hidden) starts it after half a second.
 */
export function firstScreenShown(): void {
  if (marked) return;
  marked = true;
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
