// Writes the installable app's icons (web/public/manifest.webmanifest names them) into web/public/icons/, and
// the apple-touch-icon iOS asks for at the site root: `node --import tsx scripts/make-icons.ts`. The PNGs are
// committed; run this again only when the artwork below changes.
//
// The mark is the favicon's lens (web/public/favicon.svg: a white ring round a yellow centre on the brand green)
// on a square, so home screens show a full tile instead of a small disc:
// - "any" icons: a rounded square, transparent corners (desktop launchers and Android without masks);
// - the maskable icon: the square to the edges, the lens inside the central 80% circle every mask keeps
//   (https://w3c.github.io/manifest/#icon-masks), so no launcher's circle or squircle cuts into it;
// - apple-touch-icon: to the edges and opaque, as iOS rounds the corners itself and fills transparency black.
// The two shortcut icons (Quick sighting, Map) are the header's own Lucide glyphs (camera, map) on the same tile.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#166534';
const ACCENT = '#fde047';
const publicDir = path.resolve(import.meta.dirname, '../web/public');
const iconsDir = path.join(publicDir, 'icons');

/** The sizes the manifest lists: every launcher, from Windows' 48 px tiles to the 512 px splash screen. */
const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

/** The lens on a 512 unit square: ring outer radius 144 (28% of the side), well inside the maskable safe zone. */
const LENS = `<circle cx="256" cy="256" r="120" fill="none" stroke="#fff" stroke-width="48"/><circle cx="256" cy="256" r="46" fill="${ACCENT}"/>`;

function appIcon(rounded: boolean): string {
  // 22% corner radius: close to the platform squircles, so the tile looks native next to other apps.
  const radius = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${radius}" fill="${BRAND}"/>${LENS}</svg>`;
}

/** A Lucide glyph (24 unit grid, 2 unit stroke) in white, centred on the rounded tile at half its size. */
function shortcutIcon(glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="21" fill="${BRAND}"/><g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
}

const CAMERA =
  '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z"/><circle cx="12" cy="13" r="3"/>';
const MAP =
  '<path d="M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z"/><path d="M15 5.764v15"/><path d="M9 3.236v15"/>';

async function writePng(svg: string, size: number, file: string, opaque = false): Promise<void> {
  // Rendered at the target size (not scaled down from 512), so the small sizes stay sharp.
  let image = sharp(Buffer.from(svg), { density: (72 * size) / 512 }).resize(size, size);
  if (opaque) image = image.flatten({ background: BRAND });
  await image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
}

async function main(): Promise<void> {
  fs.mkdirSync(iconsDir, { recursive: true });
  for (const size of ICON_SIZES) {
    await writePng(appIcon(true), size, path.join(iconsDir, `icon-${size}.png`));
  }
  await writePng(appIcon(false), 512, path.join(iconsDir, 'icon-maskable-512.png'), true);
  await writePng(appIcon(false), 180, path.join(publicDir, 'apple-touch-icon.png'), true);
  // The shortcut SVGs are drawn on a 96 unit square: density 72 renders them at 96 px.
  for (const [name, glyph] of [
    ['quick-sighting', CAMERA],
    ['map', MAP],
  ] as const) {
    const file = path.join(iconsDir, `shortcut-${name}-96.png`);
    await sharp(Buffer.from(shortcutIcon(glyph)), { density: 72 })
      .resize(96, 96)
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
      .toFile(file);
    console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
  }
}

await main();
