// The hooks over the data client: mutations put the server's answer in the cache and refresh what depends on it.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { LocalDataClient } from '../data/local.ts';
import { testQueryClient } from '../test/render.tsx';
import { DataClientProvider } from './useDataClient.tsx';
import { useAddItems, useDay, useRemoveItem, useUpdateItem } from './useDays.ts';
import { useDays } from './useDayRange.ts';
import { useFavorites, useToggleFavorite } from './useFavorites.ts';
import { useSuggestions } from './useFavoriteEdits.ts';
import { useProfile, useSaveProfile, useTargets } from './useProfile.ts';
import { useAnalyzeText } from './useRemote.ts';

const tea: NewFoodItem = {
  name: 'Tea',
  calories: 2,
  protein: 0,
  carbs: 0.5,
  fat: 0,
  units: 'cups',
  quantity: 1,
};

function wrapper(client: LocalDataClient) {
  const qc = testQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <DataClientProvider client={client}>{children}</DataClientProvider>
    </QueryClientProvider>
  );
}

const fixed = () =>
  new LocalDataClient({ now: () => new Date('2026-11-22T12:00:00Z'), timeZone: () => 'UTC' });

describe('day hooks', () => {
  it('adding, updating and removing refresh the day, the ranges and the suggestions', async () => {
    const client = fixed();
    const { result } = renderHook(
      () => ({
        day: useDay('2026-11-22'),
        range: useDays('2026-11-16', '2026-11-22'),
        suggestions: useSuggestions('te'),
        add: useAddItems('2026-11-22'),
        update: useUpdateItem('2026-11-22'),
        remove: useRemoveItem('2026-11-22'),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.range.data).toEqual([]));
    await act(() => result.current.add.mutateAsync([tea, tea]));
    await waitFor(() => expect(result.current.day.data?.totals.calories).toBe(4));
    await waitFor(() => expect(result.current.range.data).toHaveLength(1));
    await waitFor(() => expect(result.current.suggestions.data?.[0]?.name).toBe('Tea'));
    const id = result.current.day.data!.items[0]!.id;
    await act(() => result.current.update.mutateAsync({ id, patch: { calories: 10 } }));
    await waitFor(() => expect(result.current.day.data?.totals.calories).toBe(12));
    await act(() => result.current.remove.mutateAsync(id));
    await waitFor(() => expect(result.current.day.data?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.range.data?.[0]?.totals.calories).toBe(2));
  });

  it('a refused add leaves the cache alone and reports the message', async () => {
    const { result } = renderHook(() => ({ add: useAddItems('2026-11-23'), day: useDay('2026-11-23') }), {
      wrapper: wrapper(fixed()),
    });
    let error: unknown;
    await act(async () => {
      await result.current.add.mutateAsync([tea]).catch((e: unknown) => (error = e));
    });
    expect((error as Error).message).toBe('Cannot add items to future dates');
    await waitFor(() => expect(result.current.day.data?.items).toEqual([]));
  });
});

describe('favorite and profile hooks', () => {
  it('toggling refreshes the favorites list', async () => {
    const { result } = renderHook(() => ({ favorites: useFavorites(), toggle: useToggleFavorite() }), {
      wrapper: wrapper(fixed()),
    });
    await waitFor(() => expect(result.current.favorites.data).toEqual([]));
    expect(await act(() => result.current.toggle.mutateAsync(tea))).toEqual({ isFavorite: true });
    await waitFor(() => expect(result.current.favorites.data?.map((f) => f.name)).toEqual(['Tea']));
  });

  it('useTargets reads the profile targets and computes TDEE; saving shows at once', async () => {
    const { result } = renderHook(
      () => ({ profile: useProfile(), save: useSaveProfile(), targets: useTargets() }),
      { wrapper: wrapper(fixed()) },
    );
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    expect(result.current.targets).toBeNull();
    await act(() =>
      result.current.save.mutateAsync({
        ...DEFAULT_PROFILE,
        weight: 160,
        targetCalories: 2000,
        targetProtein: 140,
        targetCarbs: 250,
        targetFat: 67,
      }),
    );
    // 25, male, 160 lb, 69 in, moderate: 2637 kcal (the core's worked example).
    await waitFor(() =>
      expect(result.current.targets).toEqual({
        calories: 2000,
        protein: 140,
        carbs: 250,
        fat: 67,
        tdee: 2637,
      }),
    );
  });
});

describe('analysis hooks', () => {
  it("send a guest's favorites with the description, so the server can match them first", async () => {
    const client = fixed();
    await client.addFavorite({ ...tea, name: 'Morning tea' });
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ items: [], source: 'database' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const { result } = renderHook(() => useAnalyzeText(), { wrapper: wrapper(client) });
      await act(() => result.current.mutateAsync('morning tea'));
    } finally {
      globalThis.fetch = realFetch;
    }
    const body = bodies[0] as { text: string; favorites: { name: string }[] };
    expect(body.text).toBe('morning tea');
    expect(body.favorites.map((f) => f.name)).toContain('Morning tea');
  });
});
