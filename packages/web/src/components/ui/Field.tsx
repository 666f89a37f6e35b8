import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-400 ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-gray-100';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, optional hint below. */
export function FieldShell({ id, label, hint, hideLabel, className, children }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-gray-700', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface InputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  containerClassName?: string;
}

export function Input({ label, hint, hideLabel, id, containerClassName, className, ...rest }: InputProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldShell id={inputId} label={label} hint={hint} hideLabel={hideLabel} className={containerClassName}>
      <input
        id={inputId}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className={cn(inputClass, className)}
        {...rest}
      />
    </FieldShell>
  );
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  options: readonly { value: string; label: string }[];
  containerClassName?: string;
}

/** A native select: small, accessible and phone-friendly. */
export function Select({ label, hint, id, options, containerClassName, className, ...rest }: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldShell id={selectId} label={label} hint={hint} className={containerClassName}>
      <select
        id={selectId}
        aria-describedby={hint ? `${selectId}-hint` : undefined}
        className={cn(inputClass, 'pr-8', className)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
