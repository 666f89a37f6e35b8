// Small inline icons (decorative: the buttons that hold them carry the accessible names).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

export const base = { 'aria-hidden': true, viewBox: '0 0 20 20', fill: 'currentColor' } as const;

export function PencilIcon(props: IconProps) {
  return (
    <svg {...base} className="h-4 w-4" {...props}>
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.7 9.7-4.2 1.1 1.1-4.2 9-9.4Zm1.4 1.4-1.1 1.1 1 1L16 5a.1.1 0 0 0 0-.1l-1-1ZM12.5 6.5 5.6 13.4l-.4 1.4 1.4-.4 6.9-6.9-1-1Z" />
    </svg>
  );
}

export function StarIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg
      {...base}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      className="h-4 w-4"
      {...props}
    >
      <path
        strokeLinejoin="round"
        d="m10 2.5 2.3 4.7 5.2.8-3.8 3.6.9 5.2L10 14.4l-4.6 2.4.9-5.2-3.8-3.6 5.2-.8L10 2.5Z"
      />
    </svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <svg {...base} className="h-4 w-4" {...props}>
      <path
        fillRule="evenodd"
        d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.3l.8 10.1A2 2 0 0 0 7.1 18h5.8a2 2 0 0 0 2-1.9L15.7 6h.3a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2h2V4H9Zm-2.7 2h7.4l-.8 10H7.1l-.8-10ZM8.5 8a.75.75 0 0 1 .75.75v5.5a.75.75 0 0 1-1.5 0v-5.5A.75.75 0 0 1 8.5 8Zm3 0a.75.75 0 0 1 .75.75v5.5a.75.75 0 0 1-1.5 0v-5.5A.75.75 0 0 1 11.5 8Z"
      />
    </svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <svg {...base} className="h-4 w-4" {...props}>
      <path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' | 'down' }) {
  const rotate = { left: 'rotate-180', right: '', down: 'rotate-90' }[direction];
  return (
    <svg {...base} className={`h-5 w-5 transition-transform ${rotate}`} {...props}>
      <path
        fillRule="evenodd"
        d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z"
      />
    </svg>
  );
}
