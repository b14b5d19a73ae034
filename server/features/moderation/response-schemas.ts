// The response schemas of the moderation routes: exactly the fields that leave the server (the serializer writes
// only these), and the OpenAPI document's description of them.
import {
  CLASSIFIER_CLASSES,
  FLAG_REASONS,
  FLAG_SOURCES,
  FLAG_STATUSES,
  FLAGGABLE_TYPES,
  MODERATION_ACTIONS,
  type ModerationActionView,
  QUEUE_CONTENT_TYPES,
  type QueueItem,
  type SuspendedMember,
} from '@common/schemas/moderation';
import { z } from 'zod';

export const personSchema = z.object({ id: z.number().int(), username: z.string() });

export const scoresSchema = z.object(
  Object.fromEntries(CLASSIFIER_CLASSES.map((c) => [c, z.number()])) as Record<
    (typeof CLASSIFIER_CLASSES)[number],
    z.ZodNumber
  >,
);

export const flagCreatedSchema = z.object({ id: z.number().int(), hidden: z.boolean() });

export const actionViewSchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  contentType: z.enum(FLAGGABLE_TYPES).nullable(),
  contentId: z.number().int().nullable(),
  target: personSchema.nullable(),
  admin: z.string().nullable(),
  reason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  flagsResolved: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<ModerationActionView>;

const queueFlagSchema = z.object({
  id: z.number().int(),
  reason: z.enum(FLAG_REASONS),
  source: z.enum(FLAG_SOURCES),
  details: z.string().nullable(),
  reporter: personSchema.nullable(),
  scores: scoresSchema.nullable(),
  status: z.enum(FLAG_STATUSES),
  createdAt: z.string(),
});

export const queueItemSchema = z.object({
  contentType: z.enum(QUEUE_CONTENT_TYPES),
  contentId: z.number().int(),
  hidden: z.boolean(),
  readOnly: z.boolean(),
  manageUrl: z.string().nullable(),
  author: personSchema
    .extend({
      profileImageUrl: z.string().nullable(),
      suspended: z.boolean(),
      suspendedUntil: z.string().nullable(),
      warnings: z.number().int(),
    })
    .nullable(),
  pendingFlags: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(FLAG_REASONS), count: z.number().int() })),
  flags: z.array(queueFlagSchema),
  lastFlaggedAt: z.string().nullable(),
  sighting: z
    .object({
      id: z.number().int(),
      speciesName: z.string(),
      description: z.string().nullable(),
      thumbUrl: z.string().nullable(),
      imageUrl: z.string().nullable(),
      isPublic: z.boolean(),
      underReview: z.boolean(),
      removed: z.boolean(),
    })
    .nullable(),
  comment: z
    .object({
      id: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
      sighting: z.object({ id: z.number().int(), speciesName: z.string() }),
    })
    .nullable(),
  profile: z
    .object({
      id: z.number().int(),
      username: z.string(),
      bio: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
  review: z
    .object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      productSlug: z.string(),
      productName: z.string(),
    })
    .nullable(),
  history: z.array(actionViewSchema),
}) satisfies z.ZodType<QueueItem>;

export const suspendedMemberSchema = personSchema.extend({
  suspendedAt: z.string(),
  suspendedUntil: z.string().nullable(),
  reason: z.string().nullable(),
}) satisfies z.ZodType<SuspendedMember>;
