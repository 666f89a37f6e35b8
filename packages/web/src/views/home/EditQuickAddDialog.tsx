import type { ReactElement } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { preloadable } from '../../components/ui/preloadable.tsx';
import { preloadEditFoodForm } from '../../components/food/lazy-forms.tsx';

// Decision 159: the favorites editor loads when the dialog first opens (or the pointer reaches its button).
const favoritesEditor = preloadable<object>(() =>
  import('./FavoritesEditor.tsx').then((m) => m.FavoritesEditor),
);
const FavoritesEditor = favoritesEditor.Component;
const preload = () => Promise.all([favoritesEditor.preload(), preloadEditFoodForm()]);

/** Spec section 2: 'Edit Quick Add Items' (favorites editing) with a Done button; Escape closes it. */
export function EditQuickAddDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <Dialog
      title="Edit Quick Add Items"
      description="Your favorites appear above the chat box for one-tap logging."
      trigger={trigger}
      preload={preload}
    >
      <FavoritesEditor />
      <div className="mt-4 flex justify-end">
        <DialogClose>
          <Button>Done</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
