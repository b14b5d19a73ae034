// Query keys of the auth domain; the key segments join into the request path (spec section 7).
export const authKeys = {
  me: ['/api/auth/me'] as const,
};
