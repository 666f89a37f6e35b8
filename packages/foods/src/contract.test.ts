// What the parser and the search return is what the API promises: the core's schemas, checked on real output.
import { AnalyzedItem, AnalyzeResult, FoodSearchResult } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { analyzeMeal, loadFoodDatabase, parseMeal } from './index.ts';

describe('the API contracts', () => {
  it('every analysed item satisfies the core AnalyzedItem schema', () => {
    const items = parseMeal('2 eggs, a slice of whole wheat toast with butter and a cup of coffee with milk');
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(AnalyzedItem.parse(item)).toEqual(item);
  });

  it('the reply with its skipped phrases satisfies the core AnalyzeResult schema', () => {
    const reply = { ...analyzeMeal('a banana and some zorblax'), source: 'database' as const };
    expect(reply.unmatched).toEqual(['some zorblax']);
    expect(AnalyzeResult.parse(reply)).toEqual(reply);
  });

  it('every search result satisfies the core FoodSearchResult schema', () => {
    const results = loadFoodDatabase().search('apple', 10);
    expect(results).toHaveLength(10);
    for (const food of results) FoodSearchResult.parse(food);
  });
});
