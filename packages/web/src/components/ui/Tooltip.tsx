// A small tooltip of our own (decision 051): top placement, 300 ms delay and skip delay (spec section 9),
// shown on hover and keyboard focus, hidden on leave, blur, press and Escape, announced via aria-describedby.
// Radix's tooltip would bring its positioning library into the first screen for a hover hint.
import { Suspense, cloneElement, createContext, useContext, useEffect, useId, useState } from 'react';
import type { ComponentProps, FocusEvent, PointerEvent, ReactElement, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { preloadable } from './preloadable.tsx';
import type { Bubble as BubbleType } from './TooltipBubble.tsx';

// Decision 159: the bubble's placement loads with the first tooltip (the pointer reaching a trigger starts it).
const bubble = preloadable<ComponentProps<typeof BubbleType>>(() =>
  import('./TooltipBubble.tsx').then((m) => m.Bubble),
);
const Bubble = bubble.Component;

/** Spec section 9: 300 ms delay and skip delay (the library default is 700 ms). */
export const TOOLTIP_DELAY_MS = 300;

interface TooltipConfig {
  delay: number;
  skipDelay: number;
  /** When the last tooltip closed: within skipDelay another one opens at once. */
  closed: { at: number };
}

const TooltipContext = createContext<TooltipConfig>({
  delay: TOOLTIP_DELAY_MS,
  skipDelay: TOOLTIP_DELAY_MS,
  closed: { at: 0 },
});

export function TooltipProvider({ children }: { children: ReactNode }) {
  const [config] = useState<TooltipConfig>(() => ({
    delay: TOOLTIP_DELAY_MS,
    skipDelay: TOOLTIP_DELAY_MS,
    closed: { at: 0 },
  }));
  return <TooltipContext.Provider value={config}>{children}</TooltipContext.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); it receives the trigger's handlers. */
  children: ReactElement;
}

type Handlers = {
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

/** Open and close timing, outside React's render: the delay, and the skip delay shared through the provider. */
class Timing {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private open = false;
  constructor(
    private readonly config: TooltipConfig,
    private readonly set: (anchor: HTMLElement | null) => void,
  ) {}
  show(el: HTMLElement, immediate: boolean) {
    void bubble.preload();
    clearTimeout(this.timer);
    const skip = Date.now() - this.config.closed.at < this.config.skipDelay;
    if (immediate || skip) this.reveal(el);
    else this.timer = setTimeout(() => this.reveal(el), this.config.delay);
  }
  private reveal(el: HTMLElement) {
    this.open = true;
    this.set(el);
  }
  hide() {
    clearTimeout(this.timer);
    if (this.open) this.config.closed.at = Date.now();
    this.open = false;
    this.set(null);
  }
  dispose() {
    clearTimeout(this.timer);
  }
}

export function Tooltip({ content, children }: TooltipProps) {
  const config = useContext(TooltipContext);
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [timing] = useState(() => new Timing(config, setAnchor));
  const own = children.props as Handlers;
  const show = (el: HTMLElement, immediate: boolean) => timing.show(el, immediate);
  const hide = () => timing.hide();

  useEffect(() => () => timing.dispose(), [timing]);
  useEffect(() => {
    if (!anchor) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && timing.hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor, timing]);

  const trigger = cloneElement(children, {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(e);
      if (e.pointerType !== 'touch') show(e.currentTarget, false);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(e);
      hide();
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(e);
      hide();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      if (e.currentTarget.matches(':focus-visible')) show(e.currentTarget, true);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      own.onBlur?.(e);
      hide();
    },
    'aria-describedby': anchor
      ? [own['aria-describedby'], id].filter(Boolean).join(' ')
      : own['aria-describedby'],
  } as Handlers);

  return (
    <>
      {trigger}
      {anchor &&
        createPortal(
          <Suspense fallback={null}>
            <Bubble id={id} anchor={anchor} content={content} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
