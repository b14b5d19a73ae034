// The video pipeline: ffprobe for container, duration and size (limits refused with the spec's messages), a
// metadata-free remux of the video as uploaded, and a poster frame at 1 s turned into photo variants.
import fs from 'node:fs/promises';
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import type { CameraData } from '../db/schema/media';
import { badRequest, HttpError } from '../http/errors';
import { exifDateToIso } from './exif';
import { inputArgs, runTool, ToolError } from './ffmpeg';
import { type ProcessedPhoto, processPhoto } from './photo-pipeline';
import type { VideoMime } from './sniff';

const PROBE_TIMEOUT_MS = 20_000;
const REMUX_TIMEOUT_MS = 120_000;
const FRAME_TIMEOUT_MS = 30_000;
/** The spec's poster frame: 1 s in (or the first frame of a shorter clip). */
export const POSTER_AT_SECONDS = 1;

export interface VideoProbe {
  durationSeconds: number | null;
  /** Display size (rotation applied). */
  width: number;
  height: number;
  hasAudio: boolean;
  /** What the file's own metadata says: date, place, phone model. */
  camera: CameraData | null;
}

export interface PublishedVideo {
  /** The remuxed file, without metadata, ready to store. */
  file: string;
  mime: 'video/mp4' | 'video/webm' | 'video/quicktime';
  ext: 'mp4' | 'webm' | 'mov';
}

interface ProbeJson {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Record<string, string>;
    side_data_list?: Array<{ rotation?: number }>;
  }>;
}

export const demuxerFor = (mime: VideoMime) => (mime === 'video/webm' ? 'matroska' : 'mov');

const positiveNumber = (v: string | undefined): number | null => {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) && n > 0 ? n : null;
};

/** ISO 6709 as phones write it ('+37.7858-122.4064+000.000/'). */
function parseIso6709(value: string | undefined): { latitude: number; longitude: number } | null {
  const m = value ? /^([+-]\d{1,2}(?:\.\d+)?)([+-]\d{1,3}(?:\.\d+)?)/.exec(value.trim()) : null;
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0))
    return null;
  return { latitude, longitude };
}

/** Apple's creationdate keeps the local time and zone ('2019-08-21T10:57:23+0700'); creation_time is UTC. */
function videoDate(tags: Record<string, string>): string | undefined {
  const apple = tags['com.apple.quicktime.creationdate'];
  if (apple) {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-]\d{2}):?(\d{2})?/.exec(apple);
    const local = m?.[1] ? exifDateToIso(m[1]) : undefined;
    if (local && m) return m[2] ? `${local}${m[2]}:${m[3] ?? '00'}` : local;
  }
  const utc = tags.creation_time ? new Date(tags.creation_time) : null;
  // Cameras without a clock write 1904/1970 epochs: no date is better than a wrong one.
  if (utc && !Number.isNaN(utc.getTime()) && utc.getUTCFullYear() > 1990) return utc.toISOString();
  return undefined;
}

function videoCamera(tags: Record<string, string>): CameraData | null {
  const position = parseIso6709(tags['com.apple.quicktime.location.ISO6709'] ?? tags.location);
  const data: CameraData = {
    ...(tags['com.apple.quicktime.make'] ? { make: tags['com.apple.quicktime.make'].slice(0, 100) } : {}),
    ...(tags['com.apple.quicktime.model'] ? { model: tags['com.apple.quicktime.model'].slice(0, 100) } : {}),
    ...(videoDate(tags) ? { takenAt: videoDate(tags) } : {}),
    ...(position ?? {}),
  };
  return Object.keys(data).length > 0 ? data : null;
}

async function ffprobe(file: string, mime: VideoMime, extra: string[]): Promise<ProbeJson> {
  try {
    const { stdout } = await runTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', ...extra, ...inputArgs(file, demuxerFor(mime))],
      { timeoutMs: PROBE_TIMEOUT_MS, maxStdoutBytes: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout.toString('utf8')) as ProbeJson;
  } catch (error) {
    if (error instanceof ToolError || error instanceof SyntaxError) throw badRequest(UPLOAD_MESSAGES.damaged);
    throw error;
  }
}

export async function probeVideo(file: string, mime: VideoMime): Promise<VideoProbe> {
  const probe = await ffprobe(file, mime, ['-show_format', '-show_streams']);
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  // An audio-only MP4 is a valid container but not a video anyone can watch on a sighting.
  if (!video?.width || !video.height) throw badRequest(UPLOAD_MESSAGES.unsupported);
  const rotation = Math.abs(
    video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ??
      Number(video.tags?.rotate ?? 0),
  );
  const sideways = rotation % 180 === 90;
  return {
    durationSeconds: positiveNumber(probe.format?.duration) ?? positiveNumber(video.duration),
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    camera: videoCamera(probe.format?.tags ?? {}),
  };
}

