// A small tooltip of our own (decision 051): top placement, 300 ms delay and skip delay (spec section 9),
// shown on hover and keyboard focus, hidden on leave, blur, press and Escape, announced via aria-describedby.
// Radix's tooltip would bring its positioning library into the first screen for a hover hint.
import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FocusEvent, PointerEvent, ReactElement, ReactNode } from 'react';
import { createPortal } from 'react-dom';

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
      {anchor && createPortal(<Bubble id={id} anchor={anchor} content={content} />, document.body)}
    </>
  );
}

const GAP = 6;
const MARGIN = 8;

function Bubble({ id, anchor, content }: { id: string; anchor: HTMLElement; content: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const r = anchor.getBoundingClientRect();
    const width = ref.current?.offsetWidth ?? 0;
    const centre = r.left + r.width / 2;
    const left = Math.min(Math.max(centre - width / 2, MARGIN), window.innerWidth - width - MARGIN);
    setPos({ left: Math.max(MARGIN, left), top: r.top - GAP });
  }, [anchor]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={{
        position: 'fixed',
        left: pos?.left ?? 0,
        top: pos?.top ?? 0,
        transform: 'translateY(-100%)',
        visibility: pos ? 'visible' : 'hidden',
      }}
      className="pointer-events-none z-50 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow-lg animate-[fade-in_120ms_ease-out]"
    >
      {content}
    </div>
  );
}
