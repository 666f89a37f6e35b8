import type { ReactElement, ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { cn } from './cn.ts';

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
}

/**
 * Spec sections 2 and 9: optional trigger, title, description and close control; at most 400 px and 90vw
 * wide and 85vh tall, scrolling inside. Radix closes it on Escape and returns focus to the trigger.
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
}: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <D.Trigger asChild>{trigger}</D.Trigger>}
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40 animate-[fade-in_150ms_ease-out]" />
        <D.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[min(400px,90vw)] max-h-[85vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl bg-white p-5 shadow-xl animate-[fade-in_150ms_ease-out] focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <D.Title className="text-lg font-semibold text-gray-900">{title}</D.Title>
            {showClose && (
              <D.Close
                aria-label="Close"
                className="-m-1 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </D.Close>
            )}
          </div>
          {description && <D.Description className="mb-4 text-sm text-gray-600">{description}</D.Description>}
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** Closes the surrounding Dialog when the child is clicked. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <D.Close asChild>{children}</D.Close>;
}
