import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the new-item highlight lasts 3 seconds. */
export const NEW_ITEM_HIGHLIGHT_MS = 3000;

/** Which items were just added: each id is 'new' for 3 seconds after `mark`. */
export function useNewItems() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const mark = useCallback((newIds: readonly string[]) => {
    if (newIds.length === 0) return;
    setIds((prev) => new Set([...prev, ...newIds]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setIds((prev) => new Set([...prev].filter((id) => !newIds.includes(id))));
    }, NEW_ITEM_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, []);

  const isNew = useCallback((id: string) => ids.has(id), [ids]);
  return { isNew, mark };
}
