// The Darwin Core Archive export's query (GET /api/exports/dwca): an optional category and an optional date from
// which records changed, so a harvester (GBIF's IPT or anyone) can fetch a part, or only what is new.
import { z } from 'zod';
import { categorySchema } from './sightings';

export const DWCA_FILE_NAME = 'wildlens-dwca.zip';

export const SINCE_MESSAGE =
  'Since must be an ISO date (YYYY-MM-DD) or date-time with a time zone, from year 1';

/** A date (YYYY-MM-DD) or a date-time with its offset; PostgreSQL refuses year 0, so years start at 1. */
const sinceSchema = z
  .string(SINCE_MESSAGE)
  .trim()
  .max(40, SINCE_MESSAGE)
  .pipe(z.union([z.iso.date(SINCE_MESSAGE), z.iso.datetime({ offset: true, message: SINCE_MESSAGE })]))
  .refine((v) => !v.startsWith('0000') && !Number.isNaN(Date.parse(v)), SINCE_MESSAGE);

export const dwcaQuerySchema = z.strictObject({
  /** Only sightings of this category (the categories of the sightings list). */
  category: categorySchema.optional(),
  /** Only records created or changed at or after this date (UTC midnight for a date). */
  since: sinceSchema.optional(),
});
export type DwcaQuery = z.infer<typeof dwcaQuerySchema>;
