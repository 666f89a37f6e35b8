// Turns the USDA source tables (FNDDS 2021-2023 "At A Glance" CSVs and SR28 caret files) into the compact
// database shipped in packages/foods/db/. Pure: takes file contents, returns the JSON text, so the same input
// always gives byte-identical output (decision 030).
import { parse as parseCsv } from 'csv-parse/sync';
import type { DbFile, DbFood } from '../src/types.ts';
import { joinTokens, tokenize } from '../src/database.ts';

export interface FnddsSources {
  /** "FNDDS Nutrient Values" CSV text. */
  nutrients: string;
  /** "Foods and Beverages" CSV text (Additional food description). */
  foods: string;
  /** "Portions and Weights" CSV text. */
  portions: string;
}

export interface Sr28Sources {
  /** FOOD_DES.txt decoded from Windows-1252. */
  foodDes: string;
  /** WEIGHT.txt decoded from Windows-1252. */
  weight: string;
  /** ABBREV.txt (UTF-8 in this copy). */
  abbrev: string;
  /** FD_GROUP.txt decoded from Windows-1252. */
  fdGroup: string;
}

const QNS = 'Quantity not specified';

type Row = Record<string, string>;

/** The FNDDS tables are RFC 4180 CSV with a header row; rows become objects keyed by header. */
function csvRows(text: string): Row[] {
  return parseCsv(text, { columns: true, skip_empty_lines: true }) as Row[];
}

function num(v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || v.trim() === '' || !Number.isFinite(n)) throw new Error(`Not a number: ${v}`);
  return n;
}

function optNum(v: string | undefined): number | null {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Rounds to at most 3 decimals so float noise never changes the output. */
function r3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function col(row: Row, name: string): string {
  const v = row[name];
  if (v === undefined) throw new Error(`Missing column "${name}"`);
  return v;
}

/** SR28 caret format: fields split by '^', text wrapped in '~'. */
function caretRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('^').map((f) => (f.startsWith('~') && f.endsWith('~') ? f.slice(1, -1) : f)));
}

function formatAmount(a: number): string {
  const fractions: Record<string, string> = { '0.5': '1/2', '0.25': '1/4', '0.75': '3/4', '0.333': '1/3' };
  const key = String(r3(a));
  return fractions[key] ?? key;
}

