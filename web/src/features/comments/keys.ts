// Query keys of the comments domain; the segments join into the request path (GET /api/sightings/:id/comments).
export const commentKeys = {
  forSighting: (sightingId: number) => ['/api/sightings', sightingId, 'comments'] as const,
};
