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

/**
 * The rows of a gzip'd tab-separated file after its header, decoded one line at a time from the decompressed
 * bytes: as one string split into lines, the 171,000 places' 11 MB file lifted the heap ~30 MB while loading.
 */
function tsvRows(file: string): Iterable<string[]> & { count: number } {
  const data = zlib.gunzipSync(fs.readFileSync(file));
  // Start and end of each non-empty line after the header.
  function* lines(): Generator<[number, number]> {
    for (let at = data.indexOf(0x0a) + 1; at > 0 && at < data.length; ) {
      const found = data.indexOf(0x0a, at);
      const end = found === -1 ? data.length : found;
      if (end > at) yield [at, end];
      at = end + 1;
    }
  }
  let count = 0;
  for (const _ of lines()) count += 1;
  return {
    count,
    *[Symbol.iterator]() {
      for (const [at, end] of lines()) yield data.toString('utf8', at, end).split('\t');
    },
  };
}

/** Values many places share (country codes, division codes), kept once: each place holds its value's number. */
class Dictionary {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();

  numberOf(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.values.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }

  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}

/**
 * The places in typed arrays and one string of all names: 171,000 strings and three arrays of them took ~25 MB
 * of the heap (each name a slice that also kept the whole decompressed file alive), this takes ~10 MB.
 */
export class Gazetteer {
  private constructor(
    /** Every name, one after another; place i's is names.slice(nameStarts[i], nameStarts[i + 1]). */
    private readonly names: string,
    private readonly nameStarts: Uint32Array,
    private readonly countries: Dictionary,
    private readonly countryOf: Uint16Array,
    private readonly divisions: Dictionary,
    private readonly divisionOf: Uint16Array,
    private readonly regionNames: Map<string, string>,
    private readonly index: KDBush,
    /** Longitudes and latitudes by place (the index keeps its own copy, in tree order). */
    private readonly lons: Float64Array,
    private readonly lats: Float64Array,
  ) {}

  static load(dir = PLACES_DATA_DIR): Gazetteer {
    const rows = tsvRows(path.join(dir, 'places.tsv.gz'));
    const names: string[] = [];
    const nameStarts = new Uint32Array(rows.count + 1);
    const countries = new Dictionary();
    const countryOf = new Uint16Array(rows.count);
    const divisions = new Dictionary();
    const divisionOf = new Uint16Array(rows.count);
    const lons = new Float64Array(rows.count);
    const lats = new Float64Array(rows.count);
    const index = new KDBush(rows.count);
    let i = 0;
    for (const [name = '', lat = '', lon = '', country = '', admin1 = ''] of rows) {
      names.push(name);
      nameStarts[i + 1] = (nameStarts[i] ?? 0) + name.length;
      countryOf[i] = countries.numberOf(country);
      divisionOf[i] = divisions.numberOf(admin1);
      lons[i] = Number(lon);
      lats[i] = Number(lat);
      index.add(lons[i] ?? 0, lats[i] ?? 0);
      i += 1;
    }
    index.finish();
    const regionNames = new Map<string, string>();
    for (const [code, name] of tsvRows(path.join(dir, 'regions.tsv.gz'))) {
      if (code && name) regionNames.set(code, name);
    }
    return new Gazetteer(
      names.join(''),
      nameStarts,
      countries,
      countryOf,
      divisions,
      divisionOf,
      regionNames,
      index,
      lons,
      lats,
    );
  }

  /** Country, region and nearest place of a point (degrees, WGS 84). */
  describe(latitude: number, longitude: number): PlaceDescription {
    // Territories by their own code (Greenland GL, not Denmark), as GeoNames files their places.
    const countryCode = iso1A2Code([longitude, latitude], { level: 'territory' }) ?? null;
    const [nearest] = around(this.index, longitude, latitude, 1, NEAREST_PLACE_MAX_KM);
    // The region comes from the nearest place in the same country, so a point by a border gets its own side's.
    const country = countryCode === null ? undefined : this.countries.find(countryCode);
    const [inCountry] =
      country === undefined
        ? []
        : around(this.index, longitude, latitude, 1, REGION_MAX_KM, (i) => this.countryOf[i] === country);
    const division =
      inCountry === undefined ? undefined : this.divisions.values[this.divisionOf[inCountry] ?? -1];
    const region =
      division === undefined ? null : (this.regionNames.get(`${countryCode}.${division}`) ?? null);
    return {
      countryCode,
      region,
      nearestPlace:
        nearest === undefined
          ? null
          : {
              name: this.names.slice(this.nameStarts[nearest], this.nameStarts[nearest + 1]),
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
