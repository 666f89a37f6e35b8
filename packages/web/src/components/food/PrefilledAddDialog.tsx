import { useState } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import type { NewFoodItem } from '@forkcast/core';
import { Dialog } from '../ui/Dialog.tsx';
import type { FoodValues } from './foodValues.ts';
import { preloadable } from '../ui/preloadable.tsx';
import type { PrefilledAddForm as Form } from './PrefilledAddForm.tsx';

// The form loads when the dialog first opens, or when the pointer reaches its trigger (decisions 157, 205).
const prefilledAdd = preloadable<ComponentProps<typeof Form>>(() =>
  import('./PrefilledAddForm.tsx').then((m) => m.PrefilledAddForm),
);
const PrefilledAddForm = prefilledAdd.Component;
const preloadPrefilledAddForm = prefilledAdd.preload;

export interface PrefilledAddDialogProps {
  /** The favorite or suggestion the form starts from. */
  item: FoodValues;
  trigger: ReactElement;
  onAdd: (item: NewFoodItem) => Promise<unknown>;
}

/** Spec section 2: 'Add Food Item' prefilled from a favorite or suggestion, with 'Add to Today'. */
export function PrefilledAddDialog({ item, trigger, onAdd }: PrefilledAddDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Add Food Item"
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      preload={preloadPrefilledAddForm}
    >
      <PrefilledAddForm
        initial={item}
        onAdd={async (next) => {
          await onAdd(next);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
