import { describe, expect, it } from 'vitest';
import { dailyWeights, trendAlpha, trendAtWeighIns, trendChange, trendOn, trendSeries } from './trend.ts';

describe("trend weight (issue 13: the Hacker's Diet line)", () => {
  it('takes 10% of a new reading each day', () => {
    expect(trendAlpha(1)).toBeCloseTo(0.1, 12);
    const t = trendAtWeighIns([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-02', weight: 190 },
    ]);
    expect(t.map((p) => p.trend)).toEqual([200, 199]);
  });

  it('counts a gap of n days as n steps: alpha = 1 - 0.9^n', () => {
    expect(trendAlpha(3)).toBeCloseTo(1 - 0.9 ** 3, 12);
    expect(trendAlpha(0)).toBe(0);
    // One reading after three days moves the trend as three daily readings of the same weight would.
    const gap = trendAtWeighIns([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-04', weight: 190 },
    ]).at(-1)!.trend;
    const daily = trendAtWeighIns([
      { date: '2026-01-01', weight: 200 },
      { date: '2026-01-02', weight: 190 },
      { date: '2026-01-03', weight: 190 },
      { date: '2026-01-04', weight: 190 },
    ]).at(-1)!.trend;
    expect(gap).toBeCloseTo(daily, 10);
    expect(gap).toBeCloseTo(200 - 10 * 0.271, 10);
  });

  it('keeps one weight per day, the last entry of a day winning, oldest first', () => {
    expect(
      dailyWeights([
        { date: '2026-01-02', weight: 180 },
        { date: '2026-01-01', weight: 181 },
        { date: '2026-01-02', weight: 179.5 },
      ]),
    ).toEqual([
      { date: '2026-01-01', weight: 181 },
      { date: '2026-01-02', weight: 179.5 },
    ]);
  });

  it('lists every day of a window, flat between readings, none before the first reading', () => {
    const weights = [
      { date: '2026-01-02', weight: 200 },
      { date: '2026-01-04', weight: 190 },
    ];
    const s = trendSeries(weights, '2026-01-01', '2026-01-05');
    expect(s.map((p) => p.date)).toEqual(['2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05']);
    expect(s.map((p) => p.weight)).toEqual([200, null, 190, null]);
    expect(s[1]!.trend).toBe(200);
    expect(s[3]!.trend).toBeCloseTo(200 - 10 * 0.19, 10);
    expect(trendOn(weights, '2026-01-03')).toBe(200);
    expect(trendOn(weights, '2026-01-01')).toBeNull();
  });

  it("gives the trend's change over a window, from readings before it too", () => {
    const weights = Array.from({ length: 20 }, (_, i) => ({
      date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      weight: 200 - i * 0.2,
    }));
    const change = trendChange(weights, '2026-01-14', '2026-01-20')!;
    const series = trendSeries(weights, '2026-01-01', '2026-01-20');
    expect(change).toBeCloseTo(series.at(-1)!.trend - series[13]!.trend, 10);
    expect(change).toBeLessThan(0);
    expect(trendChange(weights, '2026-02-01', '2026-02-07')).toBeNull();
  });
});
