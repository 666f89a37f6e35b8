// Spec section 2: the photo's preview and its optional description, loaded when the dialog first opens (decision
// 159).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS } from '@forkcast/core';
import { Button } from '../ui/Button.tsx';
import { inputClass } from '../ui/Field.tsx';
import type { PhotoDescriptionDialogProps } from './PhotoDescriptionDialog.tsx';

// Not every environment can preview a file (jsdom cannot); the form works without it.
const canPreview = typeof URL.createObjectURL === 'function';

/** Shows the photo through an object URL that lives exactly as long as the image element needs it. */
function Preview({ file }: { file: File }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!img.current) return;
    const url = URL.createObjectURL(file);
    img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <img ref={img} alt="The meal photo" className="max-h-48 w-full rounded-lg bg-gray-100 object-contain" />
  );
}

export function PhotoDescriptionForm({
  file,
  onCancel,
  onAnalyze,
}: Required<PhotoDescriptionDialogProps> & { file: File }) {
  const id = useId();
  const [description, setDescription] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnalyze(description.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      {canPreview && <Preview file={file} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-700">
          Description
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={LIMITS.analyzeTextMax}
          placeholder="e.g. chicken curry with rice, about 2 cups"
          className={inputClass}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Analyze Photo</Button>
      </div>
    </form>
  );
}
