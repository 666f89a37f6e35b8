import type { ReactElement, ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';

/** Spec section 9: 300 ms delay and skip delay (the library default is 700 ms). */
export const TOOLTIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_DELAY_MS}>
      {children}
    </T.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); it receives the trigger's props. */
  children: ReactElement;
}

/** A tooltip placed on top of its trigger (spec section 2). Needs a TooltipProvider above it. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow-lg animate-[fade-in_120ms_ease-out]"
        >
          {content}
          <T.Arrow className="fill-gray-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
