import type { FoodItem } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './transfer.ts';

describe('CSV export', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(false)).toBe('false');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const danger of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx']) {
      expect(csvField(danger).replace(/^"/, '')).toMatch(/^'/);
    }
    // Numbers are numbers, even negative ones.
    expect(csvField(-2)).toBe('-2');
  });

  it('writes a header and one row per item, in day order', () => {
    const food: FoodItem = {
      id: 'a',
      name: 'Oats',
      calories: 150,
      protein: 5,
      carbs: 27,
      fat: 3,
      units: 'cups',
      quantity: 0.5,
      isFavorite: true,
      timestamp: 1,
    };
    expect(
      toCsv([
        { date: '2026-01-01', items: [food] },
        {
          date: '2026-01-02',
          items: [{ ...food, id: 'b', notes: 'x', meal: 'breakfast', fiber: 4, sodium: 2.5 }],
        },
      ]),
    ).toBe(
      'date,id,name,quantity,units,calories,protein,carbs,fat,notes,isFavorite,timestamp,meal,fiber,sugars,sodium\r\n' +
        '2026-01-01,a,Oats,0.5,cups,150,5,27,3,,true,1,,,,\r\n' +
        '2026-01-02,b,Oats,0.5,cups,150,5,27,3,x,true,1,breakfast,4,,2.5\r\n',
    );
  });
});
