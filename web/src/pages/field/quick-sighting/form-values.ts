// The quick sighting form's values: a fresh form (the time now, a count of one, the same place if kept).
import {
  EMPTY_SIGHTING,
  localDate,
  type SightingFormValues,
} from '../../../features/uploads/sighting-form-values';

const pad = (n: number) => String(n).padStart(2, '0');
export const nowTime = (now = new Date()) => `${pad(now.getHours())}:${pad(now.getMinutes())}`;
/** Six decimals (about 10 cm) are more than any phone's fix. */
export const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function freshValues(keep?: Pick<SightingFormValues, 'latitude' | 'longitude'>): SightingFormValues {
  const now = new Date();
  return {
    ...EMPTY_SIGHTING,
    latitude: keep?.latitude ?? '',
    longitude: keep?.longitude ?? '',
    dateSpotted: localDate(now),
    timeSpotted: nowTime(now),
    groupSize: '1',
  };
}

/** What a field needs to point at its error messages (ids and aria attributes), and the messages themselves. */
export interface FieldHelpers {
  a11y(field: string): {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  messages(field: string): string[] | undefined;
}
