// Comments and one level of replies on a sighting (spec sections 3, 5 and 7).
import { z } from 'zod';
import { COMMENT_MAX } from '../constants/api';

export { COMMENT_MAX };

export const commentInputSchema = z.strictObject({
  sightingId: z.number().int().positive().max(2_147_483_647),
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
  parentCommentId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentLikeSchema = z.strictObject({ action: z.enum(['like', 'unlike']).default('like') });

export const REPLY_TO_REPLY_MESSAGE = 'Replies are allowed only on top-level comments.';
export const DELETE_OWN_COMMENT_MESSAGE = 'You can only delete your own comments.';

export interface Comment {
  id: number;
  sightingId: number;
  content: string;
  parentCommentId: number | null;
  userId: number;
  user: { username: string; profileImageUrl: string | null };
  createdAt: string;
  likes: number;
  likedByMe: boolean;
  replies: Comment[];
}
