// A sighting made ready for Instagram (/instagram-post, issue 16 item 3): a 1080x1080 JPEG of its photo (sharp,
// cropped on what draws the eye, metadata not carried over) with a small credit line, and a caption with the
// species, the place, the credits and hashtags. The post is public wherever it goes, so its place is the one a
// visitor may see (geoprivacy: the region of an obscured sighting, nothing of a private one), even when the
// author asks; the coordinates are never in it.
import { placeLabel } from '@common/place-label';
import { INSTAGRAM_MESSAGES, INSTAGRAM_POST, type InstagramCaption } from '@common/schemas/curated';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { keyForPublicUrl } from '../../jobs/media-cleanup';
import { presentSighting, SITE_NAME } from '../sightings/presenters';
import type { SightingView } from '../sightings/view-query';
import { SIGHTING_NOT_FOUND_MESSAGE } from '../sightings/write-service';
import { sightingViews } from './site-account';

/** Hashtags a category brings (Instagram's popular ones for it). */
const CATEGORY_TAGS: Record<string, readonly string[]> = {
  birds: ['birds', 'birdwatching', 'birding'],
  mammals: ['mammals', 'wildlifeonearth'],
  reptiles: ['reptiles', 'herping'],
  amphibians: ['amphibians', 'frogs'],
  marine: ['marinelife', 'underwaterphotography'],
  insects: ['insects', 'macrophotography'],
};
const GENERAL_TAGS = ['wildlife', 'wildlifephotography', 'naturephotography', 'WildLens'];
/** Instagram takes at most 30 hashtags a post. */
const MAX_TAGS = 30;
const CREDIT_MAX = 48;
const DESCRIPTION_MAX = 500;
const STRIP_HEIGHT = 64;

/** "Eurasian wren" -> "EurasianWren": words joined, each capitalised, letters and digits of any script kept. */
export function hashtagOf(text: string): string | null {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const tag = words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join('');
  return tag.length > 0 && tag.length <= 60 ? tag : null;
}

