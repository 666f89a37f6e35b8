// `npm run bench:scale -w @forkcast/bench`: three app servers on one PostgreSQL behind HAProxy, on loopback
// (src/scale.ts says what it does and checks). Prints requests/s and p99 for one server and for three, their
// ratio, the machine's load beside them, and the checks after one server is killed; writes
// results/scale.json. Runs as root when HAProxy must be installed (apt-get). A few minutes at most:
//
//   SCALE_PEOPLE=40        simulated people per phase (each about 24 requests)
//   SCALE_CONCURRENCY=16   people logging at the same time
//   SCALE_PHASE_LIMIT=60   seconds after which a phase starts no one new
//   BENCH_DATABASE_URL     PostgreSQL to create the run's database in (default postgres://postgres@127.0.0.1:5432/test)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, log } from './src/common.ts';
import { runScale } from './src/scale.ts';

const whole = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return n;
};
const options = {
  people: whole('SCALE_PEOPLE', 40),
  concurrency: whole('SCALE_CONCURRENCY', 16),
  phaseLimitSec: whole('SCALE_PHASE_LIMIT', 60),
};
if (options.people < 8) throw new Error('SCALE_PEOPLE must be at least 8 (the sign-in checks use 8 people)');

// The whole run is bounded: a stuck phase cannot keep the machine busy.
const guard = setTimeout(
  () => {
    log('the run took over 10 minutes: stopping');
    process.exit(2);
  },
  10 * 60 * 1000,
);
guard.unref();

const started = Date.now();
const r = await runScale(options);
const [oneA, threeA, threeB, oneB, again, kill] = r.phases as [Phase, Phase, Phase, Phase, Phase, Phase];
type Phase = (typeof r.phases)[number];
const yes = (ok: boolean) => (ok ? 'holds' : 'BROKEN');
const cpu = (c: { servers: number; proxy: number } | null) =>
  c ? `${(c.servers * 1000).toFixed(0)} ms servers + ${(c.proxy * 1000).toFixed(0)} ms proxy` : 'n/a';

