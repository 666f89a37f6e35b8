// The lexicon tagger (issue 10, decision 101): one pass over the normalised words that finds the lexicon's
// phrases (longest first) and rewrites the text by their tag. The vocabulary is data (data/lexicon.json, every entry
// with its reason); this file holds only the mechanism.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type LexiconTag =
  'brand' | 'filler' | 'clause' | 'negation' | 'separator' | 'synonym' | 'unit' | 'form' | 'nutrient';

export interface LexiconEntry {
  phrase: string;
  tag: LexiconTag;
  /** The replacement, for synonyms and units. */
  to?: string;
  why: string;
}

const LEXICON_FILE = fileURLToPath(new URL('../data/lexicon.json', import.meta.url));

export const LEXICON: readonly LexiconEntry[] = (
  JSON.parse(readFileSync(LEXICON_FILE, 'utf8')) as { entries: LexiconEntry[] }
).entries;

/** A word as the tagger compares it: apostrophes dropped ("domino's" -> "dominos"). */
const keyOf = (w: string) => w.replace(/'/g, '');

/** Words that only describe a food (stemmed as the index stems them is not needed: compared as typed). */
export const FORM_ONLY = new Set(LEXICON.filter((e) => e.tag === 'form').map((e) => e.phrase));
/** Nutrient names: a phrase ending in one names no food ("protein to it"). */
export const NUTRIENTS = new Set(LEXICON.filter((e) => e.tag === 'nutrient').map((e) => e.phrase));

/** Tags that rewrite the text; form and nutrient words are read by the matcher instead. */
const REWRITING = new Set<LexiconTag>([
  'brand',
  'filler',
  'clause',
  'negation',
  'separator',
  'synonym',
  'unit',
]);

interface Node {
  next: Map<string, Node>;
  entry?: LexiconEntry;
}

const root: Node = { next: new Map() };
let longest = 1;
for (const e of LEXICON) {
  if (!REWRITING.has(e.tag)) continue;
  const ws = e.phrase.split(/[\s-]+/).map(keyOf);
  longest = Math.max(longest, ws.length);
  let node = root;
  for (const w of ws) {
    let n = node.next.get(w);
    if (!n) node.next.set(w, (n = { next: new Map() }));
    node = n;
  }
  node.entry = e;
}

const WORD = /[a-z0-9]+(?:'[a-z]+)?/g;
/** Where a dropped clause or negation ends: the next comma or sentence end (a negation also at "and"/"with"). */
const CLAUSE_END = /[,.;!?()]|$/;
const NEGATION_END = /[,.;!?()]|\s(?:and|with|plus|but|&)\s|$/;

/**
 * Rewrites normalised text by the lexicon's tags: brands dropped, fillers and separators become list punctuation,
 * clauses and negations are dropped to where they end, synonyms and units rewritten. Pure; runs once per text.
 */
export function tagText(text: string): string {
  const tokens: { key: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD))
    tokens.push({ key: keyOf(m[0]), start: m.index, end: m.index + m[0].length });
  const edits: { start: number; end: number; to: string }[] = [];
  for (let i = 0; i < tokens.length;) {
    let node: Node | undefined = root;
    let found: { entry: LexiconEntry; last: number } | null = null;
    for (let j = i; j < tokens.length && j - i < longest; j++) {
      // Words of one phrase are separated by spaces or a hyphen only.
      if (j > i && !/^[\s-]+$/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start))) break;
      node = node.next.get(tokens[j]!.key);
      if (!node) break;
      if (node.entry) found = { entry: node.entry, last: j };
    }
    if (!found) {
      i++;
      continue;
    }
    const start = tokens[i]!.start;
    let end = tokens[found.last]!.end;
    const { entry } = found;
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
        const rest = text.slice(end);
        const stop = (entry.tag === 'clause' ? CLAUSE_END : NEGATION_END).exec(rest)!;
        end += stop.index;
        to = ' , ';
        break;
      }
      default:
        to = ` ${entry.to ?? ''} `;
    }
    edits.push({ start, end, to });
    let k = found.last + 1;
    while (k < tokens.length && tokens[k]!.start < end) k++;
    i = k;
  }
  let out = text;
  for (let e = edits.length - 1; e >= 0; e--) {
    const { start, end, to } = edits[e]!;
    out = out.slice(0, start) + to + out.slice(end);
  }
  return out.replace(/\s+/g, ' ').trim();
}
