// Query keys of community identification; segments join into the request path (lib/api.ts queryKeyUrl).
export const identificationKeys = {
  /** GET /api/sightings/:id/identifications: the panel of one sighting. */
  panel: (sightingId: number) => ['/api/sightings', sightingId, 'identifications'] as const,
  /** GET /api/identification-requests: the open requests, paged. */
  openRequests: (category: string | undefined) =>
    ['/api/identification-requests', { category }, 'pages'] as const,
  requestsAll: ['/api/identification-requests'] as const,
  /** GET /api/profiles/:id/life-list, paged. */
  lifeList: (userId: number) => ['/api/profiles', userId, 'life-list', 'pages'] as const,
  /** GET /api/profiles/:id/expertise. */
  expertise: (userId: number) => ['/api/profiles', userId, 'expertise'] as const,
};
