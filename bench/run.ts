// `npm run bench`: every benchmark, one table, and bench/results/latest.json. Figures that drift with the
// machine are printed beside a reference measured in the same run, as a ratio (decision 080).
//
//   BENCH_DURATION=10      seconds per API endpoint (and per bare reference); 2 gives a quick run
//   BENCH_CONNECTIONS=50   autocannon connections
//   BENCH_ONLY=api,history,web,parse   a subset of sections
//   BENCH_ENDPOINTS=history   only these API endpoints (getDay, postItem, postItemPeople, history, analyze)
//   BENCH_ENGINES=sqlite      only these engines (sqlite, postgres)
//   BENCH_SKIP_BUILD=1     reuse packages/web/dist instead of building it
//   BENCH_DATABASE_URL     PostgreSQL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
//   CHROME_PATH            Chromium for Lighthouse (default /usr/bin/chromium)
//   BENCH_LIGHTHOUSE_DIR   keep each full Lighthouse report (JSON) in this folder
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApi } from './src/api.ts';
import { BENCH_DIR, log } from './src/common.ts';
import type { Row, SectionResult } from './src/common.ts';
import { runHistory } from './src/history.ts';
import { runParsing } from './src/parsing.ts';
import { runWeb } from './src/web.ts';

const durationSec = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = (process.env.BENCH_ONLY ?? 'api,history,web,parse').split(',').map((s) => s.trim());

const started = Date.now();
const sections: Record<string, SectionResult> = {};
if (only.includes('parse')) sections.parse = runParsing();
if (only.includes('history')) sections.history = await runHistory();
if (only.includes('api')) sections.api = await runApi({ durationSec, connections });
if (only.includes('web')) sections.web = await runWeb();

const rows: Row[] = Object.values(sections).flatMap((s) => s.rows);
const notes = Object.values(sections).flatMap((s) => s.notes);

function table(list: Row[]): string {
  const header = ['Section', 'Measure', 'Engine', 'Value', 'Reference (same run)', 'Ratio', 'Goal'];
  const cells = list.map((r) => [
    r.section,
    r.measure,
    r.engine ?? '',
    r.value,
    r.reference ?? '',
    r.ratio === undefined ? '' : r.ratio.toFixed(r.ratio < 0.1 ? 3 : 2),
    r.goal ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: BENCH_DIR, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();

console.log(table(rows));
for (const n of notes) console.log(`\n${n}`);
const seconds = (Date.now() - started) / 1000;
console.log(
  `\n${rows.length} figures in ${seconds.toFixed(0)} s on ${os.cpus().length} CPUs, Node ${process.version}, commit ${commit ?? '?'}.`,
);

const results = {
  generatedAt: new Date().toISOString(),
  commit,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  settings: { durationSec, connections, sections: only },
  seconds,
  rows,
  notes,
  sections: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.data])),
};
// Only a full run at the standard settings is the committed record; quicker runs go beside it (git-ignored).
const full = only.length === 4 && durationSec === 10 && connections === 50;
const out = path.join(BENCH_DIR, 'results', full ? 'latest.json' : 'quick.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
log(`wrote ${path.relative(process.cwd(), out)}`);
