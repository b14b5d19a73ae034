// Licences a member may put on their sightings' media: the set iNaturalist and Flickr offer (Creative Commons 4.0
// and "all rights reserved"). Credited demo photos keep the licence their source gave them (e.g. CC-BY-SA-4.0,
// CC-BY-2.0, Public Domain); sightings.photo_license holds either kind, as an SPDX-style code.

export const MEMBER_LICENSES = [
  'all-rights-reserved',
  'CC0-1.0',
  'CC-BY-4.0',
  'CC-BY-SA-4.0',
  'CC-BY-NC-4.0',
  'CC-BY-NC-SA-4.0',
  'CC-BY-ND-4.0',
  'CC-BY-NC-ND-4.0',
] as const;
export type MemberLicense = (typeof MEMBER_LICENSES)[number];

export const DEFAULT_MEMBER_LICENSE: MemberLicense = 'all-rights-reserved';

export const LICENSE_MESSAGE = `Licence must be one of: ${MEMBER_LICENSES.join(', ')}`;

/** Short names shown next to a photo, the same in every language (they are the licences' own names). */
export const LICENSE_LABELS: Record<MemberLicense, string> = {
  'all-rights-reserved': '©',
  'CC0-1.0': 'CC0',
  'CC-BY-4.0': 'CC BY',
  'CC-BY-SA-4.0': 'CC BY-SA',
  'CC-BY-NC-4.0': 'CC BY-NC',
  'CC-BY-NC-SA-4.0': 'CC BY-NC-SA',
  'CC-BY-ND-4.0': 'CC BY-ND',
  'CC-BY-NC-ND-4.0': 'CC BY-NC-ND',
};

/** The licence's deed, for links and the Darwin Core export; null for all rights reserved. */
export function licenseUrl(code: string | null): string | null {
  if (!code) return null;
  if (code === 'CC0-1.0') return 'https://creativecommons.org/publicdomain/zero/1.0/';
  if (code === 'Public Domain') return 'https://creativecommons.org/publicdomain/mark/1.0/';
  const m = /^CC-(BY(?:-NC)?(?:-SA|-ND)?)-(\d\.\d)$/.exec(code);
  if (!m?.[1] || !m[2]) return null;
  return `https://creativecommons.org/licenses/${m[1].toLowerCase()}/${m[2]}/`;
}

/**
 * Media GBIF publishes: CC0 (and the public domain), CC BY and CC BY-NC in any version. GBIF refuses
 * share-alike and no-derivatives licences for the data it republishes, so media under them (and all rights
 * reserved) stay out of the Darwin Core export.
 */
export function isGbifOpenLicense(code: string | null): boolean {
  if (!code) return false;
  return code === 'CC0-1.0' || code === 'Public Domain' || /^CC-BY(-NC)?-\d\.\d$/.test(code);
}

export const isMemberLicense = (code: string): code is MemberLicense =>
  (MEMBER_LICENSES as readonly string[]).includes(code);
