// The media path rule (spec section 3): a relative path gets a leading slash; absolute URLs and rooted paths
// are kept as they are.
const KEEP = /^(https?:|data:|blob:)/i;

export function mediaPath(path: string): string {
  if (KEEP.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}

/**
 * The second attempt after a load error (spec section 8: "path retried with a leading slash"): exactly one
 * leading slash, which also repairs paths stored as "//uploads/..." that browsers read as another host.
 */
export function retryMediaPath(path: string): string {
  if (KEEP.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
