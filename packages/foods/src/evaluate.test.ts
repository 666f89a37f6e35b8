// The dev set (issue 5 part 6, decision 036) split into a training part and frozen test parts (issue 10, decision 100),
// each frozen part but the first half of a batch written by hand (evaluate.ts's FROZEN_PARTS).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase, parseMeal } from './index.ts';
import {
  describeFailure,
  evaluateMeal,
  FROZEN_PARTS,
  loadDevset,
  loadFrozen,
  loadFrozenPassing,
  loadRatchetWaivers,
  waivedIds,
} from './evaluate.ts';
import type { DevItem, DevMeal, MealResult } from './evaluate.ts';

const db = loadFoodDatabase();
const train = loadDevset();
const frozenMeals = new Map(FROZEN_PARTS.map((p) => [p.name, loadFrozen(p.name)]));
/** The meals of a frozen part. */
const part = (name: string): DevMeal[] => frozenMeals.get(name)!;
/** A batch's training half (its frozen half is the part whose `batch` it is). */
const trainingHalf = (batch: DevMeal['batch']): DevMeal[] => train.filter((m) => m.batch === batch);
/** A meal parsed and scored once for the whole file (the ratchets and the all-parts check share it). */
const evaluated = new Map<DevMeal, MealResult>();
const evaluate = (m: DevMeal): MealResult => {
  let r = evaluated.get(m);
  if (!r) evaluated.set(m, (r = evaluateMeal(db, m, (t) => parseMeal(t, { db }))));
  return r;
};
/** Parsing a part of a thousand meals takes seconds alone and far longer on a busy machine: its hook's time limit. */
const PARSE_HOOK_MS = 120_000;

/**
 * Each frozen part's SHA-256, pinned: it was committed before any tuning or parser change (from decision 139 on, before
 * the parser ran on it) and may not change silently. Changing one needs a new decision saying why, and resets the
 * before/after comparison of that part.
 */
const PINNED: Record<string, string> = {
  frozen: '12b905877d1439519135c9300cb4622d40326a9c59920eaf678bc479ae4f9199',
  'frozen-2': 'b8368fcfb390eaba217d11d37699b2d4a1b9c6dae0823b1cfd35924e6234b7d5',
  'frozen-3': '512493ebe161edf4ee03ba86f49951dbc9cc708f43af449168f0bf6c9270261b',
  'frozen-4': '097226d306dc409b2454aed84c7f1ad665d12db638ab49b36a6681f043729f43',
  'frozen-5': '59bfff6d8271e3fea8b4af44ac83adf963fb431f40f37f0e70adc22307080d5e',
  'frozen-6': '3d946c75970606e61258099aed1f31a009ff226e8f8ae4b8da37b03a31f41671',
  'frozen-7': 'a2377194dd20d62704d6172f500c3924150373a877db4150ad4a5f2db952d7b8',
  'frozen-8': '082a7b60dd81eebaf3df65626c9ede38abae7139c4f5d881bbd760f2dc7a3643',
  'frozen-9': '47e3c71e0a5e7a69a3db67ad7658b5c78ee476f519ee2f71e091fee229ca1f7c',
  'frozen-10': 'db382b4e501f588c1b1ccde539bab6636dfa015d5df1d338f350535138e38203',
  'frozen-11': '3bc23d3bd7f2cb7e1f5bd492f795a1e165040fe48c1909fedc56dea5dda2f587',
  'frozen-12': 'b99e5b3c99a6d8072d3d9ea615a555fa5defe3f58613f1b3580bd847735b8e4c',
};

/** The batches split per style by the SHA-256 of their text (decisions 139, 160, 167, 176, 184), with their styles. */
const SPLIT_BY_HASH: Record<string, readonly DevMeal['style'][]> = {
  'frozen-8': ['sentence', 'chat', 'grams'],
  'frozen-9': ['sentence', 'chat', 'grams'],
  'frozen-10': ['sentence', 'chat', 'grams'],
  'frozen-11': ['sentence', 'grams'],
  'frozen-12': ['sentence', 'grams'],
};

