// What the bottom bar does with an analysis (spec sections 4 and 5, issue 10): its items logged with their matches
// remembered, or the message that says why not. Loaded with the first analysis (or when the chat box or the
// camera is first used), so home shows without it (issue 15, decision 159).
import { newItemId } from '@forkcast/core';
import type { NewFoodItem } from '@forkcast/core';
import { ApiError } from '../../data/api.ts';
import type { AnalyzedItem } from '../../data/remote.ts';
import type { Analysis } from '../../hooks/useRemote.ts';

/** Server answers whose own words say more than the spec's generic alert (no AI provider, a bad file...). */
const SPECIFIC_CODES = new Set([
  'photo_analysis_unavailable',
  'invalid_image',
  'image_too_large',
  'rate_limited',
]);

/** Issue 6: offline, everything but analysis works; say so rather than blame the words or the photo. */
export const OFFLINE_MESSAGE = "You're offline. Add items manually, or try again when you're back online.";

/** Issue 12: a photo is analysed on the server only; offline, say that it needs a connection. */
export const PHOTO_OFFLINE_MESSAGE =
  "Photo analysis needs a connection. Add items manually, or try again when you're back online.";

function failureMessage(err: unknown, fallback: string, offlineMessage = OFFLINE_MESSAGE): string {
  if (err instanceof ApiError && err.code === 'network') {
    return typeof navigator !== 'undefined' && !navigator.onLine ? offlineMessage : err.message;
  }
  return err instanceof ApiError && SPECIFIC_CODES.has(err.code) ? err.message : fallback;
}

/** The logged item keeps the database food and its grams (issue 10), so its portion can be changed later. */
export const toNewItem = ({
  name,
  calories,
  protein,
  carbs,
  fat,
  units,
  quantity,
  foodId,
  grams,
  fiber,
  sugars,
  sodium,
  meal,
}: AnalyzedItem): NewFoodItem => ({
  name,
  calories,
  protein,
  carbs,
  fat,
  units,
  quantity,
  ...(foodId ? { foodId } : {}),
  ...(grams !== null && grams !== undefined ? { grams } : {}),
  // Issue 14: the nutrients the database knows, and the meal the words named.
  ...(typeof fiber === 'number' ? { fiber } : {}),
  ...(typeof sugars === 'number' ? { sugars } : {}),
  ...(typeof sodium === 'number' ? { sodium } : {}),
  ...(meal ? { meal } : {}),
});

export interface AnalyzeAndLog {
  analyze: () => Promise<Analysis>;
  /** The message when the analysis fails or finds nothing. */
  failed: string;
  /** A photo's analysis: offline, the message says photos need a connection. */
  photo?: boolean;
  /** Shows a failure (the bar withdraws it when the next analysis runs). */
  fail: (message: string) => void;
  /** The words the analysis could not read. */
  skipped: (words: string[]) => void;
  remember: (ids: string[], items: AnalyzedItem[]) => void;
  log: (items: NewFoodItem[]) => Promise<unknown>;
  /** The items could not be logged. */
  addFailed: () => void;
}

/** Runs one analysis and logs its items; resolves true once they are logged. */
export async function analyzeAndLog({
  analyze,
  failed,
  photo = false,
  fail,
  skipped,
  remember,
  log,
  addFailed,
}: AnalyzeAndLog): Promise<boolean> {
  let items: AnalyzedItem[];
  try {
    const analysis = await analyze();
    items = analysis.items;
    skipped(analysis.unmatched);
  } catch (err) {
    fail(failureMessage(err, failed, photo ? PHOTO_OFFLINE_MESSAGE : OFFLINE_MESSAGE));
    return false;
  }
  if (items.length === 0) {
    fail(failed);
    return false;
  }
  try {
    // Ids made here, so each row knows its match from its first render (useLogItems keeps given ids).
    const now = Date.now();
    const newItems = items.map((item) => ({ ...toNewItem(item), id: newItemId(now, Math.random) }));
    remember(
      newItems.map((item) => item.id),
      items,
    );
    await log(newItems);
    return true;
  } catch {
    addFailed();
    return false;
  }
}
