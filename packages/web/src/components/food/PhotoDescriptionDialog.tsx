import type { ComponentProps } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { preloadable } from '../ui/preloadable.tsx';
import type { PhotoDescriptionForm as Form } from './PhotoDescriptionForm.tsx';

export interface PhotoDescriptionDialogProps {
  /** The chosen photo; the dialog is open while there is one. */
  file: File | null;
  onCancel: () => void;
  onAnalyze: (description: string) => void;
}

// Decision 159: the form loads with the first photo chosen (preloadPhotoDescription: when the camera is pressed).
const form = preloadable<ComponentProps<typeof Form>>(() =>
  import('./PhotoDescriptionForm.tsx').then((m) => m.PhotoDescriptionForm),
);
const PhotoDescriptionForm = form.Component;
export const preloadPhotoDescription = form.preload;

/** Spec section 2: 'Add Description (Optional)' before a photo is analysed (section 5: optional). */
export function PhotoDescriptionDialog({ file, onCancel, onAnalyze }: PhotoDescriptionDialogProps) {
  return (
    <Dialog
      title="Add Description (Optional)"
      description="Anything the photo can't show helps: portion sizes, sauces, what's hidden underneath."
      open={file !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {file && <PhotoDescriptionForm file={file} onCancel={onCancel} onAnalyze={onAnalyze} />}
    </Dialog>
  );
}