/** Grams of a dev-set item recomputed from the USDA Portions and Weights table, never trusted from the file. */
function gramsFromUsda(item: DevItem): number {
  const food = db.get(`fndds:${item.code}`);
  if (!food) throw new Error(`no FNDDS food ${item.code}`);
  if (item.portion === 'Quantity not specified') return food.defaultPortion!.grams * item.count;
  let m = /^(\d*\.?\d+) oz$/.exec(item.portion);
  if (m) return Number(m[1]) * 28.3495 * item.count;
  m = /^(\d*\.?\d+) g$/.exec(item.portion);
  if (m) return Number(m[1]) * item.count;
  m = /^(\d*\.?\d+) x (.+?)( \/ 8)?$/.exec(item.portion);
  const name = m ? m[2]! : item.portion;
  const portion = food.portions.find((p) => p.name === name);
  if (!portion) throw new Error(`${food.name} has no portion "${name}"`);
  return (m ? Number(m[1]) / (m[3] ? 8 : 1) : 1) * portion.grams * item.count;
}

/**
 * A part repeats no description or id of the other parts. A batch's halves (both given) also repeat none of each other's
 * descriptions; the first frozen part, half of the dev set the parser was first built on, holds a few repeated texts of
 * its own, as the training part does.
 */
function expectNewToAll(halves: DevMeal[][], others: DevMeal[]) {
  const seen = new Set(others.map((m) => m.text.toLowerCase()));
  const ids = new Set(others.map((m) => m.id));
  for (const meals of halves) {
    expect(meals.filter((m) => seen.has(m.text.toLowerCase())).map((m) => m.id)).toEqual([]);
    expect(meals.filter((m) => ids.has(m.id)).map((m) => m.id)).toEqual([]);
  }
  if (halves.length < 2) return;
  const texts = halves.flat().map((m) => m.text.toLowerCase());
  expect(new Set(texts).size).toBe(texts.length);
}

/**
 * A fresh batch split per style by the SHA-256 of the lowercased text (decisions 139, 160, 167): every frozen hash of a style
 * sorts below every training hash of that style, and the frozen half of a style is its lower half (floor(n / 2)).
 */
function expectSplitByHash(
  frozenHalf: DevMeal[],
  trainingHalf: DevMeal[],
  styles: readonly DevMeal['style'][],
) {
  const hash = (m: DevMeal) => createHash('sha256').update(m.text.toLowerCase()).digest('hex');
  for (const style of styles) {
    const f = frozenHalf
      .filter((m) => m.style === style)
      .map(hash)
      .sort();
    const t = trainingHalf
      .filter((m) => m.style === style)
      .map(hash)
      .sort();
    expect(f.length, style).toBe(Math.floor((f.length + t.length) / 2));
    expect(f.at(-1)! < t[0]!, style).toBe(true);
  }
}

/** A frozen part's file is byte for byte the one committed before any change: its SHA-256 is pinned here. */
function expectPinned(file: string, sha256: string) {
  expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(sha256);
}

function checkAgainstUsda(meals: DevMeal[]) {
  for (const meal of meals) {
    for (const item of meal.items) {
      expect(db.get(`fndds:${item.code}`)?.name, `${meal.id} ${item.code}`).toBe(item.food);
      expect(gramsFromUsda(item), `${meal.id} ${item.food}`).toBeCloseTo(item.grams, 0);
    }
  }
}

describe('the dev set, split into a training part and frozen test parts', () => {
  it('holds at least 200 meals in the training part and the first frozen part, each checked against the USDA tables', () => {
    expect(train.length).toBeGreaterThanOrEqual(200);
    expect(part('frozen').length).toBeGreaterThanOrEqual(200);
    checkAgainstUsda(train);
  });

  it('adds training-only meals to the training part alone', () => {
    for (const p of FROZEN_PARTS)
      expect(
        part(p.name)
          .filter((m) => m.trainingOnly)
          .map((m) => m.id),
      ).toEqual([]);
    expect(train.filter((m) => m.trainingOnly).length).toBeGreaterThan(0);
  });

  it("keeps half of each of the first part's new styles in it", () => {
    const frozen = part('frozen');
    for (const style of ['chat', 'sentence', 'other-country'] as const) {
      // Meals added later for work on a class go to the training part only (decision 103); later batches have their
      // own frozen parts.
      const t = train.filter((m) => m.style === style && !m.trainingOnly && !m.batch).length;
      const f = frozen.filter((m) => m.style === style).length;
      expect(Math.abs(t - f), style).toBeLessThanOrEqual(1);
    }
    const chat = [...train, ...frozen].filter((m) => m.style === 'chat').length;
    const sentences = [...train, ...frozen].filter(
      (m) => m.style === 'sentence' || m.style === 'other-country',
    ).length;
    expect(chat).toBeGreaterThanOrEqual(300);
    expect(sentences).toBeGreaterThanOrEqual(200);
  });
});

