import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE } from '@forkcast/core';
import { guestClient, renderWithData } from '../../components/food/testing.tsx';
import { Walkthrough } from './Walkthrough.tsx';
import { WALKTHROUGH_FLAG_KEY } from './steps.ts';

afterEach(() => vi.useRealTimers());

async function setup(profile = DEFAULT_PROFILE) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const client = await guestClient(profile);
  renderWithData(
    <>
      <button type="button" data-tour="history">
        History
      </button>
      <Walkthrough />
    </>,
    client,
  );
  // Let the profile load (the delay counts from then): query results settle through zero-delay timers.
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
  return { client, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('Walkthrough', () => {
  it('appears 1 second after load and steps through 7 steps to "Get Started!"', async () => {
    const { user, client } = await setup();
    await act(async () => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    const tour = await screen.findByRole('dialog', { name: 'Welcome to Forkcast!' });
    expect(within(tour).getByText('1 of 7')).toBeInTheDocument();
    expect(within(tour).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Smart food logging' })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Previous' }));
    expect(within(tour).getByText('1 of 7')).toBeInTheDocument();

    for (let n = 2; n <= 7; n++) {
      await user.click(within(tour).getByRole('button', { name: 'Next' }));
      expect(within(tour).getByText(`${n} of 7`)).toBeInTheDocument();
    }
    expect(within(tour).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(localStorage.getItem(WALKTHROUGH_FLAG_KEY)).toBeNull();
    await user.click(within(tour).getByRole('button', { name: 'Get Started!' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(WALKTHROUGH_FLAG_KEY)).toBe('true');
    await waitFor(async () => expect((await client.getProfile())?.walkthroughCompleted).toBe(true));
  });

  it('closing with Escape marks the profile complete without the local flag', async () => {
    const { user, client } = await setup();
    await act(async () => vi.advanceTimersByTime(1000));
    await screen.findByRole('dialog', { name: 'Welcome to Forkcast!' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await client.getProfile())?.walkthroughCompleted).toBe(true));
    expect(localStorage.getItem(WALKTHROUGH_FLAG_KEY)).toBeNull();
  });

  it('with the local flag set, marks the profile complete instead of showing', async () => {
    localStorage.setItem(WALKTHROUGH_FLAG_KEY, 'true');
    const { client } = await setup();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect((await client.getProfile())?.walkthroughCompleted).toBe(true));
  });

  it('never shows for a profile that has completed it', async () => {
    await setup({ ...DEFAULT_PROFILE, walkthroughCompleted: true });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('points at the step target when it is on screen, and centres the card when it is not', async () => {
    const { user } = await setup();
    const target = screen.getByRole('button', { name: 'History' });
    target.getBoundingClientRect = () => DOMRect.fromRect({ x: 200, y: 10, width: 80, height: 40 });
    await act(async () => vi.advanceTimersByTime(1000));
    const tour = await screen.findByTestId('walkthrough');
    expect(tour.style.transform).toContain('translate(-50%');
    for (let n = 1; n <= 4; n++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'See the bigger picture' })).toBeInTheDocument();
    expect(tour.style.transform).toBe('');
    expect(parseFloat(tour.style.top)).toBe(10 + 40 + 14); // below the button
    expect(parseFloat(tour.style.maxWidth)).toBe(320);
  });
});
