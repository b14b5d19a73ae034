// The article form's conversions: the address made from a title, local times and the API's input.
import { describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE, fromLocalInput, inputOf, slugify, toLocalInput } from './editor-form';

describe('article editor form', () => {
  it('makes an address from a title', () => {
    expect(slugify('Owls of the Camargue: a Guide!')).toBe('owls-of-the-camargue-a-guide');
    expect(slugify('Élan & Ours — été')).toBe('elan-ours-ete');
    expect(slugify('観察')).toBe('');
  });

  it('round-trips a local time through ISO', () => {
    const iso = fromLocalInput('2026-05-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-05-01T09:30');
    expect(fromLocalInput('')).toBeNull();
  });

  it('sends tags as a list and keeps a shipped cover only without an upload', () => {
    const input = inputOf({
      ...EMPTY_ARTICLE,
      slug: ' owls ',
      tags: 'owls, night , ,calls',
      coverImage: '/media/demo/owl.webp',
      coverCredit: '  ',
    });
    expect(input).toMatchObject({
      slug: 'owls',
      tags: ['owls', 'night', 'calls'],
      coverImage: '/media/demo/owl.webp',
      coverCredit: null,
      publishAt: null,
    });
    expect(
      inputOf({ ...EMPTY_ARTICLE, coverMediaAssetId: 4, coverImage: '/media/demo/owl.webp' }).coverImage,
    ).toBeNull();
  });
});
