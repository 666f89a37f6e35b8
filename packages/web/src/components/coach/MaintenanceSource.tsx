// Issue 13: a figure taken from the estimate is never shown silently: it carries core's label ('Estimated from
// your log'), and one tap on it shows the formula's figure.
import { useId, useState } from 'react';
import { ESTIMATE_LABEL } from '@forkcast/core';
import type { Maintenance } from '../../hooks/useMaintenance.ts';
import { formatCalories } from '../food/format.ts';

/** Nothing when the formula is used; else the label as a button that shows and hides the formula figure. */
export function MaintenanceSource({ maintenance }: { maintenance: Maintenance }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (maintenance.source !== 'estimate') return null;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="font-medium text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
      >
        {ESTIMATE_LABEL}
      </button>
      <span id={id} hidden={!open}>
        (formula: {formatCalories(maintenance.formula)} cal/day)
      </span>
    </span>
  );
}
