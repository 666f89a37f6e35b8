// Ranking a phrase against the foods (decision 032): weighted word coverage of the phrase, a small cost for
// each word of the food name the phrase did not ask for (so the plainest food wins), and per-food priors.
import type { FoodDatabase, IndexedFood } from './database.ts';
import { toSearchResult } from './database.ts';
import type { FoodSearchResult } from './types.ts';
import { normalize, words } from './text.ts';

/** One word of the query and the words that stand for it (spelling variants, prefixes while typing). */
export interface Slot {
  word: string;
  alternatives: string[];
}

export interface Scored {
  food: IndexedFood;
  score: number;
  /** Share of the query's weight the food covers, 0..1. */
  coverage: number;
}

/** Words that never identify a food. */
export const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'with',
  'and',
  'some',
  'my',
  'or',
  'in',
  'on',
  'for',
  'to',
  'at',
  'i',
  'im',
  'had',
  'have',
  'ate',
  'eat',
  'drank',
  'just',
  'also',
  'then',
  'like',
  'about',
  'around',
  'approx',
  'approximately',
  'piece',
  'serving',
  'portion',
  'side',
  'bit',
  'little',
  'really',
  'very',
  'yummy',
  'delicious',
  'tasty',
  'today',
  'morning',
  'tonight',
  'yesterday',
  'was',
  'is',
  'it',
  'that',
  'this',
  'from',
  'we',
  'me',
  'got',
  'grabbed',
  'made',
  'make',
  'nice',
  'big',
  'huge',
  'quick',
  'cup',
  'bowl',
  'glass',
  'plate',
  'mug',
]);

// Words in FNDDS names that only say "not specified": asking for nothing, a food should not pay for them.
const GENERIC = new Set([
  'n',
  'ns',
  'nfs',
  'as',
  'to',
  'type',
  'of',
  'or',
  'and',
  'with',
  'cooking',
  'method',
  'fat',
  'added',
  'no',
  'not',
  'any',
  'source',
  'kind',
  'flavor',
  'whether',
  'regular',
  'plain',
  'prepared',
  'commercially',
  'made',
  'from',
  'other',
  'all',
  'form',
  'without',
]);

export function slotsOf(db: FoodDatabase, text: string, prefixLast = false): Slot[] {
  const ws = words(text).filter((w) => !STOPWORDS.has(w));
  return ws.map((w, i) => {
    if (prefixLast && i === ws.length - 1 && db.idf(w) === 0) {
      const more = db.completions(w, 30);
      return { word: w, alternatives: more.length > 0 ? more : [w] };
    }
    return { word: w, alternatives: [w] };
  });
}

function slotWeight(db: FoodDatabase, slot: Slot): number {
  let best = 0;
  for (const a of slot.alternatives) best = Math.max(best, db.idf(a));
  // An unknown word still counts a little, so "kimchi stew" does not match any stew with full confidence.
  return best === 0 ? 0.8 : best;
}

export function scoreFood(db: FoodDatabase, f: IndexedFood, slots: Slot[], weights: number[]): Scored {
  let total = 0;
  let matched = 0;
  const used = new Set<number>();
  slots.forEach((slot, i) => {
    const w = weights[i]!;
    total += w;
    let best = 0;
    for (const a of slot.alternatives) {
      const at = f.nameWords.indexOf(a);
      if (at >= 0) {
        used.add(at);
        best = Math.max(best, f.nameSegments[at] === 0 ? 1 : 0.92);
      } else if (f.synonymWords.has(a)) {
        best = Math.max(best, 0.8);
      }
    }
    matched += w * best;
  });
  let extras = 0;
  let headAll = true;
  f.nameWords.forEach((nw, i) => {
    if (used.has(i)) return;
    if (f.nameSegments[i] === 0) headAll = false;
    if (GENERIC.has(nw)) extras += 0.006;
    else extras += f.nameSegments[i] === 0 ? 0.07 : 0.035;
  });
  const coverage = total === 0 ? 0 : matched / total;
  const score = coverage - Math.min(extras, 0.45) + f.prior + (headAll ? 0.05 : 0);
  return { food: f, score, coverage };
}

/** All foods that share a word with the query, best first. */
export function rankFoods(db: FoodDatabase, slots: Slot[], limit = 10): Scored[] {
  if (slots.length === 0) return [];
  const weights = slots.map((s) => slotWeight(db, s));
  const ids = db.candidates(slots.flatMap((s) => s.alternatives));
  const scored: Scored[] = [];
  for (const i of ids) scored.push(scoreFood(db, db.foods[i]!, slots, weights));
  scored.sort((a, b) => b.score - a.score || a.food.index - b.food.index);
  return scored.slice(0, limit);
}

/** The food search box: the last word may be a prefix still being typed. */
export function searchFoods(db: FoodDatabase, q: string, limit = 10): FoodSearchResult[] {
  const text = normalize(q);
  if (text === '') return [];
  const max = Math.max(1, Math.min(50, Math.floor(limit)));
  const slots = slotsOf(db, text, !/\s$/.test(q));
  return rankFoods(db, slots, max)
    .filter((s) => s.coverage > 0.3)
    .map((s) => toSearchResult(s.food));
}
