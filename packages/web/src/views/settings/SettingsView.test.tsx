// Spec sections 2, 4 and 5 (settings): recompute on every profile change, auto-save, bounds, hint, favorites,
// the account card and clearing guest data.
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PROFILE,
  calculateTargets,
  calculateTdee,
  newSavedMeal,
  withTargetsFromMaintenance,
} from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { LocalDataClient } from '../../data/local.ts';
import { FakeAccount, FakeAuth } from '../../test/fakes.ts';
import { testQueryClient } from '../../test/render.tsx';
import { currentDate } from '../../hooks/useToday.ts';
import { seedSteadyLog } from '../../test/coach.ts';
import { SettingsView } from './SettingsView.tsx';
import { food } from '../../components/food/testing.tsx';

let guest: LocalDataClient;
let auth: FakeAuth;
let account: FakeAccount;
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ oidc: null })),
);

beforeEach(async () => {
  guest = new LocalDataClient();
  auth = new FakeAuth();
  account = new FakeAccount();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSettings() {
  const onSignUp = vi.fn();
  const onSignIn = vi.fn();
  render(
    <AppProviders
      auth={auth}
      local={guest}
      account={account.dataClient}
      sendImport={(p) => account.import(p)}
      queryClient={testQueryClient()}
    >
      <SettingsView onSignUp={onSignUp} onSignIn={onSignIn} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSignUp, onSignIn };
}

const stored = async (): Promise<Profile> => (await guest.getProfile())!;
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('settings as a guest', () => {
  beforeEach(async () => {
    await guest.saveProfile({ ...DEFAULT_PROFILE, weight: 180 });
  });

  it('shows the sections and the Auto-saved indicator', async () => {
    renderSettings();
    for (const title of ['Daily Goals', 'Profile', 'Favorite Foods', 'Save Your Data']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Auto-saved')).toBeInTheDocument();
  });

  it('a body change recomputes the targets and saves by itself', async () => {
    const { user } = renderSettings();
    const weight = await screen.findByLabelText('Weight (lb)');
    await user.clear(weight);
    await user.type(weight, '200');
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    const expected = calculateTargets({ ...DEFAULT_PROFILE, weight: 200 });
    await waitFor(async () => expect((await stored()).weight).toBe(200));
    expect(await stored()).toMatchObject({
      targetCalories: expected.calories,
      targetProtein: expected.protein,
      targetCarbs: expected.carbs,
      targetFat: expected.fat,
    });
    expect(screen.getByLabelText('Calories')).toHaveValue(String(expected.calories));
    await screen.findByText('Auto-saved');
  });

  it('goal change: lose sets -0.5 lb/week with the settings hint, and recomputes', async () => {
    const { user } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Goal'), 'lose');
    const rate = screen.getByLabelText('Rate (lb to lose per week)');
    expect(rate).toHaveValue('0.5');
    expect(rate).toHaveAccessibleDescription('Recommended: 0.5-1 lb per week');
    await waitFor(async () => expect((await stored()).customWeightChange).toBe(-0.5));
    const p = await stored();
    expect(p.goal).toBe('custom');
    expect(p.targetCalories).toBe(
      calculateTargets({ ...DEFAULT_PROFILE, weight: 180, goal: 'custom', customWeightChange: -0.5 })
        .calories,
    );
    await user.clear(rate);
    await user.type(rate, '1');
    await waitFor(async () => expect((await stored()).customWeightChange).toBe(-1));
    await user.selectOptions(screen.getByLabelText('Goal'), 'maintain');
    await waitFor(async () => expect((await stored()).customWeightChange).toBe(0));
    expect((await stored()).goal).toBe('maintain');
  });

  it('a target typed directly is kept; an emptied one is restored to the stored value', async () => {
    const { user } = renderSettings();
    const protein = await screen.findByLabelText('Protein (g)');
    await user.clear(protein);
    await user.type(protein, '175');
    await waitFor(async () => expect((await stored()).targetProtein).toBe(175));
    await user.clear(protein);
    await user.tab();
    expect(protein).toHaveValue('175');
    // Spec section 5: protein, carbs and fat at least 1 in settings.
    await user.clear(protein);
    await user.type(protein, '0');
    await user.tab();
    expect(protein).toHaveValue('1');
  });

  it('accepts an age down to 1 (onboarding starts at 13)', async () => {
    const { user } = renderSettings();
    const age = await screen.findByLabelText('Age');
    await user.clear(age);
    await user.type(age, '5');
    await waitFor(async () => expect((await stored()).age).toBe(5));
  });

  it('switches the units without touching the stored pounds', async () => {
    const { user } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Units'), 'metric');
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue('81.6');
    await waitFor(async () => expect((await stored()).unitSystem).toBe('metric'));
    expect((await stored()).weight).toBe(180);
  });

  it('issue 14 (#4): a metric profile reads and types its weekly rate in kg, and its goal label too', async () => {
    const { user } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Units'), 'metric');
    await user.selectOptions(screen.getByLabelText('Goal'), 'gain');
    const rate = screen.getByLabelText('Rate (kg to gain per week)');
    expect(rate).toHaveValue('0.23');
    expect(rate).toHaveAccessibleDescription('Recommended: 0.25-0.5 kg per week');
    expect(screen.getByText(/Gain 0.23 kg\/week/)).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '0.5');
    await waitFor(async () => expect((await stored()).customWeightChange).toBe(1.1));
    expect(screen.queryByText(/lb\/week/)).not.toBeInTheDocument();
  });

  it('issue 14 (#7): a typed calorie target survives an age change, with the computed one and "Use computed" beside it', async () => {
    const { user } = renderSettings();
    const calories = await screen.findByLabelText('Calories');
    await user.clear(calories);
    await user.type(calories, '1800');
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '60');
    await waitFor(async () => expect((await stored()).age).toBe(60));
    const profile = await stored();
    expect(profile).toMatchObject({ targetCalories: 1800, calorieTargetSet: true });
    const computed = calculateTargets(profile).calories;
    expect(calories).toHaveValue('1800');
    expect(calories).toHaveAccessibleDescription(
      `Yours; computed: ${computed.toLocaleString('en-US')}. Use computed`,
    );
    await user.click(screen.getByRole('button', { name: 'Use computed' }));
    await waitFor(async () => expect((await stored()).targetCalories).toBe(computed));
    expect(calories).toHaveValue(String(computed));
  });

  it('lists favorites with edit and remove', async () => {
    await guest.addFavorite({
      name: 'Oats',
      calories: 150,
      protein: 5,
      carbs: 27,
      fat: 3,
      units: 'cups',
      quantity: 1,
    });
    await guest.addFavorite({
      name: 'Tea',
      calories: 2,
      protein: 0,
      carbs: 0,
      fat: 0,
      units: 'cups',
      quantity: 1,
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Remove Tea' }));
    await waitFor(() => expect(screen.queryByText('Tea')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit Oats' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit favorite' });
    const calories = within(dialog).getByLabelText('Calories');
    await user.clear(calories);
    await user.type(calories, '160');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await guest.getFavorites()).map((f) => [f.name, f.calories])).toEqual([['Oats', 160]]);
  });

  it('edits a saved meal: its name, servings and foods (issue 14 item 3)', async () => {
    await guest.addFavorite({
      ...newSavedMeal('Usual breakfast', [
        { ...food('Oats', 150), id: 'a', isFavorite: false, timestamp: 1 },
        { ...food('Milk', 100), id: 'b', isFavorite: false, timestamp: 2 },
      ]),
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit Usual breakfast' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit saved meal' });
    expect(within(dialog).getByRole('list', { name: 'Foods in Usual breakfast' })).toHaveTextContent('Oats');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Milk from Usual breakfast' }));
    // The last food cannot be removed: a saved meal holds at least one.
    expect(within(dialog).getByRole('button', { name: 'Remove Oats from Usual breakfast' })).toBeDisabled();
    const name = within(dialog).getByLabelText('Meal name');
    await user.clear(name);
    await user.type(name, 'Oat bowl');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [saved] = await guest.getFavorites();
    expect(saved).toMatchObject({ name: 'Oat bowl', calories: 150, servings: 1 });
    expect(saved!.items?.map((i) => i.name)).toEqual(['Oats']);
  });

  it('offers Sign Up and Sign In, and clears guest data after confirmation', async () => {
    await guest.addItems('2026-01-01', [
      { name: 'Tea', calories: 2, protein: 0, carbs: 0, fat: 0, units: 'cups', quantity: 1 },
    ]);
    const { user, onSignUp, onSignIn } = renderSettings();
    const account = await screen.findByRole('heading', { name: 'Save Your Data' });
    await user.click(within(account.closest('section')!).getByRole('button', { name: 'Sign Up' }));
    await user.click(within(card('Save Your Data')).getByRole('button', { name: 'Sign In' }));
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(onSignIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Clear data' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Clear data?' })).getByRole('button', { name: 'Clear data' }),
    );
    await waitFor(async () =>
      expect(await guest.snapshot()).toEqual({
        profile: null,
        favorites: [],
        days: [],
        weights: [],
        incompleteDays: [],
      }),
    );
  });
});

