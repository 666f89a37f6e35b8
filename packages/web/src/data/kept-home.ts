// Issue 15 (decision 198): the page's boot script keeps a guest's home as it first showed, and shows it at once on
// the next load (boot.ts). Whatever changes the guest's data says so first, and the kept home is forgotten, so it
// never shows data older than the store's. Only code that writes imports this (none of it on the first screen).
import type { BootState } from '../boot/boot.ts';

/** The guest's data is about to change (a write, the clearing): the kept home goes. */
export function forgetKeptHome(): void {
  (globalThis as { __forkcastBoot?: BootState }).__forkcastBoot?.changed?.();
}
