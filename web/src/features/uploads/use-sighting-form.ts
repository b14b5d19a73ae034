// State of one sighting form (/upload, /report-sighting): values, messages under fields (after a refused
// submit they follow the typing), the photo's EXIF pre-fill with its undo, and the server's field errors.
import type { SightingInput } from '@common/schemas/sightings';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { PhotoMetadata } from './read-photo-metadata';
import {
  EMPTY_SIGHTING,
  type ExifPrefill,
  prefillFromMetadata,
  type SightingFieldErrors,
  type SightingFormValues,
  validateSighting,
} from './sighting-form-values';

/** The server's `{ message, errors: [{ path, message }] }`, by top-level field. */
export function serverSightingErrors(error: unknown): SightingFieldErrors {
  const out: SightingFieldErrors = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return out;
  for (const item of error.fieldErrors) {
    const field = String(item.path).split('.')[0] ?? '';
    if (!field) continue;
    const list = out[field] ?? [];
    if (!list.includes(item.message)) list.push(item.message);
    out[field] = list;
  }
  return out;
}

export function useSightingForm(initial: SightingFormValues = EMPTY_SIGHTING) {
  const [values, setValues] = useState<SightingFormValues>(initial);
  const [errors, setErrors] = useState<SightingFieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [prefill, setPrefill] = useState<ExifPrefill | null>(null);
  // Read synchronously by the handlers below, which may run several times before React re-renders.
  const valuesRef = useRef(values);
  const prefillRef = useRef(prefill);
  const refused = useRef(false);

  const change = useCallback((patch: Partial<SightingFormValues>) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    setErrors((previous) => {
      const out = { ...previous };
      const fresh = refused.current ? validateSighting(next) : null;
      for (const key of Object.keys(patch)) {
        delete out[key];
        if (fresh && !fresh.ok && fresh.errors[key]) out[key] = fresh.errors[key];
      }
      return out;
    });
  }, []);

  const setPrefillState = (next: ExifPrefill | null) => {
    prefillRef.current = next;
    setPrefill(next);
  };

  /** Fills date, time and coordinates from the photo; returns whether anything was filled. */
  const applyMetadata = useCallback(
    (metadata: PhotoMetadata): boolean => {
      const filled = prefillFromMetadata(valuesRef.current, metadata);
      if (!filled) return false;
      change(filled.applied);
      setPrefillState(filled);
      return true;
    },
    [change],
  );

  /** 'Undo': the values from before the photo's data, and the note goes away. */
  const undoPrefill = useCallback(() => {
    const active = prefillRef.current;
    if (!active) return;
    change(active.previous);
    setPrefillState(null);
  }, [change]);

  /**
   * The photo went away (removed or replaced): its data goes too, except where the member has since typed
   * something of their own.
   */
  const dropPrefill = useCallback(() => {
    const active = prefillRef.current;
    if (!active) return;
    const revert: Partial<SightingFormValues> = {};
    for (const [key, value] of Object.entries(active.applied) as [keyof SightingFormValues, unknown][]) {
      if (valuesRef.current[key] === value) Object.assign(revert, { [key]: active.previous[key] });
    }
    if (Object.keys(revert).length > 0) change(revert);
    setPrefillState(null);
  }, [change]);

  /** The input to send, or null after putting the messages under the fields. */
  const validate = useCallback((mediaAssetId?: number): SightingInput | null => {
    const result = validateSighting(valuesRef.current, { mediaAssetId });
    if (result.ok) {
      setErrors({});
      return result.input;
    }
    refused.current = true;
    setErrors(result.errors);
    setFailedSubmits((n) => n + 1);
    return null;
  }, []);

  /**
   * Puts the server's field messages under the fields. False when something is left to say elsewhere: the
   * error was not about fields, or named one the form does not show (e.g. the media asset).
   */
  const applyServerErrors = useCallback((error: unknown): boolean => {
    const fromServer = serverSightingErrors(error);
    const fields = Object.keys(fromServer);
    const shown = fields.filter((field) => field in EMPTY_SIGHTING);
    if (shown.length === 0) return false;
    refused.current = true;
    setErrors(Object.fromEntries(shown.map((field) => [field, fromServer[field]])));
    setFailedSubmits((n) => n + 1);
    return shown.length === fields.length;
  }, []);

  return {
    values,
    errors,
    failedSubmits,
    prefill,
    change,
    applyMetadata,
    undoPrefill,
    dropPrefill,
    validate,
    applyServerErrors,
  };
}
