// Query keys of the auth domain; the key segments join into the request path (spec section 7).
export const authKeys = {
  me: ['/api/auth/me'] as const,
  /** The signed-in member's e-mail preferences. */
  emailPreferences: ['/api/user/email-preferences'] as const,
  /** E-mail preferences opened through the signed link in an e-mail; the object becomes the query string. */
  emailPreferencesByToken: (token: string) => ['/api/email-preferences', { token }] as const,
};
