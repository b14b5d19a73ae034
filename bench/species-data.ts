// Species for the benchmark data: the sixteen real ones the api and map data are made of. (The species
// benchmark loads the shipped catalogue and draws its queries from it: bench/species-queries.ts.)
import type { CategoryValue } from '@common/constants/categories';

export const BENCH_SPECIES: readonly (readonly [name: string, category: CategoryValue])[] = [
  ['Red fox', 'mammals'],
  ['Barn owl', 'birds'],
  ['Common kingfisher', 'birds'],
  ['Grey heron', 'birds'],
  ['European robin', 'birds'],
  ['Red squirrel', 'mammals'],
  ['Roe deer', 'mammals'],
  ['Grass snake', 'reptiles'],
  ['Sand lizard', 'reptiles'],
  ['Common frog', 'amphibians'],
  ['Fire salamander', 'amphibians'],
  ['Harbour seal', 'marine'],
  ['Bottlenose dolphin', 'marine'],
  ['Peacock butterfly', 'insects'],
  ['Emperor dragonfly', 'insects'],
  ['Stag beetle', 'insects'],
];

/** The species names as a SQL array literal, and their categories in the same order. */
export const speciesArrays = (list: typeof BENCH_SPECIES) => ({
  names: `array[${list.map(([n]) => `'${n}'`).join(',')}]`,
  categories: `array[${list.map(([, c]) => `'${c}'`).join(',')}]`,
});
