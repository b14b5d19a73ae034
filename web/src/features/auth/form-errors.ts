// Field messages for the account forms: from a zod safeParse on the client, or the server's `errors` array.
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage, isUnauthenticatedError } from '../../lib/api';
import { requestSignIn } from '../../lib/handle-error';
import i18n from '../../lib/i18n';

export type FieldErrors = Partial<Record<string, string[]>>;

function add(into: FieldErrors, field: string, message: string): void {
  const list = into[field] ?? [];
  if (!list.includes(message)) list.push(message);
  into[field] = list;
}

/**
 * How a message is keyed: by its first path segment ('username'), as the account forms show one block per field,
 * or by its full path ('socialLinks.website', 'items.2.caption') for forms with nested fields.
 */
export interface KeyOptions {
  fullPath?: boolean;
}

function keyOf(path: readonly PropertyKey[], options: KeyOptions): string {
  return options.fullPath ? path.map(String).join('.') : String(path[0] ?? '');
}

export function zodFieldErrors(error: z.ZodError, options: KeyOptions = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) add(out, keyOf(issue.path, options), issue.message);
  return out;
}

/** The server answers `{ message, errors: [{ path, message }] }` for invalid input; paths read 'a.b' or 'a/b'. */
export function serverFieldErrors(error: unknown, options: KeyOptions = {}): FieldErrors {
  const out: FieldErrors = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return out;
  for (const item of error.fieldErrors) {
    const path = item.path.replace(/\//g, '.').replace(/^\./, '').split('.');
    add(out, keyOf(path, options), item.message);
  }
  return out;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((list) => list && list.length > 0);
}

/**
 * A form's failed save: the server's field messages go under their fields, a lost session goes to sign-in
 * (and back here afterwards), anything else is a toast titled `title` with the server's message.
 */
export function showSaveError(
  error: unknown,
  {
    title,
    setErrors,
    ...keyOptions
  }: { title: string; setErrors: (errors: FieldErrors) => void } & KeyOptions,
): void {
  const fields = serverFieldErrors(error, keyOptions);
  if (hasFieldErrors(fields)) {
    setErrors(fields);
    return;
  }
  toast({ title, description: errorMessage(error, i18n.t('common.tryAgain')), variant: 'destructive' });
  // After the toast, as spec section 8 orders it.
  if (isUnauthenticatedError(error)) requestSignIn();
}

/** The aria attributes tying a field to its message block (see FieldError). */
export function fieldA11y(
  errors: FieldErrors,
  field: string,
  errorId: string,
  extraDescribedBy?: string,
): { 'aria-invalid': boolean; 'aria-describedby': string | undefined } {
  const invalid = Boolean(errors[field]?.length);
  const ids = [invalid ? errorId : undefined, extraDescribedBy].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid, 'aria-describedby': ids || undefined };
}