/** Duration from the last packet, for files whose header has none (browser-recorded WebM). */
async function durationFromPackets(file: string, mime: VideoMime): Promise<number | null> {
  const probe = (await ffprobe(file, mime, [
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time,duration_time',
  ])) as { packets?: Array<{ pts_time?: string; duration_time?: string }> };
  let end = 0;
  for (const p of probe.packets ?? []) {
    const t = Number(p.pts_time) + (Number(p.duration_time) || 0);
    if (Number.isFinite(t) && t > end) end = t;
  }
  return end > 0 ? end : null;
}

export function assertVideoLimits(bytes: number, durationSeconds: number | null): void {
  if (bytes > MEDIA_LIMITS.videoMaxBytes) throw new HttpError(413, UPLOAD_MESSAGES.videoTooLarge);
  if (durationSeconds !== null && durationSeconds > MEDIA_LIMITS.videoMaxSeconds)
    throw badRequest(UPLOAD_MESSAGES.videoTooLong);
}

/**
 * Copies the streams (no re-encoding) into a fresh container without global, stream or chapter metadata:
 * no GPS position, date or device name leaves with the published video. MOV goes into MP4 when its codecs
 * fit (every browser plays MP4); faststart puts the index first so playback starts before the download ends.
 */
async function remux(
  file: string,
  mime: VideoMime,
  target: string,
  container: 'mp4' | 'webm' | 'mov',
): Promise<void> {
  const strip = [
    '-map_metadata',
    '-1',
    '-map_metadata:s',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
  ];
  const format = container === 'webm' ? ['-f', 'webm'] : ['-movflags', '+faststart', '-f', container];
  await runTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-nostdin',
      ...inputArgs(file, demuxerFor(mime)),
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      ...strip,
      ...format,
      '-y',
      target,
    ],
    { timeoutMs: REMUX_TIMEOUT_MS, maxStdoutBytes: 1024 * 1024 },
  );
}

export async function publishableVideo(
  file: string,
  mime: VideoMime,
  workDir: string,
): Promise<PublishedVideo> {
  const attempts: Array<PublishedVideo['ext']> =
    mime === 'video/webm' ? ['webm'] : mime === 'video/quicktime' ? ['mp4', 'mov'] : ['mp4'];
  for (const ext of attempts) {
    const target = `${workDir}/video.${ext}`;
    try {
      await remux(file, mime, target, ext);
      const out: PublishedVideo['mime'] =
        ext === 'webm' ? 'video/webm' : ext === 'mov' ? 'video/quicktime' : 'video/mp4';
      return { file: target, mime: out, ext };
    } catch (error) {
      await fs.rm(target, { force: true });
      if (!(error instanceof ToolError)) throw error;
    }
  }
  // Publishing the file untouched would publish its metadata (often a home's GPS position): refuse instead.
  throw badRequest(UPLOAD_MESSAGES.damaged);
}

/** One frame as PNG bytes: at `seconds`, or the first frame when the clip is shorter. */
export async function grabFrame(
  file: string,
  mime: VideoMime,
  durationSeconds: number | null,
): Promise<Buffer> {
  const at = durationSeconds !== null && durationSeconds <= POSTER_AT_SECONDS ? 0 : POSTER_AT_SECONDS;
  for (const seek of at > 0 ? [at, 0] : [0]) {
    try {
      const { stdout } = await runTool(
        'ffmpeg',
        [
          '-v',
          'error',
          '-nostdin',
          '-ss',
          String(seek),
          ...inputArgs(file, demuxerFor(mime)),
          '-frames:v',
          '1',
          '-an',
          '-sn',
          '-dn',
          '-c:v',
          'png',
          '-compression_level',
          '1',
          '-f',
          'image2pipe',
          'pipe:1',
        ],
        { timeoutMs: FRAME_TIMEOUT_MS },
      );
      if (stdout.length > 0) return stdout;
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
    }
  }
  throw badRequest(UPLOAD_MESSAGES.damaged);
}

export interface ProcessedVideo {
  probe: VideoProbe;
  durationSeconds: number | null;
  published: PublishedVideo;
  poster: ProcessedPhoto;
}

/**
 * The whole video path for a file on disk: limits, metadata-free copy, poster variants. `workDir` receives
 * the remuxed file; the caller owns (and removes) it.
 */
export async function processVideo(file: string, mime: VideoMime, workDir: string): Promise<ProcessedVideo> {
  const { size } = await fs.stat(file);
  assertVideoLimits(size, null);
  const probe = await probeVideo(file, mime);
  assertVideoLimits(size, probe.durationSeconds);
  const published = await publishableVideo(file, mime, workDir);
  const durationSeconds =
    probe.durationSeconds ??
    (await probeVideo(published.file, published.mime)).durationSeconds ??
    (await durationFromPackets(published.file, published.mime));
  assertVideoLimits(size, durationSeconds);
  const frame = await grabFrame(published.file, published.mime, durationSeconds);
  const poster = await processPhoto({ file: frame, profile: 'poster' });
  return { probe, durationSeconds, published, poster };
}
