// The meal parser's figures come from the foods engineer's bench/parse.ts (`npm run bench:parse`), run as is
// in a process of its own; its printed lines are read back into rows.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIR, log } from './common.ts';
import type { Row, SectionResult } from './common.ts';

export function runParsing(): SectionResult {
  log('meal parser (bench/parse.ts)');
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'parse.ts')], {
    cwd: BENCH_DIR,
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    return {
      rows: [],
      data: { error: r.stderr },
      notes: [`Parsing FAILED: bench/parse.ts exited ${r.status}: ${r.stderr.slice(-500)}`],
    };
  }
  const out = r.stdout;
  const grab = (re: RegExp) => re.exec(out)?.slice(1) ?? null;
  const rows: Row[] = [];
  const db = grab(/Food database: (\d+) foods, loaded and indexed in (\d+) ms/);
  const meals = grab(/Dev set: (\d+) meal/);
  const carbs = grab(/within 7\.5 g of carbohydrate: ([\d.]+%)/);
  const kcal = grab(/kcal mean absolute error per meal:\s+([\d.]+) kcal/);
  const foods = grab(/expected foods picked exactly:\s+([\d.]+%)/);
  const latency = grab(/p50 ([\d.]+) ms, p95 ([\d.]+) ms/);
  if (latency)
    rows.push({
      section: 'Parsing',
      measure: 'latency per description: p50 / p95 ms',
      value: `${latency[0]} / ${latency[1]}`,
    });
  if (carbs && meals)
    rows.push({
      section: 'Parsing',
      measure: `dev set (${meals[0]} meals): within 7.5 g carbs`,
      value: carbs[0]!,
    });
  if (kcal)
    rows.push({ section: 'Parsing', measure: 'kcal mean absolute error per meal', value: `${kcal[0]} kcal` });
  if (foods) rows.push({ section: 'Parsing', measure: 'expected foods picked exactly', value: foods[0]! });
  if (db)
    rows.push({
      section: 'Parsing',
      measure: 'food database load + index',
      value: `${db[1]} ms (${db[0]} foods)`,
    });
  const notes = rows.length === 0 ? [`Parsing: output not recognised:\n${out}`] : [];
  return { rows, data: { output: out.trim().split('\n') }, notes };
}
