// Exactly which notification fields leave the server, and the response schemas that document and enforce them.
import type { AppNotification } from '@common/schemas/notifications';
import { z } from 'zod';
import type { NotificationView } from './service';

export const appNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actor: z
    .object({ id: z.number().int(), username: z.string(), profileImageUrl: z.string().nullable() })
    .nullable(),
  sightingId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  speciesName: z.string().nullable(),
}) satisfies z.ZodType<AppNotification>;

export function presentNotification(view: NotificationView): AppNotification {
  return {
    id: view.id,
    type: view.type,
    message: view.message,
    isRead: view.isRead,
    createdAt: view.createdAt.toISOString(),
    actor: view.actor,
    sightingId: view.sightingId,
    commentId: view.commentId,
    speciesName: view.speciesName,
  };
}
