// Issue 15 (decisions 193 and 198): what home renders once its cards have painted, loaded then (one chunk).
import type { NewFoodItem } from '@forkcast/core';
import { BottomBar } from './BottomBar.tsx';
import { KeepHome } from './KeepHome.tsx';

export interface HomeLaterProps {
  isGuest: boolean;
  log: (items: NewFoodItem[]) => Promise<string[]>;
  onHeightChange: (px: number) => void;
}

/** The fixed bottom bar, and a guest's home kept for the next load. */
export default function HomeLater({ isGuest, log, onHeightChange }: HomeLaterProps) {
  return (
    <>
      <BottomBar log={log} onHeightChange={onHeightChange} />
      {isGuest && <KeepHome />}
    </>
  );
}
