// Issue 10 (item 2): the person sees what an analysed item matched in the food database and corrects it with one
// tap: another food the words could mean, or another of the food's household measures. The math is here once;
// the web applies the patch to a just-analysed or a stored item alike (decision 106).
import { EXTRA_NUTRIENTS, EXTRA_NUTRIENT_INFO, LIMITS } from '../schemas/limits.ts';
import type {
  AnalyzedAlternative,
  ExtraNutrient,
  FoodItem,
  FoodItemPatch,
  HouseholdPortion,
} from '../schemas/index.ts';

/** Fiber, sugars and sodium where known (issue 14); null (an alternative's unknown) counts as not known. */
type Extras = { [K in ExtraNutrient]?: number | null | undefined };
import { roundTo } from '../round.ts';
import { convertQuantity } from './units.ts';
import { pickValues } from './alternatives.ts';

/** An item's numbers with the grams they are for (a stored item with `foodId` and `grams`). */
export type GramValues = Pick<FoodItem, 'calories' | 'protein' | 'carbs' | 'fat'> & { grams: number };

/**
 * The values for `grams`, from the item's own values per gram: calories whole, macros one decimal, grams one
 * decimal (as analysis results are). Numbers the person stated ("250 calories") keep their proportion. An
 * item without a usable weight, or a target that is not above 0, is returned unchanged.
 */
export function atGrams<T extends GramValues>(item: T, grams: number): T {
  if (!Number.isFinite(grams) || grams <= 0) return { ...item };
  if (!Number.isFinite(item.grams) || item.grams <= 0) return { ...item };
  const k = grams / item.grams;
  const next: T = {
    ...item,
    grams: roundTo(grams, 1),
    calories: roundTo(item.calories * k),
    protein: roundTo(item.protein * k, 1),
    carbs: roundTo(item.carbs * k, 1),
    fat: roundTo(item.fat * k, 1),
  };
  // Issue 14: fiber, sugars and sodium follow the weight too, where known.
  for (const key of EXTRA_NUTRIENTS) {
    const value = (item as Extras)[key];
    if (typeof value === 'number')
      (next as Extras)[key] = roundTo(value * k, EXTRA_NUTRIENT_INFO[key].decimals);
  }
  return next;
}

const AMOUNT = /^(\d+(?:\.\d+)?|\d+\/\d+)\s+(.+)$/;

/**
 * A household measure's label as an amount: '1 cup' is 1 cup, '1/2 cup' 0.5 cup, '3 oz' 3 oz, '1 medium (7" long)'
 * 1 medium (the detail in brackets stays in the label), FNDDS's 'Quantity not specified' 1 serving, a label with
 * no number in front ('Skin from 1 drumstick') 1 of itself. Units are at most 50 characters (the item schema).
 */
export function portionAmount(label: string): { quantity: number; units: string } {
  const text = label.trim();
  if (/^quantity not specified$/i.test(text) || text === '') return { quantity: 1, units: 'serving' };
  const m = AMOUNT.exec(text);
  let quantity = 1;
  let rest = text;
  if (m) {
    const [n, d] = m[1]!.split('/').map(Number) as [number, number | undefined];
    const q = d === undefined ? n : d > 0 ? n / d : NaN;
    if (Number.isFinite(q) && q > 0) {
      quantity = roundTo(q, 3);
      rest = m[2]!;
    }
  }
  const units = rest.replace(/\s*\(.*\)\s*$/, '').trim() || rest;
  return { quantity, units: units.slice(0, 50) };
}

/** Units that measure a weight or a volume (an amount, not a count of pieces). */
function isMeasure(units: string): boolean {
  return convertQuantity(1, units, 'grams') !== null || convertQuantity(1, units, 'cups') !== null;
}

/** A stored item linked to a database food, with its weight: only such an item can be corrected. */
export type MatchedItem = Pick<
  FoodItem,
  'name' | 'calories' | 'protein' | 'carbs' | 'fat' | 'quantity' | 'units'
> &
  Extras & {
    foodId?: string | null | undefined;
    grams?: number | null | undefined;
  };

function hasGrams(item: MatchedItem): item is MatchedItem & { grams: number } {
  return typeof item.grams === 'number' && Number.isFinite(item.grams) && item.grams > 0;
}

/** One household measure offered for an item: what one tap gives, and whether the item is at it already. */
export interface PortionChoice {
  portion: HouseholdPortion;
  patch: FoodItemPatch & { quantity: number; units: string; grams: number; calories: number };
  current: boolean;
}

/**
 * How many of a measure the item is: an item already counted in one of the food's measures keeps its count
 * ('2 cups' is 2), a count of pieces keeps its count ('3 tacos' at '1 large' is 3 large tacos), a weight or a
 * volume of another kind is one measure ('200 grams' at '1 cup' is 1 cup).
 */
function countOf(item: MatchedItem, portions: readonly HouseholdPortion[]): number {
  if (!(item.quantity > 0)) return 1;
  const units = item.units.trim().toLowerCase();
  const same = portions.map((p) => portionAmount(p.label)).find((a) => a.units.toLowerCase() === units);
  if (same) return item.quantity / same.quantity;
  return isMeasure(item.units) ? 1 : item.quantity;
}

/**
 * The item at each of its food's household measures (decision 106). The values follow from the item's values
 * per gram (`atGrams`); foodId stays, grams become the measure's. Measures giving the same amount are offered once.
 */
export function portionChoices(item: MatchedItem, portions: readonly HouseholdPortion[]): PortionChoice[] {
  const count = countOf(item, portions);
  const out: PortionChoice[] = [];
  for (const portion of portions) {
    if (!(portion.grams > 0)) continue;
    const amount = portionAmount(portion.label);
    const grams = roundTo(portion.grams * count, 1);
    const values = hasGrams(item)
      ? pickValues(atGrams({ ...pickValues(item), grams: item.grams }, grams))
      : pickValues(item);
    const patch = { ...values, quantity: roundTo(amount.quantity * count, 2), units: amount.units, grams };
    if (out.some((c) => c.patch.units === patch.units && c.patch.grams === patch.grams)) continue;
    out.push({ portion, patch, current: false });
  }
  // The item's own amount: the measure it is counted in, or else any measure of the same weight ('2 pieces' of
  // egg are '2 eggs').
  const own = out.filter((c) => c.patch.grams === item.grams);
  const exact = own.filter((c) => c.patch.units === item.units);
  for (const c of exact.length > 0 ? exact : own) c.current = true;
  return out;
}

/**
 * The item as another food the words could mean, for the same grams: the alternative's name and values
 * (rescaled when the item's weight changed since the analysis), its foodId; quantity and units stay.
 */
export function alternativeChoice(item: MatchedItem, alternative: AnalyzedAlternative): FoodItemPatch {
  const grams = hasGrams(item) ? item.grams : alternative.grams;
  const values = atGrams({ ...pickValues(alternative), grams: alternative.grams }, grams);
  // Issue 14: the other food's fiber, sugars and sodium; one it does not know clears the item's.
  const extras: FoodItemPatch = {};
  for (const key of EXTRA_NUTRIENTS) {
    const value = (values as Extras)[key];
    if (typeof value === 'number') extras[key] = value;
    else if (typeof item[key] === 'number') extras[key] = null;
  }
  return {
    name: alternative.name.slice(0, LIMITS.name.max),
    ...pickValues(values),
    ...extras,
    foodId: alternative.foodId,
    grams: roundTo(grams, 1),
  };
}
