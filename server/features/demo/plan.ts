// Plans the demo content in memory (who posts what, when, who comments and likes) from a fixed seed; the seed
// module turns the plan into rows. Pure, so the same seed gives the same community every time.
import type { CategoryValue } from '@common/constants/categories';
import type { DemoPhoto } from './manifest';
import { demoPhotoUrl } from './manifest';
import { COMMENT_LINES, DEMO_MEMBERS, REPLY_LINES } from './members';
import { seededRandom } from './random';
import { AMPHIBIAN_REPORTS, SPECIES_NOTES } from './species-notes';
import { DEMO_VIDEOS, demoVideoCredit } from './videos';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Target sizes; the brief asks for about 120 comments and 300 likes. */
const TOP_LEVEL_COMMENTS = 90;
const REPLIES = 30;
const LIKES = 300;

/** The newest sightings, newest first: the home page shows the first six, so they cover several categories. */
const SHOWCASE = [
  'ailurus-fulgens-er-red_panda.webp',
  'alcedo-atthis-er-kingfisher.webp',
  'acinonyx-jubatus-er-cheetah.webp',
  'amphiprion-ocellaris-fi-fish9.webp',
  'parantica-aglea-er-butterfly.webp',
  'chamaeleo-chamaeleon-er-chamaeleon.webp',
];

/** The photo that illustrates each category tile; amphibians have none, so the client shows its emoji. */
export const CATEGORY_COVER: Partial<Record<CategoryValue, string>> = {
  birds: 'ara-macao-wa-scarlet_macaw.webp',
  mammals: 'ailurus-fulgens-er-red_panda.webp',
  reptiles: 'chamaeleo-chamaeleon-er-chamaeleon.webp',
  marine: 'amphiprion-ocellaris-fi-fish9.webp',
  insects: 'parantica-aglea-er-butterfly.webp',
};

export interface PlannedSighting {
  /** Index into DEMO_MEMBERS. */
  author: number;
  speciesName: string;
  category: CategoryValue;
  description: string;
  location: string;
  latitude: string;
  longitude: string;
  /** For a video, the photo it was made from: the card's image until the job has made the real poster. */
  photoUrl: string | null;
  videoUrl: string | null;
  /** The bundled photo or clip behind photoUrl or videoUrl, which the demo_media job runs through the media
   * pipeline. */
  demoFile: string | null;
  mediaType: 'photo' | 'video' | 'none';
  dateSpotted: string;
  views: number;
  originalSource: string;
  originalPhotographerCredit: string | null;
  photoLicense: string | null;
  sourceUrl: string | null;
  createdAt: Date;
}

export interface PlannedComment {
  sighting: number;
  author: number;
  /** Index into the plan's comments of the top-level comment this one replies to. */
  parent: number | null;
  content: string;
  createdAt: Date;
}

export interface PlannedLike {
  member: number;
  sighting: number;
  createdAt: Date;
}

