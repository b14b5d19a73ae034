// The curated sighting form's values and their check by the same schema the server applies
// (common/schemas/curated.ts), so the spec's messages appear under their fields before anything is sent.
import {
  type CuratedSightingInput,
  curatedSightingInputSchema,
  type OriginalSource,
} from '@common/schemas/curated';

export interface CuratedFormValues {
  speciesName: string;
  /** The catalogue species picked from the suggestions, if any. */
  speciesId: number | null;
  category: string;
  description: string;
  location: string;
  instagramSourceUrl: string;
  instagramSourceUsername: string;
  originalPhotographerCredit: string;
  originalSource: OriginalSource;
}

export const EMPTY_CURATED: CuratedFormValues = {
  speciesName: '',
  speciesId: null,
  category: 'birds',
  description: '',
  location: '',
  instagramSourceUrl: '',
  instagramSourceUsername: '',
  originalPhotographerCredit: '',
  originalSource: 'instagram',
};

export type CuratedField = keyof CuratedFormValues | 'mediaAssetId';
export type CuratedFieldErrors = Partial<Record<CuratedField, string[]>>;

/** The request body for these values; empty optional texts are left out. */
export function curatedInputOf(values: CuratedFormValues, mediaAssetId: number | null): CuratedSightingInput {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  return {
    speciesName: values.speciesName,
    ...(values.speciesId !== null ? { speciesId: values.speciesId } : {}),
    category: values.category,
    description: optional(values.description),
    location: optional(values.location),
    // Missing until a photo is uploaded: the schema then says "Upload the photo first".
    mediaAssetId: mediaAssetId as number,
    instagramSourceUrl: values.instagramSourceUrl,
    instagramSourceUsername: values.instagramSourceUsername,
    originalPhotographerCredit: values.originalPhotographerCredit,
    originalSource: values.originalSource,
  };
}

/** Each field's English messages (shown translated by curatedValidationText), or none when the values pass. */
export function validateCurated(values: CuratedFormValues, mediaAssetId: number | null): CuratedFieldErrors {
  const parsed = curatedSightingInputSchema.safeParse(curatedInputOf(values, mediaAssetId));
  if (parsed.success) return {};
  const errors: CuratedFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as CuratedField;
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** The server's field errors (400 `errors`) in the same shape. */
export function serverCuratedErrors(
  errors: readonly { path: string; message: string }[] | undefined,
): CuratedFieldErrors {
  const out: CuratedFieldErrors = {};
  for (const e of errors ?? []) {
    const field = e.path.split('.')[0] as CuratedField;
    out[field] = [...(out[field] ?? []), e.message];
  }
  return out;
}

export const hasErrors = (errors: CuratedFieldErrors) =>
  Object.values(errors).some((list) => list && list.length > 0);