const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export class InstagramPostService {
  constructor(private readonly ctx: AppContext) {}

  /** The sighting as a visitor sees it (public position and place), whoever asks for the post. */
  private async publicView(id: number): Promise<SightingView> {
    const view = (await sightingViews(this.ctx.db, [id], null, 'en')).get(id);
    if (!view) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    return view;
  }

  /** Who took the photo: the credited photographer of a curated one, the site, or the member. */
  private async credit(view: SightingView): Promise<{ line: string; optIn: boolean }> {
    const s = view.sighting;
    if (s.isCurated && s.originalPhotographerCredit) {
      const handle = s.instagramSourceUsername ? `@${s.instagramSourceUsername}` : null;
      const line =
        handle && !s.originalPhotographerCredit.toLowerCase().includes(handle.slice(1).toLowerCase())
          ? `${s.originalPhotographerCredit} (${handle})`
          : s.originalPhotographerCredit;
      return { line, optIn: true };
    }
    if (view.author.username.toLowerCase() === this.ctx.config.ADMIN_USERNAME.toLowerCase())
      return { line: SITE_NAME, optIn: true };
    const [author] = await this.ctx.db
      .select({ instagram: users.instagramUsername, optIn: users.spotlightOptIn })
      .from(users)
      .where(eq(users.id, view.author.id))
      .limit(1);
    const line = author?.instagram ? `${view.author.username} (@${author.instagram})` : view.author.username;
    return { line, optIn: author?.optIn ?? false };
  }

  /**
   * The place a visitor may see, as the sighting's presenter decides it: the member's words only for an exact
   * position, else the region and country worked out from the public position, nothing for a private one.
   */
  private place(view: SightingView): string | null {
    const shown = presentSighting(view, this.ctx.config.ADMIN_USERNAME);
    return shown.location?.trim() || placeLabel(shown.place, 'en');
  }

  async caption(id: number): Promise<InstagramCaption> {
    const view = await this.publicView(id);
    const s = view.sighting;
    const { line: credit, optIn } = await this.credit(view);
    const place = this.place(view);
    const scientific = view.species?.scientificName;
    const heading =
      scientific && scientific.toLowerCase() !== s.speciesName.toLowerCase()
        ? `${s.speciesName} (${scientific})`
        : s.speciesName;
    const tags = [
      hashtagOf(s.speciesName),
      scientific ? hashtagOf(scientific) : null,
      ...(CATEGORY_TAGS[s.category ?? ''] ?? []),
      ...GENERAL_TAGS,
    ].filter((t): t is string => Boolean(t));
    const seen = new Set<string>();
    const hashtags = tags
      .filter((t) => {
        const key = t.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_TAGS)
      .map((t) => `#${t}`);
    const link = new URL(`/sighting/${s.id}`, this.ctx.config.publicUrl).toString();
    const lines = [
      `🐾 ${heading}`,
      s.description ? truncate(s.description.trim(), DESCRIPTION_MAX) : null,
      place ? `📍 ${place}` : null,
      `📷 ${credit}`,
      `🔗 ${link}`,
      '',
      hashtags.join(' '),
    ].filter((l): l is string => l !== null);
    return {
      caption: lines.join('\n'),
      hashtags,
      credit,
      place,
      imagePath: `/api/sightings/${s.id}/instagram-post`,
      spotlightOptIn: optIn,
    };
  }

  /** The published rendition to start from: the largest, or a video's poster; demo photos by their file. */
  private sourceUrl(view: SightingView): string | null {
    const v = view.asset?.variants;
    if (v)
      return (
        v.large?.url ??
        v.fallback?.large?.url ??
        v.medium?.url ??
        v.fallback?.medium?.url ??
        v.poster?.url ??
        v.small?.url ??
        null
      );
    return view.sighting.mediaType === 'photo' ? view.sighting.photoUrl : null;
  }

  private async readSource(url: string): Promise<Buffer> {
    // Only our own stored files are read; an address elsewhere is never fetched.
    const key = keyForPublicUrl(this.ctx.media, url);
    if (!key) throw new HttpError(422, INSTAGRAM_MESSAGES.unreadable);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.ctx.media.get(key))
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      return Buffer.concat(chunks);
    } catch (error) {
      this.ctx.log.warn({ err: error, url }, 'instagram post: the photo could not be read');
      throw new HttpError(422, INSTAGRAM_MESSAGES.unreadable);
    }
  }

  /** The 1080x1080 JPEG with its credit line. */
  async image(id: number): Promise<Buffer> {
    const view = await this.publicView(id);
    const url = this.sourceUrl(view);
    if (!url) throw new HttpError(422, INSTAGRAM_MESSAGES.noPhoto);
    const source = await this.readSource(url);
    const { line } = await this.credit(view);
    const size = INSTAGRAM_POST.size;
    const text = escapeXml(`Photo: ${truncate(line, CREDIT_MAX)}`);
    const strip = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${STRIP_HEIGHT}">` +
        `<rect width="${size}" height="${STRIP_HEIGHT}" fill="#000" fill-opacity="0.5"/>` +
        '<style>text{font-family:"DejaVu Sans","Liberation Sans",sans-serif;font-size:26px;fill:#fff}</style>' +
        `<text x="28" y="41">${text}</text>` +
        `<text x="${size - 28}" y="41" text-anchor="end" font-weight="bold">${SITE_NAME}</text></svg>`,
    );
    try {
      const square = await sharp(source, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
        .toBuffer();
      return await sharp(square)
        .composite([{ input: strip, top: size - STRIP_HEIGHT, left: 0 }])
        .jpeg({ quality: INSTAGRAM_POST.jpegQuality, mozjpeg: true })
        .toBuffer();
    } catch (error) {
      this.ctx.log.warn({ err: error, url }, 'instagram post: the photo could not be processed');
      throw new HttpError(422, INSTAGRAM_MESSAGES.unreadable);
    }
  }
}
