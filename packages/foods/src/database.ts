// Loads the shipped database (db/foods.json.gz) and builds the word index at start (decision 030, 031).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { DbFile, DbRow, Food, FoodSearchResult, FoodSource, Per100g, Portion } from './types.ts';
import { databaseWords } from './text.ts';
import { searchFoods } from './search.ts';

/**
 * A food with its index data. Nutrients and portions are built on first use: creating 14,000 small objects
 * at start costs more (mostly in garbage collection) than the whole word index (decision 030).
 */
export class IndexedFood implements Food {
  readonly source: FoodSource;
  readonly code: string;
  /** Words of the name, with the comma-separated segment each came from (0 = the head word). */
  readonly nameWords: string[] = [];
  readonly nameSegments: number[] = [];
  readonly synonymWords: readonly string[];

  /** A prior added to every match score (decision 032): generic codes up, infant and ingredient codes down. */
  readonly prior: number;
  private _per100g: Per100g | undefined;
  private _portions: Portion[] | undefined;
  private _heads: string[] | undefined;

  constructor(
    /** Position in the database, used by the index. */
    readonly index: number,
    readonly id: string,
    readonly name: string,
    readonly synonyms: string,
    readonly category: string,
    private readonly n: DbRow[4],
    private readonly flat: DbRow[5],
    private readonly qns: number | null,
    tokens?: string,
  ) {
    this.source = id.startsWith('fndds:') ? 'fndds' : 'sr28';
    this.code = id.slice(id.indexOf(':') + 1);
    if (tokens === undefined) {
      const [segments, synonymWords] = tokenize(name, synonyms);
      for (let s = 0; s < segments.length; s++) {
        for (const w of segments[s]!) {
          this.nameWords.push(w);
          this.nameSegments.push(s);
        }
      }
      this.synonymWords = synonymWords;
    } else {
      // The shipped "seg words|seg words#synonym words", read in one pass (start-up time, decision 030).
      const hash = tokens.indexOf('#');
      let segment = 0;
      let start = 0;
      for (let i = 0; i <= hash; i++) {
        const c = tokens.charCodeAt(i);
        if (c === 32 || c === 124 || c === 35) {
          if (i > start) {
            this.nameWords.push(tokens.slice(start, i));
            this.nameSegments.push(segment);
          }
          if (c === 124) segment++;
          start = i + 1;
        }
      }
      this.synonymWords = hash + 1 < tokens.length ? tokens.slice(hash + 1).split(' ') : [];
    }

    this.prior = priorOf(name, synonyms, category, this.source);
  }

  /** The last word of each synonym entry ("great northern beans" -> bean): a synonym-only match must hit one. */
  get synonymHeads(): readonly string[] {
    return (this._heads ??=
      this.synonyms === ''
        ? []
        : this.synonyms.split(';').flatMap((entry) => databaseWords(entry.replace(/,.*$/, '')).slice(-1)));
  }

  get per100g(): Per100g {
    const n = this.n;
    return (this._per100g ??= {
      calories: n[0],
      protein: n[1],
      carbs: n[2],
      fat: n[3],
      fiber: n[4],
      sugars: n[5],
      sodium: n[6],
    });
  }

  get portions(): Portion[] {
    return (this._portions ??= toPortions(this.flat));
  }

  get defaultPortion(): Portion | null {
    return this.qns === null ? null : { name: 'Quantity not specified', grams: this.qns };
  }
}

export interface FoodDatabase {
  readonly foods: readonly IndexedFood[];
  search(q: string, limit?: number): FoodSearchResult[];
  get(id: string): Food | undefined;
  /** Internal: foods whose name or synonyms hold any of these words. */
  candidates(ws: readonly string[]): Set<number>;
  /** Internal: indexes of the foods whose name or synonyms hold this word. */
  postings(w: string): readonly number[];
  /** Inverse document frequency of a word over names and synonyms (0 when unknown). */
  idf(w: string): number;
  /** Known words starting with a prefix (search-as-you-type). */
  completions(prefix: string, limit?: number): string[];
  /** Every indexed word, sorted (spelling correction, decision 101). */
  readonly vocabulary: readonly string[];
}

const DEFAULT_FILE = fileURLToPath(new URL('../db/foods.json.gz', import.meta.url));

