// Camera RAW files below the upload route: recognised by their bytes (file-type's signatures, a TIFF's maker and
// structure, ORF and RW2 magic) and never by name; the preview found by its JPEG structure in any container (the
// largest decodable one: sensor data in lossless JPEG is passed over), across read chunks, and turned upright by
// the RAW's orientation. The containers other than DNG are laid out here as their makers lay them out, around a
// real JPEG: no RAW sample with a clear licence ships in an npm package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto } from '../test/harness';
import { buildDng } from './dng.support';
import { extractRawPreview, withOrientation } from './raw-preview';
import { sniffMedia } from './sniff';

let dir: string;
let jpeg: Buffer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-raw-'));
  jpeg = await sharp(fixturePhoto('canon-dslr.jpg')).resize(1200).jpeg({ quality: 80 }).toBuffer();
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function file(data: Buffer): string {
  n += 1;
  const name = path.join(dir, `raw-${n}`);
  fs.writeFileSync(name, data);
  return name;
}

/** A classic little-endian TIFF header and a first IFD of SHORT/LONG/ASCII entries. */
function tiff(entries: [tag: number, type: 2 | 3 | 4, value: number | string][], magic = 'II*\0'): Buffer {
  const strings: Buffer[] = [];
  const ifdAt = 16;
  let stringsAt = ifdAt + 2 + entries.length * 12 + 4;
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    if (type === 2) {
      const text = Buffer.from(`${value}\0`, 'latin1');
      ifd.writeUInt32LE(text.length, at + 4);
      ifd.writeUInt32LE(stringsAt, at + 8);
      strings.push(text);
      stringsAt += text.length;
    } else {
      ifd.writeUInt32LE(1, at + 4);
      if (type === 3) ifd.writeUInt16LE(Number(value), at + 8);
      else ifd.writeUInt32LE(Number(value), at + 8);
    }
  });
  const head = Buffer.alloc(16);
  head.write(magic, 0, 'latin1');
  head.writeUInt32LE(ifdAt, 4);
  return Buffer.concat([head, ifd, ...strings]);
}

/** A lossless (SOF3) JPEG header claiming a large frame, as sensor data is stored in CR2 and many DNGs. */
function losslessJpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc3, 0, 11, 16, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const sos = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 1, 0, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    sof,
    sos,
    Buffer.alloc(5000, 0x5a),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const pad = (bytes: number, fill = 0x11) => Buffer.alloc(bytes, fill);

describe('recognising a RAW file by its content', () => {
  it('names the RAW formats file-type knows', async () => {
    const cr3 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypcrx \0\0\0\x01crx isom', 'latin1'),
      pad(64),
    ]);
    const raf = Buffer.concat([Buffer.from('FUJIFILMCCD-RAW 0201FF383501', 'latin1'), pad(200)]);
    const orf = Buffer.concat([Buffer.from([0x49, 0x49, 0x52, 0x4f, 8, 0, 0, 0, 0x18]), pad(64)]);
    const rw2 = Buffer.concat([
      Buffer.from([0x49, 0x49, 0x55, 0, 0x18, 0, 0, 0, 0x88, 0xe7, 0x74, 0xd8]),
      pad(64),
    ]);
    const dng = await buildDng({ preview: jpeg });
    expect(await sniffMedia(cr3)).toEqual({ kind: 'raw', mime: 'image/x-canon-cr3', ext: 'cr3' });
    expect(await sniffMedia(raf)).toEqual({ kind: 'raw', mime: 'image/x-fujifilm-raf', ext: 'raf' });
    expect(await sniffMedia(orf)).toEqual({ kind: 'raw', mime: 'image/x-olympus-orf', ext: 'orf' });
    expect(await sniffMedia(rw2)).toEqual({ kind: 'raw', mime: 'image/x-panasonic-rw2', ext: 'rw2' });
    expect(await sniffMedia(dng.subarray(0, 64 * 1024))).toEqual({
      kind: 'raw',
      mime: 'image/x-adobe-dng',
      ext: 'dng',
    });
  });

  it('tells a TIFF-built RAW from an exported TIFF by its maker and structure, and older ORF and RW2 by magic', async () => {
    const pef = tiff([
      [0x0103, 3, 65535],
      [0x0106, 3, 32803],
      [0x010f, 2, 'PENTAX Corporation'],
    ]);
    const nef = tiff([
      [0x00fe, 4, 1],
      [0x010f, 2, 'NIKON CORPORATION'],
      [0x014a, 4, 4096],
    ]);
    const exported = tiff([
      [0x0103, 3, 5],
      [0x0106, 3, 2],
      [0x010f, 2, 'NIKON CORPORATION'],
    ]);
    expect(await sniffMedia(pef)).toMatchObject({ kind: 'raw', ext: 'pef', mime: 'image/x-pentax-pef' });
    expect(await sniffMedia(nef)).toMatchObject({ kind: 'raw', ext: 'nef' });
    await expect(sniffMedia(exported)).rejects.toMatchObject({ message: UPLOAD_MESSAGES.unsupported });
    expect(await sniffMedia(Buffer.concat([Buffer.from('IIRS\x08\0\0\0', 'latin1'), pad(64)]))).toMatchObject(
      {
        ext: 'orf',
      },
    );
    expect(
      await sniffMedia(Buffer.concat([Buffer.from('IIU\0\x08\0\0\0', 'latin1'), pad(64)])),
    ).toMatchObject({
      ext: 'rw2',
    });
  });

  it('reads a JPEG as a JPEG and refuses a file that only says RAW in its name or first letters', async () => {
    expect(await sniffMedia(fs.readFileSync(fixturePhoto('noexif.jpg')))).toMatchObject({
      kind: 'photo',
      mime: 'image/jpeg',
    });
    await expect(sniffMedia(Buffer.from('NEF raw file, trust me'))).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.unsupported,
    });
  });
});

