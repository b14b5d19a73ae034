// The /resources page's curated list: field guides and references, apps, organisations and open-data portals a
// wildlife watcher will use, each with its real address and one line on what it is. Names and descriptions stay
// as their owners write them (English); the page's headings and introduction are translated
// (articles.resources.*). Keep addresses to the organisations' own home pages: they move less than deep links.

export const RESOURCE_GROUPS = ['fieldGuides', 'apps', 'organisations', 'dataPortals'] as const;
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number];

export interface Resource {
  name: string;
  url: `https://${string}`;
  description: string;
}

export const RESOURCES: Record<ResourceGroup, readonly Resource[]> = {
  fieldGuides: [
    {
      name: 'Birds of the World (Cornell Lab of Ornithology)',
      url: 'https://birdsoftheworld.org',
      description:
        'Detailed accounts of every bird species: identification, voice, range, behaviour and status.',
    },
    {
      name: 'Audubon Guide to North American Birds',
      url: 'https://www.audubon.org/bird-guide',
      description:
        'Free online field guide to the birds of North America, with photos, range maps and songs.',
    },
    {
      name: 'xeno-canto',
      url: 'https://xeno-canto.org',
      description: 'Community library of bird, bat, frog and insect sound recordings from around the world.',
    },
    {
      name: 'Animal Diversity Web (University of Michigan)',
      url: 'https://animaldiversity.org',
      description: 'Encyclopedia of animal natural history, classification and distribution.',
    },
    {
      name: 'AmphibiaWeb',
      url: 'https://amphibiaweb.org',
      description: 'Species accounts, photos and conservation information for the amphibians of the world.',
    },
    {
      name: 'The Reptile Database',
      url: 'https://reptile-database.reptarium.cz',
      description: 'Catalogue of all living reptile species, with names, distribution and literature.',
    },
    {
      name: 'FishBase',
      url: 'https://www.fishbase.se',
      description: 'Global database of fish species: identification, biology, ecology and distribution.',
    },
    {
      name: 'BugGuide',
      url: 'https://bugguide.net',
      description: 'Community guide to the insects and spiders of the United States and Canada.',
    },
  ],
  apps: [
    {
      name: 'iNaturalist',
      url: 'https://www.inaturalist.org',
      description:
        'Record any living thing you find and get it identified by a global community of naturalists.',
    },
    {
      name: 'Seek by iNaturalist',
      url: 'https://www.inaturalist.org/pages/seek_app',
      description: 'Family-friendly app that identifies plants and animals through the camera, offline too.',
    },
    {
      name: 'eBird',
      url: 'https://ebird.org',
      description: 'Keep your bird lists and share checklists that feed research and conservation worldwide.',
    },
    {
      name: 'Merlin Bird ID',
      url: 'https://merlin.allaboutbirds.org',
      description:
        'Free app from the Cornell Lab that identifies birds from a photo, a sound recording or a few answers.',
    },
    {
      name: 'BirdNET',
      url: 'https://birdnet.cornell.edu',
      description: 'Identifies birds by their songs and calls with machine learning.',
    },
    {
      name: 'Observation.org',
      url: 'https://observation.org',
      description: 'Record wildlife sightings with photo identification; widely used across Europe.',
    },
    {
      name: 'Pl@ntNet',
      url: 'https://plantnet.org',
      description: 'Identifies plants from photos, for the habitats where you find your wildlife.',
    },
  ],
  organisations: [
    {
      name: 'IUCN (International Union for Conservation of Nature)',
      url: 'https://www.iucn.org',
      description:
        'The global authority on the status of the natural world and the measures to safeguard it.',
    },
    {
      name: 'BirdLife International',
      url: 'https://www.birdlife.org',
      description:
        'Partnership of conservation organisations working for birds and their habitats in over 100 countries.',
    },
    {
      name: 'WWF',
      url: 'https://wwf.panda.org',
      description: 'International conservation organisation working on species, forests, oceans and climate.',
    },
    {
      name: 'Wildlife Conservation Society',
      url: 'https://www.wcs.org',
      description:
        'Saves wildlife and wild places through science, conservation action and its zoos and aquarium.',
    },
    {
      name: 'Fauna & Flora',
      url: 'https://www.fauna-flora.org',
      description: 'The oldest international wildlife conservation charity, working with local partners.',
    },
    {
      name: 'The Xerces Society',
      url: 'https://xerces.org',
      description: 'Protects invertebrates, from pollinators to freshwater mussels, and their habitats.',
    },
    {
      name: 'Bat Conservation International',
      url: 'https://www.batcon.org',
      description: 'Works to end bat extinctions worldwide.',
    },
    {
      name: 'CITES',
      url: 'https://cites.org',
      description: 'The treaty that regulates international trade in wild animals and plants.',
    },
  ],
  dataPortals: [
    {
      name: 'GBIF (Global Biodiversity Information Facility)',
      url: 'https://www.gbif.org',
      description:
        'Free and open access to billions of species occurrence records; WildLens shares research-grade sightings with it.',
    },
    {
      name: 'OBIS (Ocean Biodiversity Information System)',
      url: 'https://obis.org',
      description: 'Open data on the diversity, distribution and abundance of marine life.',
    },
    {
      name: 'Movebank',
      url: 'https://www.movebank.org',
      description: 'Platform for animal tracking data: migrations and movements recorded by tags.',
    },
    {
      name: 'IUCN Red List of Threatened Species',
      url: 'https://www.iucnredlist.org',
      description: 'Extinction risk assessments of more than 160,000 species.',
    },
    {
      name: 'Protected Planet',
      url: 'https://www.protectedplanet.net',
      description:
        'The World Database on Protected Areas: maps and statistics of the world’s protected areas.',
    },
    {
      name: 'Catalogue of Life',
      url: 'https://www.catalogueoflife.org',
      description: 'Authoritative global index of the names of the world’s known species.',
    },
    {
      name: 'eBird Status and Trends',
      url: 'https://science.ebird.org/en/status-and-trends',
      description: 'Maps of where bird species are and how their numbers change through the year.',
    },
  ],
};
