// Test support: a real DNG file (Adobe DNG 1.4, little-endian TIFF), laid out as the Adobe DNG Converter and most
// cameras that shoot DNG write one: IFD0 a small RGB thumbnail with the camera's tags and DNGVersion, a sub-IFD
// with the sensor data (a 16-bit colour filter array), a second sub-IFD with the full-size JPEG preview, an EXIF
// IFD and a GPS IFD. ExifTool reads it as a DNG ("File Type: DNG", with its PreviewImage), so the upload tests run
// on a RAW file without shipping one: no RAW sample with a clear licence is published in an npm package.
import sharp from 'sharp';

type Value =
  | { type: 1 | 3 | 4 | 7; values: number[] }
  | { type: 2; text: string }
  | { type: 5; values: number[][] };

interface Entry {
  tag: number;
  value: Value;
}

const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1 };

function count(value: Value): number {
  if (value.type === 2) return Buffer.byteLength(value.text, 'latin1') + 1;
  return value.values.length;
}

function byteLength(value: Value): number {
  return count(value) * (TYPE_SIZE[value.type] ?? 1);
}

function writeValue(buffer: Buffer, at: number, value: Value): void {
  switch (value.type) {
    case 1:
    case 7:
      value.values.forEach((v, i) => {
        buffer.writeUInt8(v, at + i);
      });
      break;
    case 2:
      buffer.write(`${value.text}\0`, at, 'latin1');
      break;
    case 3:
      value.values.forEach((v, i) => {
        buffer.writeUInt16LE(v, at + i * 2);
      });
      break;
    case 4:
      value.values.forEach((v, i) => {
        buffer.writeUInt32LE(v, at + i * 4);
      });
      break;
    case 5:
      value.values.forEach(([n = 0, d = 1], i) => {
        buffer.writeUInt32LE(n, at + i * 8);
        buffer.writeUInt32LE(d, at + i * 8 + 4);
      });
      break;
  }
}

/** Bytes an IFD takes with the values that do not fit in their entries (placed right after it). */
function ifdSize(entries: Entry[]): number {
  const overflow = entries.reduce((sum, e) => {
    const n = byteLength(e.value);
    return sum + (n > 4 ? n + (n % 2) : 0);
  }, 0);
  return 2 + entries.length * 12 + 4 + overflow;
}

function writeIfd(buffer: Buffer, at: number, entries: Entry[], next = 0): void {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  buffer.writeUInt16LE(sorted.length, at);
  let overflow = at + 2 + sorted.length * 12 + 4;
  sorted.forEach((entry, i) => {
    const e = at + 2 + i * 12;
    buffer.writeUInt16LE(entry.tag, e);
    buffer.writeUInt16LE(entry.value.type, e + 2);
    buffer.writeUInt32LE(count(entry.value), e + 4);
    const n = byteLength(entry.value);
    if (n <= 4) writeValue(buffer, e + 8, entry.value);
    else {
      buffer.writeUInt32LE(overflow, e + 8);
      writeValue(buffer, overflow, entry.value);
      overflow += n + (n % 2);
    }
  });
  buffer.writeUInt32LE(next, at + 2 + sorted.length * 12);
}

const short = (...values: number[]): Value => ({ type: 3, values });
const long = (...values: number[]): Value => ({ type: 4, values });
const text = (value: string): Value => ({ type: 2, text: value });
const rational = (...values: [number, number][]): Value => ({ type: 5, values });

function dms(degrees: number): [number, number][] {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 1000);
  return [
    [d, 1],
    [m, 1],
    [s, 1000],
  ];
}

export interface DngOptions {
  /** The full-size JPEG preview (a baseline JPEG; without EXIF, as cameras embed it). */
  preview: Buffer;
  /** IFD0 orientation of the RAW (1-8). */
  orientation?: number;
  make?: string;
  model?: string;
  dateTimeOriginal?: string;
  latitude?: number;
  longitude?: number;
}

