import { Suspense, cloneElement, createContext, lazy, useContext, useState } from 'react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import type { DialogContentProps } from './DialogContent.tsx';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog; omit it to control the dialog with `open`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Show the × control in the corner (default true). */
  showClose?: boolean;
  children?: ReactNode;
  className?: string;
  /** Starts loading what the dialog's content needs (a lazily loaded form) when the pointer reaches the trigger. */
  preload?: () => Promise<unknown>;
}

// Radix's dialog (with its focus trap and scroll lock) is loaded when first needed, or at idle time
// (preloadDialog), so it stays out of the first screen's JavaScript.
type Content = (props: DialogContentProps) => ReactNode;
let loaded: Content | null = null;
let loading: Promise<Content> | null = null;

export function preloadDialog(): Promise<Content> {
  loading ??= import('./DialogContent.tsx').then(
    (m) => (loaded = m.DialogContent),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyContent = lazy(() => preloadDialog().then((C) => ({ default: C })));

const CloseContext = createContext<(() => void) | null>(null);

/**
 * Spec sections 2 and 9: optional trigger, title, description and close control; at most 400 px and 90vw
 * wide and 85vh tall, scrolling inside. Escape closes it and focus returns to where it was.
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  showClose = true,
  children,
  className,
  preload,
}: DialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const [everOpened, setEverOpened] = useState(isOpen);
  if (isOpen && !everOpened) setEverOpened(true);
  // Chosen once per dialog, so the content never remounts when the module finishes loading.
  const [Content] = useState<Content>(() => loaded ?? LazyContent);

  const triggerClick = (trigger?.props as { onClick?: (e: MouseEvent) => void } | undefined)?.onClick;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onPointerEnter: () => {
            preloadDialog().catch(() => {}); // a failure shows when the dialog opens
            void preload?.();
          },
          onClick: (e: MouseEvent) => {
            triggerClick?.(e);
            if (!e.defaultPrevented) setOpen(true);
          },
        } as Record<string, unknown>)}
      {everOpened && (
        <Suspense fallback={null}>
          <CloseContext.Provider value={() => setOpen(false)}>
            <Content
              open={isOpen}
              onOpenChange={setOpen}
              title={title}
              description={description}
              showClose={showClose}
              className={className}
            >
              {children}
            </Content>
          </CloseContext.Provider>
        </Suspense>
      )}
    </>
  );
}

/** Closes the surrounding Dialog when the child is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = useContext(CloseContext);
  const onClick = (children.props as { onClick?: (e: MouseEvent) => void }).onClick;
  return cloneElement(children, {
    onClick: (e: MouseEvent) => {
      onClick?.(e);
      if (!e.defaultPrevented) close?.();
    },
  } as Record<string, unknown>);
}
