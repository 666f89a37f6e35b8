// The lexicon tagger (issue 10, decisions 101 and 102): one pass over the normalised words that finds the lexicon's
// phrases (longest first) and rewrites the text by their tag. The vocabulary is data (data/lexicon.json, every entry
// with its reason); this file holds only the mechanism.
import type { Meal } from '@forkcast/core';
import { LEXICON_FILE_DATA, type LexiconEntry, type LexiconTag } from './lexicon-file.ts';
import { words } from './text.ts';

export type { LexiconAmounts, LexiconEntry, LexiconFile, LexiconTag } from './lexicon-file.ts';
export { LEXICON_FILE_DATA } from './lexicon-file.ts';
const FILE = LEXICON_FILE_DATA;

/** A condition's word list with each `{class}` replaced by the class's words ("before": ["{whole_dish}"]). */
function expandWords(ws: string[] | undefined): string[] | undefined {
  return ws?.flatMap((w) => {
    const cls = /^\{(\w+)\}$/.exec(w);
    if (!cls) return [w];
    const c = FILE.classes?.[cls[1]!];
    if (!c) throw new Error(`lexicon: unknown class {${cls[1]}} in a condition`);
    return c.phrases;
  });
}

export const LEXICON: readonly LexiconEntry[] = FILE.entries.map((e) => ({
  ...e,
  ...(e.before && { before: expandWords(e.before) }),
  ...(e.after && { after: expandWords(e.after) }),
  ...(e.notBefore && { notBefore: expandWords(e.notBefore) }),
  ...(e.nextWord && { nextWord: expandWords(e.nextWord) }),
  ...(e.notAfter && { notAfter: expandWords(e.notAfter) }),
  ...(e.notAfterAny && { notAfterAny: expandWords(e.notAfterAny) }),
  ...(e.afterAny && { afterAny: expandWords(e.afterAny) }),
  ...(e.notAfterAnyUnlessBefore && { notAfterAnyUnlessBefore: expandWords(e.notAfterAnyUnlessBefore) }),
  ...(e.impliesUnless && { impliesUnless: expandWords(e.impliesUnless) }),
}));
export const LEXICON_CLASSES: Readonly<
  Record<string, { why: string; phrases: string[]; countable?: boolean }>
> = FILE.classes ?? {};

/**
 * Every word the lexicon's entries, classes and amounts hold (not their reasons): the words the tagger reads, never
 * corrected as misspellings before it reads them ("chkn", "mcdonalds"; decision 115).
 */
export const LEXICON_WORDS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const walk = (v: unknown, key = ''): void => {
    // The common words are words no phrase holds: the speller leaves them as typed (decision 202).
    if (key === 'why' || key === 'description' || key === 'commonWords') return;
    if (typeof v === 'string') for (const w of v.toLowerCase().match(/[a-z]+/g) ?? []) out.add(w);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(FILE);
  // A countable class's plurals are the tagger's words too ("coronas").
  for (const c of Object.values(FILE.classes ?? {}))
    if (c.countable) for (const p of c.phrases) out.add(`${(p.toLowerCase().match(/[a-z]+/g) ?? []).pop()}s`);
  return out;
})();

export const escapeRegExp = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A lexicon pattern (lead-ins, portion phrases: regular-expression syntax) as a regular expression, with each
 * `{class}` standing for any phrase of that lexicon class, in the class's order.
 */
export function lexiconPattern(pattern: string, flags = ''): RegExp {
  const source = pattern.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const c = LEXICON_CLASSES[name];
    if (!c) throw new Error(`lexicon: unknown class {${name}} in a pattern`);
    return `(?:${c.phrases.map(escapeRegExp).join('|')})`;
  });
  return new RegExp(source, flags);
}

/** The phrases of a lexicon class as a set (word lists the ranking reads: stopwords, flavour words ...). */
export function classWords(name: string): ReadonlySet<string> {
  const c = LEXICON_CLASSES[name];
  if (!c) throw new Error(`lexicon: unknown class ${name}`);
  return new Set(c.phrases);
}

/** What a dish named with them already holds (class dish_part), as stemmed content words joined by a space. */
export const DISH_PARTS: ReadonlySet<string> = new Set(
  (LEXICON_CLASSES['dish_part']?.phrases ?? []).map((p) => words(p).join(' ')),
);

/** Toppings a dish's FNDDS name never tells apart (class garnish), as DISH_PARTS: set aside to refine a dish. */
export const GARNISHES: ReadonlySet<string> = new Set(
  (LEXICON_CLASSES['garnish']?.phrases ?? []).map((p) => words(p).join(' ')),
);

/** What a food comes on that may be part of it (class on_base): "a hot dog on a bun", "corn on the cob". */
export const ON_BASES: ReadonlySet<string> = new Set(LEXICON_CLASSES['on_base']?.phrases ?? []);

