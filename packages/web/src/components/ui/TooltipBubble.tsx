// The tooltip's bubble (decision 051): above its trigger, kept inside the viewport. Loaded with the first tooltip
// shown (decision 159).
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

const GAP = 6;
const MARGIN = 8;

export function Bubble({ id, anchor, content }: { id: string; anchor: HTMLElement; content: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const r = anchor.getBoundingClientRect();
    const width = ref.current?.offsetWidth ?? 0;
    const centre = r.left + r.width / 2;
    const left = Math.min(Math.max(centre - width / 2, MARGIN), window.innerWidth - width - MARGIN);
    setPos({ left: Math.max(MARGIN, left), top: r.top - GAP });
  }, [anchor]);
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={{
        position: 'fixed',
        left: pos?.left ?? 0,
        top: pos?.top ?? 0,
        transform: 'translateY(-100%)',
        visibility: pos ? 'visible' : 'hidden',
      }}
      className="pointer-events-none z-50 max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow-lg animate-[fade-in_120ms_ease-out]"
    >
      {content}
    </div>
  );
}
