// Meal analysis (issue 5 parts 3-5): text through the AI provider when one is configured, otherwise through
// the offline parser over the built-in food database; photos only through a vision model. The model's foods
// are grounded in the database where the match is confident, so the numbers come from USDA (decision 041).
import {
  isLowConfidence,
  PHOTO_ANALYSIS_UNAVAILABLE,
  scaleItem,
  type EstimateItem,
  type Favorite,
} from '@forkcast/core';
import {
  groundItem,
  loadFoodDatabase,
  mealNamed,
  type AnalyzedItem,
  type FoodDatabase,
} from '@forkcast/foods';
import { createAiProvider, type AiImage, type AiProviderConfig } from '../ai/provider.ts';
import { HttpError } from '../http/errors.ts';
import { createAnalyzePool, type AnalyzePool } from './analyze-pool.ts';

/** Spec section 8: the alerts shown when analysis fails. */
export const TEXT_ANALYSIS_FAILED =
  "Sorry, I couldn't understand that. Please try again with a clearer description.";
export const PHOTO_ANALYSIS_FAILED =
  "Sorry, I couldn't analyze that photo. Please try again with a clearer picture.";
export { PHOTO_ANALYSIS_UNAVAILABLE };

/** How much an ungrounded model estimate is trusted, against the database's own match confidences. */
export const MODEL_ESTIMATE_CONFIDENCE = 0.5;
/** Beyond this factor between the model's calories and the database's, the database match is suspect. */
export const GROUNDING_MAX_RATIO = 3;
/** Small amounts are compared by difference instead (black coffee: 2 kcal against 5 is no disagreement). */
export const GROUNDING_MAX_DIFFERENCE = 50;

export interface AnalyzerLogger {
  warn(details: object, message: string): void;
}

export interface AnalyzerConfig extends AiProviderConfig {
  /** Where provider failures are written (their detail never reaches the browser); the console by default. */
  logger?: AnalyzerLogger;
  /** The worker threads the offline parser runs in (issue 11); made from defaults (and closed) when absent. */
  pool?: AnalyzePool;
}

export interface Analyzer {
  capabilities: { text: 'database' | 'ai'; photo: boolean };
  /** `gone`: the asker went away; an offline analysis still waiting for a thread is dropped (decision 221). */
  analyzeText(
    text: string,
    favorites: Favorite[],
    gone?: AbortSignal,
  ): Promise<{ items: AnalyzedItem[]; source: 'database' | 'ai'; unmatched: string[] }>;
  analyzePhoto(
    image: AiImage,
    description: string | undefined,
    favorites: Favorite[],
  ): Promise<{ items: AnalyzedItem[]; source: 'ai'; unmatched: string[] }>;
  /** Stops the worker threads (the server's close calls it). */
  close(): Promise<void>;
}

export const textAnalysisFailed = () => new HttpError(502, 'analysis_failed', TEXT_ANALYSIS_FAILED);
export const photoAnalysisFailed = () => new HttpError(502, 'analysis_failed', PHOTO_ANALYSIS_FAILED);
export const photoAnalysisUnavailable = () =>
  new HttpError(400, 'photo_analysis_unavailable', PHOTO_ANALYSIS_UNAVAILABLE);

const consoleLogger: AnalyzerLogger = { warn: (details, message) => console.warn(message, details) };

export function createAnalyzer(config: AnalyzerConfig): Analyzer {
  const provider = createAiProvider(config);
  const log = config.logger ?? consoleLogger;
  let db: FoodDatabase | undefined;
  // Loaded on first use: a server that only ever answers with the model need not hold it in memory.
  const database = () => (db ??= loadFoodDatabase());

  // The offline parser's reply: the items it understood and the phrases it skipped (issue 10), computed in a
  // worker thread within a time budget (issue 11).
  const pool = config.pool ?? createAnalyzePool();
  const offline = (text: string, favorites: Favorite[], gone?: AbortSignal) =>
    pool.analyze(text, favorites, gone);

  return {
    capabilities: { text: provider ? 'ai' : 'database', photo: Boolean(provider?.visionModel) },

    async analyzeText(text, favorites, gone) {
      const trimmed = text.trim();
      if (!provider) return { ...(await offline(trimmed, favorites, gone)), source: 'database' };
      let estimates: EstimateItem[];
      try {
        estimates = await provider.estimateText(trimmed, favorites);
      } catch (error) {
        // The provider being down should not stop someone logging "2 eggs": fall back to the offline parser,
        // and say we could not understand only when it finds nothing either (decision 041).
        log.warn({ err: error }, 'AI text analysis failed; falling back to the food database');
        const result = await offline(trimmed, favorites, gone);
        if (result.items.length === 0) throw textAnalysisFailed();
        return { ...result, source: 'database' };
      }
      return {
        items: withMeal(ground(estimates, trimmed, favorites, database()), trimmed),
        source: 'ai',
        unmatched: [],
      };
    },

    async analyzePhoto(image, description, favorites) {
      if (!provider?.visionModel) throw photoAnalysisUnavailable();
      let estimates: EstimateItem[];
      try {
        estimates = await provider.estimatePhoto(image, description, favorites);
      } catch (error) {
        log.warn({ err: error }, 'AI photo analysis failed');
        throw photoAnalysisFailed();
      }
      return {
        items: withMeal(ground(estimates, description ?? '', favorites, database()), description ?? ''),
        source: 'ai',
        unmatched: [],
      };
    },

    // A pool passed in is the caller's to close.
    close: () => (config.pool ? Promise.resolve() : pool.close()),
  };
}

