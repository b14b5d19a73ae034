// The demo's video sightings. No licence-clean wildlife footage is available to this project (nothing in the
// npm registry or Debian's packages), so each clip is a slow pan and zoom over one of the bundled photos, made
// once by scripts/make-demo-videos.ts and committed next to the photos. Their credits say exactly that.

export interface DemoVideo {
  /** The clip under server/demo/wildlife (served as /media/demo/<file>); a plain name, like the photos. */
  file: string;
  /** The bundled photo it was made from: species, place and credits come from its manifest entry. */
  photo: string;
  /** Who posts it (a DEMO_MEMBERS username). */
  author: string;
  /** Where the zoom ends, as fractions of the photo's width and height: the animal. */
  focus: { x: number; y: number };
  description: string;
  /** Days before the seed's "now" that it was posted. */
  postedDaysAgo: number;
}

/**
 * Whoever reads a credit must learn what the clip is: a photo set in motion, not footage from the field. The
 * web app shows it as "Photo: <credit> (<licence>)"; a clip of a CC BY-SA photo is itself CC BY-SA.
 */
export const demoVideoCredit = (photoAuthor: string) =>
  `${photoAuthor}; video made by WildLens from this photo with a slow pan and zoom`;

/** The first is October's winning video: the seed creates it first, at VIDEO_WINNER_SIGHTING_ID. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    file: 'tursiops-truncatus-er-dolphin.mp4',
    photo: 'tursiops-truncatus-er-dolphin.webp',
    author: 'coral_diver_ana',
    focus: { x: 0.45, y: 0.35 },
    description:
      'October video contest winner. A bottlenose dolphin rising towards the sunlit surface off the reef at ' +
      'Eilat. The clip is a slow pan and zoom over a still photo, as its credit says.',
    postedDaysAgo: 38,
  },
  {
    file: 'suricata-suricatta-er-meerkats.mp4',
    photo: 'suricata-suricatta-er-meerkats.webp',
    author: 'savanna_lens',
    focus: { x: 0.5, y: 0.35 },
    description:
      'Three meerkats standing sentry in the evening sun at Tswalu, each watching its own direction. A slow pan ' +
      'and zoom over a still photo (see the credit).',
    postedDaysAgo: 12,
  },
  {
    file: 'alcedo-atthis-er-kingfisher.mp4',
    photo: 'alcedo-atthis-er-kingfisher.webp',
    author: 'marsh_harrier_jo',
    focus: { x: 0.45, y: 0.35 },
    description:
      'Kingfisher on a lichen-covered branch over the stream. A slow zoom over a still photo (see the credit) ' +
      'towards that dagger of a bill.',
    postedDaysAgo: 21,
  },
];
