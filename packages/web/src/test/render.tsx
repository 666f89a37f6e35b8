// Renders a component with the app's providers around it: a fresh query cache, tooltips, the toast region and
// a data client (a LocalDataClient over IndexedDB, fake-indexeddb's here, unless a test passes its own).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { DataClient } from '../data/client.ts';
import { LocalDataClient } from '../data/local.ts';
import type { LocalClientOptions } from '../data/local.ts';
import { DataClientProvider } from '../hooks/useDataClient.tsx';
import { Toaster } from '../components/ui/Toast.tsx';
import { TooltipProvider } from '../components/ui/Tooltip.tsx';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  client?: DataClient;
  /** Options for the default LocalDataClient (a fixed clock, for instance). */
  local?: LocalClientOptions;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const client = options.client ?? new LocalDataClient(options.local);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <DataClientProvider client={client}>
          {ui}
          <Toaster />
        </DataClientProvider>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, queryClient };
}
