// Radix's dialog, loaded on demand by Dialog.tsx (it is not needed until a dialog first opens).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { cn } from './cn.ts';

export interface DialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  showClose: boolean;
  children?: ReactNode;
  className?: string;
}

export function DialogContent({
  open,
  onOpenChange,
  title,
  description,
  showClose,
  children,
  className,
}: DialogContentProps) {
  // The element focused when the dialog opened (its trigger): focus goes back there on close. Captured on
  // first render, before Radix moves focus into the dialog.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const [returnTo, setReturnTo] = useState(opener);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && document.activeElement instanceof HTMLElement) setReturnTo(document.activeElement);
  }
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/40 animate-[fade-in_150ms_ease-out]" />
        <D.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[min(400px,90vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl bg-white p-5 shadow-xl animate-[fade-in_150ms_ease-out] focus:outline-none',
            className,
          )}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (returnTo?.isConnected) returnTo.focus();
          }}
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
