// What an upload really is, read from its bytes (file-type), never from its name or declared content type.
import {
  PHOTO_MIME_TYPES,
  RAW_FORMATS,
  type RawExt,
  type RawMime,
  UPLOAD_MESSAGES,
  VIDEO_MIME_TYPES,
} from '@common/schemas/media';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../http/errors';
import { rawFormatOfMagic, rawFormatOfTiff } from './raw-formats';

export type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];
export type VideoMime = (typeof VIDEO_MIME_TYPES)[number];

/** A camera RAW file (Premium Explorer): published from its embedded JPEG preview (raw-preview.ts). */
export type SniffedMedia =
  | { kind: 'photo'; mime: PhotoMime; ext: string }
  | { kind: 'raw'; mime: RawMime; ext: RawExt }
  | { kind: 'video'; mime: VideoMime; ext: string };

/** How many leading bytes the sniffer needs: every accepted container names itself within the first few KB. */
export const SNIFF_BYTES = 64 * 1024;

const PHOTO_EXT: Record<PhotoMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
};
const VIDEO_EXT: Record<VideoMime, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
/** Same container under another name: an .m4v is an MP4 (Apple exports them). */
const VIDEO_ALIASES: Record<string, VideoMime> = { 'video/x-m4v': 'video/mp4' };

const isPhotoMime = (m: string): m is PhotoMime => (PHOTO_MIME_TYPES as readonly string[]).includes(m);
const isVideoMime = (m: string): m is VideoMime => (VIDEO_MIME_TYPES as readonly string[]).includes(m);
const rawFormatOf = (m: string) => RAW_FORMATS.find((f) => f.mime === m);

/**
 * The accepted type of the content, or a 400 with the spec's message. Text (a renamed .txt, HTML, SVG,
 * scripts) has no magic number, so file-type finds nothing and it is refused; anything it recognises
 * outside the allowed list (GIF, PDF, ZIP, a plain TIFF...) is refused too. Camera RAW files are told apart
 * here (kind 'raw'); whether the member may upload them is the caller's decision.
 */
export async function sniffMedia(head: Uint8Array): Promise<SniffedMedia> {
  const found = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const mime = found ? (VIDEO_ALIASES[found.mime] ?? found.mime) : undefined;
  if (mime && isPhotoMime(mime)) return { kind: 'photo', mime, ext: PHOTO_EXT[mime] };
  if (mime && isVideoMime(mime)) return { kind: 'video', mime, ext: VIDEO_EXT[mime] };
  // file-type names most RAW formats; the TIFF-based ones it takes for plain TIFF (Pentax PEF, some Nikon and
  // Sony bodies) are recognised by their camera maker and RAW structure, older ORF and RW2 by their magic.
  const raw = mime
    ? (rawFormatOf(mime) ?? (mime === 'image/tiff' ? rawFormatOfTiff(head) : undefined))
    : rawFormatOfMagic(head);
  if (raw) return { kind: 'raw', mime: raw.mime, ext: raw.ext };
  throw badRequest(UPLOAD_MESSAGES.unsupported);
}
