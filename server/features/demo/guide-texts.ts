// The demo community's location guides: three members' guides to places the demo sightings come from (one free,
// two paid), written as their authors would write them. Key species are catalogue species pages (the sample the
// tests load has them too); seed-shop.ts writes them.
import type { GuideCategory, GuideDifficulty, GuideSeason } from '@common/schemas/guides';

export interface DemoGuide {
  /** The demo member who wrote it (members.ts). */
  author: string;
  title: string;
  description: string;
  location: string;
  latitude: number;
  longitude: number;
  /** Minor units of `currency`; 0 is free. */
  price: number;
  currency: string;
  category: GuideCategory;
  difficulty: GuideDifficulty;
  bestSeason: GuideSeason;
  keySpecies: string[];
  content: string;
  equipment: string[];
  tips: string[];
  /** Published this many days before the seed ran. */
  publishedDaysAgo: number;
  /** Ratings by other demo members (free guides only: a paid one is rated by its buyers). */
  ratings: { member: string; rating: number; review: string }[];
}

const OTMOOR = `## Why Otmoor

Otmoor is a bowl of wet grassland, reedbed and ditches a few miles north-east of Oxford, managed by the RSPB for
breeding waders and wintering wildfowl. It is flat, open and quiet, and because the birds are used to people on
the paths you can often watch them at a comfortable distance without a hide. I have walked it for twenty years
and it still surprises me in every season.

## Getting there

The reserve car park is at the bottom of Otmoor Lane in Beckley. Entry is free, but there is no visitor centre,
café or toilet on site, so come prepared. From the car park a wide bridleway leads out onto the moor, and the
footpath to the reedbed viewing screens is signposted from it. Allow two to three hours for a relaxed walk with
stops. Part of the public footpath network around the moor crosses a firing range: when the red flags are flying,
keep to the paths that stay open.

## Winter (November to February)

Winter is the headline season. The flooded fields hold hundreds of wigeon and teal, with shoveler, pintail and
mute swans on the open water, while flocks of lapwing and golden plover wheel over the grassland whenever a
predator passes. Watch the flocks rather than the sky: when everything lifts at once, a peregrine or a marsh
harrier is usually the reason. In cold spells a bittern is sometimes seen flying low over the reedbed.

In most winters starlings gather to roost in the reedbed at dusk. Numbers vary enormously from year to year and
even from week to week, but on a good evening tens of thousands swirl over the reeds before dropping in with a
roar of wings. Be at the screens an hour before sunset and stay until the last birds are down.

## Spring and early summer (April to June)

From April the moor belongs to its breeding waders. Lapwings tumble over the fields, redshank call from fence posts,
curlews bubble overhead and snipe drum at dusk, the sound made by their outer tail feathers as they dive. Reed and
sedge warblers sing from the ditches and a cuckoo is rarely silent for long. From mid-May, hobbies arrive to hunt
dragonflies over the reedbed, catching them in their talons and eating them on the wing: the best aerial show of
the year. In some summers you may also hear the soft purring of turtle doves, now one of the scarcest breeding
birds in the county.

## Autumn

September and October are quieter but never empty: passage waders drop onto the muddy edges, the first wigeon
return and raptors follow the migrating finches and pipits.

## Fieldcraft and etiquette

The paths are muddy for much of the year, so wellingtons are the right footwear from October to April. Keep to
the paths, especially between April and July when waders nest in the fields, and keep dogs on a short lead on the
rights of way. Talk quietly at the screens: others may have waited an hour for the bird you are about to flush.
`;

