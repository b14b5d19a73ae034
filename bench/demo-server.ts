// The production build served with demo content, as the browser benchmarks (Lighthouse, the page profile)
// measure it: the real server with SEED_DEMO, once its demo photos have been through the media pipeline.
import { type RunningServer, startServer } from '../e2e/support/server';

const DEMO_MEDIA_TIMEOUT_MS = 180_000;

/**
 * Waits until the job worker has run the demo photos through the media pipeline (demo_media jobs), so the pages
 * are measured with their real renditions and without the resizing competing for the CPU.
 */
async function waitForDemoMedia(server: RunningServer): Promise<void> {
  const deadline = Date.now() + DEMO_MEDIA_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${server.url}/api/sightings?limit=100`);
    const list = (await res.json()) as Array<{ mediaType: string; media: unknown }>;
    if (res.ok && list.every((s) => s.mediaType !== 'photo' || s.media)) return;
    if (Date.now() > deadline) throw new Error('demo photos were not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Starts the server on the production build (dist/web, or `webDistDir`) with demo content ready. */
export async function startDemoServer(webDistDir?: string): Promise<RunningServer> {
  const server = await startServer({
    SEED_DEMO: 'true',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  });
  try {
    await waitForDemoMedia(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** A public sighting of the demo content, the newest one with a photo. */
export async function demoSightingPath(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/sightings?limit=20`);
  if (!res.ok) throw new Error(`GET /api/sightings answered ${res.status}`);
  const sightings = (await res.json()) as Array<{ id: number; imageUrl?: string | null }>;
  const sighting = sightings.find((s) => s.imageUrl) ?? sightings[0];
  if (!sighting) throw new Error('the demo content has no sighting');
  return `/sighting/${sighting.id}`;
}
