import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** An inline message inside a form: errors are announced (role=alert), notes are polite (role=status). */
export function Alert({
  kind = 'error',
  children,
  className,
}: {
  kind?: 'error' | 'info';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        kind === 'error' ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-blue-50 text-blue-800',
        className,
      )}
    >
      {children}
    </div>
  );
}
