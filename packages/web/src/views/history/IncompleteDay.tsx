// Issue 13 (decision 132): a day whose logging was incomplete can be marked so, and the estimated expenditure
// leaves its intake out (a half-logged day would read as eating less than the person did).
import { useState } from 'react';
import type { IsoDate } from '@forkcast/core';
import { Alert } from '../../components/ui/Alert.tsx';
import { useSetIncomplete } from '../../hooks/useWeightEdits.ts';

export function IncompleteDay({
  date,
  stored,
}: {
  date: IsoDate;
  /** The stored mark, from History's weights read (undefined while it loads). */
  stored: boolean | undefined;
}) {
  const set = useSetIncomplete();
  // The box follows a press at once (a controlled checkbox would otherwise snap back until the save settles);
  // a failed save returns it to what is stored.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const marked = pressed ?? stored ?? false;
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-gray-300"
          checked={marked}
          disabled={stored === undefined}
          onChange={(e) => {
            const incomplete = e.target.checked;
            setPressed(incomplete);
            set.mutate({ date, incomplete }, { onError: () => setPressed(null) });
          }}
        />
        Incomplete day
      </label>
      <p className="ml-6 text-xs text-gray-500">
        {marked
          ? 'Left out of the estimate from your log.'
          : 'Mark it if you did not log everything you ate.'}
      </p>
      {set.isError && (
        <Alert className="mt-1">
          {set.error instanceof Error ? set.error.message : 'Could not save the mark'}
        </Alert>
      )}
    </div>
  );
}
