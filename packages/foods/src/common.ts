// The common-form table and the word alternatives (decision 035), read from the lexicon (data/lexicon.json,
// `commonForms` and `alternatives`, each entry with its reason; decision 102): what an NHANES coder picks for a
// plainly named food, and the words FNDDS names use for the words people say. Everything not listed there is left
// to the ranking (decision 032), which already prefers FNDDS's "NS as to ..." and "NFS" codes.
import { LEXICON_FILE_DATA } from './lexicon.ts';

/** A food code, optionally with the portion to use when the user gives a count or no amount. */
export interface CommonForm {
  code: string;
  portion?: string;
  /** The code to use when the user gives a size ("a large fries" is a fast-food order). */
  sized?: string;
  /**
   * Said in the plural with no count ("cherry tomatoes", "baby carrots"), at least two of the portion and never less
   * than FNDDS's default serving, as decision 210's plurals (decision 228).
   */
  several?: boolean;
}

/** Plain names -> the form as usually eaten. */
export const COMMON_FORMS: Readonly<Record<string, CommonForm>> = Object.fromEntries(
  (LEXICON_FILE_DATA.commonForms?.entries ?? []).map((e) => [
    e.phrase,
    {
      code: e.code,
      ...(e.portion ? { portion: e.portion } : {}),
      ...(e.sized ? { sized: e.sized } : {}),
      ...(e.several ? { several: true } : {}),
    },
  ]),
);

/** Query words that also stand for other words in FNDDS names. */
export const ALTERNATIVES: Readonly<Record<string, string[]>> = Object.fromEntries(
  (LEXICON_FILE_DATA.alternatives?.entries ?? []).map((e) => [e.word, e.alsoMeans]),
);
