// `npm run build:foods`: reads <repo>/../shared/data (never at run time) and writes db/foods.json.gz.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDatabase } from './builder.ts';
import { DB_FILE, SHARED_DIR, readSources, sourcesPresent } from './sources.ts';

if (!sourcesPresent()) {
  console.error(
    `USDA tables not found under ${SHARED_DIR}/data (set FORKCAST_SHARED_DIR to point elsewhere).`,
  );
  process.exit(1);
}
const started = Date.now();
const { fndds, sr28 } = readSources();
const text = buildDatabase(fndds, sr28);
mkdirSync(dirname(DB_FILE), { recursive: true });
// Level 9 and node's gzip header (no name, mtime 0): the same text gives the same bytes.
const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
writeFileSync(DB_FILE, gz);
console.log(
  `Wrote ${DB_FILE}: ${(gz.length / 1e6).toFixed(2)} MB gzipped (${(text.length / 1e6).toFixed(2)} MB JSON) in ${Date.now() - started} ms`,
);