describe.each(FROZEN_PARTS)('the $name part (decision $decision)', ({ name, batch, file }) => {
  const frozenHalf = part(name);
  const fresh = batch === null ? [] : trainingHalf(batch);

  it('is byte for byte the file committed before any change', () => {
    expectPinned(file, PINNED[name]!);
  });

  it("holds its batch's meals, each food and amount checked against the USDA tables", () => {
    expect(frozenHalf.length).toBeGreaterThan(0);
    expect(frozenHalf.filter((m) => (m.batch ?? null) !== batch).map((m) => m.id)).toEqual([]);
    if (batch !== null) expect(fresh.length).toBeGreaterThan(0);
    checkAgainstUsda(frozenHalf);
  });

  it('shares no description or id with the training part or any other frozen part', () => {
    const others = [
      ...train.filter((m) => batch === null || m.batch !== batch),
      ...FROZEN_PARTS.filter((p) => p.name !== name).flatMap((p) => part(p.name)),
    ];
    expectNewToAll(batch === null ? [frozenHalf] : [fresh, frozenHalf], others);
  });

  const styles = SPLIT_BY_HASH[name];
  if (styles) {
    it('splits each style by the SHA-256 of the lowercased text, the lower half frozen', () => {
      expectSplitByHash(frozenHalf, fresh, styles);
    });
  }
});

/** Both halves of a batch. */
const batchOf = (name: string): DevMeal[] => {
  const p = FROZEN_PARTS.find((x) => x.name === name)!;
  return [...trainingHalf(p.batch!), ...part(name)];
};

/** Half of each style in each part, within a meal (the batches split by hand). */
function expectHalfOfEachStyle(name: string, styles: readonly DevMeal['style'][]) {
  const p = FROZEN_PARTS.find((x) => x.name === name)!;
  for (const style of styles) {
    const t = trainingHalf(p.batch!).filter((m) => m.style === style).length;
    const f = part(name).filter((m) => m.style === style).length;
    expect(f, style).toBeGreaterThan(0);
    expect(Math.abs(t - f), style).toBeLessThanOrEqual(1);
  }
}

const noAmountUnspecified = (meals: DevMeal[]) =>
  meals.flatMap((m) => m.items).filter((i) => i.portion === 'Quantity not specified');

