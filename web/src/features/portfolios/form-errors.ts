// Portfolio forms key field messages by their full path ('title', 'socialLinks.website', 'items.2.caption'),
// so nested fields get their own message; the account forms' helpers do the work.
import type { z } from 'zod';
import {
  type FieldErrors,
  hasFieldErrors,
  serverFieldErrors,
  showSaveError,
  zodFieldErrors,
} from '../auth/form-errors';

export type PathErrors = FieldErrors;

export const zodPathErrors = (error: z.ZodError): PathErrors => zodFieldErrors(error, { fullPath: true });
export const serverPathErrors = (error: unknown): PathErrors => serverFieldErrors(error, { fullPath: true });
export const hasPathErrors = hasFieldErrors;
export const showPathSaveError = (
  error: unknown,
  options: Omit<Parameters<typeof showSaveError>[1], 'fullPath'>,
) => showSaveError(error, { ...options, fullPath: true });
