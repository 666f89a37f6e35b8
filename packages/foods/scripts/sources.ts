// Reads the USDA tables from the shared data folder (build time only; the app never reads it).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FnddsSources, Sr28Sources } from './builder.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** `<repo>/../shared`, or FORKCAST_SHARED_DIR when set. */
export const SHARED_DIR = process.env.FORKCAST_SHARED_DIR ?? resolve(here, '../../../../shared');
export const DB_FILE = resolve(here, '../db/foods.json.gz');

const FNDDS = 'data/usda-fndds-2021-2023';
const SR28 = 'data/usda-sr28';

export function sourcesPresent(shared: string = SHARED_DIR): boolean {
  return existsSync(join(shared, FNDDS)) && existsSync(join(shared, SR28));
}

const utf8 = (p: string) => readFileSync(p, 'utf8');
// SR28's relational files are Windows-1252 (SOURCE.md). latin1 reads every byte they use; the curly quotes
// 0x91-0x94 land on C1 control characters, mapped here to plain quotes.
const cp1252 = (p: string) =>
  readFileSync(p, 'latin1')
    .replace(/[\u0091\u0092]/g, "'")
    .replace(/[\u0093\u0094]/g, '"');

export function readSources(shared: string = SHARED_DIR): { fndds: FnddsSources; sr28: Sr28Sources } {
  const f = (name: string) => join(shared, FNDDS, `2021-2023 FNDDS At A Glance - ${name}.csv`);
  const s = (name: string) => join(shared, SR28, name);
  return {
    fndds: {
      nutrients: utf8(f('FNDDS Nutrient Values')),
      foods: utf8(f('Foods and Beverages')),
      portions: utf8(f('Portions and Weights')),
    },
    sr28: {
      foodDes: cp1252(s('FOOD_DES.txt')),
      weight: cp1252(s('WEIGHT.txt')),
      // This copy of ABBREV.txt was re-saved as UTF-8 (SOURCE.md).
      abbrev: utf8(s('ABBREV.txt')),
      fdGroup: cp1252(s('FD_GROUP.txt')),
    },
  };
}