describe('what each batch holds, as its decision wrote it', () => {
  it('108: at least 120 new descriptions, half of each style in each part', () => {
    expect(batchOf('frozen-2').length).toBeGreaterThanOrEqual(120);
    expectHalfOfEachStyle('frozen-2', ['chat', 'sentence', 'other-country']);
  });

  it('115: at least 100 new descriptions, half of each style in each part', () => {
    expect(batchOf('frozen-3').length).toBeGreaterThanOrEqual(100);
    expectHalfOfEachStyle('frozen-3', ['chat', 'sentence', 'other-country']);
  });

  it.each(['frozen-4', 'frozen-7'])(
    '196 and 137 (%s): at least 90 new meals from other countries, half in each part',
    (name) => {
      const all = batchOf(name);
      expect(all.length).toBeGreaterThanOrEqual(90);
      expect(Math.abs(all.length - 2 * part(name).length)).toBeLessThanOrEqual(1);
      expect(all.every((m) => m.style === 'other-country')).toBe(true);
    },
  );

  it('134: at least 120 new US meals, about half described and half weighed, half of each style in each part', () => {
    const all = batchOf('frozen-5');
    expect(all.length).toBeGreaterThanOrEqual(120);
    expectHalfOfEachStyle('frozen-5', ['chat', 'sentence', 'grams']);
    const weighed = all.filter((m) => m.style === 'grams').length;
    expect(Math.abs(2 * weighed - all.length)).toBeLessThanOrEqual(10);
    expect(all.every((m) => m.style !== undefined && m.style !== 'dev')).toBe(true);
  });

  it('136: at least 100 new US meals said naturally, sentences and chat, half of each in each part, no amount unspecified', () => {
    const all = batchOf('frozen-6');
    expect(all.length).toBeGreaterThanOrEqual(100);
    expectHalfOfEachStyle('frozen-6', ['chat', 'sentence']);
    expect(all.every((m) => m.style === 'chat' || m.style === 'sentence')).toBe(true);
    expect(noAmountUnspecified(all)).toEqual([]);
  });

  it('139: about 80 new US meals, sentences, chat and weighed, half of each style in each part', () => {
    const all = batchOf('frozen-8');
    expect(all.length).toBeGreaterThanOrEqual(75);
    expectHalfOfEachStyle('frozen-8', ['sentence', 'chat', 'grams']);
    expect(all.every((m) => m.style === 'sentence' || m.style === 'chat' || m.style === 'grams')).toBe(true);
  });

  it.each(['frozen-9', 'frozen-10'])(
    '160 and 167 (%s): about 110 new meals, 45 US sentences, 30 chat texts, 35 meals of other countries in grams, no amount unspecified',
    (name) => {
      const all = batchOf(name);
      expect(all.length).toBeGreaterThanOrEqual(105);
      expect(all.filter((m) => m.style === 'sentence').length).toBeGreaterThanOrEqual(40);
      expect(all.filter((m) => m.style === 'chat').length).toBeGreaterThanOrEqual(25);
      expect(all.filter((m) => m.style === 'grams').length).toBeGreaterThanOrEqual(30);
      expect(all.every((m) => m.style === 'sentence' || m.style === 'chat' || m.style === 'grams')).toBe(
        true,
      );
      expect(noAmountUnspecified(all)).toEqual([]);
      // Every meal of another country says its weights: grams in the text.
      expect(all.filter((m) => m.style === 'grams' && !/\d+ ?g\b/.test(m.text)).map((m) => m.id)).toEqual([]);
    },
  );

  it('176: 115 new meals, 60 US sentences, 25 US meals weighed, 30 meals of other countries weighed, no amount unspecified', () => {
    const all = batchOf('frozen-11');
    // US meals weighed are g1401-g1425; the meals of other countries, weighed too, are g1426-g1455.
    const otherCountry = (m: DevMeal) => m.style === 'grams' && Number(m.id.slice(1)) >= 1426;
    expect(all.length).toBe(115);
    expect(all.filter((m) => m.style === 'sentence').length).toBe(60);
    expect(all.filter((m) => m.style === 'grams' && !otherCountry(m)).length).toBe(25);
    expect(all.filter(otherCountry).length).toBe(30);
    expect(all.every((m) => m.style === 'sentence' || m.style === 'grams')).toBe(true);
    expect(noAmountUnspecified(all)).toEqual([]);
    // Every weighed meal says its weights: grams or ounces in the text; every meal of another country says grams.
    expect(all.filter((m) => m.style === 'grams' && !/\d+ ?(g|oz)\b/.test(m.text)).map((m) => m.id)).toEqual(
      [],
    );
    expect(all.filter((m) => otherCountry(m) && !/\d+ ?g\b/.test(m.text)).map((m) => m.id)).toEqual([]);
  });

  it('184: 100 new meals, 50 US sentences, 20 US meals weighed, 30 meals of other countries weighed, no amount unspecified', () => {
    const all = batchOf('frozen-12');
    // US meals weighed are g1501-g1520; the meals of other countries, weighed too, are g1521-g1550.
    const otherCountry = (m: DevMeal) => m.style === 'grams' && Number(m.id.slice(1)) >= 1521;
    expect(all.length).toBe(100);
    expect(all.filter((m) => m.style === 'sentence').length).toBe(50);
    expect(all.filter((m) => m.style === 'grams' && !otherCountry(m)).length).toBe(20);
    expect(all.filter(otherCountry).length).toBe(30);
    expect(all.every((m) => m.style === 'sentence' || m.style === 'grams')).toBe(true);
    expect(noAmountUnspecified(all)).toEqual([]);
    // Every weighed meal says its weights: grams or ounces in the text; every meal of another country says grams.
    expect(all.filter((m) => m.style === 'grams' && !/\d+ ?(g|oz)\b/.test(m.text)).map((m) => m.id)).toEqual(
      [],
    );
    expect(all.filter((m) => otherCountry(m) && !/\d+ ?g\b/.test(m.text)).map((m) => m.id)).toEqual([]);
  });
});

