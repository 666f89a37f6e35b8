// Text helpers shared by the index and the parser: one normalisation so a query and a food name meet.
import { LEXICON_FILE_DATA } from './lexicon-file.ts';

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅕': ' 1/5',
  '⅛': ' 1/8',
};

/** Lower case, ASCII quotes, unicode fractions spelled as "1/2", runs of spaces collapsed. */
// Letters of other alphabets' spellings that do not decompose into a base letter and a mark (decision 137).
const FOLDED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ł: 'l',
  đ: 'd',
};

/**
 * A dish's name typed with its own letters is the same word typed without them ("köttbullar" and "kottbullar", "tô",
 * "plátano", "rúgbrauð"): accents and other marks are dropped and a few letters spelled out, so the vocabulary and
 * the index, which hold plain letters, read both (decision 137). Before, a marked letter split the word ("tô" was "t",
 * a T-bone steak; "knäckebröd" was nothing).
 */
function foldLetters(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  return (
    text
      // Mali's and Burkina Faso's stiff porridge would fold to "to", a word English uses otherwise: spelled as Ghana
      // spells it ("toh"), which the vocabulary reads.
      .replace(/(^|[^\p{L}])tô(?![\p{L}])/gu, '$1toh')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[øæœßðþıłđ]/g, (c) => FOLDED[c] ?? c)
  );
}

export function normalize(text: string): string {
  return (
    foldLetters(text.toLowerCase())
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[½⅓⅔¼¾⅕⅛]/g, (c) => UNICODE_FRACTIONS[c] ?? c)
      .replace(/(\d)\s+(\d\/\d)/g, '$1 $2')
      .replace(/[–—]/g, '-')
      // Emoji say how a meal felt or what it was, never an amount or a word of a food's name ("2 slices pizza 🍕",
      // "iced coffee ☕️" kept the picture in the item's name; decision 169).
      .replace(
        /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// The singulariser's exceptions (lexicon `stemming`, decision 107): words the simple rules below would wrongly
// singularise, and irregular plurals.
const STEMMING = LEXICON_FILE_DATA.stemming!;
const KEEP: ReadonlySet<string> = new Set(STEMMING.keep);
const IRREGULAR: ReadonlyMap<string, string> = new Map(Object.entries(STEMMING.irregular));

/** A light singulariser: enough for food words ("eggs" -> "egg", "berries" -> "berry"). */
export function stem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (KEEP.has(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|'s)$/.test(word)) return word.slice(0, -1);
  return word;
}

const stemmed = new Map<string, string>();

function stemCached(word: string): string {
  let s = stemmed.get(word);
  if (s === undefined) {
    s = stem(word);
    stemmed.set(word, s);
  }
  return s;
}

function split(lower: string): string[] {
  const text = lower.includes("'") ? lower.replace(/'s\b/g, 's').replace(/'/g, '') : lower;
  const out = text.match(/[a-z0-9%]+/g) ?? [];
  for (let i = 0; i < out.length; i++) out[i] = stemCached(out[i]!);
  return out;
}

/** Words of a food phrase: letters and digits (with "%"), possessive apostrophes dropped, stemmed. */
export function words(text: string): string[] {
  return split(normalize(text));
}

/**
 * The same words for the database's own text, which is plain ASCII already: skips the unicode clean-up so
 * indexing 14,000 foods stays fast at start (decision 030).
 */
export function databaseWords(text: string): string[] {
  let ws = segmentWords.get(text);
  if (ws === undefined) {
    ws = split(text.toLowerCase());
    segmentWords.set(text, ws);
  }
  return ws;
}

// Name segments repeat a lot ("NS as to fat", "cooked"); callers never mutate the arrays.
const segmentWords = new Map<string, string[]>();
