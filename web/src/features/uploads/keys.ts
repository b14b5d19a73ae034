// Query keys of the uploads domain; the key segments join into the request path (spec section 7).
export const uploadKeys = {
  allowance: ['/api/media/allowance'] as const,
};
