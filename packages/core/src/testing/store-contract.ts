// The storage contract (issue 12): the diary's rules over a store behave the same on every store — SQLite,
// PostgreSQL, the browser's IndexedDB, memory. Each store's test file calls describeStoreContract once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../schemas/index.ts';
import type { NewFoodItem, Profile } from '../schemas/index.ts';
import * as rules from '../diary/rules.ts';
import { MESSAGES, RuleError } from '../diary/rules.ts';
import type { DiaryStore, RuleContext } from '../diary/rules.ts';

const TODAY = '2026-11-22';

function context(): RuleContext {
  let n = 0;
  return { now: Date.parse('2026-11-22T12:00:00Z'), random: () => (n++ % 997) / 997, today: TODAY };
}

const food = (name: string, extra: Partial<NewFoodItem> = {}): NewFoodItem => ({
  name,
  calories: 100,
  protein: 10,
  carbs: 20,
  fat: 5,
  units: 'serving',
  quantity: 1,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<RuleError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RuleError);
  return error as RuleError;
}

/** `open` gives a fresh, empty store for one person; `other` (optional) one for a second person of the same backend. */
export function describeStoreContract(
  name: string,
  open: () => Promise<DiaryStore>,
  openPair?: () => Promise<[DiaryStore, DiaryStore]>,
): void {
  describe(`diary rules over ${name}`, () => {
    it('has no profile until one is saved, then replaces it whole; a malformed one is refused', async () => {
      const store = await open();
      expect(await rules.getProfile(store)).toBeNull();
      const profile: Profile = { ...DEFAULT_PROFILE, weight: 180.5, goal: 'custom', customWeightChange: -1 };
      expect(await rules.saveProfile(store, profile)).toEqual(profile);
      expect(await rules.getProfile(store)).toEqual(profile);
      await rules.saveProfile(store, { ...DEFAULT_PROFILE, age: 40 });
      expect(await rules.getProfile(store)).toEqual({ ...DEFAULT_PROFILE, age: 40 });
      const bad = await refusal(rules.saveProfile(store, { ...DEFAULT_PROFILE, age: 0 }));
      expect(bad.status).toBe(400);
      expect((await rules.getProfile(store))?.age).toBe(40);
    });

    it('logs items in order with ids, timestamps, exact numbers and computed totals', async () => {
      const store = await open();
      const ctx = context();
      const day = await rules.addItems(store, ctx, TODAY, [
        food('  Oats ', { calories: 150.5, notes: '  with honey ' }),
        food('Coffee', { calories: 2.25, notes: '   ', id: 'mine', timestamp: 1234 }),
      ]);
      expect(day.items.map((i) => i.name)).toEqual(['Oats', 'Coffee']);
      expect(day.items[0]!.notes).toBe('with honey');
      expect(day.items[1]).not.toHaveProperty('notes');
      expect(day.items[0]!.id).toMatch(/^\d+-[0-9a-z]{8}$/);
      expect(day.items[0]!.timestamp).toBe(ctx.now);
      expect(day.items[1]).toMatchObject({ id: 'mine', timestamp: 1234 });
      expect(day.totals.calories).toBe(152.75);
      expect(await rules.getDay(store, TODAY)).toEqual(day);
      // The reply is the day as read before plus the added items (decision 191): a fresh read must match it,
      // with every optional field stored and read back as given.
      const later = await rules.addItems(store, ctx, TODAY, [
        food('Later', {
          notes: 'after lunch',
          isFavorite: true,
          foodId: 'usda:123',
          grams: 42.5,
          fiber: 1.5,
          sugars: 0.25,
          sodium: 12,
          meal: 'dinner',
        }),
        food('Last', { calories: 0.1, protein: 0.2 }),
      ]);
      const again = await rules.getDay(store, TODAY);
      expect(again.items.map((i) => i.name)).toEqual(['Oats', 'Coffee', 'Later', 'Last']);
      expect(again).toEqual(later);
      expect(again.items[0]).toEqual(day.items[0]);
    });

    it('refuses future dates, wrong counts, repeated ids and a taken id, writing nothing', async () => {
      const store = await open();
      const ctx = context();
      const future = await refusal(rules.addItems(store, ctx, '2026-11-23', [food('Tomorrow')]));
      expect([future.status, future.code, future.message]).toEqual([400, 'future_date', MESSAGES.futureDate]);
      expect((await refusal(rules.addItems(store, ctx, TODAY, []))).message).toBe(MESSAGES.itemCount);
      const twice = await refusal(
        rules.addItems(store, ctx, TODAY, [food('A', { id: 'x' }), food('B', { id: 'x' })]),
      );
      expect([twice.status, twice.message]).toEqual([400, MESSAGES.itemIdsUnique]);
      await rules.addItems(store, ctx, TODAY, [food('A', { id: 'x' })]);
      const taken = await refusal(rules.addItems(store, ctx, TODAY, [food('C'), food('B', { id: 'x' })]));
      expect([taken.status, taken.code, taken.message]).toEqual([
        409,
        'conflict',
        MESSAGES.itemExists(TODAY),
      ]);
      const bad = await refusal(rules.addItems(store, ctx, TODAY, [food('')]));
      expect([bad.status, bad.message]).toEqual([400, 'Please enter a food name']);
      // A logged item is one food: a saved meal's foods and servings belong to favorites only.
      const toast = {
        name: 'Toast',
        calories: 80,
        protein: 3,
        carbs: 15,
        fat: 1,
        units: 'slice',
        quantity: 1,
      };
      const meal = { items: [toast], servings: 1 };
      const holding = await refusal(rules.addItems(store, ctx, TODAY, [food('Breakfast', meal)]));
      expect([holding.status, holding.message]).toEqual([400, MESSAGES.notASavedMeal]);
      const patched = await refusal(rules.updateItem(store, TODAY, 'x', { servings: 2 }));
      expect([patched.status, patched.message]).toEqual([400, MESSAGES.notASavedMeal]);
      expect((await rules.getDay(store, TODAY)).items.map((i) => i.name)).toEqual(['A']);
      expect((await rules.getDay(store, '2026-11-23')).items).toEqual([]);
      expect((await refusal(rules.getDay(store, '2026-02-30'))).status).toBe(400);
    });

    it('edits an item in place, trims or clears notes, and names the missing day or item (spec section 8)', async () => {
      const store = await open();
      const ctx = context();
      const day = await rules.addItems(store, ctx, TODAY, [food('A', { notes: 'n' }), food('B')]);
      const [a, b] = day.items;
      const edited = await rules.updateItem(store, TODAY, a!.id, { calories: 250, notes: '  fresh ' });
      expect(edited.items.map((i) => [i.name, i.calories, i.notes])).toEqual([
        ['A', 250, 'fresh'],
        ['B', 100, undefined],
      ]);
      expect(edited.totals.calories).toBe(350);
      const cleared = await rules.updateItem(store, TODAY, a!.id, { notes: null, name: ' A2 ' });
      expect(cleared.items[0]).not.toHaveProperty('notes');
      expect(cleared.items[0]!.name).toBe('A2');
      const noDay = await refusal(rules.updateItem(store, '2026-11-01', a!.id, { calories: 1 }));
      expect([noDay.status, noDay.message]).toEqual([404, 'No daily intake found for date: 2026-11-01']);
      const noItem = await refusal(rules.updateItem(store, TODAY, 'nope', { calories: 1 }));
      expect([noItem.status, noItem.message]).toEqual([404, 'No food item found with id: nope']);
      const badPatch = await refusal(rules.updateItem(store, TODAY, b!.id, { quantity: 0 }));
      expect([badPatch.status, badPatch.message]).toEqual([400, 'Please enter a valid quantity']);
      expect((await rules.getDay(store, TODAY)).items[1]).toEqual(b);
    });

    it('keeps fiber, sugars, sodium and the meal of items and favorites, edits and clears them (issue 14)', async () => {
      const store = await open();
      const ctx = context();
      const extra = { fiber: 3.1, sugars: 14.4, sodium: 1.5, meal: 'breakfast' } as const;
      const day = await rules.addItems(store, ctx, TODAY, [food('Apple', extra), food('Manual')]);
      expect(day.items[0]).toMatchObject(extra);
      for (const key of ['fiber', 'sugars', 'sodium', 'meal']) expect(day.items[1]).not.toHaveProperty(key);
      const id = day.items[0]!.id;
      await rules.updateItem(store, TODAY, id, { fiber: null, sodium: 250, meal: 'snacks' });
      const edited = (await rules.getDay(store, TODAY)).items[0]!;
      expect(edited).toMatchObject({ sugars: 14.4, sodium: 250, meal: 'snacks' });
      expect(edited).not.toHaveProperty('fiber');
      const bad = await refusal(rules.updateItem(store, TODAY, id, { meal: 'brunch' as never }));
      expect(bad.status).toBe(400);
      const fav = await rules.addFavorite(store, ctx, { ...food('Oats', extra), isFavorite: true });
      expect((await rules.listFavorites(store)).find((f) => f.id === fav.id)).toMatchObject(extra);
    });

    it('keeps a saved meal: a favorite with several foods and servings, edited and made plain (issue 14)', async () => {
      const store = await open();
      const ctx = context();
      const items = [
        { name: 'Oats', calories: 150, protein: 5, carbs: 27, fat: 3, units: 'cups', quantity: 1, fiber: 4 },
        { name: 'Milk', calories: 100, protein: 8, carbs: 12, fat: 2.5, units: 'cups', quantity: 1 },
      ];
      const fav = await rules.addFavorite(store, ctx, {
        ...food('Usual breakfast', { calories: 250, units: 'meal' }),
        items,
        servings: 2,
      });
      const [stored] = (await rules.listFavorites(store)).filter((f) => f.id === fav.id);
      expect(stored).toMatchObject({ items, servings: 2 });
      await rules.updateFavorite(store, fav.id, { items: [items[0]!], servings: 1 });
      expect((await rules.listFavorites(store)).find((f) => f.id === fav.id)?.items).toEqual([items[0]]);
      await rules.updateFavorite(store, fav.id, { items: null, servings: null });
      const plain = (await rules.listFavorites(store)).find((f) => f.id === fav.id)!;
      expect(plain).not.toHaveProperty('items');
      expect(plain).not.toHaveProperty('servings');
      const tooMany = await refusal(
        rules.addFavorite(store, ctx, {
          ...food('Feast'),
          items: Array.from({ length: 31 }, () => items[0]!),
        }),
      );
      expect([tooMany.status, tooMany.message]).toEqual([400, 'A saved meal holds at most 30 foods']);
    });

    it("derives a saved meal's values and units from its foods, whatever arrives (issue 14)", async () => {
      const store = await open();
      const ctx = context();
      const items = [
        { name: 'Oats', calories: 150, protein: 5, carbs: 27, fat: 3, units: 'cups', quantity: 1 },
        { name: 'Milk', calories: 101, protein: 8, carbs: 12, fat: 2.5, units: 'cups', quantity: 1 },
      ];
      const fav = await rules.addFavorite(store, ctx, {
        ...food('Porridge', { calories: 999, protein: 0, carbs: 0, fat: 0, units: 'plate' }),
        items,
        servings: 2,
      });
      const stored = () => rules.listFavorites(store).then((all) => all.find((f) => f.id === fav.id));
      const values = (f: object | undefined) => {
        const { calories, protein, carbs, fat, units } = f as Record<string, unknown>;
        return { calories, protein, carbs, fat, units };
      };
      const two = { calories: 126, protein: 6.5, carbs: 19.5, fat: 2.8, units: 'serving' };
      expect(values(fav)).toEqual(two);
      expect(values(await stored())).toEqual(two);
      await rules.updateFavorite(store, fav.id, { servings: 4 });
      expect(values(await stored())).toEqual({
        calories: 63,
        protein: 3.3,
        carbs: 9.8,
        fat: 1.4,
        units: 'serving',
      });
      await rules.updateFavorite(store, fav.id, { items: [items[0]!], servings: 1, calories: 5 });
      expect(values(await stored())).toEqual({ calories: 150, protein: 5, carbs: 27, fat: 3, units: 'meal' });
      const imported = await rules.importFavorite(store, ctx, {
        ...food('Feast', { calories: 1 }),
        items,
      });
      expect(values(imported)).toEqual({ calories: 251, protein: 13, carbs: 39, fat: 5.5, units: 'meal' });
    });

    it('removes items; a day whose last item went is empty and not listed', async () => {
      const store = await open();
      const ctx = context();
      const day = await rules.addItems(store, ctx, '2026-11-20', [food('A'), food('B')]);
      await rules.addItems(store, ctx, '2026-11-21', [food('C')]);
      const after = await rules.removeItem(store, '2026-11-20', day.items[0]!.id);
      expect(after.items.map((i) => i.name)).toEqual(['B']);
      await rules.removeItem(store, '2026-11-20', day.items[1]!.id);
      expect(await rules.getDay(store, '2026-11-20')).toEqual({
        date: '2026-11-20',
        items: [],
        totals: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      });
      const gone = await refusal(rules.removeItem(store, '2026-11-20', day.items[1]!.id));
      expect(gone.message).toBe('No daily intake found for date: 2026-11-20');
      expect((await rules.getDays(store, '2026-11-01', TODAY)).map((d) => d.date)).toEqual(['2026-11-21']);
    });

    it('lists days with data in a range, oldest first, within the range limits', async () => {
      const store = await open();
      const ctx = context();
      for (const date of ['2026-11-22', '2025-11-22', '2026-01-05', '2026-11-01']) {
        await rules.addItems(store, ctx, date, [food(date)]);
      }
      const days = await rules.getDays(store, '2026-01-01', '2026-11-22');
      expect(days.map((d) => d.date)).toEqual(['2026-01-05', '2026-11-01', '2026-11-22']);
      expect(days[0]!.totals.calories).toBe(100);
      expect((await refusal(rules.getDays(store, '2026-11-22', '2026-11-01'))).message).toBe(
        MESSAGES.rangeOrder,
      );
      expect((await refusal(rules.getDays(store, '2025-11-01', '2026-11-22'))).message).toBe(
        MESSAGES.rangeLength,
      );
      const suggestions = await rules.getSuggestions(store, TODAY, '2026-11');
      expect(suggestions.map((s) => s.name)).toEqual(['2026-11-22', '2026-11-01']);
    });

    it('keeps one favorite per name and units (case-insensitive), edits and removes by id', async () => {
      const store = await open();
      const ctx = context();
      const egg = await rules.addFavorite(store, ctx, food('Egg', { units: 'large' }));
      expect(egg).toMatchObject({ name: 'Egg', isFavorite: true });
      const dup = await refusal(rules.addFavorite(store, ctx, food(' egg ', { units: 'LARGE' })));
      expect([dup.status, dup.code, dup.message]).toEqual([409, 'conflict', MESSAGES.duplicateFavorite]);
      const toast = await rules.addFavorite(store, ctx, food('Toast', { units: 'slices' }));
      expect(await rules.addFavorite(store, ctx, food('Egg', { units: 'pieces' }))).toMatchObject({
        units: 'pieces',
      });
      const collide = await refusal(rules.updateFavorite(store, toast.id, { name: 'EGG', units: 'large' }));
      expect(collide.message).toBe(MESSAGES.duplicateFavorite);
      const edited = await rules.updateFavorite(store, toast.id, { calories: 90, notes: ' rye ' });
      expect(edited).toMatchObject({ id: toast.id, calories: 90, notes: 'rye', isFavorite: true });
      expect((await rules.listFavorites(store)).map((f) => f.name)).toEqual(['Egg', 'Toast', 'Egg']);
      expect((await refusal(rules.updateFavorite(store, 'nope', { calories: 1 }))).message).toBe(
        'No favorite found with id: nope',
      );
      await rules.removeFavorite(store, egg.id);
      expect((await refusal(rules.removeFavorite(store, egg.id))).status).toBe(404);
      expect((await rules.listFavorites(store)).map((f) => f.units)).toEqual(['slices', 'pieces']);
    });

    it('toggles a favorite by identity (spec section 4)', async () => {
      const store = await open();
      const ctx = context();
      expect(await rules.toggleFavorite(store, ctx, food('Rice', { units: 'cups' }))).toEqual({
        isFavorite: true,
      });
      expect((await rules.listFavorites(store))[0]).toMatchObject({ name: 'Rice', isFavorite: true });
      expect(await rules.toggleFavorite(store, ctx, food(' RICE', { units: 'cups', calories: 5 }))).toEqual({
        isFavorite: false,
      });
      expect(await rules.listFavorites(store)).toEqual([]);
    });

    it("takes a guest's items and favorites with their ids and identity, twice without doubling (issue 12)", async () => {
      const store = await open();
      const ctx = context();
      await rules.addItems(store, ctx, '2026-11-20', [food('Own')]);
      const soup = { ...food('Soup'), id: 'guest-soup', timestamp: 7 };
      const bread = { ...food('Bread'), id: 'guest-bread', timestamp: 8 };
      await rules.importItems(store, ctx, '2026-11-20', [soup, bread]);
      const again = await rules.importItems(store, ctx, '2026-11-20', [{ ...soup, calories: 150 }, bread]);
      expect(
        again.items.map((i) => [i.id === 'guest-soup' || i.id === 'guest-bread' ? i.id : 'own', i.calories]),
      ).toEqual([
        ['own', 100],
        ['guest-soup', 150],
        ['guest-bread', 100],
      ]);
      expect((await refusal(rules.importItems(store, ctx, '2026-11-23', [soup]))).message).toBe(
        MESSAGES.futureDate,
      );

      const mine = await rules.addFavorite(store, ctx, food('Oat milk', { units: 'cups' }));
      const arriving = { ...food('OAT MILK', { units: 'cups', calories: 60 }), id: 'guest-oat' };
      expect(await rules.importFavorite(store, ctx, arriving)).toMatchObject({ id: mine.id, calories: 60 });
      await rules.importFavorite(store, ctx, { ...food('Tea'), id: mine.id });
      await rules.importFavorite(store, ctx, { ...food('Tea'), id: mine.id });
      const favorites = await rules.listFavorites(store);
      expect(favorites.map((f) => f.name)).toEqual(['OAT MILK', 'Tea']);
      expect(new Set(favorites.map((f) => f.id)).size).toBe(2);
    });

    it('keeps one weight per day and the incomplete marks, refuses future days, and removes by date (issue 13)', async () => {
      const store = await open();
      const ctx = context();
      expect(await rules.putWeight(store, ctx, '2026-11-20', 181)).toEqual({
        date: '2026-11-20',
        weight: 181,
      });
      await rules.putWeight(store, ctx, '2026-11-20', 180.4);
      await rules.putWeight(store, ctx, '2026-11-18', 182);
      await rules.setIncomplete(store, ctx, '2026-11-19', true);
      await rules.setIncomplete(store, ctx, '2026-11-20', true);
      expect(await rules.getWeights(store, '2026-11-01', TODAY)).toEqual({
        weights: [
          { date: '2026-11-18', weight: 182 },
          { date: '2026-11-20', weight: 180.4 },
        ],
        incomplete: ['2026-11-19', '2026-11-20'],
      });
      // Removing the weight keeps the day's mark; clearing the mark of a day without a weight removes it.
      await rules.removeWeight(store, '2026-11-20');
      await rules.setIncomplete(store, ctx, '2026-11-19', false);
      expect(await rules.getWeights(store, '2026-11-01', TODAY)).toEqual({
        weights: [{ date: '2026-11-18', weight: 182 }],
        incomplete: ['2026-11-20'],
      });
      expect(await store.getBodyDays('2026-11-19', '2026-11-19')).toEqual([]);
      const missing = await refusal(rules.removeWeight(store, '2026-11-20'));
      expect([missing.status, missing.message]).toEqual([404, MESSAGES.noWeight('2026-11-20')]);
      const future = await refusal(rules.putWeight(store, ctx, '2026-11-23', 180));
      expect([future.status, future.message]).toEqual([400, MESSAGES.futureWeight]);
      expect((await refusal(rules.setIncomplete(store, ctx, '2026-11-23', true))).message).toBe(
        MESSAGES.futureMark,
      );
      expect((await refusal(rules.putWeight(store, ctx, TODAY, 49))).status).toBe(400);
      expect((await refusal(rules.getWeights(store, TODAY, '2026-11-01'))).message).toBe(MESSAGES.rangeOrder);
      expect(await store.getBodyDays('2026-11-21', '2026-11-23')).toEqual([]);
    });

    if (openPair) {
      it("keeps one person's data from the other's", async () => {
        const [alice, bob] = await openPair();
        const ctx = context();
        await rules.addItems(alice, ctx, TODAY, [food('Mine')]);
        await rules.addFavorite(alice, ctx, food('Fav'));
        await rules.saveProfile(alice, DEFAULT_PROFILE);
        expect((await rules.getDay(bob, TODAY)).items).toEqual([]);
        expect(await rules.listFavorites(bob)).not.toContainEqual(expect.objectContaining({ name: 'Fav' }));
        const id = (await rules.getDay(alice, TODAY)).items[0]!.id;
        expect((await refusal(rules.removeItem(bob, TODAY, id))).status).toBe(404);
        expect((await rules.getDay(alice, TODAY)).items).toHaveLength(1);
      });
    }
  });
}
