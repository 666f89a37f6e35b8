// `npm run bench:expenditure`: how far the estimated expenditure (issue 13) is from the truth on simulated
// people, as percentiles and a histogram. Prints figures only (house rule: no timed assertions).
//
//   SEEDS=500   simulated people per scenario
import { estimateExpenditureDetail } from '@forkcast/core';
import { simulatePerson, simulationDay, trueExpenditure, type PersonOptions } from '@forkcast/core/simulate';

const seeds = Number(process.env.SEEDS ?? 500);

type Scenario = { name: string; t: number; options?: PersonOptions };
const scenarios: Scenario[] = [
  { name: 'typical, after 2 weeks', t: 14 },
  { name: 'typical, after 4 weeks', t: 28 },
  { name: 'typical, after 8 weeks', t: 56 },
  {
    name: 'starts mid-diet (8 weeks in, -500/day), 4 weeks',
    t: 28,
    options: { dietDaysBefore: 56, deficit: 500 },
  },
  { name: 'stops logging weeks 7-8, at week 8', t: 56, options: { logGap: { from: 42, to: 56 } } },
  { name: 'weighs once a week, after 8 weeks', t: 56, options: { weighInsPerWeek: 1 } },
  { name: 'water weight lingers (AR 0.5), 4 weeks', t: 28, options: { waterCorrelation: 0.5 } },
  { name: 'body at 3,000 kcal/lb (estimator 3,500), 4 weeks', t: 28, options: { kcalPerLb: 3000 } },
  { name: 'body at 4,000 kcal/lb (estimator 3,500), 4 weeks', t: 28, options: { kcalPerLb: 4000 } },
];

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
const pad = (s: string | number, n: number) => String(s).padStart(n);

console.log(
  `Estimated expenditure vs the truth, ${seeds} simulated people per scenario (absolute error, kcal/day)`,
);
console.log(
  `${'scenario'.padEnd(50)}${pad('p50', 6)}${pad('p75', 6)}${pad('p90', 6)}${pad('p95', 6)}${pad('<=150', 7)}${pad('in range', 9)}${pad('formula p50', 12)}  confidence (formula/low/medium/high)`,
);
let histogram: number[] = [];
for (const s of scenarios) {
  const errors: number[] = [];
  const formulaErrors: number[] = [];
  let covered = 0;
  const conf = { formula: 0, low: 0, medium: 0, high: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    const p = simulatePerson(seed, { ...s.options, days: s.t + 1 });
    const e = estimateExpenditureDetail({
      date: simulationDay(s.t),
      today: simulationDay(s.t),
      days: p.days,
      weights: p.weights,
      profile: p.profile,
    });
    const truth = trueExpenditure(p, s.t);
    errors.push(Math.abs(e.exact.tdee - truth));
    formulaErrors.push(Math.abs(p.formula - truth));
    if (truth >= e.low && truth <= e.high) covered++;
    conf[e.confidence]++;
  }
  if (s.name === 'typical, after 4 weeks') histogram = errors;
  const within = errors.filter((x) => x <= 150).length / seeds;
  console.log(
    `${s.name.padEnd(50)}${pad(pct(errors, 0.5).toFixed(0), 6)}${pad(pct(errors, 0.75).toFixed(0), 6)}${pad(pct(errors, 0.9).toFixed(0), 6)}${pad(pct(errors, 0.95).toFixed(0), 6)}${pad(`${(within * 100).toFixed(0)}%`, 7)}${pad(`${((covered / seeds) * 100).toFixed(0)}%`, 9)}${pad(pct(formulaErrors, 0.5).toFixed(0), 12)}  ${conf.formula}/${conf.low}/${conf.medium}/${conf.high}`,
  );
}

console.log('\nTypical people after 4 weeks: absolute error histogram (kcal/day, one # per 1% of people)');
const width = 50;
for (let lo = 0; lo < 400; lo += width) {
  const hi = lo + width;
  const n = histogram.filter((x) => x >= lo && (hi >= 400 ? true : x < hi)).length;
  const label = hi >= 400 ? `${lo}+` : `${lo}-${hi}`;
  console.log(
    `${label.padStart(8)} ${'#'.repeat(Math.round((n / seeds) * 100))} ${((n / seeds) * 100).toFixed(1)}%`,
  );
}
