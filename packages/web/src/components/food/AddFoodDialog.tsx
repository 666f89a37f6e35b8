import { useState } from 'react';
import type { ReactElement } from 'react';
import type { NewFoodItem } from '@forkcast/core';
import { Dialog } from '../ui/Dialog.tsx';
import { LazyAddFoodForm as AddFoodForm, preloadAddFoodForm } from './lazy-forms.tsx';

export interface AddFoodDialogProps {
  /** The button that opens the dialog (focus returns to it on close). */
  trigger: ReactElement;
  /** Logs the item; a rejection keeps the dialog open with the spec's error. */
  onAdd: (item: NewFoodItem) => Promise<unknown>;
  description?: string;
  /** The search box's first words ("Skipped: ..." offers the skipped words, issue 10). */
  initialSearch?: string;
}

/** Spec section 2: 'Add Food Item' (manual), with a search of the built-in food database. */
export function AddFoodDialog({ trigger, onAdd, description, initialSearch }: AddFoodDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Add Food Item"
      description={description}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      preload={preloadAddFoodForm}
    >
      <AddFoodForm
        initialSearch={initialSearch}
        onAdd={async (item) => {
          await onAdd(item);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
