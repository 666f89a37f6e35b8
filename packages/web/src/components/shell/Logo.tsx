/** Forkcast's mark: a fork and a rising line on the brand green. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" className="fill-brand-600" />
      <path
        d="M22 14v14a6 6 0 0 0 4 5.7V50h4V33.7a6 6 0 0 0 4-5.7V14h-3v12h-2V14h-3v12h-2V14zm20 0c-4 2-6 8-6 14 0 3 1.5 5 4 5.5V50h4V14z"
        fill="#fff"
      />
    </svg>
  );
}
