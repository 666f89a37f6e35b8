import { describe, expect, it } from 'vitest';
import { normalize, stem, words } from './text.ts';
import { LEXICON_FILE_DATA } from './lexicon-file.ts';

describe('text', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['potatoes', 'potato'],
    ['sandwiches', 'sandwich'],
    ['hummus', 'hummus'],
    ['glass', 'glass'],
  ])('stem(%s) = %s', (w, s) => expect(stem(w)).toBe(s));

  it('folds accents and letters of other alphabets into plain letters (decision 137)', () => {
    expect(normalize('Köttbullar')).toBe('kottbullar');
    expect(normalize('rúgbrauð and smørrebrød')).toBe('rugbraud and smorrebrod');
    expect(normalize('tô, plátano, açaí, jalapeño')).toBe('toh, platano, acai, jalapeno');
    // "tô" alone is Mali's stiff porridge, spelled as Ghana spells it; inside a word the mark only goes.
    expect(normalize('tôt')).toBe('tot');
    expect(normalize('½ café')).toBe('1/2 cafe');
  });

  it('spells unicode fractions and drops possessives', () => {
    expect(normalize('½ Cup')).toBe('1/2 cup');
    expect(normalize('1½ cups')).toBe('1 1/2 cups');
    expect(words("McDonald's Fries")).toEqual(words('McDonalds fries'));
  });
});

describe('the stemming exceptions in the lexicon (decision 107)', () => {
  it('reads the words to keep and the irregular plurals from the lexicon', () => {
    expect(LEXICON_FILE_DATA.stemming!.why.length).toBeGreaterThan(10);
    expect(stem('molasses')).toBe('molasses');
    expect(stem('children')).toBe('child');
    // An irregular plural is looked up as data, never as an object's own property name.
    expect(stem('constructor')).toBe('constructor');
  });
});
