// The parser's numeric constants, as data fitted on the training part (issue 10, decision 105): see
// data/weights.json for each one's reason and grid, and scripts/fit.ts for the fit.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WEIGHTS_FILE = fileURLToPath(new URL('../data/weights.json', import.meta.url));

export interface WeightSpec {
  value: number;
  grid: number[];
  why: string;
}

export type WeightName =
  | 'minScore'
  | 'minCoverage'
  | 'minAnchoredCoverage'
  | 'partialMatchFactor'
  | 'wholeDishBonus'
  | 'synonymMatch'
  | 'laterSegmentMatch'
  | 'openSegmentMatch'
  | 'headNounBonus'
  | 'largeContainerFactor'
  | 'smallContainerFactor'
  | 'handfulGrams'
  | 'containerFormMargin'
  | 'restaurantFormMargin'
  | 'packageCountMax';

export const WEIGHT_SPECS = (
  JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as { weights: Record<WeightName, WeightSpec> }
).weights;

/** The values in use. Mutable only so that the fit script can try others in process; the parser only reads. */
export const WEIGHTS = Object.fromEntries(
  Object.entries(WEIGHT_SPECS).map(([k, v]) => [k, v.value]),
) as Record<WeightName, number>;
