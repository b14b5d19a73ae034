// Makes the demo's short videos (server/features/demo/videos.ts) from the bundled, licensed photos: a slow pan
// and zoom over each still, H.264 MP4, no audio, under 1 MB. Run once by hand; the clips are committed, so
// neither install nor start needs ffmpeg for them (the media pipeline still runs them through ffmpeg for
// their posters).
//   node --import tsx scripts/make-demo-videos.ts
// No wildlife footage with a licence this project can use is reachable (only npm and Debian packages are,
// and neither ships any), which is why the clips are made from photos, and their credits say so.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PHOTO_DIR, loadDemoManifest } from '../server/features/demo/manifest';
import { DEMO_VIDEOS } from '../server/features/demo/videos';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;
const SECONDS = 6;
/** How far the clip zooms in by its end: enough to feel like movement, little enough to stay sharp. */
const ZOOM = 0.25;
const MAX_BYTES = 1024 * 1024;

const photos = await loadDemoManifest();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-videos-'));
try {
  for (const video of DEMO_VIDEOS) {
    const photo = photos.find((p) => p.file === video.photo);
    if (!photo) throw new Error(`${video.file}: no photo ${video.photo} in the manifest`);
    // Only licences that allow derivatives may be made into a clip (no -ND licence is in the set, checked here).
    if (/-ND\b/i.test(photo.license))
      throw new Error(`${video.photo} (${photo.license}) allows no derivatives`);
    // Decoded by sharp, then upscaled 3x so zoompan's whole-pixel steps are too small to see as jitter.
    const still = path.join(work, `${video.file}.png`);
    await sharp(path.join(DEMO_PHOTO_DIR, video.photo))
      .resize(WIDTH * 3, HEIGHT * 3, { fit: 'cover' })
      .png({ compressionLevel: 1 })
      .toFile(still);
    const frames = FPS * SECONDS;
    // Progress eased in and out (smoothstep), so the camera neither jerks into motion nor stops dead.
    const p = `(on/${frames - 1})`;
    const ease = `(${p}*${p}*(3-2*${p}))`;
    const zoom = `1+${ZOOM}*${ease}`;
    // The view's centre drifts from the middle of the photo to the animal as the zoom closes in.
    const x = `max(0,min(iw-iw/zoom,(0.5+(${video.focus.x}-0.5)*${ease})*iw-iw/zoom/2))`;
    const y = `max(0,min(ih-ih/zoom,(0.5+(${video.focus.y}-0.5)*${ease})*ih-ih/zoom/2))`;
    const target = path.join(DEMO_PHOTO_DIR, video.file);
    execFileSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS},format=yuv420p`,
        '-frames:v',
        String(frames),
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '27',
        '-profile:v',
        'high',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-movflags',
        '+faststart',
        '-y',
        target,
      ],
      { stdio: 'inherit' },
    );
    const { size } = fs.statSync(target);
    if (size > MAX_BYTES) throw new Error(`${video.file} is ${size} bytes, over ${MAX_BYTES}`);
    console.log(`${video.file}: ${(size / 1024).toFixed(0)} KB from ${video.photo} (${photo.license})`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
