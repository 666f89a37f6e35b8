import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  title?: ReactNode;
  /** Content placed at the right of the title row (an action button). */
  action?: ReactNode;
}

export function Card({ title, action, className, children, ...rest }: CardProps) {
  return (
    <section className={cn('rounded-xl border border-gray-200 bg-white p-4 shadow-sm', className)} {...rest}>
      {(title || action) && (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-gray-900">{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
