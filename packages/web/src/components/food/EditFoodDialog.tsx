import { useState } from 'react';
import type { ReactElement } from 'react';
import { EDIT_UNITS } from '@forkcast/core';
import type { FoodItem, FoodItemPatch } from '@forkcast/core';
import { Dialog } from '../ui/Dialog.tsx';
import { LazyEditFoodForm as EditFoodForm, preloadEditFoodForm } from './lazy-forms.tsx';

export interface EditFoodDialogProps {
  item: FoodItem;
  trigger: ReactElement;
  onSave: (patch: FoodItemPatch) => Promise<unknown>;
}

/** Spec section 2: the 'Edit food item' modal (units from the edit list, which omits serving). */
export function EditFoodDialog({ item, trigger, onSave }: EditFoodDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title="Edit Food Item"
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      preload={preloadEditFoodForm}
    >
      <EditFoodForm
        item={item}
        units={EDIT_UNITS}
        showNotes
        showMeal
        onCancel={() => setOpen(false)}
        onSave={async (patch) => {
          await onSave(patch);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
