// Turns a thumbhash (base64, from the server's media pipeline) into a tiny PNG data URL shown, scaled up and
// therefore soft, behind an image until it loads. Decoded once per hash: lists repeat the same sightings.
import { thumbHashToDataURL } from 'thumbhash';

const decoded = new Map<string, string | null>();
/** Enough for several pages of a grid; the map starts again past it rather than growing without end. */
const MAX_ENTRIES = 500;

export function placeholderDataUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const known = decoded.get(hash);
  if (known !== undefined) return known;
  let url: string | null = null;
  try {
    const bytes = Uint8Array.from(atob(hash), (c) => c.charCodeAt(0));
    url = thumbHashToDataURL(bytes);
  } catch {
    // A damaged hash only costs the placeholder.
    url = null;
  }
  if (decoded.size >= MAX_ENTRIES) decoded.clear();
  decoded.set(hash, url);
  return url;
}