describe('settings with an account', () => {
  beforeEach(async () => {
    await auth.signUp('e@example.com', 'secret1');
    await account.client.saveProfile(DEFAULT_PROFILE);
  });

  it("shows 'Account Connected' with Sign Out and the exports", async () => {
    const { user } = renderSettings();
    const heading = await screen.findByRole('heading', { name: 'Account Connected' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('e@example.com')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Export (JSON)' })).toHaveAttribute(
      'href',
      '/api/export?format=json',
    );
    expect(within(section).getByRole('link', { name: 'Export (CSV)' })).toHaveAttribute(
      'href',
      '/api/export?format=csv',
    );
    await user.click(within(section).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(auth.session).toBeNull());
  });

  it('deletes the account only after confirmation', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/account' ? new Response(null, { status: 204 }) : new Response('{}'),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/account')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(auth.session).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/account')!;
    expect(call[1]).toMatchObject({ method: 'DELETE', credentials: 'same-origin' });
  });
});

describe("settings: maintenance from the log and 'Update my targets' (issue 13)", () => {
  const formula = calculateTdee(DEFAULT_PROFILE);
  const kcal = (n: number) => n.toLocaleString('en-US');

  it('shows the estimate below medium confidence without offering to use it', async () => {
    await guest.saveProfile(DEFAULT_PROFILE);
    await seedSteadyLog(guest, currentDate(), 18, formula - 400);
    const estimate = await guest.getExpenditure(currentDate());
    expect(estimate.confidence).toBe('low');
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    expect(
      await within(section).findByText(new RegExp(`^${kcal(estimate.tdee)} kcal/day`)),
    ).toHaveTextContent('low confidence');
    expect(within(section).getByText(`${kcal(formula)} kcal/day`)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Update my targets' })).toBeNull();
  });

  it("shows both figures and changes the targets only when 'Update my targets' is pressed", async () => {
    await guest.saveProfile(DEFAULT_PROFILE);
    await seedSteadyLog(guest, currentDate(), 21, formula - 400);
    const estimate = await guest.getExpenditure(currentDate());
    expect(estimate.confidence).toBe('medium');
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Maintenance' });
    expect(within(section).getByText('Formula')).toBeInTheDocument();
    expect(within(section).getByText(`${kcal(formula)} kcal/day`)).toBeInTheDocument();
    expect(within(section).getByText('Estimated from your log')).toBeInTheDocument();
    const update = await within(section).findByRole('button', { name: 'Update my targets' });
    expect(
      within(section).getByText(
        `${kcal(estimate.tdee)} kcal/day (${kcal(estimate.low)}–${kcal(estimate.high)}, medium confidence)`,
      ),
    ).toBeInTheDocument();
    // Seeing the estimate changes nothing.
    expect((await stored()).targetCalories).toBe(DEFAULT_PROFILE.targetCalories);

    await user.click(update);
    const expected = withTargetsFromMaintenance(DEFAULT_PROFILE, estimate.tdee);
    expect(expected.targetCalories).not.toBe(DEFAULT_PROFILE.targetCalories);
    expect(screen.getByLabelText('Calories')).toHaveValue(String(expected.targetCalories));
    await waitFor(async () => expect((await stored()).targetCalories).toBe(expected.targetCalories));
    expect(await stored()).toMatchObject({
      calorieTargetSet: true,
      targetProtein: expected.targetProtein,
      targetCarbs: expected.targetCarbs,
      targetFat: expected.targetFat,
    });
  });
});
