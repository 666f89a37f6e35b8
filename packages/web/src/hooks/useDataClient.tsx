import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { DataClient } from '../data/client.ts';

const DataClientContext = createContext<DataClient | null>(null);

/** Provides the data client: the session picks local (guest) or http (account); tests pass their own. */
export function DataClientProvider({ client, children }: { client: DataClient; children: ReactNode }) {
  return <DataClientContext.Provider value={client}>{children}</DataClientContext.Provider>;
}

/** The data client for the current session. Views never know which implementation it is (convention 10). */
export function useDataClient(): DataClient {
  const client = useContext(DataClientContext);
  if (!client) throw new Error('useDataClient needs a DataClientProvider');
  return client;
}
