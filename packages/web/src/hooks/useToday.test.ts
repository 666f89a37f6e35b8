import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './useToday.ts';

afterEach(() => vi.useRealTimers());

describe('useToday', () => {
  it('is the local date and moves to the next day at midnight', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 50));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-22');
    act(() => vi.advanceTimersByTime(11_000));
    expect(result.current).toBe('2026-11-23');
  });
});