describe.each(
  FROZEN_PARTS.map((p) => ({ name: p.name, meals: part(p.name), passing: loadFrozenPassing(p.passingFile) })),
)('parseMeal on the $name part: a ratchet', ({ name, meals, passing }) => {
  // Parsed in beforeAll, not in the describe body: the body runs at collection even when -t filters every test of this
  // block out, and a run of the split tests alone must not parse a batch before it is measured (decision 167).
  let results: MealResult[] = [];
  beforeAll(() => {
    results = meals.map(evaluate);
  }, PARSE_HOOK_MS);
  const waived = waivedIds(name);

  it('lists only meals of this part', () => {
    const ids = new Set(meals.map((m) => m.id));
    expect(passing.filter((id) => !ids.has(id))).toEqual([]);
    expect(passing.length).toBeGreaterThan(0);
  });

  it('a waived id is a listed meal of this part that fails now (test/ratchet-waivers.json, decision 197)', () => {
    // A waiver may neither hide a meal that passes nor linger once it passes again: remove it then.
    const listed = new Set(passing);
    const stillPassing = results.filter((r) => waived.has(r.meal.id) && r.carbsOk).map((r) => r.meal.id);
    expect(stillPassing, 'waived ids that pass: remove their waivers').toEqual([]);
    expect(
      [...waived].filter((id) => !listed.has(id)),
      'waived ids not in the ratchet',
    ).toEqual([]);
  });

  it('a listed meal that passed may not start failing (new passes are added with npm run ratchet:parse)', () => {
    const listed = new Set(passing);
    const regressed = results.filter((r) => listed.has(r.meal.id) && !waived.has(r.meal.id) && !r.carbsOk);
    // Only ids and counts: a frozen part is scored, never read meal by meal for tuning.
    expect(
      regressed.map((r) => r.meal.id),
      `${regressed.length} listed frozen meals now fail`,
    ).toEqual([]);
  });
});

describe('the ratchet waivers (test/ratchet-waivers.json)', () => {
  it('name a frozen part, a decision and a reason for each id, each id once', () => {
    const waivers = loadRatchetWaivers();
    const parts = new Set<string>(FROZEN_PARTS.map((p) => p.name));
    for (const w of waivers) {
      expect(parts.has(w.part), `${w.part} ${w.id}`).toBe(true);
      // Decision 197 (restaurant entree portions), decision 161 (a place read as no food, where a made-up item had
      // made up for a real shortfall), decision 178 (an item read from 'in all') and decision 181 (an item read from a
      // heading's place words) and decision 213 (an item read from 'went back for seconds') are the decisions that
      // waive ids.
      expect([197, 161, 178, 181, 213], w.id).toContain(w.decision);
      expect(w.reason.length, w.id).toBeGreaterThan(20);
    }
    const keys = waivers.map((w) => `${w.part}/${w.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('parseMeal on all parts', () => {
  // Parsed in beforeAll for the same reason as the ratchets above.
  let results: MealResult[] = [];
  beforeAll(() => {
    results = [...train, ...FROZEN_PARTS.flatMap((p) => part(p.name))].map(evaluate);
  }, PARSE_HOOK_MS);

  it('finds nothing in text that names no food', () => {
    const empty = results.filter((r) => r.meal.items.length === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const r of empty) expect(r.items, describeFailure(r)).toEqual([]);
  });
});