function clean(s: string): string {
  return s
    .replace(/\u2019/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function buildFndds(src: FnddsSources, categories: Map<string, number>): DbFood[] {
  const synonyms = new Map<string, string>();
  for (const r of csvRows(src.foods)) {
    const extra = clean(col(r, 'Additional food description'));
    if (extra) synonyms.set(col(r, 'Food code'), extra);
  }
  const portions = new Map<string, { seq: number; name: string; grams: number }[]>();
  for (const r of csvRows(src.portions)) {
    const code = col(r, 'Food code');
    const list = portions.get(code) ?? [];
    list.push({
      seq: num(col(r, 'Seq num')),
      name: clean(col(r, 'Portion description')),
      grams: num(col(r, 'Portion weight (g)')),
    });
    portions.set(code, list);
  }
  const out: DbFood[] = [];
  for (const r of csvRows(src.nutrients)) {
    const code = col(r, 'Food code');
    const cat = clean(col(r, 'WWEIA Category description'));
    if (!categories.has(cat)) categories.set(cat, categories.size);
    const list = (portions.get(code) ?? []).sort((a, b) => a.seq - b.seq);
    const qns = list.find((p) => p.name === QNS && p.grams > 0);
    const household = list.filter((p) => p.name !== QNS && p.grams > 0);
    out.push({
      id: `fndds:${code}`,
      name: clean(col(r, 'Main food description')),
      synonyms: synonyms.get(code) ?? '',
      category: categories.get(cat)!,
      n: [
        r3(num(col(r, 'Energy (kcal)'))),
        r3(num(col(r, 'Protein (g)'))),
        r3(num(col(r, 'Carbohydrate (g)'))),
        r3(num(col(r, 'Total Fat (g)'))),
        r3(num(col(r, 'Fiber, total dietary (g)'))),
        r3(num(col(r, 'Sugars, total (g)'))),
        r3(num(col(r, 'Sodium (mg)'))),
      ],
      portions: household.map((p) => [p.name, r3(p.grams)]),
      qns: qns ? r3(qns.grams) : null,
    });
  }
  return out;
}

// ABBREV.txt column positions (SR28 documentation order).
const AB = { ndb: 0, kcal: 3, protein: 4, fat: 5, carbs: 7, fiber: 8, sugars: 9, sodium: 15 } as const;

function buildSr28(src: Sr28Sources, categories: Map<string, number>): DbFood[] {
  const groups = new Map(caretRows(src.fdGroup).map((f) => [f[0]!, clean(f[1]!)]));
  const abbrev = new Map(caretRows(src.abbrev).map((f) => [f[AB.ndb]!, f]));
  const weights = new Map<string, { seq: number; name: string; grams: number }[]>();
  for (const f of caretRows(src.weight)) {
    const amount = num(f[2]);
    const grams = num(f[4]);
    if (!(amount > 0) || !(grams > 0)) continue;
    const list = weights.get(f[0]!) ?? [];
    list.push({ seq: num(f[1]), name: `${formatAmount(amount)} ${clean(f[3]!)}`, grams });
    weights.set(f[0]!, list);
  }
  const out: DbFood[] = [];
  for (const f of caretRows(src.foodDes)) {
    const ndb = f[0]!;
    const a = abbrev.get(ndb);
    if (!a) continue;
    const cat = `${groups.get(f[1]!) ?? 'Other'} (SR28)`;
    if (!categories.has(cat)) categories.set(cat, categories.size);
    const syn = [f[4], f[5]].map((s) => clean(s ?? '')).filter((s) => s !== '');
    const list = (weights.get(ndb) ?? []).sort((x, y) => x.seq - y.seq);
    out.push({
      id: `sr28:${ndb}`,
      name: clean(f[2]!),
      synonyms: syn.join('; '),
      category: categories.get(cat)!,
      n: [
        r3(num(a[AB.kcal])),
        r3(num(a[AB.protein])),
        r3(num(a[AB.carbs])),
        r3(num(a[AB.fat])),
        nullable(optNum(a[AB.fiber])),
        nullable(optNum(a[AB.sugars])),
        nullable(optNum(a[AB.sodium])),
      ],
      portions: list.map((p) => [p.name, r3(p.grams)]),
      qns: null,
    });
  }
  return out;
}

function nullable(n: number | null): number | null {
  return n === null ? null : r3(n);
}

/** Builds the database text. Foods keep source order (FNDDS by food code, then SR28 by NDB number). */
export function buildDatabase(fndds: FnddsSources, sr28: Sr28Sources): string {
  const categories = new Map<string, number>();
  const foods = [...buildFndds(fndds, categories), ...buildSr28(sr28, categories)];
  const file: DbFile = {
    format: 2,
    sources: [
      'USDA ARS Food Surveys Research Group, Food and Nutrient Database for Dietary Studies 2021-2023',
      'USDA ARS Nutrient Data Laboratory, National Nutrient Database for Standard Reference, Release 28',
    ],
    nutrients: ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugars', 'sodium'],
    categories: [...categories.keys()],
    foods: foods.map((f) => [
      f.id,
      f.name,
      f.synonyms,
      f.category,
      f.n,
      f.portions.flat(),
      f.qns,
      joinTokens(tokenize(f.name, f.synonyms)),
    ]),
  };
  // One food per line: small diffs when the sources change, still compact.
  const head = JSON.stringify({ ...file, foods: [] }).slice(0, -3);
  return `${head}[\n${file.foods.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
}
