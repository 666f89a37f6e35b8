import { describe, expect, it } from 'vitest';
import { normalize, stem, words } from './text.ts';

describe('text', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['potatoes', 'potato'],
    ['sandwiches', 'sandwich'],
    ['hummus', 'hummus'],
    ['glass', 'glass'],
  ])('stem(%s) = %s', (w, s) => expect(stem(w)).toBe(s));

  it('spells unicode fractions and drops possessives', () => {
    expect(normalize('½ Cup')).toBe('1/2 cup');
    expect(normalize('1½ cups')).toBe('1 1/2 cups');
    expect(words("McDonald's Fries")).toEqual(words('McDonalds fries'));
  });
});
