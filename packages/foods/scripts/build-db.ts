// `npm run build:foods`: reads <repo>/../shared/data (never at run time) and writes db/foods.json.gz.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildDatabase } from './builder.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const shared = process.env.FORKCAST_SHARED_DIR ?? resolve(repo, '../shared');
const fnddsDir = join(shared, 'data/usda-fndds-2021-2023');
const srDir = join(shared, 'data/usda-sr28');
const out = join(here, '../db/foods.json.gz');

const utf8 = (p: string) => readFileSync(p, 'utf8');
// SR28's relational files are Windows-1252 (SOURCE.md); latin1 decodes the bytes they use except
// 0x91/0x92 curly quotes, which the builder would keep as control characters, so map them.
const cp1252 = (p: string) =>
  readFileSync(p, 'latin1')
    .replace(/\u0091|\u0092/g, "'")
    .replace(/\u0093|\u0094/g, '"');

const started = Date.now();
const text = buildDatabase(
  {
    nutrients: utf8(join(fnddsDir, '2021-2023 FNDDS At A Glance - FNDDS Nutrient Values.csv')),
    foods: utf8(join(fnddsDir, '2021-2023 FNDDS At A Glance - Foods and Beverages.csv')),
    portions: utf8(join(fnddsDir, '2021-2023 FNDDS At A Glance - Portions and Weights.csv')),
  },
  {
    foodDes: cp1252(join(srDir, 'FOOD_DES.txt')),
    weight: cp1252(join(srDir, 'WEIGHT.txt')),
    abbrev: utf8(join(srDir, 'ABBREV.txt')),
    fdGroup: cp1252(join(srDir, 'FD_GROUP.txt')),
  },
);
mkdirSync(dirname(out), { recursive: true });
// level 9 and no file name/mtime in the header: same text -> same bytes.
const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
writeFileSync(out, gz);
console.log(
  `Wrote ${out}: ${(gz.length / 1e6).toFixed(2)} MB gzipped (${(text.length / 1e6).toFixed(2)} MB JSON) in ${Date.now() - started} ms`,
);