describe('the preview of a RAW file', () => {
  it("takes a CR2-style file's full-size JPEG over its larger lossless sensor data and its thumbnail", async () => {
    const thumbnail = await sharp(jpeg).resize(160).jpeg().toBuffer();
    const head = tiff([
      [0x0103, 3, 6],
      [0x010f, 2, 'Canon'],
    ]);
    head.write('CR\x02\0', 8, 'latin1');
    const cr2 = Buffer.concat([
      head,
      pad(300),
      thumbnail,
      pad(700),
      jpeg,
      pad(900),
      losslessJpeg(6000, 4000),
      pad(50),
    ]);
    const target = path.join(dir, 'cr2-preview.jpg');
    expect(await extractRawPreview(file(cr2), target)).toEqual({ width: 1200, height: 800 });
    // The TIFF here carries no orientation to write into the copy: the bytes are the embedded JPEG's.
    expect(fs.readFileSync(target).equals(jpeg)).toBe(true);
  });

  it("finds a RAF's JPEG after its header, and a JPEG that spans two read chunks", async () => {
    const raf = Buffer.concat([
      Buffer.from('FUJIFILMCCD-RAW 0201FF383501', 'latin1'),
      pad(1000),
      jpeg,
      pad(4000),
    ]);
    const target = path.join(dir, 'raf-preview.jpg');
    await extractRawPreview(file(raf), target);
    expect(fs.readFileSync(target).equals(jpeg)).toBe(true);

    const across = Buffer.concat([pad(4 * 1024 * 1024 - 1), jpeg, pad(100)]);
    const acrossTarget = path.join(dir, 'across-preview.jpg');
    expect(await extractRawPreview(file(across), acrossTarget)).toEqual({ width: 1200, height: 800 });
    expect(fs.readFileSync(acrossTarget).equals(jpeg)).toBe(true);
  });

  it('refuses a file with no JPEG large enough to publish', async () => {
    const small = await sharp(jpeg).resize(300).jpeg().toBuffer();
    for (const data of [Buffer.concat([pad(5000), small]), pad(10_000), losslessJpeg(6000, 4000)])
      await expect(extractRawPreview(file(data), path.join(dir, `none-${n}.jpg`))).rejects.toMatchObject({
        statusCode: 400,
        message: UPLOAD_MESSAGES.rawNoPreview,
      });
  });

  it("writes the DNG's orientation into the copy, in place of any EXIF the preview had", async () => {
    const withExif = fs.readFileSync(fixturePhoto('orientation-f3.jpg'));
    const turned = withOrientation(withExif, 6);
    const meta = await sharp(turned).metadata();
    expect(meta.orientation).toBe(6);
    // The same pixels: only the header changed.
    expect((await sharp(turned).raw().toBuffer()).equals(await sharp(withExif).raw().toBuffer())).toBe(true);

    const dng = await buildDng({ preview: jpeg, orientation: 8 });
    const target = path.join(dir, 'dng-preview.jpg');
    await extractRawPreview(file(dng), target);
    expect((await sharp(target).metadata()).orientation).toBe(8);
  });
});