/** The index's words of a name (by comma segment) and of its synonyms. */
export function tokenize(name: string, synonyms: string): [string[][], string[]] {
  // A parenthesised brand is a qualifier, like a comma segment: "Nutrition bar (Clif Bar)".
  const segments = name
    .replace(/\(/g, ',')
    .split(',')
    .map((seg) => databaseWords(seg));
  return [segments, synonyms === '' ? [] : databaseWords(synonyms)];
}

/** `tokenize` as the builder writes it into the file. */
export function joinTokens([segments, synonyms]: [string[][], string[]]): string {
  return `${segments.map((s) => s.join(' ')).join('|')}#${synonyms.join(' ')}`;
}

function toPortions(flat: (string | number)[]): Portion[] {
  const out: Portion[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2)
    out.push({ name: String(flat[i]), grams: Number(flat[i + 1]) });
  return out;
}

const INFANT = /^(baby food|formula|human milk|baby )/i;

function priorOf(name: string, synonyms: string, category: string, source: string): number {
  let p = 0;
  if (source === 'sr28') p -= 0.3;
  if (INFANT.test(category) || /\bbaby food\b|\binfant formula\b/i.test(name)) p -= 0.35;
  if (/as ingredient/i.test(name)) p -= 0.4;
  // FNDDS lists "NS as to skin eaten" and the like among the synonyms of the code coders use by default.
  if (/\bNS as to\b|\bNFS\b/.test(synonyms)) p += 0.02;
  return p;
}

/** Builds the in-memory database from the file text. Exposed for tests over a tiny fixture. */
export function createFoodDatabase(file: DbFile): FoodDatabase {
  const foods = file.foods.map(
    ([id, name, synonyms, cat, n, flat, qns, tokens], index) =>
      new IndexedFood(index, id, name, synonyms, file.categories[cat] ?? '', n, flat, qns, tokens),
  );

  const postings = new Map<string, number[]>();
  for (const f of foods) {
    for (const ws of [f.nameWords, f.synonymWords]) {
      for (const w of ws) {
        let list = postings.get(w);
        if (!list) postings.set(w, (list = []));
        // Foods arrive in order, so a repeated word of the same food is the list's last entry.
        if (list[list.length - 1] !== f.index) list.push(f.index);
      }
    }
  }
  const vocabulary = [...postings.keys()].sort();
  const byId = new Map(foods.map((f) => [f.id, f]));
  const total = foods.length;

  const db: FoodDatabase = {
    foods,
    vocabulary,
    get: (id) => {
      const f = byId.get(id);
      return f ? publicFood(f) : undefined;
    },
    postings: (w) => postings.get(w) ?? [],
    candidates(ws) {
      const out = new Set<number>();
      for (const w of ws) for (const i of postings.get(w) ?? []) out.add(i);
      return out;
    },
    idf(w) {
      const df = postings.get(w)?.length ?? 0;
      return df === 0 ? 0 : Math.log(1 + total / df);
    },
    completions(prefix, limit = 20) {
      let lo = 0;
      let hi = vocabulary.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (vocabulary[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      const out: string[] = [];
      for (let i = lo; i < vocabulary.length && out.length < limit; i++) {
        if (!vocabulary[i]!.startsWith(prefix)) break;
        out.push(vocabulary[i]!);
      }
      return out;
    },
    search: (q, limit = 10) => searchFoods(db, q, limit),
  };
  return db;
}

export function publicFood(f: IndexedFood): Food {
  return {
    id: f.id,
    name: f.name,
    category: f.category,
    source: f.source,
    per100g: { ...f.per100g },
    portions: f.portions.map((p) => ({ ...p })),
    defaultPortion: f.defaultPortion ? { ...f.defaultPortion } : null,
    synonyms: f.synonyms,
  };
}

export function toSearchResult(f: IndexedFood): FoodSearchResult {
  const { synonyms: _synonyms, ...rest } = publicFood(f);
  return rest;
}

let cached: FoodDatabase | undefined;

/** Sync and cached: the first call reads and indexes the shipped file (well under 500 ms). */
export function loadFoodDatabase(file: string = DEFAULT_FILE): FoodDatabase {
  if (file === DEFAULT_FILE && cached) return cached;
  const parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as DbFile;
  if (parsed.format !== 2) throw new Error(`Unsupported food database format: ${String(parsed.format)}`);
  const db = createFoodDatabase(parsed);
  if (file === DEFAULT_FILE) cached = db;
  return db;
}
