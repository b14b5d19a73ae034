// The media path rule (spec section 3): a relative path gets a leading slash; absolute URLs and rooted paths
// are kept as they are.
import { mediaPath } from '@common/media-renditions';
import type { Sighting } from '@common/schemas/sightings';

export { mediaPath };

const KEEP = /^(https?:|data:|blob:)/i;

/**
 * The second attempt after a load error (spec section 8: "path retried with a leading slash"): exactly one
 * leading slash, which also repairs paths stored as "//uploads/..." that browsers read as another host.
 */
export function retryMediaPath(path: string): string {
  if (KEEP.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}

/** A video's poster frame: the pipeline's poster, else the picture stored with the sighting. */
export function posterOf(sighting: Pick<Sighting, 'media' | 'photoUrl'>): string | undefined {
  const poster = sighting.media?.posterUrl ?? sighting.photoUrl;
  return poster ? mediaPath(poster) : undefined;
}
