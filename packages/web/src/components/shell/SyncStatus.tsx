// Issue 12: the person sees where their changes are. 'Auto-saved' when everything is on the server, 'Waiting
// to sync (n)' while changes are queued, 'Offline' when the server cannot be reached. Guests have no sync.
import { createContext, useContext } from 'react';
import type { SyncState } from '../../data/synced.ts';

export const SyncStatusContext = createContext<SyncState | null>(null);

/** The signed-in person's sync state; null for a guest. */
export function useSyncStatus(): SyncState | null {
  return useContext(SyncStatusContext);
}

export function syncStatusText(state: SyncState): string {
  if (state.status === 'offline') return 'Offline';
  if (state.pending > 0) return `Waiting to sync (${state.pending})`;
  return 'Auto-saved';
}

export function SyncStatus() {
  const state = useSyncStatus();
  if (!state) return null;
  return (
    <p role="status" data-testid="sync-status" className="px-2 text-xs whitespace-nowrap text-gray-500">
      {syncStatusText(state)}
    </p>
  );
}
