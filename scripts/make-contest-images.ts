// Makes the home page's contest-winner pictures (web/src/pages/home/sections/contest/) from the bundled demo
// photos: 4:3 like the cards that show them, in three widths for srcset, WebP. Run once by hand; the files are
// committed and bundled with the web app, so the home page's fixed content shows without the demo seed
// (SEED_DEMO=false). Their credits stay on the cards (ContestWinnersSection) and in
// server/demo/wildlife/CREDITS.md.
//   node --import tsx scripts/make-contest-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_PHOTO_DIR } from '../server/features/demo/manifest';

const TARGET = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/pages/home/sections/contest',
);
const WIDTHS = [480, 800, 1024];
const PICTURES = [
  // Public domain (author anonymous, via Wikimedia Commons).
  { name: 'polar-bear', photo: 'ursus-maritimus-wa-polar_bear.webp', position: 'centre' },
  // CC BY-SA 4.0, טל שמע: cropped to 4:3 around the dolphin, which the card's credit says.
  { name: 'dolphin', photo: 'tursiops-truncatus-er-dolphin.webp', position: 'centre' },
] as const;

fs.mkdirSync(TARGET, { recursive: true });
for (const picture of PICTURES) {
  for (const width of WIDTHS) {
    const file = path.join(TARGET, `${picture.name}-${width}.webp`);
    await sharp(path.join(DEMO_PHOTO_DIR, picture.photo))
      .resize(width, Math.round((width * 3) / 4), { fit: 'cover', position: picture.position })
      .webp({ quality: 72, effort: 6 })
      .toFile(file);
    console.log(`${path.relative(process.cwd(), file)}: ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
  }
}
