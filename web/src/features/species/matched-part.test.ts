import { describe, expect, it } from 'vitest';
import { matchedPart } from './matched-part';

describe('matchedPart', () => {
  it('finds the typed text at the start of any word, whatever its case', () => {
    expect(matchedPart('Grey heron', 'gre')).toEqual({ start: 0, end: 3 });
    expect(matchedPart('Grey heron', 'HER')).toEqual({ start: 5, end: 8 });
    expect(matchedPart('Grey heron', ' grey h ')).toEqual({ start: 0, end: 6 });
    expect(matchedPart('Black-headed gull', 'head')).toEqual({ start: 6, end: 10 });
  });

  it('ignores text inside a word, a longer text and an empty one', () => {
    expect(matchedPart('Grey heron', 'ron')).toBeNull();
    expect(matchedPart('Heron', 'herons')).toBeNull();
    expect(matchedPart('Heron', '  ')).toBeNull();
  });

  it('treats letters of any script as part of a word', () => {
    expect(matchedPart('Ébène ébène', 'ébè')).toEqual({ start: 0, end: 3 });
    expect(matchedPart('مالك الحزين', 'الح')).toEqual({ start: 5, end: 8 });
  });
});
