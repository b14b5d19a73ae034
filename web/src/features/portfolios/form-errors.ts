// Field messages keyed by their full path ('title', 'socialLinks.website', 'items.2.caption'), from a zod
// check in the browser or the server's `errors` array, so nested fields get their own message.
import type { z } from 'zod';
import { ApiError } from '../../lib/api';

export type PathErrors = Partial<Record<string, string[]>>;

function add(into: PathErrors, path: string, message: string): void {
  const list = into[path] ?? [];
  if (!list.includes(message)) list.push(message);
  into[path] = list;
}

export function zodPathErrors(error: z.ZodError): PathErrors {
  const out: PathErrors = {};
  for (const issue of error.issues) add(out, issue.path.map(String).join('.'), issue.message);
  return out;
}

export function serverPathErrors(error: unknown): PathErrors {
  const out: PathErrors = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return out;
  // Servers write paths as 'a.b' or 'a/b'; both become 'a.b'.
  for (const item of error.fieldErrors)
    add(out, item.path.replace(/\//g, '.').replace(/^\./, ''), item.message);
  return out;
}

export function hasPathErrors(errors: PathErrors): boolean {
  return Object.values(errors).some((list) => list && list.length > 0);
}
