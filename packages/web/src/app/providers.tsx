import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../components/ui/Tooltip.tsx';
import { Toaster } from '../components/ui/Toast.tsx';
import { SessionProvider } from './session.tsx';
import type { SessionProviderProps } from './session.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Issue 12: data reads and writes go to this browser's own store first, so they run offline too
      // (TanStack Query would otherwise pause them while the browser says it is offline).
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

export interface AppProvidersProps extends Omit<SessionProviderProps, 'children'> {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Query cache, tooltips, the session (which provides the data client) and the toast region. */
export function AppProviders({ children, queryClient, ...session }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <SessionProvider {...session}>
          {children}
          <Toaster />
        </SessionProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