export interface DemoPlan {
  sightings: PlannedSighting[];
  comments: PlannedComment[];
  likes: PlannedLike[];
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Never later than now, so nothing in the demo appears to come from the future. */
const between = (from: Date, span: number, fraction: number, now: Date) =>
  new Date(Math.min(now.getTime(), from.getTime() + span * fraction));

export function planDemoContent(photos: readonly DemoPhoto[], now: Date, seed = 20_251_024): DemoPlan {
  const rng = seededRandom(seed);
  const memberCount = DEMO_MEMBERS.length;
  const authorFor = (category: CategoryValue) => {
    const fans = DEMO_MEMBERS.flatMap((m, i) => (m.interests.includes(category) ? [i] : []));
    return fans.length > 0 ? rng.pick(fans) : rng.int(0, memberCount - 1);
  };

  const showcase = SHOWCASE.flatMap((file) => photos.filter((p) => p.file === file));
  const others = rng.shuffle(photos.filter((p) => !SHOWCASE.includes(p.file)));
  const sightings: PlannedSighting[] = [];
  // The videos come first: the seed gives the first one, October's winning video, the home page's fixed id.
  for (const video of DEMO_VIDEOS) {
    const photo = photos.find((p) => p.file === video.photo);
    const author = DEMO_MEMBERS.findIndex((m) => m.username === video.author);
    if (!photo || author < 0) throw new Error(`Demo video ${video.file} names an unknown photo or member`);
    const createdAt = new Date(now.getTime() - (video.postedDaysAgo + rng.next() * 0.5) * DAY);
    sightings.push({
      ...photoSighting(photo, createdAt),
      author,
      description: video.description,
      videoUrl: demoPhotoUrl(video.file),
      demoFile: video.file,
      mediaType: 'video',
      originalPhotographerCredit: demoVideoCredit(photo.author),
    });
  }
  const featured = sightings.length + showcase.length;
  showcase.forEach((photo, i) => {
    sightings.push(photoSighting(photo, new Date(now.getTime() - (i * 5 + rng.next() * 3 + 0.5) * HOUR)));
  });
  for (const photo of others) {
    sightings.push(photoSighting(photo, new Date(now.getTime() - (2 + rng.next() * 58) * DAY)));
  }
  for (const report of AMPHIBIAN_REPORTS) {
    const createdAt = new Date(now.getTime() - (2 + rng.next() * 58) * DAY);
    sightings.push({
      author: authorFor('amphibians'),
      speciesName: report.speciesName,
      category: 'amphibians',
      description: report.description,
      location: report.location,
      latitude: report.latitude.toFixed(6),
      longitude: report.longitude.toFixed(6),
      photoUrl: null,
      videoUrl: null,
      demoFile: null,
      mediaType: 'none',
      dateSpotted: isoDay(new Date(createdAt.getTime() - rng.next() * 30 * DAY)),
      views: 0,
      originalSource: 'user_upload',
      originalPhotographerCredit: null,
      photoLicense: null,
      sourceUrl: null,
      createdAt,
    });
  }

  function photoSighting(photo: DemoPhoto, createdAt: Date): PlannedSighting {
    const description = SPECIES_NOTES[photo.file];
    if (!description) throw new Error(`No demo description for ${photo.file}`);
    return {
      author: authorFor(photo.category),
      speciesName: photo.commonName,
      category: photo.category,
      description,
      location: photo.place,
      latitude: photo.latitude.toFixed(6),
      longitude: photo.longitude.toFixed(6),
      photoUrl: demoPhotoUrl(photo.file),
      videoUrl: null,
      demoFile: photo.file,
      mediaType: 'photo',
      // Seen up to 60 days before it was posted; with posts in the last 60 days, always within 120 days.
      dateSpotted: isoDay(new Date(createdAt.getTime() - rng.next() * 60 * DAY)),
      views: 0,
      originalSource: 'wikimedia_commons',
      originalPhotographerCredit: photo.author,
      photoLicense: photo.license,
      sourceUrl: photo.source,
      createdAt,
    };
  }

  // Some sightings draw far more attention than others; the videos and showcase ones are the crowd favourites.
  const appeal = sightings.map((_, i) => (i < featured ? 2 : 0.3 + rng.next() ** 2 * 2));
  const otherMember = (exclude: number) => {
    const m = rng.int(0, memberCount - 2);
    return m >= exclude ? m + 1 : m;
  };
  const age = (s: PlannedSighting) => now.getTime() - s.createdAt.getTime();

  const comments: PlannedComment[] = [];
  for (let i = 0; i < TOP_LEVEL_COMMENTS; i += 1) {
    const sightingIndex = rng.weightedIndex(appeal);
    const sighting = sightings[sightingIndex] as PlannedSighting;
    const line = rng.pick(COMMENT_LINES).replace('{species}', sighting.speciesName.replace(/\s*\(.*\)$/, ''));
    comments.push({
      sighting: sightingIndex,
      author: otherMember(sighting.author),
      parent: null,
      content: line,
      createdAt: between(sighting.createdAt, Math.min(4 * DAY, age(sighting)), rng.next(), now),
    });
  }
  for (let i = 0; i < REPLIES; i += 1) {
    const parent = rng.int(0, TOP_LEVEL_COMMENTS - 1);
    const parentComment = comments[parent] as PlannedComment;
    const sighting = sightings[parentComment.sighting] as PlannedSighting;
    // Usually the author answers; otherwise another member joins the thread.
    const author = rng.next() < 0.7 ? sighting.author : otherMember(parentComment.author);
    const span = Math.min(2 * DAY, now.getTime() - parentComment.createdAt.getTime());
    comments.push({
      sighting: parentComment.sighting,
      author,
      parent,
      content: rng.pick(REPLY_LINES),
      createdAt: between(parentComment.createdAt, span, rng.next(), now),
    });
  }

  const likes: PlannedLike[] = [];
  const taken = new Set<string>();
  for (let attempt = 0; likes.length < LIKES && attempt < LIKES * 50; attempt += 1) {
    const sightingIndex = rng.weightedIndex(appeal);
    const sighting = sightings[sightingIndex] as PlannedSighting;
    const member = otherMember(sighting.author);
    const key = `${member}:${sightingIndex}`;
    if (taken.has(key)) continue;
    taken.add(key);
    likes.push({
      member,
      sighting: sightingIndex,
      createdAt: between(sighting.createdAt, age(sighting), rng.next(), now),
    });
  }

  // Views follow attention: a base of casual visitors plus several views per like.
  const likeCounts = new Array<number>(sightings.length).fill(0);
  for (const like of likes) likeCounts[like.sighting] = (likeCounts[like.sighting] ?? 0) + 1;
  sightings.forEach((s, i) => {
    s.views = rng.int(25, 180) + (likeCounts[i] ?? 0) * rng.int(8, 25);
  });
  return { sightings, comments, likes };
}