const MAASAI_MARA = `## The plains and the cats

The Maasai Mara is the northern end of the Serengeti ecosystem: rolling short-grass plains cut by the Mara and
Talek rivers and their wooded luggas. The open grassland is what makes it the best place I know to watch cheetahs
hunt, because a cat that needs to see its prey from far away can also be seen from far away. I have guided here
for fifteen seasons, and these are the notes I give my own guests.

## When to go

The cats are resident and can be seen all year. From July to October the great migration brings wildebeest and
zebra north from the Serengeti, the grass is short and dry, and the predators are at their busiest; this is also
the busiest time for vehicles. The long rains (April and May) turn tracks to mud and some camps close, but the
plains are green, prices are lower and you may have a cheetah to yourself. The short rains usually fall in
November.

## Reserve, Triangle or conservancy

The main reserve and the Mara Triangle, west of the Mara River, have strict rules: vehicles stay on the tracks,
and driving is allowed from dawn to dusk only. The private conservancies along the northern and eastern edges
allow off-road driving to a sighting, night drives and walking with a guide, and they limit the number of vehicles
at each sighting. For cheetah photography, a few days in a conservancy followed by a few in the main reserve is the
combination I recommend.

## Reading a hunt

Cheetahs hunt by day, mostly in the first hours after sunrise and again in the late afternoon, when lions and
hyenas are resting. Look for a cat sitting up on a termite mound or a fallen tree, scanning the herds. When it
drops its head and starts to walk slowly towards a group of gazelles, keeping low in the grass, stop where you are
and switch off the engine. Never drive between the cat and its prey or along its line of approach. The sprint,
when it comes, is over in under a minute. Afterwards the cheetah will pant beside the kill for several minutes
before eating; give it space, because a cheetah that feels crowded may abandon its meal, and lions and hyenas
often steal kills.

## Photographing it

Shoot from a beanbag on the window frame, low in the vehicle, so that you are closer to the cat's eye level. For
the chase, use at least 1/3200 s and continuous autofocus, and start with the animal small in the frame: you
cannot follow a running cheetah at 600 mm. Dust is a constant problem, so change lenses inside a bag or not at
all.

## Beyond the cheetahs

The lions of the Musiara Marsh, leopards in the riverine forest along the Talek and the Mara, hippos in the river
pools, Masai giraffes in the acacia woodland and ostriches on the open plains are all part of a normal day here.
`;

const CHURCHILL = `## Why Churchill, and why autumn

Churchill, on the western shore of Hudson Bay, is the easiest place in the world to see polar bears in the wild.
Each summer the sea ice melts and the bears of western Hudson Bay come ashore, fasting until the bay freezes again.
In October and November they gather along the coast east of town, waiting for the ice. The peak is usually the last
two weeks of October and the first half of November; once the bay freezes, the bears walk out onto the ice and are
gone within days, so do not book too late.

## Getting there and staying

No road reaches Churchill. You fly from Winnipeg, or take the train from Winnipeg, a journey of about two days
across the boreal forest and the tundra. Rooms in town are few and are booked many months ahead for the bear
season, often as part of a package with the tundra vehicle days.

## The tundra vehicles

The bears are watched from tundra vehicles: large, heated buses on tall tyres that drive on established trails in
the Churchill Wildlife Management Area towards the coast. A full day on the tundra is the right unit; book at least
two, because the weather decides a great deal. The vehicles have windows that open and an open-air deck at the back,
and bears regularly walk up to them, sniff the tyres and stand up against the side.

## Reading the bears

Most of the time the bears rest, because they are living on their fat until freeze-up. Watch for young males
sparring in the willows and along the shore: slow, standing wrestling matches that can go on for many minutes.
Mothers with cubs keep away from the males, usually further inland. Arctic foxes, white by November, trot after
the bears hoping for scraps, and willow ptarmigan and gyrfalcons are worth looking for on calm days.

## Cameras at minus twenty

Keep spare batteries in an inside pocket and swap them often. Before you go back into the warm vehicle or your
room, put the camera into a sealed bag and let it warm up slowly, or it will fog inside and out. Snow fools the
meter: add one to two stops of exposure compensation. A 100-400 mm zoom covers nearly everything; a beanbag on the
window ledge steadies it, and tripods are of little use on a vehicle full of people.

## Safety in town

Churchill lives with its bears. Do not walk at night or along the shore and the rocks at the edge of town, obey
the warning signs, and note the Polar Bear Alert phone number posted around town. Bears that wander into town are
caught, held and later released away from it by Manitoba's conservation officers.

## Other seasons

In July and August thousands of beluga whales gather in the Churchill River estuary, and on clear nights from
late winter the northern lights can be spectacular.
`;

