import { useSyncExternalStore } from 'react';
import { cn } from './cn.ts';

export type ToastKind = 'error' | 'info' | 'success';
export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
}

// A module-level store: any component (or non-React code) can raise a message without a provider,
// and a single <Toaster/> renders them. Used instead of window.alert() for the spec's alerts.
let messages: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const DURATION_MS: Record<ToastKind, number> = { error: 6000, info: 4000, success: 3000 };

export function dismissToast(id: number): void {
  messages = messages.filter((m) => m.id !== id);
  emit();
}

export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  messages = [...messages.filter((m) => m.message !== message), { id, message, kind }];
  emit();
  setTimeout(() => dismissToast(id), DURATION_MS[kind]);
  return id;
}

/** Clears every message (tests, sign-out). */
export function clearToasts(): void {
  messages = [];
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const snapshot = () => messages;

export function useToast() {
  return {
    show: showToast,
    error: (message: string) => showToast(message, 'error'),
    info: (message: string) => showToast(message, 'info'),
    success: (message: string) => showToast(message, 'success'),
    dismiss: dismissToast,
  };
}

/** Renders the live messages: errors as role=alert, the rest as role=status. */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div
      role="region"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {list.map((m) => (
        <div
          key={m.id}
          // Decision 198: not in the guest's home kept for the next load (boot.ts), which shows no message.
          data-boot-drop
          role={m.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg animate-[fade-in_150ms_ease-out]',
            m.kind === 'error' && 'bg-red-600 text-white',
            m.kind === 'info' && 'bg-gray-900 text-white',
            m.kind === 'success' && 'bg-brand-700 text-white',
          )}
        >
          <p className="flex-1">{m.message}</p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismissToast(m.id)}
            className="-m-1 rounded p-1 text-white/80 hover:text-white"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
