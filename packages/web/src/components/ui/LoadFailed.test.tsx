// Decision 194: a part that cannot load leaves a message and a reload, not a blank page, and is tried again.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed.tsx';
import { preloadable } from './preloadable.tsx';

function Part() {
  return <p>The part</p>;
}

describe('LoadFailed', () => {
  it('shows what failed and a Reload button instead of unmounting the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const part = preloadable<object>(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <div>
        <h1>Home</h1>
        <LoadFailed>
          <part.Component />
        </LoadFailed>
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of Forkcast could not load. Check your connection, then reload.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('renders its children while nothing fails', () => {
    render(
      <LoadFailed>
        <Part />
      </LoadFailed>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('preloadable', () => {
  it('forgets a failed load, so the next preload tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Part);
    const part = preloadable<object>(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
