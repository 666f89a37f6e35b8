// The bottom bar's icons (decision 205): the bar renders after home's first paint (decision 193), so they load with
// it, not in home's chunk.
import type { SVGProps } from 'react';
import { base } from '../../components/food/icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

export function CameraIcon(props: IconProps) {
  return (
    <svg {...base} className="h-5 w-5" {...props}>
      <path
        fillRule="evenodd"
        d="M7.2 3a1 1 0 0 0-.9.6L5.6 5H4a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-1.6l-.7-1.4a1 1 0 0 0-.9-.6H7.2ZM10 14.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm0-1.7a1.8 1.8 0 1 1 0-3.6 1.8 1.8 0 0 1 0 3.6Z"
      />
    </svg>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <svg {...base} className="h-5 w-5" {...props}>
      <path d="M2.9 2.6a.8.8 0 0 1 .9-.1l13.5 6.8a.8.8 0 0 1 0 1.4L3.8 17.5a.8.8 0 0 1-1.1-.9L4.2 11H10a1 1 0 1 0 0-2H4.2L2.7 3.4a.8.8 0 0 1 .2-.8Z" />
    </svg>
  );
}
