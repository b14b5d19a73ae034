// Small formatting shared by the checklist views of /field/tools and /field/settings.
import type { FieldChecklist } from '@common/schemas/field';
import { formatDate } from '../../lib/format';

/** The months of a checklist in the language, e.g. "May, Jun, Jul". */
export function monthNames(months: readonly number[], language: string): string {
  return months.map((m) => formatDate(new Date(2000, m - 1, 15), language, { month: 'short' })).join(', ');
}

/** The size of a kept checklist as it is stored (its JSON), in bytes. */
export function checklistBytes(checklist: FieldChecklist): number {
  return new TextEncoder().encode(JSON.stringify(checklist)).length;
}

/** Where a checklist was made, to three decimals (about 100 m): enough to recognise a place. */
export function checklistPlace(checklist: Pick<FieldChecklist, 'lat' | 'lng'>): string {
  return `${checklist.lat.toFixed(3)}, ${checklist.lng.toFixed(3)}`;
}