// "450 calories", "30g protein", "protein: 25": the user gave the numbers, and spec section 7 says the
// user's numbers take priority, so the database must not overwrite them.
const EXPLICIT_NUMBERS =
  /\d\s*(?:g|grams?)?\s*(?:of\s+)?(?:k?cals?|kcal|calories|kj|protein|carbs?|carbohydrates?|fat)\b|\b(?:k?cals?|calories|protein|carbs?|fat)\s*[:=]?\s*\d/i;

export function userGaveNutritionNumbers(text: string): boolean {
  return EXPLICIT_NUMBERS.test(text);
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function fromModel(e: EstimateItem): AnalyzedItem {
  return {
    ...e,
    grams: sameText(e.units, 'grams') ? e.quantity : null,
    foodId: null,
    confidence: MODEL_ESTIMATE_CONFIDENCE,
  };
}

function plausible(database: number, model: number): boolean {
  if (Math.abs(database - model) <= GROUNDING_MAX_DIFFERENCE) return true;
  return database <= model * GROUNDING_MAX_RATIO && model <= database * GROUNDING_MAX_RATIO;
}

/** Issue 14: a model's items take the one meal the words name ("for dinner ..."); none when they name none or several. */
export function withMeal(items: AnalyzedItem[], text: string): AnalyzedItem[] {
  const meal = mealNamed(text);
  return meal ? items.map((item) => ({ ...item, meal })) : items;
}

/**
 * Decision 041. Each model item becomes, in order of preference:
 * 1. the user's favorite of that name and units, scaled to the amount (the user's own numbers);
 * 2. the model's numbers, when the user wrote nutrition numbers (spec section 7: they take priority);
 * 3. the database food and grams from `groundItem`, when it matches with confidence at least 0.7 and its
 *    calories are within a factor 3 (or 50 kcal) of the model's;
 * 4. the model's numbers as they are.
 */
export function ground(
  estimates: readonly EstimateItem[],
  userText: string,
  favorites: readonly Favorite[],
  db: FoodDatabase,
  groundWith: typeof groundItem = groundItem,
): AnalyzedItem[] {
  const keepModelNumbers = userGaveNutritionNumbers(userText);
  return estimates.map((e) => {
    const favorite = favorites.find((f) => sameText(f.name, e.name) && sameText(f.units, e.units));
    if (favorite) {
      const scaled = scaleItem(favorite, e.quantity);
      return {
        name: favorite.name,
        calories: Math.round(scaled.calories),
        protein: oneDecimal(scaled.protein),
        carbs: oneDecimal(scaled.carbs),
        fat: oneDecimal(scaled.fat),
        ...(scaled.fiber !== undefined && { fiber: scaled.fiber }),
        ...(scaled.sugars !== undefined && { sugars: scaled.sugars }),
        ...(scaled.sodium !== undefined && { sodium: scaled.sodium }),
        units: favorite.units,
        quantity: e.quantity,
        grams: null,
        foodId: null,
        confidence: 1,
      };
    }
    if (keepModelNumbers) return fromModel(e);
    const grounded = groundWith({ name: e.name, quantity: e.quantity, units: e.units }, { db });
    if (
      !grounded ||
      // A match core marks "Low confidence" (decision 106) does not replace the model's numbers: the model, which
      // saw the whole description, is the better guess (a "mystery casserole" is not green bean casserole).
      isLowConfidence(grounded.confidence) ||
      !plausible(grounded.calories, e.calories)
    ) {
      return fromModel(e);
    }
    // The model's name is how the person would say it ("Scrambled eggs"); the numbers are USDA's.
    return { ...grounded, name: e.name };
  });
}
