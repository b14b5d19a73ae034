// The legal documents as shipped: each has its "last updated" date and headings whose anchors are unique, and
// the anchors other pages link to (the FAQ, the contact page) exist.
import { describe, expect, it } from 'vitest';
import digitalGoods from './documents/digital-goods-terms.md?raw';
import dmca from './documents/dmca-policy.md?raw';
import privacy from './documents/privacy-policy.md?raw';
import terms from './documents/terms.md?raw';
import { headingId, headingsOf, parseLegalText } from './legal-text';

const documents = { terms, privacy, dmca, digitalGoods };

describe('the legal documents', () => {
  it.each(Object.entries(documents))(
    '%s has a date, a body without front matter and unique anchors',
    (_name, source) => {
      const { lastUpdated, body } = parseLegalText(source);
      expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.startsWith('---')).toBe(false);
      const ids = headingsOf(body).map((h) => h.id);
      expect(ids.length).toBeGreaterThan(5);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('has the sections other pages link to', () => {
    const anchors = (source: string) => headingsOf(parseLegalText(source).body).map((h) => h.id);
    expect(anchors(terms)).toContain('your-content');
    expect(anchors(privacy)).toEqual(
      expect.arrayContaining(['your-sightings-and-media', 'your-rights', 'how-long-we-keep-data']),
    );
    expect(anchors(digitalGoods)).toContain('refunds');
  });

  it('names headings without their numbers', () => {
    expect(headingId('1. About these terms')).toBe('about-these-terms');
    expect(headingId('Cookies and storage in your browser')).toBe('cookies-and-storage-in-your-browser');
    expect(headingId('Déjà vu')).toBe('deja-vu');
  });

  it('keeps a document without front matter whole', () => {
    expect(parseLegalText('## Hello\n\nText')).toEqual({ lastUpdated: null, body: '## Hello\n\nText' });
  });
});
