import { describe, expect, it, vi } from 'vitest';

describe('afterFirstScreen (decision 193)', () => {
  it('waits until the first screen has shown, then resolves after its frame', async () => {
    // A fresh module: the test setup has already marked the first screen of every test.
    vi.resetModules();
    const { afterFirstScreen, firstScreenShown } = await import('./after-first-screen.ts');
    let started = false;
    void afterFirstScreen().then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);

    const frame = vi.spyOn(window, 'requestAnimationFrame');
    firstScreenShown();
    expect(started).toBe(false);
    await afterFirstScreen();
    expect(started).toBe(true);
    expect(frame).toHaveBeenCalledTimes(1);
    // Once shown, later waits resolve at once and a second mark changes nothing.
    firstScreenShown();
    expect(frame).toHaveBeenCalledTimes(1);
    await afterFirstScreen();
  });

  it("hands the page's boot script the screen shown: a guest's home with its date (decision 198)", async () => {
    vi.resetModules();
    const { firstScreenShown } = await import('./after-first-screen.ts');
    const shown = vi.fn();
    vi.stubGlobal('__forkcastBoot', { shown });
    try {
      firstScreenShown('2026-11-24');
      firstScreenShown('2026-11-25');
      expect(shown.mock.calls).toEqual([['2026-11-24']]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
