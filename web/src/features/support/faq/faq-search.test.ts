// The FAQ search: every word must match, in the question or the answer, whatever the case and the accents.
import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch } from './faq-search';

const entries = [
  {
    id: 'refunds',
    group: 'payments',
    question: 'Puis-je être remboursé ?',
    answer: 'Nous remboursons les tirages abîmés.',
  },
  {
    id: 'cancel',
    group: 'payments',
    question: 'How do I cancel Premium?',
    answer: 'On your subscription page.',
  },
  {
    id: 'alerts',
    group: 'alerts',
    question: 'How do location alerts work?',
    answer: 'Draw a circle; quiet hours apply.',
  },
  {
    id: 'ja',
    group: 'languages',
    question: 'WildLens は何語に対応していますか?',
    answer: '24 の言語に対応しています。',
  },
];

describe('filterFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(entries, '')).toHaveLength(4);
    expect(filterFaq(entries, '   ')).toHaveLength(4);
  });

  it('matches the question or the answer, ignoring case and accents', () => {
    expect(filterFaq(entries, 'REMBOURSE').map((e) => e.id)).toEqual(['refunds']);
    expect(filterFaq(entries, 'abimes').map((e) => e.id)).toEqual(['refunds']);
    expect(filterFaq(entries, 'quiet').map((e) => e.id)).toEqual(['alerts']);
  });

  it('needs every word of the query', () => {
    expect(filterFaq(entries, 'how premium').map((e) => e.id)).toEqual(['cancel']);
    expect(filterFaq(entries, 'how').map((e) => e.id)).toEqual(['cancel', 'alerts']);
    expect(filterFaq(entries, 'premium circle')).toEqual([]);
  });

  it('finds words inside scripts written without spaces', () => {
    expect(filterFaq(entries, '言語').map((e) => e.id)).toEqual(['ja']);
  });

  it('normalizes white space and marks', () => {
    expect(normalizeForSearch('  Café   Crème ')).toBe('cafe creme');
  });
});
