// "Today" in the caller's zone (decision 014), remembered per zone for the second it was found in (decision 199).
import { localDate } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER, todayIn } from './time-zone.ts';

describe('todayIn', () => {
  it("is core's localDate at every instant around a midnight, called in time order, in zones of odd offsets", () => {
    // Local midnights as UTC instants: UTC, Nepal (+05:45), Newfoundland (-03:30 in winter), Liberia in 1970
    // (-00:44:30, a day starting on an odd second), and a date line zone (+14:00).
    const midnights: [string, string][] = [
      ['UTC', '2026-03-02T00:00:00.000Z'],
      ['Asia/Kathmandu', '2026-03-01T18:15:00.000Z'],
      ['America/St_Johns', '2026-01-15T03:30:00.000Z'],
      ['Africa/Monrovia', '1970-06-15T00:44:30.000Z'],
      ['Pacific/Kiritimati', '2026-03-01T10:00:00.000Z'],
    ];
    for (const [zone, midnight] of midnights) {
      const at = Date.parse(midnight);
      const headers = { [TIME_ZONE_HEADER]: zone };
      const days = [-2000, -1001, -1000, -999, -1, 0, 1, 999, 1000, 1001].map((ms) => {
        const day = todayIn(headers, at + ms);
        expect(day).toBe(localDate(new Date(at + ms), zone));
        return day;
      });
      // The day changes exactly at the midnight.
      expect(new Set(days.slice(0, 5)).size).toBe(1);
      expect(new Set(days.slice(5)).size).toBe(1);
      expect(days[5]! > days[4]!).toBe(true);
    }
  });

  it('defaults to UTC and refuses an invalid time as localDate does', () => {
    expect(todayIn({}, Date.parse('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(todayIn({}, Date.parse('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(() => todayIn({}, Number.NaN)).toThrow(RangeError);
  });
});