export const DEMO_GUIDES: readonly DemoGuide[] = [
  {
    author: 'marsh_harrier_jo',
    title: 'Otmoor through the year: a wetland walk near Oxford',
    description:
      'A free walking guide to RSPB Otmoor, the wet grassland and reedbed north-east of Oxford: where to park, which paths to take, and what to look for in each season, from the winter starling roost to drumming snipe and hobbies hunting dragonflies in early summer.',
    location: 'RSPB Otmoor, Oxfordshire, United Kingdom',
    latitude: 51.812,
    longitude: -1.178,
    price: 0,
    currency: 'GBP',
    category: 'birds',
    difficulty: 'easy',
    bestSeason: 'winter',
    keySpecies: [
      'cygnus-olor',
      'anas-crecca',
      'circus-aeruginosus',
      'falco-peregrinus',
      'botaurus-stellaris',
      'tringa-totanus',
      'numenius-arquata',
      'gallinago-gallinago',
      'falco-subbuteo',
    ],
    content: OTMOOR,
    equipment: [
      'Wellingtons from October to April',
      '8x42 or 10x42 binoculars',
      'A telescope for the flooded fields in winter',
      'A 100-400 mm lens for the screens; a wide lens and high ISO for the starling roost',
    ],
    tips: [
      'For the starling roost, be at the reedbed screens an hour before sunset',
      'When every lapwing lifts at once, scan for the peregrine or harrier that flushed them',
      'Listen for drumming snipe on still evenings from April to June',
    ],
    publishedDaysAgo: 41,
    ratings: [
      {
        member: 'wanderlust_wren',
        rating: 5,
        review: 'Followed it on a January afternoon and the starlings came in right on cue. Thank you!',
      },
      {
        member: 'trailcam_tom',
        rating: 4,
        review: 'Clear and honest about the mud. Saw the marsh harrier but no bittern this time.',
      },
    ],
  },
  {
    author: 'savanna_lens',
    title: 'Cheetahs of the Maasai Mara: finding and photographing a hunt',
    description:
      "A safari guide's notes on the open plains of the Maasai Mara: when to go, where the cheetahs hunt, how to read a hunt before it happens and photograph it without crowding the cat, and the rules of the reserve and the conservancies.",
    location: 'Maasai Mara National Reserve, Kenya',
    latitude: -1.5,
    longitude: 35.14,
    price: 999,
    currency: 'USD',
    category: 'mammals',
    difficulty: 'moderate',
    bestSeason: 'summer',
    keySpecies: [
      'acinonyx-jubatus',
      'panthera-leo',
      'panthera-pardus',
      'giraffa-camelopardalis',
      'hippopotamus-amphibius',
      'struthio-camelus',
    ],
    content: MAASAI_MARA,
    equipment: [
      'A beanbag for the window frame',
      'A 100-400 mm zoom, or a 600 mm for portraits',
      'A second body with a shorter lens for the chase and for wide scenes',
      'A dust cover or a large zip bag for changing lenses',
    ],
    tips: [
      'Switch off the engine as soon as a cheetah starts to stalk',
      'Never drive across a hunting line or between a cat and its prey',
      'Leave the kill to the cheetah: lions and hyenas come soon enough',
    ],
    publishedDaysAgo: 27,
    ratings: [],
  },
  {
    author: 'arctic_fox_tales',
    title: 'Polar bears of Churchill: the October and November season',
    description:
      'How to see polar bears on the Hudson Bay coast in autumn: when the bears gather, how the tundra vehicles work, how many days to book, how to keep cameras working at minus twenty, and how to stay safe in and around town.',
    location: 'Churchill, Manitoba, Canada',
    latitude: 58.77,
    longitude: -94.17,
    price: 799,
    currency: 'USD',
    category: 'mammals',
    difficulty: 'moderate',
    bestSeason: 'autumn',
    keySpecies: ['ursus-maritimus', 'vulpes-lagopus'],
    content: CHURCHILL,
    equipment: [
      'Insulated boots rated well below minus twenty, and mitts over thin gloves',
      'A 100-400 mm zoom and a wide lens for bears beside the vehicle',
      'Spare batteries kept in an inside pocket',
      'A sealable bag for each camera against condensation',
    ],
    tips: [
      'Book at least two full days on the tundra: the weather decides a lot',
      'Add one to two stops of exposure compensation on snow',
      'Never walk at night or along the shore at the edge of town',
    ],
    publishedDaysAgo: 12,
    ratings: [],
  },
];
