// The server paints a species page's header and cover before the app runs (common/first-paint-species.ts). React
// then draws the page over it; without a jump only while every painted element is the page's own, in the same
// place. These tests render the page and find the first paint inside it, element for element, in English and in
// Arabic, with and without a cover, a Red List status, other names and an English name.
import { speciesFirstPaint } from '@common/first-paint-species';
import type { SpeciesPage as SpeciesPageData } from '@common/schemas/species-pages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen } from '../../features/sightings/test-support';
import i18n from '../../lib/i18n';
import { differences, firstPaintTexts } from '../../test/first-paint';
import { stubFetch } from '../auth/test-utils';
import SpeciesPage from './SpeciesPage';
import { TIGER as SPECIES } from './test-species';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const TIGER: SpeciesPageData = {
  ...SPECIES,
  otherNames: ['Bengal tiger', 'Royal <tiger> & co'],
  sightings: 0,
  byMonth: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  similar: [],
  topPhotographers: [],
  coverImageUrl: '/media/sightings/12/large.webp',
};

const CASES: { title: string; language: string; species: SpeciesPageData }[] = [
  { title: 'a named, threatened species with a cover and other names', language: 'en', species: TIGER },
  {
    title: 'a name in Arabic with the English one beneath, a community species without a cover',
    language: 'ar',
    species: {
      ...TIGER,
      name: 'نمر',
      nameLang: 'ar',
      lang: 'ar',
      otherNames: [],
      source: 'community',
      conservation: null,
      coverImageUrl: null,
    },
  },
  {
    title: 'only a scientific name and a cover that is not a rendition',
    language: 'en',
    species: {
      ...TIGER,
      name: null,
      nameLang: 'la',
      otherNames: [],
      conservation: { status: 'CR', source: null, year: null },
      coverImageUrl: 'uploads/tiger.jpg',
    },
  },
];

describe('species page: first paint', () => {
  for (const { title, language, species } of CASES) {
    it(`the page starts with its first paint: ${title} (${language})`, async () => {
      stubFetch({
        'GET /api/species/panthera-tigris': () => json(species),
        'GET /api/species/panthera-tigris/gallery': () => json([]),
      });
      const { container } = await renderScreen(<SpeciesPage />, {
        path: '/species/:slug',
        url: '/species/panthera-tigris',
        language,
      });
      expect(i18n.language).toBe(language);
      await screen.findByRole('heading', { level: 1, name: species.name ?? species.scientificName });
      const shell = document.createElement('div');
      shell.innerHTML = speciesFirstPaint(species, firstPaintTexts());
      const painted = shell.firstElementChild;
      const drawn = container.querySelector('article');
      if (!painted || !drawn) throw new Error('nothing painted or drawn');
      expect(differences(painted, drawn)).toEqual([]);
      // Every part of the header is painted (differences only finds what was painted).
      expect(painted.querySelector('header')?.children.length).toBe(
        drawn.querySelector('header')?.children.length,
      );
      expect(painted.querySelector('header div')?.children.length).toBe(
        drawn.querySelector('header div')?.children.length,
      );
    });
  }

  it('paints the small rendition for phones and escapes member text', () => {
    const shell = speciesFirstPaint(TIGER, firstPaintTexts());
    expect(shell).toContain('srcset="/media/sightings/12/small.webp 720w,');
    expect(shell).toContain('Royal &#60;tiger&#62; &#38; co');
    expect(shell).not.toContain('<tiger>');
  });
});
