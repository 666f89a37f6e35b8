// Test helpers for the food views: the real guest data client (IndexedDB) behind the real hooks.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { IsoDate, NewFoodItem, Profile } from '@forkcast/core';
import { LocalDataClient } from '../../data/local.ts';
import { DataClientProvider } from '../../hooks/useDataClient.tsx';
import { currentDate } from '../../hooks/useToday.ts';
import { Toaster, clearToasts } from '../ui/Toast.tsx';
import { TooltipProvider } from '../ui/Tooltip.tsx';

export async function guestClient(profile: Profile | null = DEFAULT_PROFILE): Promise<LocalDataClient> {
  const client = new LocalDataClient();
  if (profile) await client.saveProfile(profile);
  return client;
}

export function renderWithData(ui: ReactElement, client: LocalDataClient, container?: HTMLElement) {
  clearToasts();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <DataClientProvider client={client}>
          {ui}
          <Toaster />
        </DataClientProvider>
      </TooltipProvider>
    </QueryClientProvider>,
    container ? { container } : undefined,
  );
}

export const today = (): IsoDate => currentDate();

export const food = (
  name: string,
  calories = 100,
  protein = 10,
  extra: Partial<NewFoodItem> = {},
): NewFoodItem => ({
  name,
  calories,
  protein,
  carbs: 5,
  fat: 2,
  units: 'serving',
  quantity: 1,
  ...extra,
});
