// Test support: whether a public position lies in the same 0.2 degree cell as the true one (geoprivacy).
import { OBSCURED_CELL_DEGREES } from '@common/schemas/map';

/** The cell's index along one axis. */
export const cellOf = (v: number) => Math.floor(v / OBSCURED_CELL_DEGREES + 1e-9);

/** True when `shown` is in the cell of `truth` on both axes. */
export function inSameCell(
  shown: { latitude: number; longitude: number },
  truth: { latitude: number; longitude: number },
): boolean {
  return (
    cellOf(shown.latitude) === cellOf(truth.latitude) && cellOf(shown.longitude) === cellOf(truth.longitude)
  );
}
