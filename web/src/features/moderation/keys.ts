// Query keys of moderation: a sighting's state for the viewer, the administrators' queue, log and settings.
import type { FlagStatus, QueueView } from '@common/schemas/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  sighting: (id: number) => ['moderation', 'sighting', id] as const,
  queue: (status: FlagStatus) => ['moderation', 'queue', status] as const,
  items: (view: QueueView) => ['moderation', 'items', view] as const,
  actions: ['moderation', 'actions'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
  settings: ['moderation', 'settings'] as const,
};
