// The production build served with demo content, as the browser benchmarks (Lighthouse, the page profile)
// measure it: the real server with SEED_DEMO, once its demo photos have been through the media pipeline.
import { demoMediaProcessed, type RunningServer, startServer } from '../e2e/support/server';

/** Starts the server on the production build (dist/web, or `webDistDir`) with demo content ready. */
export async function startDemoServer(webDistDir?: string): Promise<RunningServer> {
  const server = await startServer({
    SEED_DEMO: 'true',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  });
  try {
    await demoMediaProcessed(server.url);
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
