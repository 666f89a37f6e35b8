// Misspellings (issue 10, decision 101): a word the index does not know is matched to an indexed word within a
// small edit distance ("bannana" -> banana, "scrambeld" -> scrambled). Pure; results cached per database.
import type { FoodDatabase } from './database.ts';
import { LEXICON_FILE_DATA } from './lexicon-file.ts';

/**
 * Ordinary English words (lexicon commonWords): never corrected, whatever food's word lies an edit away ("drove" is
 * no dove, "chilly" no chili; decision 202).
 */
const COMMON_WORDS: ReadonlySet<string> = new Set(LEXICON_FILE_DATA.commonWords?.words ?? []);

/** Words shorter than this are never corrected: too many real words lie one edit away. */
export const MIN_CORRECTED_LENGTH = 5;

/** Edits allowed for a word of this length: 1, and 2 from nine letters ("studying" must not become stuffing). */
export function maxEdits(length: number): number {
  return length >= 9 ? 2 : 1;
}

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[n]!;
}

const cache = new WeakMap<FoodDatabase, Map<string, string | null>>();
const byFirst = new WeakMap<FoodDatabase, Map<string, string[]>>();

/**
 * The indexed word an unknown word most likely meant, or null. Candidates share the first letter (typos
 * rarely hit it) and lie within maxEdits; the nearest wins, then the one in most foods.
 */
/**
 * A word only one food's name holds, one edit from a word many foods hold ("Bluberries, canned", "turky"): a typo in
 * the source, not a word people mean (decision 115). It is corrected like an unknown word, but only to a word at
 * least this many foods hold.
 */
export const SOURCE_TYPO_MIN_DF = 20;

function sourceTypo(db: FoodDatabase, word: string): boolean {
  const p = db.postings(word);
  // A word in capitals is a brand of SR28's ("POWER BAR"), spelled as the brand spells it.
  return p.length === 1 && !db.foods[p[0]!]!.name.includes(word.toUpperCase());
}

/** `typed` is `meant` with one letter left out or two neighbours swapped ("bluberry", "staek"), not a different word. */
function missingOrSwapped(typed: string, meant: string): boolean {
  if (meant.length === typed.length + 1) {
    for (let i = 0; i < meant.length; i++) if (meant.slice(0, i) + meant.slice(i + 1) === typed) return true;
    return false;
  }
  if (meant.length !== typed.length) return false;
  const diff = [...typed].flatMap((c, i) => (c === meant[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    typed[diff[0]!] === meant[diff[1]!] &&
    typed[diff[1]!] === meant[diff[0]!]
  );
}

// Each letter's neighbours on a QWERTY keyboard: a slip of the finger lands on one of them.
const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function keysNear(a: string, b: string): boolean {
  const at = (c: string) => {
    const row = QWERTY_ROWS.findIndex((r) => r.includes(c));
    return [row, QWERTY_ROWS[row]?.indexOf(c) ?? -1] as const;
  };
  const [ra, ca] = at(a);
  const [rb, cb] = at(b);
  return ra >= 0 && rb >= 0 && Math.abs(ra - rb) <= 1 && Math.abs(ca - cb) <= 1;
}

/**
 * `typed` differs from `meant` by one letter put for another that is not its neighbour on the keyboard ("gombo" and
 * "gumbo"): another word, not a slip ("salmin" for salmon is a slip: i is next to o).
 */
export function otherWord(typed: string, meant: string): boolean {
  if (typed.length !== meant.length) return false;
  const diff = [...typed].flatMap((c, i) => (c === meant[i] ? [] : [i]));
  return diff.length === 1 && !keysNear(typed[diff[0]!]!, meant[diff[0]!]!);
}

export function correctWord(db: FoodDatabase, word: string): string | null {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word) || COMMON_WORDS.has(word)) return null;
  const typo = db.idf(word) > 0 && sourceTypo(db, word);
  if (db.idf(word) > 0 && !typo) return null;
  let memo = cache.get(db);
  if (!memo) cache.set(db, (memo = new Map()));
  const hit = memo.get(word);
  if (hit !== undefined) return hit;
  let groups = byFirst.get(db);
  if (!groups) {
    groups = new Map();
    for (const w of db.vocabulary) {
      if (w.length < MIN_CORRECTED_LENGTH - 1 || /\d/.test(w)) continue;
      let list = groups.get(w[0]!);
      if (!list) groups.set(w[0]!, (list = []));
      list.push(w);
    }
    byFirst.set(db, groups);
  }
  const limit = maxEdits(word.length);
  let best: string | null = null;
  let bestD = limit + 1;
  let bestDf = 0;
  for (const w of groups.get(word[0]!) ?? []) {
    const d = editDistance(word, w, Math.min(limit, bestD));
    if (d > limit) continue;
    const df = db.postings(w).length;
    if (w === word || (typo && (df < SOURCE_TYPO_MIN_DF || !missingOrSwapped(word, w)))) continue;
    if (d < bestD || (d === bestD && df > bestDf)) {
      best = w;
      bestD = d;
      bestDf = df;
    }
  }
  memo.set(word, best);
  return best;
}