/** A word as the tagger compares it: apostrophes dropped ("domino's" -> "dominos"), "&" read as "and". */
const keyOf = (w: string) => (w === '&' ? 'and' : w.replace(/'/g, ''));

/** Words that only describe a food (stemmed as the index stems them is not needed: compared as typed). */
export const FORM_ONLY = new Set(LEXICON.filter((e) => e.tag === 'form').map((e) => e.phrase));
/** Nutrient names: a phrase ending in one names no food ("protein to it"). */
export const NUTRIENTS = new Set(LEXICON.filter((e) => e.tag === 'nutrient').map((e) => e.phrase));
/** Words that point back at a food already named ("like 4 of them"): an amount with only these has no food. */
export const REFERENCES = new Set(LEXICON.filter((e) => e.tag === 'reference').map((e) => e.phrase));

/** Tags that rewrite the text; form, nutrient and reference words are read by the grammar instead. */
const REWRITING = new Set<LexiconTag>([
  'brand',
  'filler',
  'clause',
  'negation',
  'separator',
  'synonym',
  'unit',
]);

/** One way of spelling an entry: which capture (0 = none) each of its words belongs to. */
interface Terminal {
  entry: LexiconEntry;
  captures: number[];
}

interface Node {
  next: Map<string, Node>;
  terminals?: Terminal[];
}

type Slot = { options: string[][]; optional: boolean; capture: boolean };

function slotsOfPattern(phrase: string): Slot[] {
  return phrase
    .trim()
    .split(/\s+/)
    .map((raw) => {
      const cls = /^\{(\w+)\}$/.exec(raw);
      if (cls) {
        const c = LEXICON_CLASSES[cls[1]!];
        if (!c) throw new Error(`lexicon: unknown class {${cls[1]}} in "${phrase}"`);
        const options = c.phrases.map((p) => p.split(/[\s-]+/).map(keyOf));
        // A countable class (brands of a drink or a candy) is also said in the plural: "two coronas" (decision 175).
        if (c.countable) options.push(...options.map((ws) => [...ws.slice(0, -1), `${ws[ws.length - 1]!}s`]));
        return {
          options,
          optional: false,
          capture: true,
        };
      }
      const optional = /^\(.*\)$/.test(raw);
      const body = optional ? raw.slice(1, -1) : raw;
      return { options: body.split('|').map((w) => w.split('-').map(keyOf)), optional, capture: false };
    });
}

/** Every word sequence a pattern stands for, each with the capture number of each word. */
function expand(slots: Slot[]): { keys: string[]; captures: number[] }[] {
  let out: { keys: string[]; captures: number[]; n: number }[] = [{ keys: [], captures: [], n: 0 }];
  for (const slot of slots) {
    const next: typeof out = [];
    for (const prefix of out) {
      const n = slot.capture ? prefix.n + 1 : prefix.n;
      if (slot.optional) next.push(prefix);
      for (const ws of slot.options)
        next.push({
          keys: [...prefix.keys, ...ws],
          captures: [...prefix.captures, ...ws.map(() => (slot.capture ? n : 0))],
          n,
        });
    }
    out = next;
  }
  return out.filter((p) => p.keys.length > 0);
}

/** A meal phrase as a pattern over the text as typed, with the meal it names (issue 14). */
export interface MealPhrase {
  pattern: RegExp;
  meal: Meal;
}

/**
 * What a 'beforeBreak' entry needs after it: a comma, a colon, or a dash between spaces ("taco bell - 3 crunchy tacos",
 * decision 134), as chat heads a list.
 */
const BREAK = /^\s*(?:[:,]|[-\u2013\u2014]+\s)/;

/**
 * What an 'endsItem' entry needs after it: the end of the text, a stop or a list joiner ("two slices and a coke"); not
 * "and a half", which goes on with the amount ("a slice and a half of cheddar").
 */
const ITEM_END =
  /^\s*(?:$|[,.;:!?)]|(?:and(?!\s+(?:an?\s+|one\s+)?(?:half|quarter|third)\b)|with|plus|then|but)(?![a-z]))/i;

/**
 * The lexicon's meal phrases ("for lunch", "lunch:"), longest first, each as a case-insensitive pattern over the
 * text as typed, so a match's place in the text is the place the person wrote it.
 */
export const MEAL_PHRASES: readonly MealPhrase[] = LEXICON.flatMap((e) => {
  const meal = e.meal;
  if (!meal) return [];
  return expand(slotsOfPattern(e.phrase)).map(({ keys }) => ({
    words: keys.length,
    meal,
    pattern: new RegExp(
      `(?<![a-z0-9])${keys.join("[\\s\\-']+")}(?![a-z0-9])${e.beforeBreak ? `(?=${BREAK.source.slice(1)})` : ''}`,
      'gi',
    ),
  }));
})
  .sort((a, b) => b.words - a.words)
  .map(({ pattern, meal }) => ({ pattern, meal }));

const root: Node = { next: new Map() };
let longest = 1;
for (const e of LEXICON) {
  if (!REWRITING.has(e.tag)) continue;
  for (const { keys, captures } of expand(slotsOfPattern(e.phrase))) {
    longest = Math.max(longest, keys.length);
    let node = root;
    for (const w of keys) {
      let n = node.next.get(w);
      if (!n) node.next.set(w, (n = { next: new Map() }));
      node = n;
    }
    (node.terminals ??= []).push({ entry: e, captures });
  }
}

/** Words, "&" and commas are tokens (a comma only where an entry spells one: "bacon, egg and cheese"). */
const TOKEN = /[a-z0-9]+(?:'[a-z]+)?|&|,/g;
/** Words of one phrase are separated by spaces, hyphens or quote marks ("mac 'n' cheese", "pb&j") only. */
const GAP = /^[\s\-']*$/;
/** Where a dropped clause or negation ends: the next comma or sentence end (a negation also at "and"/"with"). */
const CLAUSE_END = /[,.;!?()]|$/;
/** Where the food after a chain's name ends: a list break. */
const IMPLIED_END = lexiconPattern(String.raw`[,.;!?()+&]|\s{implied_food_end}\s|$`);
const NEGATION_END = lexiconPattern(String.raw`[,.;!?()]|\s{negation_end}\s|$`);
/**
 * "hold the pickles and onions", "no lettuce and tomato": a garnish said bare after "and" goes on with the negation
 * (lexicon class garnish; decision 211); "no cheese and a coke" still ends it.
 */
const NEGATED_GARNISH = lexiconPattern(
  String.raw`^\s(?:and|&)\s+(?:the\s+)?(?:{garnish})(?:s|es)?(?=\s*(?:[,.;!?()]|\s(?:and|&)\s|$))`,
);

/** The one-word separators, typed for "with" ("w", "wth"): inside a phrase they stand for "with". */
const WITH_WORDS: ReadonlySet<string> = new Set(
  LEXICON.filter((e) => e.tag === 'separator' && !e.phrase.includes(' ')).map((e) => e.phrase),
);

interface Token {
  key: string;
  start: number;
  end: number;
}

/** The entry's conditions on the words around it ("chipotle" only before a burrito or a bowl). */
function conditionsHold(
  e: LexiconEntry,
  text: string,
  tokens: Token[],
  first: number,
  last: number,
): boolean {
  const after = tokens[last + 1];
  const wordAfter = after && after.key !== ',' && /^\s+$/.test(text.slice(tokens[last]!.end, after.start));
  if (e.beforeAny && !wordAfter) return false;
  if (e.beforeBreak && !BREAK.test(text.slice(tokens[last]!.end))) return false;
  if (e.endsItem && !ITEM_END.test(text.slice(tokens[last]!.end))) return false;
  if (e.notBefore && after && e.notBefore.includes(after.key)) return false;
  if (
    e.nextWord &&
    !(after && (e.nextWord.includes(after.key) || (e.nextWord.includes('#') && /^\d/.test(after.key))))
  )
    return false;
  if (e.notAfter && first > 0 && e.notAfter.includes(tokens[first - 1]!.key)) return false;
  if (
    e.notAfterAny &&
    tokens
      .slice(0, first)
      .some(
        (t, k) =>
          e.notAfterAny!.includes(t.key) && !e.notAfterAnyUnlessBefore?.includes(tokens[k + 1]?.key ?? ''),
      )
  )
    return false;
  if (e.afterAny && !tokens.slice(0, first).some((t) => e.afterAny!.includes(t.key))) return false;
  if (e.before) {
    const within = e.within ?? 1;
    let seen = false;
    for (let k = last + 1; k < tokens.length && k <= last + within; k++) {
      if (tokens[k]!.key === ',') break;
      if (e.before.includes(tokens[k]!.key)) {
        seen = true;
        break;
      }
    }
    if (!seen) return false;
  }
  if (e.after) {
    // "bagel w cc": a word of the list within `within` words before the phrase, in the same list item or joined to it.
    const within = e.within ?? 1;
    let seen = false;
    for (let k = first - 1; k >= 0 && k >= first - within; k--) {
      if (tokens[k]!.key === ',') break;
      if (e.after.includes(tokens[k]!.key)) {
        seen = true;
        break;
      }
    }
    if (!seen) return false;
  }
  return true;
}

/** The replacement with `$1`, `$2` ... standing for the words each class slot matched, as typed. */
function fill(to: string, text: string, tokens: Token[], first: number, t: Terminal): string {
  if (!to.includes('$')) return to;
  return to.replace(/\$(\d)/g, (_m, d: string) => {
    const n = Number(d);
    const idx = t.captures.flatMap((c, i) => (c === n ? [first + i] : []));
    if (idx.length === 0) return '';
    return text.slice(tokens[idx[0]!]!.start, tokens[idx[idx.length - 1]!]!.end);
  });
}

/**
 * Rewrites normalised text by the lexicon's tags: brands dropped, fillers and separators become list punctuation,
 * clauses and negations are dropped to where they end, synonyms and units rewritten. Pure; runs once per text.
 */
export function tagText(text: string): string {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN))
    tokens.push({ key: keyOf(m[0]), start: m.index, end: m.index + m[0].length });
  const edits: { start: number; end: number; to: string; implied?: boolean }[] = [];
  for (let i = 0; i < tokens.length;) {
    let node: Node | undefined = root;
    let found: { t: Terminal; last: number } | null = null;
    for (let j = i; j < tokens.length && j - i < longest; j++) {
      const key = tokens[j]!.key;
      const gap = j > i ? text.slice(tokens[j - 1]!.end, tokens[j]!.start) : '';
      // "w/" is a joiner too: its slash is a gap inside a phrase ("spaghetti w/ meat sauce").
      if (j > i && !GAP.test(gap) && !(WITH_WORDS.has(tokens[j - 1]!.key) && /^\/\s*$/.test(gap))) break;
      // A word typed for "with" ("w", "wth") fills a phrase's "with" (decision 109), inside a phrase only.
      node = node.next.get(key) ?? (j > i && WITH_WORDS.has(key) ? node.next.get('with') : undefined);
      if (!node) break;
      const t = node.terminals?.find((x) => conditionsHold(x.entry, text, tokens, i, j));
      if (t) found = { t, last: j };
    }
    if (!found) {
      i++;
      continue;
    }
    const start = tokens[i]!.start;
    let end = tokens[found.last]!.end;
    const { entry } = found.t;
    // "w/" is the splitter's own; only a bare "w" between words is the lexicon's separator.
    if (entry.tag === 'separator' && text[end] === '/') {
      i++;
      continue;
    }
    let to: string;
    switch (entry.tag) {
      case 'brand':
        to = ' ';
        break;
      case 'filler':
        to = ' , ';
        break;
      case 'separator':
        to = ' with ';
        break;
      case 'clause':
      case 'negation': {
        let rest = text.slice(end);
        let stop = (entry.tag === 'clause' ? CLAUSE_END : NEGATION_END).exec(rest)!;
        while (entry.tag === 'negation') {
          const more = NEGATED_GARNISH.exec(rest.slice(stop.index));
          if (!more) break;
          end += stop.index + more[0].length;
          rest = text.slice(end);
          stop = NEGATION_END.exec(rest)!;
        }
        end += stop.index;
        // A list symbol that ended the negation ("no sugar + muffin", "no sugar & muffin") is the comma put in its
        // place, so the next food does not begin with it (it was named "+ muffin"; decision 222).
        if (entry.tag === 'negation' && /^\s[&+]\s/.test(stop[0])) end += stop[0].length - 1;
        to = ' , ';
        break;
      }
      default:
        to = ` ${fill(entry.to ?? '', text, tokens, i, found.t)} `;
    }
    edits.push({ start, end, to });
    if (entry.implies) {
      // The food that follows runs to the next list break; its noun goes before a trailing amount.
      const rest = text.slice(end);
      const stop = IMPLIED_END.exec(rest)!.index;
      const span = rest.slice(0, stop);
      const ws = span.match(/[a-z0-9']+/g) ?? [];
      if (ws.length > 0 && !ws.some((w) => entry.impliesUnless?.includes(keyOf(w)))) {
        const amount = /\s\d[\s\S]*$/.exec(span);
        const at = end + (amount && /[a-z]/.test(span.slice(0, amount.index)) ? amount.index : span.length);
        edits.push({ start: at, end: at, to: ` ${entry.implies} `, implied: true });
      }
    }
    let k = found.last + 1;
    while (k < tokens.length && tokens[k]!.start < end) k++;
    i = k;
  }
  // An implied noun that would land inside a later rewrite ("six inch steak and cheese": the sub after "steak", inside
  // the synonym that reorders "steak and cheese") goes after that rewrite instead (decision 228).
  for (const e of edits) {
    if (!e.implied) continue;
    const inside = edits.find((o) => o !== e && o.start < e.start && e.start < o.end);
    if (inside) e.start = e.end = inside.end;
  }
  let out = text;
  // An implied noun is inserted ahead of later edits in the list: apply them from the end of the text.
  edits.sort((a, b) => a.start - b.start);
  for (let e = edits.length - 1; e >= 0; e--) {
    const { start, end, to } = edits[e]!;
    out = out.slice(0, start) + to + out.slice(end);
  }
  return out.replace(/\s+/g, ' ').trim();
}
