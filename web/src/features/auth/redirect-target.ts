// Where to go after signing in: returnUrl (from the guard) or next (from the error handler), same site only.

/**
 * Only a relative path with a single leading slash is accepted. '//host' and '/\host' are protocol-relative
 * to browsers, and anything with a scheme leaves the site, so those would be open redirects.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.com' would become '//evil.com'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here.
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return true;
}

/** Going "back" to a sign-in or sign-up screen after signing in would only show that screen again. */
const ACCOUNT_SCREENS = /^\/(login|register|admin\/login)(?:[/?#]|$)/;

export function redirectTargetFrom(search: URLSearchParams): string {
  for (const param of ['returnUrl', 'next']) {
    const value = search.get(param);
    if (isSafeRedirectPath(value) && !ACCOUNT_SCREENS.test(value)) return value;
  }
  return '/';
}
