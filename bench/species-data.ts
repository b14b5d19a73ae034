// Species for the benchmark data: the sixteen real ones the api and map data are made of, and a generated
// catalogue of 10,000 species for the autocomplete benchmark (names built from word lists, deterministic).
import type { CategoryValue } from '@common/constants/categories';
import type { CatalogueEntry } from '../server/features/species/catalogue';

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

const QUALIFIERS = (
  'Common Lesser Greater Little Great Black White Red Yellow Blue Green Grey Brown Golden Silver Spotted Striped ' +
  'Crested Horned Long-tailed Short-eared Western Eastern Northern Southern Mountain Desert Forest River Marsh ' +
  'Coastal Island Pygmy Giant Dwarf Royal Imperial Arctic Tropical Alpine Sooty Dusky Rufous Chestnut Olive ' +
  'Scarlet Crimson Azure Ashy Pale Dark Banded Barred Masked Hooded Collared Ringed Bearded Tufted Painted ' +
  'Slender Stout Broad-billed Red-necked White-throated Black-headed Yellow-billed Blue-winged Spectacled ' +
  'Variable Elegant Noble Plain Rock Sand Reed Swamp Cloud Savanna Steppe Tundra Andean Himalayan African ' +
  'Asian European American Australian Indian Cape Madagascan Siberian Pacific Atlantic Caspian Baltic'
).split(' ');

const ANIMALS = (
  'heron owl kingfisher robin warbler thrush sparrow finch eagle hawk falcon kite harrier buzzard vulture ' +
  'swift swallow martin lark pipit wagtail shrike tern gull plover sandpiper curlew godwit stork crane ibis ' +
  'egret duck goose swan grebe cormorant pelican parrot cockatoo pigeon dove cuckoo woodpecker hornbill ' +
  'crow jay magpie nuthatch wren tit bunting oriole ' +
  'fox wolf jackal deer antelope gazelle squirrel marmot hare rabbit bat shrew mole hedgehog otter badger ' +
  'marten weasel stoat mongoose genet lynx wildcat leopard macaque langur lemur snake viper python lizard ' +
  'gecko skink iguana tortoise turtle frog toad salamander newt seal dolphin whale shark ray butterfly moth ' +
  'dragonfly damselfly beetle bee wasp'
).split(' ');

const GENERA = (
  'Ardea Strix Alcedo Erithacus Sylvia Turdus Passer Fringilla Aquila Accipiter Falco Milvus Circus Buteo ' +
  'Gyps Apus Hirundo Riparia Alauda Anthus Motacilla Lanius Sterna Larus Charadrius Calidris Numenius Limosa ' +
  'Ciconia Grus Threskiornis Egretta Anas Anser Cygnus Podiceps Phalacrocorax Pelecanus Psittacus Cacatua ' +
  'Columba Streptopelia Cuculus Picus Buceros Corvus Garrulus Pica Sitta Troglodytes Parus Emberiza Oriolus ' +
  'Vulpes Canis Lupulella Cervus Antilope Gazella Sciurus Marmota ' +
  'Lepus Oryctolagus Myotis Sorex Talpa Erinaceus Lutra Meles Martes Mustela Putorius Herpestes Genetta Lynx ' +
  'Felis Panthera Macaca Semnopithecus Lemur Natrix Vipera Python Lacerta Gekko Scincus Iguana Testudo ' +
  'Chelonia Rana Bufo Salamandra Triturus Phoca Tursiops Balaenoptera Carcharodon Raja Vanessa Sphinx ' +
  'Anax Calopteryx Lucanus Apis Vespa'
).split(' ');

const EPITHETS = (
  'vulgaris minor major parvus magnus niger albus ruber flavus caeruleus viridis cinereus fuscus aureus ' +
  'argenteus maculatus striatus cristatus cornutus longicaudus brachyotus occidentalis orientalis borealis ' +
  'australis montanus deserti silvestris fluviatilis palustris litoralis insularis pygmaeus giganteus nanus ' +
  'regius imperialis arcticus tropicus alpinus fuliginosus obscurus rufus castaneus olivaceus coccineus ' +
  'sanguineus azureus cinerascens pallidus tenebrosus fasciatus undulatus larvatus cucullatus torquatus ' +
  'annulatus barbatus capillatus pictus gracilis robustus latirostris ruficollis albogularis melanocephalus ' +
  'flavirostris cyanopterus perspicillatus variabilis elegans nobilis simplex rupestris arenarius ' +
  'arundinaceus paludosus nubilus savannae stepposus tundrae andinus himalayanus africanus asiaticus ' +
  'europaeus americanus australiensis indicus capensis madagascariensis sibiricus pacificus atlanticus ' +
  'caspius balticus'
).split(' ');

const CATEGORY_OF_ANIMAL = (index: number): CategoryValue => {
  const animal = ANIMALS[index] ?? '';
  if (
    ['snake', 'viper', 'python', 'lizard', 'gecko', 'skink', 'iguana', 'tortoise', 'turtle'].includes(animal)
  )
    return 'reptiles';
  if (['frog', 'toad', 'salamander', 'newt'].includes(animal)) return 'amphibians';
  if (['seal', 'dolphin', 'whale', 'shark', 'ray'].includes(animal)) return 'marine';
  if (['butterfly', 'moth', 'dragonfly', 'damselfly', 'beetle', 'bee', 'wasp'].includes(animal))
    return 'insects';
  return index < ANIMALS.indexOf('fox') ? 'birds' : 'mammals';
};

export interface BenchCatalogueSpecies extends CatalogueEntry {
  sightings: number;
}

/**
 * `count` distinct species ("Spotted heron", Ardea maculatus): qualifier x animal, in an order that mixes the
 * animals, with a Zipf-like number of sightings (a few species are seen very often, most rarely).
 */
export function benchCatalogue(count: number): BenchCatalogueSpecies[] {
  const out: BenchCatalogueSpecies[] = [];
  const total = QUALIFIERS.length * ANIMALS.length;
  for (let rank = 0; rank < Math.min(count, total); rank += 1) {
    // 7919 is prime and shares no factor with the grid size, so the walk visits every pair once.
    const cell = (rank * 7919) % total;
    const q = cell % QUALIFIERS.length;
    const a = Math.floor(cell / QUALIFIERS.length);
    out.push({
      name: `${QUALIFIERS[q]} ${ANIMALS[a]}`,
      scientificName: `${GENERA[a % GENERA.length]} ${EPITHETS[q % EPITHETS.length]}`,
      category: CATEGORY_OF_ANIMAL(a),
      sightings: Math.max(1, Math.floor(20_000 / (rank + 1))),
    });
  }
  return out;
}
