// Query keys of moderation: a sighting's state for the viewer, the administrators' queue and settings.
import type { FlagStatus } from '@common/schemas/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  sighting: (id: number) => ['moderation', 'sighting', id] as const,
  queue: (status: FlagStatus) => ['moderation', 'queue', status] as const,
  settings: ['moderation', 'settings'] as const,
};
