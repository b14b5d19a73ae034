// The map benchmark: the box query of GET /api/map/sightings over 1,000,000 sightings (bench/map-data.ts),
// timed by calling the service and presenter directly in this process (MapService.view + presentMapView: the
// SQL round trips and the shaping of the answer, without HTTP), 50 runs per view after a warm-up. Views: the
// whole world at zoom 2, a 10 x 10 km box around the busiest hotspot at zoom 12 (the city view), and,
// for the record, a category filter, a species search and closer screens (1280 x 800 px) on the same hotspot.
import path from 'node:path';
import type { MapBounds } from '@common/schemas/map';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { GRID_SIZE, latitudeToY, longitudeToX, xToLongitude, yToLatitude } from '../server/features/map/grid';
import { presentMapView } from '../server/features/map/presenters';
import { MapService, type MapViewOptions } from '../server/features/map/service';
import { type BenchTarget, prepareBenchDatabase } from './database';
import { type Figure, median, percentile } from './figures';
import { generateMapBenchData, MAP_SIGHTINGS } from './map-data';

const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 50);
const WORLD_BUDGET_MS = 100;
const CITY_BUDGET_MS = 20;
const KM_PER_DEGREE = 111.32;

/** A box of `km` x `km` around a place. */
function squareAround(lat: number, lng: number, km: number): MapBounds {
  const dLat = km / 2 / KM_PER_DEGREE;
  const dLng = km / 2 / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat };
}

/** What a screen of `width` x `height` pixels shows around a place at a zoom. */
function screenAround(lat: number, lng: number, zoom: number, width = 1280, height = 800): MapBounds {
  const unitsPerPixel = GRID_SIZE / (256 * 2 ** zoom);
  const x = longitudeToX(lng);
  const y = latitudeToY(lat);
  return {
    west: xToLongitude(x - (width / 2) * unitsPerPixel),
    east: xToLongitude(x + (width / 2) * unitsPerPixel),
    north: yToLatitude(y - (height / 2) * unitsPerPixel),
    south: yToLatitude(y + (height / 2) * unitsPerPixel),
  };
}

interface Timing {
  median: number;
  p99: number;
  /** The fastest run: what the query costs when nothing else wants the CPU (this machine is shared). */
  min: number;
  total: number;
  clusters: number;
  points: number;
}

async function time(service: MapService, options: MapViewOptions, runs: number): Promise<Timing> {
  const shape = presentMapView(await service.view(options)); // warm-up, and what the view holds
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    presentMapView(await service.view(options));
    samples.push(performance.now() - started);
  }
  return {
    median: median(samples),
    p99: percentile(samples, 99),
    min: Math.min(...samples),
    total: shape.total,
    clusters: shape.clusters.length,
    points: shape.points.length,
  };
}

function figuresOf(name: string, t: Timing, budgetMs?: number): Figure[] {
  const budget = budgetMs === undefined ? {} : { budget: `< ${budgetMs} ms` };
  const within = (v: number) => (budgetMs === undefined ? {} : { withinBudget: v < budgetMs });
  const what = `${t.total} sightings as ${t.clusters} clusters + ${t.points} points`;
  return [
    { figure: `${name} median (${what})`, value: t.median, unit: 'ms', ...budget, ...within(t.median) },
    { figure: `${name} p99`, value: t.p99, unit: 'ms', ...budget, ...within(t.p99) },
    { figure: `${name} fastest run`, value: t.min, unit: 'ms' },
  ];
}

export async function mapBenchmark(target: BenchTarget): Promise<Figure[]> {
  const started = performance.now();
  const data = await prepareBenchDatabase(target, generateMapBenchData);
  const generationSeconds = (performance.now() - started) / 1000;
  const database = await openDatabase({
    url: data.url,
    pgliteDir: data.url ? undefined : path.join(data.dataDir, 'db'),
  });
  try {
    const db = database.db;
    const service = new MapService(db);
    // The busiest level-14 cell (about 2.4 km at the equator) is the centre of the city view.
    const [busiest] = (
      (await db.execute(
        sql`select cell_x, cell_y, sightings from map_cells where level = 14 order by sightings desc limit 1`,
      )) as unknown as { rows: { cell_x: number; cell_y: number; sightings: number }[] }
    ).rows;
    if (!busiest) throw new Error('map bench: no sightings on the map');
    const lat = yToLatitude((busiest.cell_y + 0.5) * 2 ** 10);
    const lng = xToLongitude((busiest.cell_x + 0.5) * 2 ** 10);
    const [{ cells } = { cells: 0 }] = (
      (await db.execute(sql`select count(*)::int as cells from map_cells`)) as unknown as {
        rows: { cells: number }[];
      }
    ).rows;

    const world: MapViewOptions = { bounds: { west: -180, south: -85, east: 180, north: 85 }, zoom: 2 };
    const city: MapViewOptions = { bounds: squareAround(lat, lng, 10), zoom: 12 };
    // The same loop around a bare `select 1`: the driver's round trip on this machine at this moment.
    const ping: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await db.execute(sql`select 1`);
      ping.push(performance.now() - started);
    }
    const figures: Figure[] = [
      {
        figure: `data: ${MAP_SIGHTINGS.toLocaleString('en')} sightings generated, map_cells rebuilt (${cells} rows)`,
        value: generationSeconds,
        unit: 's',
      },
      { figure: 'select 1 round trip median (reference)', value: median(ping), unit: 'ms' },
      ...figuresOf('world view, zoom 2', await time(service, world, RUNS), WORLD_BUDGET_MS),
      ...figuresOf(
        `city view, zoom 12, 10 x 10 km at ${lat.toFixed(3)},${lng.toFixed(3)}`,
        await time(service, city, RUNS),
        CITY_BUDGET_MS,
      ),
      ...figuresOf('world view, birds only', await time(service, { ...world, category: 'birds' }, RUNS)),
      ...figuresOf(
        'city view, species search "heron"',
        await time(service, { ...city, search: 'heron' }, RUNS),
      ),
    ];
    for (const zoom of [10, 13, 15]) {
      const screen = { bounds: screenAround(lat, lng, zoom), zoom };
      figures.push(...figuresOf(`1280 x 800 px screen, zoom ${zoom}`, await time(service, screen, RUNS)));
    }
    // A search cannot use the per-cell counts: it groups every matching sighting in the box (fewer runs).
    figures.push(
      ...figuresOf(
        'world view, species search "heron"',
        await time(service, { ...world, search: 'heron' }, Math.min(RUNS, 10)),
      ),
    );
    return figures;
  } finally {
    await database.close();
    await data.drop();
  }
}
