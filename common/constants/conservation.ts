// IUCN Red List categories (spec section 3, species_database.conservationStatus), in the Red List's own order
// from gone to safe, with Data Deficient last. Shared by the species pages, the administrators' editor and the
// features that protect threatened species (geoprivacy, the rare tracker).

export const CONSERVATION_STATUSES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'LC', 'DD'] as const;
export type ConservationStatus = (typeof CONSERVATION_STATUSES)[number];

/** The Red List's English names; the web app shows translated ones (conservation.status.* in the locales). */
export const CONSERVATION_STATUS_LABELS: Record<ConservationStatus, string> = {
  EX: 'Extinct',
  EW: 'Extinct in the Wild',
  CR: 'Critically Endangered',
  EN: 'Endangered',
  VU: 'Vulnerable',
  NT: 'Near Threatened',
  LC: 'Least Concern',
  DD: 'Data Deficient',
};

/** Where the curated statuses come from; an administrator may name another source for an edited one. */
export const IUCN_SOURCE = 'IUCN Red List of Threatened Species';
export const IUCN_URL = 'https://www.iucnredlist.org';

/** The Red List's threatened categories: Vulnerable, Endangered, Critically Endangered. */
const THREATENED: ReadonlySet<string> = new Set<ConservationStatus>(['CR', 'EN', 'VU']);
/** Gone from the wild: anyone reporting one has found something precious, and its place needs the same care. */
const GONE_FROM_THE_WILD: ReadonlySet<string> = new Set<ConservationStatus>(['EW', 'EX']);

export function isConservationStatus(value: unknown): value is ConservationStatus {
  return typeof value === 'string' && (CONSERVATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Vulnerable or worse (VU, EN, CR, and EW and EX, which are worse still): the species whose sightings'
 * positions are kept coarse and which the rare tracker follows. Unknown, NT, LC, DD and null are not.
 */
export function isThreatened(status: string | null | undefined): boolean {
  return status != null && (THREATENED.has(status) || GONE_FROM_THE_WILD.has(status));
}

/** Sort rank: 0 for EX ... 7 for DD, 8 for no status. */
export function conservationRank(status: string | null | undefined): number {
  const i = status ? (CONSERVATION_STATUSES as readonly string[]).indexOf(status) : -1;
  return i === -1 ? CONSERVATION_STATUSES.length : i;
}

/** The badge colours of each category (the Red List's own scheme: red for CR to green for LC). */
export const CONSERVATION_STATUS_STYLE: Record<ConservationStatus, string> = {
  EX: 'bg-black text-white',
  EW: 'bg-purple-900 text-white',
  CR: 'bg-red-700 text-white',
  // orange-700, not 600: white on 600 is 3.6:1, under WCAG AA's 4.5:1 for small text.
  EN: 'bg-orange-700 text-white',
  VU: 'bg-amber-400 text-stone-900',
  NT: 'bg-lime-300 text-stone-900',
  LC: 'bg-green-700 text-white',
  DD: 'bg-stone-400 text-stone-900',
};
