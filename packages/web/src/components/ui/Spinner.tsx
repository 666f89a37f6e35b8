import { cn } from './cn.ts';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; omit when a visible text says the same. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'inline-block animate-[spin_0.8s_linear_infinite] rounded-full border-brand-600 border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
}
