// Ties a sighting form field to its message block (FieldError) for screen readers.
import type { SightingFieldErrors } from './sighting-form-values';

export function fieldProps(idPrefix: string, name: string, errors: SightingFieldErrors, hintId?: string) {
  const invalid = Boolean(errors[name]?.length);
  const describedBy = [invalid ? `${idPrefix}-${name}-error` : undefined, hintId].filter(Boolean).join(' ');
  return {
    id: `${idPrefix}-${name}`,
    name,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
  };
}
