// The spatial index of location alerts: the 1 x 1 degree cells an alert's circle touches. A sighting is matched
// against the alerts listed under its own cell only, so matching costs the same with 100 alerts or 100,000.

const KM_PER_DEGREE_LATITUDE = 111.32;
const CELLS_PER_ROW = 360;

/** The cell of a point: rows from the south pole, columns from the antimeridian. */
export function cellOf(latitude: number, longitude: number): number {
  const row = Math.min(179, Math.max(0, Math.floor(latitude) + 90));
  const column = (((Math.floor(longitude) + 180) % CELLS_PER_ROW) + CELLS_PER_ROW) % CELLS_PER_ROW;
  return row * CELLS_PER_ROW + column;
}

/**
 * Every cell a circle may reach: its bounding box in degrees, widened in longitude by the cosine of the latitude
 * nearest the pole that the box reaches (where a degree of longitude is shortest), wrapped across the
 * antimeridian, and the whole row when the box reaches a pole. A cell listed but not reached only costs the
 * exact distance check of the match.
 */
export function cellsCovering(latitude: number, longitude: number, radiusKm: number): number[] {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(90, latitude + dLat);
  const polewardLatitude = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((polewardLatitude * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 180 : radiusKm / (KM_PER_DEGREE_LATITUDE * cos);
  const cells = new Set<number>();
  const firstRow = Math.floor(south);
  const lastRow = Math.min(89, Math.floor(north));
  const wholeRows = dLon >= 180;
  const firstColumn = Math.floor(longitude - dLon);
  const lastColumn = Math.floor(longitude + dLon);
  for (let row = firstRow; row <= lastRow; row++) {
    if (wholeRows || lastColumn - firstColumn >= CELLS_PER_ROW - 1) {
      for (let column = -180; column < 180; column++) cells.add(cellOf(row, column));
      continue;
    }
    for (let column = firstColumn; column <= lastColumn; column++) cells.add(cellOf(row, column));
  }
  return [...cells];
}