const rows: [string, string][] = [
  [
    'one server: requests/s (two runs)',
    `${r.one.rps.toFixed(1)} (${oneA.rps.toFixed(1)}, ${oneB.rps.toFixed(1)})`,
  ],
  ['one server: p50 / p99 ms', `${r.one.p50} / ${r.one.p99}`],
  [
    'three servers: requests/s (two runs)',
    `${r.three.rps.toFixed(1)} (${threeA.rps.toFixed(1)}, ${threeB.rps.toFixed(1)})`,
  ],
  ['three servers: p50 / p99 ms', `${r.three.p50} / ${r.three.p99}`],
  ['scaling: requests/s three / one', r.scaling.rps.toFixed(2)],
  ['scaling: p99 three / one', r.scaling.p99.toFixed(2)],
  ['CPU per person-day, one server', cpu(r.one.cpuPerPerson)],
  ['CPU per person-day, three servers', cpu(r.three.cpuPerPerson)],
  ['CPU per returning day (no sign-up), one server', cpu(again.cpuPerPerson)],
  ['returning day: requests/s, p50 / p99 ms', `${again.rps.toFixed(1)}, ${again.p50} / ${again.p99}`],
  [
    'database per returning day',
    `${again.dbPerPerson.rowsWritten.toFixed(0)} rows written; ${r.bytesPerItem.toFixed(0)} bytes per item stored`,
  ],
  ['database per first day', `${oneA.dbPerPerson.rowsWritten.toFixed(0)} rows written`],
  ['kill run (three, b killed): requests/s', kill.rps.toFixed(1)],
  ['kill run: p50 / p99 ms', `${kill.p50} / ${kill.p99}`],
  ['kill run: requests sent again after a proxy/connection error', String(kill.retried)],
  [
    'acknowledged writes missing after SIGKILL',
    `${r.kill.itemsMissing} of ${r.kill.itemsAcknowledged} items; ${r.kill.profilesMissing} of ${r.kill.profilesAcknowledged} profiles`,
  ],
  ['sessions valid on the two servers still up', `${r.sessions.ok} of ${r.sessions.checked}`],
  [
    'sessions valid on the restarted server',
    `${r.sessionsAfterRestart.ok} of ${r.sessionsAfterRestart.checked}`,
  ],
  [
    'per-account sign-in limit across servers (12 wrong, 12 addresses)',
    `${yes(r.limits.perAccountHolds)}: ${r.limits.perAccount.join(' ')}; right password then ${r.limits.rightPasswordAfterLock}`,
  ],
  [
    'per-address sign-in limit across servers (7 accounts, 1 address)',
    `${yes(r.limits.perAddressHolds)}: ${r.limits.perAddress.join(' ')}`,
  ],
  [
    'analysis limit across servers (32 from 1 address)',
    `${yes(r.limits.analysisLimitHolds)}: ${r.limits.analyses.join(' ')}`,
  ],
  [
    'migrations with 3 servers starting at once',
    `${r.migrations.once && r.migrations.applied.length === r.migrations.expected ? 'each once' : 'WRONG'} (${r.migrations.applied.length} of ${r.migrations.expected}); all healthy in ${(r.concurrentStartMs / 1000).toFixed(1)} s`,
  ],
  [
    'migrations after the killed server restarted',
    `${r.migrationsAfter.once && r.migrationsAfter.applied.length === r.migrationsAfter.expected ? 'each once' : 'WRONG'}; healthy in ${(r.restartMs / 1000).toFixed(1)} s`,
  ],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(
  `\nScale out: ${r.phases.map((p) => `${p.name} ${p.people}`).join(', ')} people, ${options.concurrency} at a time`,
);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
console.log('\nLoad (uptime) beside each phase:');
for (const p of r.phases)
  console.log(`  ${p.name.padEnd(5)} before: ${p.loadBefore}\n        after:  ${p.loadAfter}`);
console.log('\np99 by request kind (ms):');
for (const p of r.phases) console.log(`  ${p.name.padEnd(5)} ${JSON.stringify(p.p99ByKind)}`);
for (const p of r.phases) {
  if (Object.keys(p.failures).length > 0)
    console.log(`  ${p.name} unexpected answers: ${JSON.stringify(p.failures)}`);
}

console.log('\nTables by rows read in sequential scans (the whole run):');
for (const t of r.tables.slice(0, 6) as {
  table: string;
  seqScans: number;
  seqRowsRead: number;
  indexScans: number;
  rows: number;
}[]) {
  console.log(
    `  ${t.table.padEnd(18)} ${t.seqScans} scans, ${t.seqRowsRead} rows read; ${t.indexScans} index scans; ${t.rows} rows`,
  );
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: BENCH_DIR, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
const seconds = (Date.now() - started) / 1000;
console.log(
  `\n${seconds.toFixed(0)} s on ${os.cpus().length} CPUs, Node ${process.version}, commit ${commit ?? '?'}.`,
);

// Without a kill every answer must be the one a day expects; with it, cut-off requests are sent again.
const held =
  [oneA, threeA, threeB, oneB, again].every((p) => Object.keys(p.failures).length === 0) &&
  r.kill.itemsMissing === 0 &&
  r.kill.profilesMissing === 0 &&
  r.sessions.refused === 0 &&
  r.sessionsAfterRestart.refused === 0 &&
  r.limits.perAccountHolds &&
  r.limits.perAddressHolds &&
  r.limits.analysisLimitHolds &&
  r.migrations.once &&
  r.migrations.applied.length === r.migrations.expected &&
  r.migrationsAfter.once;
// Only a run at the standard settings is the committed record; other runs go beside it (git-ignored).
const standard = options.people === 40 && options.concurrency === 16 && options.phaseLimitSec === 60;
const out = path.join(BENCH_DIR, 'results', standard ? 'scale.json' : 'scale-quick.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ generatedAt: new Date().toISOString(), commit, cpus: os.cpus().length, node: process.version, seconds, held, ...r }, null, 2)}\n`,
);
log(`wrote ${path.relative(process.cwd(), out)}`);
if (!held) {
  console.log('\nA guarantee did NOT hold (see above).');
  process.exitCode = 1;
}
