// Query keys of curated content: the administrators' lists under 'admin' (removed with the admin session), the
// public reads under their API paths.
export const curatedKeys = {
  admin: ['admin', 'curated'] as const,
  list: (page: number) => ['admin', 'curated', 'sightings', page] as const,
  links: ['admin', 'curated', 'links'] as const,
  featured: ['admin', 'curated', 'featured'] as const,
  categoryImages: ['admin', 'curated', 'category-images'] as const,
  featuredPhoto: ['/api/featured-photo'] as const,
  recentFeatured: (limit: number) => ['/api/featured-photos', { limit }] as const,
  publicLinks: (limit: number) => ['/api/external-content', { limit }] as const,
  caption: (sightingId: number) => ['/api/sightings', sightingId, 'instagram-post', 'caption'] as const,
};
