import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { FieldShell, inputClass } from './Field.tsx';

export interface NumberFieldProps {
  label: ReactNode;
  value: number;
  /** Called with each valid value while typing (within min..max) and with the corrected value on blur. */
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Whole numbers only: any other keystroke is ignored and the previous text kept (spec section 5, targets). */
  integer?: boolean;
  /** The value restored when the field is left empty; defaults to the last committed value (spec section 5). */
  revertTo?: number;
  /** Called when the user types into the field (before any value is committed). */
  onEdited?: () => void;
  hint?: ReactNode;
  suffix?: ReactNode;
  id?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  inputClassName?: string;
}

const DECIMAL = /^\d*\.?\d*$/;
const WHOLE = /^\d*$/;

function parse(text: string, integer: boolean): number | null {
  const t = text.trim();
  if (t === '' || t === '.' || !(integer ? WHOLE : DECIMAL).test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function format(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Why a typed number was changed: '5 is below the minimum of 13, so it was set to 13.' */
export function boundsNote(typed: number, corrected: number, min: number | undefined): string {
  const which = min !== undefined && corrected === min ? 'below the minimum' : 'above the maximum';
  return `${format(typed)} is ${which} of ${format(corrected)}, so it was set to ${format(corrected)}.`;
}

/**
 * A labelled number box with the spec's blur rules: empty or unparsable input reverts on blur, out-of-range
 * input is clamped on blur, and a value is committed while typing only when it is valid.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  min,
  max,
  step,
  integer = false,
  revertTo,
  onEdited,
  hint,
  suffix,
  id,
  hideLabel,
  disabled,
  className,
  inputClassName,
}: NumberFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [text, setText] = useState(format(value));
  const [shown, setShown] = useState(value);
  // Follow outside changes (a sex change sets a default weight) unless the text already means that value.
  if (value !== shown) {
    setShown(value);
    if (parse(text, integer) !== value) setText(format(value));
  }

  // Issue 14 (#11): a value outside the bounds is corrected on blur, and the field says why (never silently).
  const [note, setNote] = useState<string | null>(null);
  const noteId = `${inputId}-note`;
  const describedBy = [hint ? `${inputId}-hint` : null, note ? noteId : null].filter(Boolean).join(' ');

  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);

  return (
    <FieldShell id={inputId} label={label} hint={hint} hideLabel={hideLabel} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, suffix ? 'pr-12' : undefined, inputClassName)}
          value={text}
          onChange={(e) => {
            const next = e.target.value;
            if (!(integer ? WHOLE : DECIMAL).test(next.trim())) return; // not a number: keep what was there
            setText(next);
            setNote(null);
            onEdited?.();
            const n = parse(next, integer);
            if (n !== null && inRange(n) && n !== value) {
              setShown(n);
              onValueChange(n);
            }
          }}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
            e.preventDefault();
            const delta = (step ?? 1) * (e.key === 'ArrowUp' ? 1 : -1);
            let n = Math.round(((parse(text, integer) ?? value) + delta) * 1000) / 1000;
            if (min !== undefined) n = Math.max(min, n);
            if (max !== undefined) n = Math.min(max, n);
            setText(format(n));
            setShown(n);
            onEdited?.();
            if (n !== value) onValueChange(n);
          }}
          onBlur={() => {
            const n = parse(text, integer);
            let next = n === null ? (revertTo ?? value) : n;
            if (min !== undefined) next = Math.max(min, next);
            if (max !== undefined) next = Math.min(max, next);
            setNote(n !== null && next !== n ? boundsNote(n, next, min) : null);
            setText(format(next));
            setShown(next);
            if (next !== value) onValueChange(next);
          }}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500">
            {suffix}
          </span>
        )}
      </div>
      {note && (
        <p id={noteId} role="status" className="text-xs font-medium text-amber-700">
          {note}
        </p>
      )}
    </FieldShell>
  );
}
