// Which of the site's six categories a GBIF taxon belongs to, or none. "marine" gathers what lives in the sea as
// far as the backbone taxonomy tells it: fishes, sharks, rays and chimaeras, cephalopods, corals, jellyfish,
// echinoderms, horseshoe crabs, the crustaceans people photograph (crabs, lobsters, shrimps, krill, mantis
// shrimps), sea turtles and marine mammals. Each species goes to exactly one category.
import type { CategoryValue } from '@common/constants/categories';

export interface Taxon {
  kingdom: string;
  phylum: string;
  taxonClass: string;
  taxonOrder: string;
  family: string;
  genus: string;
}

const FISH_CLASSES = new Set([
  'Actinopterygii',
  'Elasmobranchii',
  'Holocephali',
  'Myxini',
  'Cephalaspidomorphi',
  'Petromyzonti',
  'Sarcopterygii',
]);
const MARINE_INVERTEBRATE_CLASSES = new Set([
  'Cephalopoda',
  'Anthozoa',
  'Scyphozoa',
  'Cubozoa',
  'Merostomata',
]);
const MARINE_CRUSTACEAN_ORDERS = new Set(['Decapoda', 'Stomatopoda', 'Euphausiacea']);
/** Whales, dolphins and porpoises (Cetacea), dugongs and manatees (Sirenia). */
const MARINE_MAMMAL_ORDERS = new Set(['Cetacea', 'Sirenia']);
/** Seals, sea lions, the walrus. */
const MARINE_MAMMAL_FAMILIES = new Set(['Phocidae', 'Otariidae', 'Odobenidae']);
const SEA_TURTLE_FAMILIES = new Set(['Cheloniidae', 'Dermochelyidae']);

export function categoryOfTaxon(t: Taxon): CategoryValue | undefined {
  if (t.kingdom !== 'Animalia') return undefined;
  switch (t.taxonClass) {
    case 'Aves':
      return 'birds';
    case 'Mammalia':
      return MARINE_MAMMAL_ORDERS.has(t.taxonOrder) || MARINE_MAMMAL_FAMILIES.has(t.family)
        ? 'marine'
        : 'mammals';
    case 'Reptilia':
      return SEA_TURTLE_FAMILIES.has(t.family) ? 'marine' : 'reptiles';
    case 'Amphibia':
      return 'amphibians';
    case 'Insecta':
      return 'insects';
    case 'Malacostraca':
      return MARINE_CRUSTACEAN_ORDERS.has(t.taxonOrder) ? 'marine' : undefined;
  }
  if (FISH_CLASSES.has(t.taxonClass) || MARINE_INVERTEBRATE_CLASSES.has(t.taxonClass)) return 'marine';
  if (t.phylum === 'Echinodermata') return 'marine';
  return undefined;
}