/** A DNG whose preview is `options.preview`, with camera data of its own (not the preview's). */
export async function buildDng(options: DngOptions): Promise<Buffer> {
  const meta = await sharp(options.preview).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  // IFD0's RGB thumbnail, 256 px wide, uncompressed.
  const thumbWidth = 256;
  const thumbHeight = Math.max(1, Math.round((height / width) * thumbWidth));
  const thumb = await sharp(options.preview).resize(thumbWidth, thumbHeight).removeAlpha().raw().toBuffer();
  // The sensor data: a 64 x 64 RGGB colour filter array, 16 bits a sample.
  const rawSide = 64;
  const sensor = Buffer.alloc(rawSide * rawSide * 2);
  for (let i = 0; i < rawSide * rawSide; i += 1) sensor.writeUInt16LE((i * 37) % 4096, i * 2);

  const exifEntries: Entry[] = [
    { tag: 0x829a, value: rational([1, 500]) }, // ExposureTime
    { tag: 0x829d, value: rational([56, 10]) }, // FNumber
    { tag: 0x8827, value: short(800) }, // ISO
    { tag: 0x9003, value: text(options.dateTimeOriginal ?? '2024:05:17 06:42:10') }, // DateTimeOriginal
    { tag: 0x920a, value: rational([4000, 10]) }, // FocalLength
    { tag: 0xa434, value: text('WildLens 400mm F5.6 Test Lens') }, // LensModel
  ];
  const latitude = options.latitude ?? 57.2345;
  const longitude = options.longitude ?? -3.8123;
  const gpsEntries: Entry[] = [
    { tag: 0x0000, value: { type: 1, values: [2, 3, 0, 0] } }, // GPSVersionID
    { tag: 0x0001, value: text(latitude >= 0 ? 'N' : 'S') },
    { tag: 0x0002, value: rational(...dms(latitude)) },
    { tag: 0x0003, value: text(longitude >= 0 ? 'E' : 'W') },
    { tag: 0x0004, value: rational(...dms(longitude)) },
  ];
  const rawEntries = (stripOffset: number): Entry[] => [
    { tag: 0x00fe, value: long(0) }, // NewSubfileType: the main image
    { tag: 0x0100, value: long(rawSide) },
    { tag: 0x0101, value: long(rawSide) },
    { tag: 0x0102, value: short(16) },
    { tag: 0x0103, value: short(1) },
    { tag: 0x0106, value: short(32803) }, // CFA
    { tag: 0x0111, value: long(stripOffset) },
    { tag: 0x0115, value: short(1) },
    { tag: 0x0116, value: long(rawSide) },
    { tag: 0x0117, value: long(sensor.length) },
    { tag: 0x011c, value: short(1) },
    { tag: 0x828d, value: short(2, 2) }, // CFARepeatPatternDim
    { tag: 0x828e, value: { type: 1, values: [0, 1, 1, 2] } }, // CFAPattern RGGB
    { tag: 0xc61a, value: long(0) }, // BlackLevel
    { tag: 0xc61d, value: long(4095) }, // WhiteLevel
  ];
  const previewEntries = (offset: number): Entry[] => [
    { tag: 0x00fe, value: long(1) }, // NewSubfileType: a reduced-resolution copy
    { tag: 0x0100, value: long(width) },
    { tag: 0x0101, value: long(height) },
    { tag: 0x0102, value: short(8, 8, 8) },
    { tag: 0x0103, value: short(7) }, // JPEG
    { tag: 0x0106, value: short(6) }, // YCbCr
    { tag: 0x0111, value: long(offset) },
    { tag: 0x0115, value: short(3) },
    { tag: 0x0116, value: long(height) },
    { tag: 0x0117, value: long(options.preview.length) },
    { tag: 0x011c, value: short(1) },
    { tag: 0xc71a, value: long(2) }, // PreviewColorSpace: sRGB
  ];
  const ifd0Entries = (o: {
    thumb: number;
    subIfds: [number, number];
    exif: number;
    gps: number;
  }): Entry[] => [
    { tag: 0x00fe, value: long(1) },
    { tag: 0x0100, value: long(thumbWidth) },
    { tag: 0x0101, value: long(thumbHeight) },
    { tag: 0x0102, value: short(8, 8, 8) },
    { tag: 0x0103, value: short(1) },
    { tag: 0x0106, value: short(2) },
    { tag: 0x010f, value: text(options.make ?? 'WildLens') },
    { tag: 0x0110, value: text(options.model ?? 'Field Camera DNG') },
    { tag: 0x0111, value: long(o.thumb) },
    { tag: 0x0112, value: short(options.orientation ?? 1) },
    { tag: 0x0115, value: short(3) },
    { tag: 0x0116, value: long(thumbHeight) },
    { tag: 0x0117, value: long(thumb.length) },
    { tag: 0x011c, value: short(1) },
    { tag: 0x0131, value: text('WildLens test DNG writer') },
    { tag: 0x014a, value: long(...o.subIfds) },
    { tag: 0x8769, value: long(o.exif) },
    { tag: 0x8825, value: long(o.gps) },
    { tag: 0xc612, value: { type: 1, values: [1, 4, 0, 0] } }, // DNGVersion
    { tag: 0xc613, value: { type: 1, values: [1, 1, 0, 0] } }, // DNGBackwardVersion
    { tag: 0xc614, value: text(`${options.make ?? 'WildLens'} ${options.model ?? 'Field Camera DNG'}`) },
  ];

  // Layout: header, IFD0, EXIF IFD, GPS IFD, raw sub-IFD, preview sub-IFD, then the image data.
  const dummy = { thumb: 0, subIfds: [0, 0] as [number, number], exif: 0, gps: 0 };
  const at = { ifd0: 8, exif: 0, gps: 0, raw: 0, preview: 0, thumb: 0, sensor: 0, jpeg: 0, end: 0 };
  at.exif = at.ifd0 + ifdSize(ifd0Entries(dummy));
  at.gps = at.exif + ifdSize(exifEntries);
  at.raw = at.gps + ifdSize(gpsEntries);
  at.preview = at.raw + ifdSize(rawEntries(0));
  at.thumb = at.preview + ifdSize(previewEntries(0));
  at.sensor = at.thumb + thumb.length + (thumb.length % 2);
  at.jpeg = at.sensor + sensor.length;
  at.end = at.jpeg + options.preview.length;

  const file = Buffer.alloc(at.end);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(42, 2);
  file.writeUInt32LE(at.ifd0, 4);
  writeIfd(
    file,
    at.ifd0,
    ifd0Entries({ thumb: at.thumb, subIfds: [at.raw, at.preview], exif: at.exif, gps: at.gps }),
  );
  writeIfd(file, at.exif, exifEntries);
  writeIfd(file, at.gps, gpsEntries);
  writeIfd(file, at.raw, rawEntries(at.sensor));
  writeIfd(file, at.preview, previewEntries(at.jpeg));
  thumb.copy(file, at.thumb);
  sensor.copy(file, at.sensor);
  options.preview.copy(file, at.jpeg);
  return file;
}
