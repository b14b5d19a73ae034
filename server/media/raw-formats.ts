// Camera RAW files that file-type does not name, from the upload's first bytes: those built on TIFF that it
// reports as plain TIFF (Pentax PEF always; Nikon NEF and Sony ARW of some bodies), recognised by their first
// IFD, and the older Olympus ORF and Panasonic RW2 headers its signatures miss, by their magic bytes. A TIFF is
// taken for a RAW only when a camera maker wrote it AND it has a RAW's structure (sub-images, a colour filter
// array, or a maker's own compression), so a TIFF exported from an editor (which keeps the camera's Make) stays a
// refused TIFF.
import { RAW_FORMATS, type RawFormat } from '@common/schemas/media';

const TAG = {
  compression: 0x0103,
  photometric: 0x0106,
  make: 0x010f,
  subIfds: 0x014a,
  dngVersion: 0xc612,
} as const;

/** PhotometricInterpretation of sensor data (colour filter array). */
const CFA = 32803;
/** Compression values only camera makers use (Nikon NEF, Pentax PEF, Sony, Kodak-style packed RAW). */
const MAKER_COMPRESSIONS = new Set([32767, 32769, 32770, 34713, 65535]);
/** The most entries a first IFD is read for: a camera's has a few dozen. */
const MAX_ENTRIES = 512;

const BY_MAKER: readonly [RegExp, RawFormat['ext']][] = [
  [/^NIKON/i, 'nef'],
  [/^(PENTAX|RICOH|ASAHI)/i, 'pef'],
  [/^SONY/i, 'arw'],
  [/^CANON/i, 'cr2'],
];

interface FirstIfd {
  make: string | null;
  hasSubIfds: boolean;
  isDng: boolean;
  compression: number | null;
  photometric: number | null;
}

/** The few fields of the first IFD this needs, or null when the bytes are not a readable classic TIFF. */
export function readFirstIfd(head: Uint8Array): FirstIfd | null {
  if (head.length < 8) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const order = String.fromCharCode(head[0] ?? 0, head[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd < 8 || ifd + 2 > head.length) return null;
  const count = Math.min(view.getUint16(ifd, little), MAX_ENTRIES);
  const result: FirstIfd = {
    make: null,
    hasSubIfds: false,
    isDng: false,
    compression: null,
    photometric: null,
  };
  for (let i = 0; i < count; i += 1) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > head.length) break;
    const tag = view.getUint16(at, little);
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    const short = () => (type === 3 ? view.getUint16(at + 8, little) : view.getUint32(at + 8, little));
    switch (tag) {
      case TAG.compression:
        result.compression = short();
        break;
      case TAG.photometric:
        result.photometric = short();
        break;
      case TAG.subIfds:
        result.hasSubIfds = n > 0;
        break;
      case TAG.dngVersion:
        result.isDng = true;
        break;
      case TAG.make: {
        if (type !== 2 || n === 0 || n > 64) break;
        const start = n <= 4 ? at + 8 : view.getUint32(at + 8, little);
        if (start + n > head.length) break;
        result.make = new TextDecoder('latin1')
          .decode(head.subarray(start, start + n))
          .replace(/\0.*$/s, '')
          .trim();
        break;
      }
    }
  }
  return result;
}

/** The RAW format of a TIFF-structured file file-type called plain TIFF, or undefined for a real TIFF. */
export function rawFormatOfTiff(head: Uint8Array): RawFormat | undefined {
  const ifd = readFirstIfd(head);
  if (!ifd) return undefined;
  const ext: RawFormat['ext'] | undefined = ifd.isDng
    ? 'dng'
    : ifd.make
      ? BY_MAKER.find(([pattern]) => pattern.test(ifd.make ?? ''))?.[1]
      : undefined;
  if (!ext) return undefined;
  const rawStructure =
    ifd.isDng ||
    ifd.hasSubIfds ||
    ifd.photometric === CFA ||
    (ifd.compression !== null && MAKER_COMPRESSIONS.has(ifd.compression));
  return rawStructure ? byExt(ext) : undefined;
}

const byExt = (ext: RawFormat['ext']) => RAW_FORMATS.find((f) => f.ext === ext);

/** Olympus ORF ('IIRO', 'IIRS', 'MMOR') and Panasonic RW2 ('IIU') headers: TIFF with the maker's own magic. */
export function rawFormatOfMagic(head: Uint8Array): RawFormat | undefined {
  const start = String.fromCharCode(...head.subarray(0, 4));
  if (start === 'IIRO' || start === 'IIRS' || start === 'MMOR') return byExt('orf');
  if (start === 'IIU\0') return byExt('rw2');
  return undefined;
}
