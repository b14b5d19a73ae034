// What each demo member wrote about their sighting, keyed by the photo's file name in server/demo/wildlife.

export const SPECIES_NOTES: Readonly<Record<string, string>> = {
  'bison-bison-wa-bison.webp':
    'A lone bull grazing beside the road in the Lamar Valley. Bison are the heaviest land animals in North America, and this one did not care about the traffic jam he caused.',
  'chamaeleo-zeylanicus-wa-chameleon.webp':
    'Found on a roadside shrub after the monsoon rains. Its eyes moved independently the whole time, one on me and one on a passing grasshopper.',
  'crocodylus-porosus-wa-crocodile.webp':
    'Basking on a muddy bank of the East Alligator River at low tide. Saltwater crocodiles are the largest living reptiles; we kept a very respectful distance from the boat.',
  'varanus-komodoensis-wa-dragon.webp':
    'An adult dragon patrolling the dry forest near the ranger station on Rinca. The largest living lizard, it can pass three metres in length.',
  'giraffa-camelopardalis-wa-giraffe.webp':
    'A small group browsing acacia at first light. Giraffes get most of their water from leaves and can go days without drinking.',
  'erinaceus-roumanicus-wa-hedgehog.webp':
    'Out foraging at dusk along a garden hedge. The pale chest patch tells this species apart from the western European hedgehog.',
  'panthera-onca-wa-jaguar.webp':
    'A male resting on a riverbank of the Cuiabá River after a swim. Jaguars have the strongest bite of any big cat relative to their size and often hunt caiman.',
  'macropus-giganteus-wa-kangaroo.webp':
    'A mob of about twenty grazing on the grassland at sunset. Eastern greys are most active around dawn and dusk and rest in the shade through the day.',
  'phascolarctos-cinereus-wa-koala.webp':
    'Wedged in the fork of a eucalyptus, fast asleep, as koalas are for up to twenty hours a day. A low-energy diet of gum leaves leaves little to spare.',
  'alces-alces-wa-moose.webp':
    'A cow moose feeding in a willow thicket near the park road. Moose are the largest members of the deer family and excellent swimmers.',
  'monodon-monoceros-wa-narwhal.webp':
    'Tusks breaking the surface between ice floes. The tusk is an elongated canine tooth, usually found on males, and is packed with nerve endings.',
  'ailuropoda-melanoleuca-wa-panda.webp':
    'Feeding on bamboo shoots at the reserve. A giant panda eats for up to fourteen hours a day because bamboo offers so little energy.',
  'ursus-maritimus-wa-polar_bear.webp':
    'Waiting on the shore of Hudson Bay for the sea ice to form. Polar bears hunt seals from the ice, so the late freeze-up means a long fast.',
  'ara-macao-wa-scarlet_macaw.webp':
    'A pair flew over the beach calling loudly, then settled in an almond tree. Scarlet macaws usually keep the same partner for life.',
  'apis-mellifera-er-bee.webp':
    'Working the blossom in the back garden on a warm morning. The pollen baskets on her hind legs were almost full.',
  'parantica-aglea-er-butterfly.webp':
    'Glassy tigers were puddling on damp sand along the forest trail. Their translucent pale-blue wing panels look like stained glass in the sun.',
  'papilio-machaon-er-caterpillar.webp':
    'Caterpillar feeding on wild carrot in a meadow. When disturbed it pushes out a bright orange forked organ, the osmeterium, which gives off a foul smell.',
  'chamaeleo-chamaeleon-er-chamaeleon.webp':
    'Spotted moving slowly through a pine at the edge of an olive grove. Europe’s best-known chameleon, it changes colour with temperature, light and mood.',
  'acinonyx-jubatus-er-cheetah.webp':
    'A female scanning the plains from a termite mound before a hunt. Cheetahs hunt by day to avoid competition with lions and hyenas.',
  'tursiops-truncatus-er-dolphin.webp':
    'A small pod playing in the bow wave just off the reef. Bottlenose dolphins recognise each other by signature whistles, a little like names.',
  'pteropus-poliocephalus-er-flying_fox.webp':
    'Part of a noisy camp roosting in the trees by the creek. At dusk thousands leave to feed on nectar and fruit, spreading seeds and pollen far and wide.',
  'hylobates-lar-er-gibbon.webp':
    'Heard the family singing long before we saw them. Lar gibbons swing through the canopy by their arms and duet every morning to mark their territory.',
  'gorilla-beringei-beringei-er-gorilla.webp':
    'Our hour with a habituated family on the slopes of the volcanoes. The silverback kept watch while the young ones played right beside the trail.',
  'anser-anser-er-gosling.webp':
    'A fluffy gosling following its parents through the wet meadow. Greylag goslings can walk and swim within a day of hatching.',
  'alcedo-atthis-er-kingfisher.webp':
    'Perched on a willow branch over the stream, diving every few minutes. A flash of blue and orange, gone before you can say kingfisher.',
  'nasalis-larvatus-er-long_nosed_monkey.webp':
    'A troop came to the feeding platform in the late afternoon. Only adult males have the huge pendulous nose, which is thought to amplify their calls.',
  'macaca-radiata-er-macaque.webp':
    'A troop crossing the ghat road, some of the young ones riding on their mothers. The cap of hair on the crown gives the species its name.',
  'suricata-suricatta-er-meerkats.webp':
    'The whole group stood on sentry duty at their burrow in the morning sun. One always keeps watch and gives an alarm call when a raptor appears.',
  'circus-hudsonius-er-northern_harrier.webp':
    'Quartering low over the rice fields in winter. Harriers hunt partly by ear: their owl-like facial disc channels the rustle of voles.',
  'capra-nubiana-er-nubian_ibex.webp':
    'A big male resting on the rim of the crater. Both sexes carry horns, but the long back-curved ones belong to the males.',
  'pygoscelis-antarcticus-er-penguin.webp':
    'A busy colony on the rocks. The thin black line under the chin is the strap that gives chinstrap penguins their name.',
  'ochotona-princeps-er-pika.webp':
    'Heard its sharp call from the talus slope before spotting it, carrying a mouthful of grass to its haypile. Pikas do not hibernate and live on stored plants all winter.',
  'ailurus-fulgens-er-red_panda.webp':
    'Curled up high in a rhododendron with its tail wrapped around it like a scarf. Red pandas are mostly active at dawn and dusk.',
  'rhinoceros-unicornis-er-rhinoceros.webp':
    'An adult grazing in the tall elephant grass near a wetland. Thanks to decades of protection Kaziranga now holds most of the world population of this species.',
  'platalea-leucorodia-er-spoonbills.webp':
    'A flock sweeping their bills side to side through the shallows. Spoonbills feed by touch, snapping shut on shrimp and small fish.',
  'sciurus-vulgaris-er-squirrel.webp':
    'Busy burying acorns under the oaks in the park. Red squirrels grow their ear tufts in autumn and lose them again by summer.',
  'cygnus-olor-er-swans.webp':
    'A pair with their cygnets on the river. Mute swans are not actually mute; they hiss and snort, and their wings throb loudly in flight.',
  'pteroglossus-torquatus-er-toucan.webp':
    'Three of them hopping through a fruiting tree near the lodge. Aracaris roost together in old woodpecker holes, tucking their tails over their backs.',
  'pomacanthus-arcuatus-fi-fish1.webp':
    'A pair cruising the reef together, as gray angelfish often do. They feed mainly on sponges, which few other reef fish can digest.',
  'atherina-hepsetus-fi-fish2.webp':
    'A shimmering shoal of sand smelt in the shallows near the harbour wall. They move as one whenever a predator comes close.',
  'anthias-anthias-fi-fish5.webp':
    'Found under an overhang at about thirty metres. Swallowtail seaperch are born female, and some change sex to male later in life.',
  'mullus-barbatus-ponticus-fi-fish7.webp':
    'Probing the sandy bottom in search of worms. Red mullet find their food by touch and taste with the two long barbels under the chin.',
  'salmo-salar-fi-fish8.webp':
    'An adult salmon in the estuary on its way back to fresh water. Atlantic salmon can return to spawn more than once, unlike most Pacific salmon.',
  'amphiprion-ocellaris-fi-fish9.webp':
    'Sheltering in its host anemone on a shallow reef. A coat of mucus protects clownfish from the anemone’s stinging tentacles.',
  'pseudanthias-squamipinnis-fi-fish10.webp':
    'Hundreds of orange sea goldies hovering over the coral head. Each group has a few magenta males and many more females.',
  'pagellus-acarne-fi-fish12.webp':
    'A small school over seagrass beds. The dark spot at the base of the pectoral fin gives this seabream its name.',
  'symphodus-ocellatus-fi-fish13.webp':
    'A male guarding a nest of algae among the rocks. Ocellated wrasse males build the nest and fan the eggs until they hatch.',
  'labrus-merula-fi-fish15.webp':
    'A big brown wrasse hanging out by a rocky outcrop, very curious about my camera. They are territorial and come back to the same hole again and again.',
  'pagellus-erythrinus-fi-fish16.webp':
    'A common pandora over a sandy bottom near the rocks. Like some other seabreams, individuals start life as females and later become males.',
  'coelorinchus-caelorhincus-fi-fish17.webp':
    'A deep-water fish brought up in a survey net and photographed before release. Grenadiers live near the seabed hundreds of metres down.',
  'capros-aper-fi-fish18.webp':
    'A tiny boarfish holding still over the reef. Its upturned snout can shoot forward to snatch small crustaceans.',
  'pagrus-pagrus-fi-fish19.webp':
    'A red porgy cruising near a rocky reef, its pink flanks dotted with tiny blue spots. Many start life as females and later turn male.',
  'oedalechilus-labeo-fi-fish20.webp':
    'Grazing algae off the rocks in the shallows. The boxlip mullet gets its name from its thick, fleshy upper lip.',
  'trachinotus-ovatus-fi-fish21.webp':
    'A school of pompano swept past in open water off the point. Fast swimmers that hunt small fish in the surf zone.',
  'symphodus-tinca-fi-fish22.webp':
    'A colourful male in breeding dress on the rocks under the pier. Peacock wrasse are among the most common wrasse along the Adriatic coast.',
  'coris-julis-fi-fish23.webp':
    'Darting between the rocks just below the surface. Rainbow wrasse bury themselves in sand at night.',
  'trachinus-draco-fi-fish27.webp':
    'Half buried in the sand with only its eyes showing. Divers beware: the spines of the first dorsal fin are venomous.',
};

/** Amphibians: no photos in the demo set, so these sightings are reports without media. */
export interface AmphibianReport {
  speciesName: string;
  location: string;
  latitude: number;
  longitude: number;
  description: string;
}

export const AMPHIBIAN_REPORTS: readonly AmphibianReport[] = [
  {
    speciesName: 'Common frog',
    location: 'Lake District, United Kingdom',
    latitude: 54.46,
    longitude: -3.09,
    description:
      'Counted at least forty frogs and fresh spawn clumps in a garden pond after the first mild night of spring.',
  },
  {
    speciesName: 'Fire salamander',
    location: 'Black Forest, Germany',
    latitude: 48.3,
    longitude: 8.15,
    description:
      'Crossing the forest path on a rainy evening. The yellow and black pattern warns that its skin secretes toxins.',
  },
  {
    speciesName: 'Axolotl',
    location: 'Xochimilco, Mexico City, Mexico',
    latitude: 19.26,
    longitude: -99.1,
    description:
      'Seen in a chinampa canal during a survey with a local conservation project. Wild axolotls are critically endangered and now survive only in these canals.',
  },
];
