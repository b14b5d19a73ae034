// Exactly which comment fields leave the server (never the author's e-mail), and comments nested one level.
import type { Comment } from '@common/schemas/comments';
import { z } from 'zod';
import type { CommentView } from './service';

const commentFields = {
  id: z.number().int(),
  sightingId: z.number().int(),
  content: z.string(),
  parentCommentId: z.number().int().nullable(),
  userId: z.number().int(),
  user: z.object({ username: z.string(), profileImageUrl: z.string().nullable() }),
  createdAt: z.string(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
};

/**
 * Replies have no replies of their own (one level, spec section 5). Written out flat rather than recursively:
 * the OpenAPI generator cannot name an inline recursive schema.
 */
export const replySchema = z.object({ ...commentFields, replies: z.array(z.never()).max(0) });
export const commentSchema = z.object({
  ...commentFields,
  replies: z.array(replySchema),
}) satisfies z.ZodType<Comment>;
export type PresentedReply = z.infer<typeof replySchema>;
export type PresentedComment = z.infer<typeof commentSchema>;

export const commentLikeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int() });

function fields(view: CommentView) {
  return {
    id: view.id,
    sightingId: view.sightingId,
    // Plain text: the client renders it as text, never as HTML.
    content: view.content,
    parentCommentId: view.parentCommentId,
    userId: view.userId,
    user: { username: view.author.username, profileImageUrl: view.author.profileImageUrl },
    createdAt: view.createdAt.toISOString(),
    likes: view.likes,
    likedByMe: view.likedByMe,
  };
}

export function presentReply(view: CommentView): PresentedReply {
  return { ...fields(view), replies: [] };
}

export function presentComment(view: CommentView, replies: PresentedReply[] = []): PresentedComment {
  return { ...fields(view), replies };
}

/** Top-level comments oldest first (newest last), each with its replies oldest first. */
export function presentThread(views: CommentView[]): PresentedComment[] {
  const repliesOf = new Map<number, PresentedReply[]>();
  for (const view of views) {
    if (view.parentCommentId === null) continue;
    const list = repliesOf.get(view.parentCommentId) ?? [];
    list.push(presentReply(view));
    repliesOf.set(view.parentCommentId, list);
  }
  return views
    .filter((view) => view.parentCommentId === null)
    .map((view) => presentComment(view, repliesOf.get(view.id) ?? []));
}
