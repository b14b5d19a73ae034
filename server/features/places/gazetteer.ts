// Where a point is, offline: its country from country-coder's borders (ISC), and the nearest named place with its
// first-level division ("region") from the shipped GeoNames gazetteer (server/data/places, CC-BY-4.0, written by
// scripts/extract-places.ts), searched through a k-d tree on the sphere (kdbush + geokdbush). No network call, a
// few microseconds a point; the 171,000 places take ~10 MB once loaded (on first use).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { iso1A2Code } from '@rapideditor/country-coder';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

export const PLACES_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../data/places',
);

/** Farther than this, a place does not describe where the animal was ("near Arles" 60 km away would mislead). */
export const NEAREST_PLACE_MAX_KM = 30;
/** The region is the nearest place's division within this distance, in the same country. */
const REGION_MAX_KM = 150;

export interface PlaceDescription {
  /** ISO 3166-1 alpha-2 code of the country the point is in (its waters included); null out at sea. */
  countryCode: string | null;
  /** First-level division (state, province, region) in its GeoNames name; null when unknown. */
  region: string | null;
  /** The nearest town or village within NEAREST_PLACE_MAX_KM, with its distance. */
  nearestPlace: { name: string; distanceKm: number } | null;
}

export class Gazetteer {
  private constructor(
    private readonly names: string[],
    private readonly countries: string[],
    private readonly divisions: string[],
    private readonly regionNames: Map<string, string>,
    private readonly index: KDBush,
    /** Longitudes and latitudes by place (the index keeps its own copy, in tree order). */
    private readonly lons: Float64Array,
    private readonly lats: Float64Array,
  ) {}

  static load(dir = PLACES_DATA_DIR): Gazetteer {
    const lines = (file: string) =>
      zlib
        .gunzipSync(fs.readFileSync(path.join(dir, file)))
        .toString('utf8')
        .split('\n')
        .slice(1);
    const names: string[] = [];
    const countries: string[] = [];
    const divisions: string[] = [];
    const rows = lines('places.tsv.gz').filter(Boolean);
    const lons = new Float64Array(rows.length);
    const lats = new Float64Array(rows.length);
    const index = new KDBush(rows.length);
    rows.forEach((line, i) => {
      const [name = '', lat = '', lon = '', country = '', admin1 = ''] = line.split('\t');
      names.push(name);
      countries.push(country);
      divisions.push(admin1);
      lons[i] = Number(lon);
      lats[i] = Number(lat);
      index.add(lons[i] ?? 0, lats[i] ?? 0);
    });
    index.finish();
    const regionNames = new Map<string, string>();
    for (const line of lines('regions.tsv.gz')) {
      const [code, name] = line.split('\t');
      if (code && name) regionNames.set(code, name);
    }
    return new Gazetteer(names, countries, divisions, regionNames, index, lons, lats);
  }

  /** Country, region and nearest place of a point (degrees, WGS 84). */
  describe(latitude: number, longitude: number): PlaceDescription {
    // Territories by their own code (Greenland GL, not Denmark), as GeoNames files their places.
    const countryCode = iso1A2Code([longitude, latitude], { level: 'territory' }) ?? null;
    const [nearest] = around(this.index, longitude, latitude, 1, NEAREST_PLACE_MAX_KM);
    // The region comes from the nearest place in the same country, so a point by a border gets its own side's.
    const [inCountry] =
      countryCode === null
        ? []
        : around(this.index, longitude, latitude, 1, REGION_MAX_KM, (i) => this.countries[i] === countryCode);
    const region =
      inCountry === undefined
        ? null
        : (this.regionNames.get(`${countryCode}.${this.divisions[inCountry]}`) ?? null);
    return {
      countryCode,
      region,
      nearestPlace:
        nearest === undefined
          ? null
          : {
              name: this.names[nearest] ?? '',
              distanceKm: Math.round(this.distanceKm(nearest, latitude, longitude) * 10) / 10,
            },
    };
  }

  private distanceKm(i: number, latitude: number, longitude: number): number {
    return distance(longitude, latitude, this.lons[i] ?? 0, this.lats[i] ?? 0);
  }
}

let shared: Gazetteer | undefined;
/** The process's gazetteer, loaded on first use (~0.3 s). */
export function gazetteer(): Gazetteer {
  shared ??= Gazetteer.load();
  return shared;
}
