// The favorites a description could name (issue 11): each favorite's name is tokenized once per analysis, not
// once per phrase, and only those that can match a phrase of this text go on to the parser. A phrase names a
// favorite when their content words are equal, or when two or more words of the phrase are all in the name
// (parse.ts, favoriteFor), so a favorite sharing no such words with the text can never match. Of favorites
// with the same words, only the first can ever be chosen. At most LIMITS.favorites.matchedMax are kept.
import { LIMITS, type Favorite } from '@forkcast/core';
import { STOPWORDS } from './search.ts';
import { words } from './text.ts';

export function relevantFavorites(
  text: string,
  favorites: readonly Favorite[],
  max: number = LIMITS.favorites.matchedMax,
): Favorite[] {
  if (favorites.length === 0) return [];
  const inText = new Set(words(text));
  const seen = new Set<string>();
  const kept: Favorite[] = [];
  for (const favorite of favorites) {
    const all = words(favorite.name);
    const content = all.filter((w) => !STOPWORDS.has(w));
    const identity = `${content.join(' ')}|${[...new Set(all)].sort().join(' ')}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const contentInText = content.length > 0 && content.every((w) => inText.has(w));
    const shared = new Set(all.filter((w) => inText.has(w))).size;
    if (contentInText || shared >= 2) kept.push(favorite);
    if (kept.length >= max) break;
  }
  return kept;
}
