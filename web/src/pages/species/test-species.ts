// A species page's answer (GET /api/species/:slug) for the page's tests.
import type { SpeciesPage } from '@common/schemas/species-pages';

export const TIGER: SpeciesPage = {
  id: 7,
  slug: 'panthera-tigris',
  scientificName: 'Panthera tigris',
  name: 'Tiger',
  nameLang: 'en',
  lang: 'en',
  otherNames: [],
  englishName: 'Tiger',
  category: 'mammals',
  taxonomy: {
    kingdom: 'Animalia',
    phylum: 'Chordata',
    taxonClass: 'Mammalia',
    taxonOrder: 'Carnivora',
    family: 'Felidae',
    genus: 'Panthera',
  },
  conservation: { status: 'EN', source: 'IUCN Red List of Threatened Species', year: 2022 },
  description: null,
  identificationTips: null,
  source: 'gbif',
  gbifId: 5219416,
  sightings: 3,
  byMonth: [1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0],
  similar: [
    { slug: 'panthera-leo', scientificName: 'Panthera leo', name: 'Lion', sightings: 4, relation: 'genus' },
  ],
  topPhotographers: [{ id: 3, username: 'stripe_seeker', profileImageUrl: null, sightings: 3 }],
  coverImageUrl: null,
};
