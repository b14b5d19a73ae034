// Who may do what: THE permission table of the product, in one place (design section 2). Routes call
// `authorize(actor, action, resource)` once per handler; presenters and services ask `can(...)` for flags.
//
// The table, in words:
// - A visitor (signed out) may view public sightings and public portfolios; any write answers 401.
// - A member may view public things and their own private ones, and may change or delete only what they own:
//   their sightings, comments, bookmarks and portfolio. Only their own sightings go into their portfolio.
// - Premium tiers change allowances (uploads), not ownership: the table is the same for them.
// - The administrator (request.admin, from the bearer token of /api/admin/login) moderates: they may delete any
//   sighting and any comment, and view private sightings and portfolios. They may not edit what members wrote
//   or act in a member's name (editing, bookmarking, portfolios stay with the owner).
import { DELETE_OWN_COMMENT_MESSAGE } from '@common/schemas/comments';
import { INSTAGRAM_MESSAGES } from '@common/schemas/curated';
import { FLAG_OWN_COMMENT_MESSAGE, FLAG_OWN_PROFILE_MESSAGE } from '@common/schemas/moderation';
import { DELETE_OWN_ONLY_MESSAGE } from '@common/schemas/sightings';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** Who is asking: a member (session cookie), the administrator (bearer token), both, or neither. */
export interface Actor {
  userId: number | null;
  isAdmin: boolean;
}

export const VISITOR: Actor = { userId: null, isAdmin: false };

export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null, isAdmin: request.admin !== null };
}

/** The actor of a request that must be signed in as a member or as the administrator: 401 otherwise. */
export function requireActor(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (actor.userId === null && !actor.isAdmin) throw unauthorized('Authentication required');
  return actor;
}

/** Anything owned by a member. */
export interface Owned {
  userId: number;
}

/** Something that may be hidden from everyone but its owner. */
export interface OwnedVisible extends Owned {
  isPublic: boolean;
}

/** The resource each action is about. */
export interface PolicyResources {
  'sighting.view': OwnedVisible;
  'sighting.update': Owned;
  'sighting.delete': Owned;
  'comment.delete': Owned;
  'bookmark.delete': Owned;
  'portfolio.view': OwnedVisible;
  'portfolio.edit': Owned;
  /** The sighting a member puts into their portfolio (or uses as its header). */
  'portfolio.addSighting': Owned;
  /** A member's own identification, withdrawn by them only. */
  'identification.withdraw': Owned;
  /** Asking for help with, resolving or closing a request: the sighting's author (userId). */
  'identificationRequest.manage': Owned;
  /** A helpful vote or a moderation flag on a gear review: never on one's own (features/gear). */
  'gearReview.vote': Owned;
  'gearReview.flag': Owned;
  /** A member's flag on a comment or a profile (features/moderation): never on their own. */
  'comment.flag': Owned;
  'profile.flag': Owned;
  /** The ready-to-post Instagram square and caption of a sighting (features/curated): its author, or the administrator. */
  'sighting.instagramPost': Owned;
}
export type PolicyAction = keyof PolicyResources;

export const UPDATE_OWN_ONLY_MESSAGE = 'You can only edit your own sightings.';
export const BOOKMARK_OWN_ONLY_MESSAGE = 'You can only remove your own bookmarks.';
export const PORTFOLIO_OWN_ONLY_MESSAGE = 'You can only edit your own portfolio.';
export const PORTFOLIO_OWN_SIGHTINGS_MESSAGE = 'You can only add your own sightings to your portfolio.';
export const NOT_VISIBLE_MESSAGE = 'You do not have permission to see this.';
export const IDENTIFICATION_OWN_ONLY_MESSAGE = 'You can only withdraw your own identifications.';
export const GEAR_OWN_VOTE_MESSAGE = 'You cannot vote for your own review.';
export const GEAR_OWN_FLAG_MESSAGE = 'You cannot flag your own review.';
export const INSTAGRAM_OWN_ONLY_MESSAGE = INSTAGRAM_MESSAGES.ownOnly;
export const REQUEST_AUTHOR_ONLY_MESSAGE =
  "Only the sighting's author can ask for, resolve or close an identification request.";

interface Rule<R> {
  /** Whether the administrator may do it whoever owns the resource. */
  admin: boolean;
  /** Whether a signed-out visitor may do it (then only `allow` decides). */
  visitor: boolean;
  allow(userId: number | null, resource: R): boolean;
  /** The 403 message when refused. */
  message: string;
}

const isOwner = (userId: number | null, r: Owned) => userId !== null && r.userId === userId;
const isOthers = (userId: number | null, r: Owned) => userId !== null && r.userId !== userId;
const isVisible = (userId: number | null, r: OwnedVisible) => r.isPublic || isOwner(userId, r);

const RULES: { [A in PolicyAction]: Rule<PolicyResources[A]> } = {
  'sighting.view': { admin: true, visitor: true, allow: isVisible, message: NOT_VISIBLE_MESSAGE },
  'sighting.update': { admin: false, visitor: false, allow: isOwner, message: UPDATE_OWN_ONLY_MESSAGE },
  'sighting.delete': { admin: true, visitor: false, allow: isOwner, message: DELETE_OWN_ONLY_MESSAGE },
  'comment.delete': { admin: true, visitor: false, allow: isOwner, message: DELETE_OWN_COMMENT_MESSAGE },
  'bookmark.delete': { admin: false, visitor: false, allow: isOwner, message: BOOKMARK_OWN_ONLY_MESSAGE },
  'portfolio.view': { admin: true, visitor: true, allow: isVisible, message: NOT_VISIBLE_MESSAGE },
  'portfolio.edit': { admin: false, visitor: false, allow: isOwner, message: PORTFOLIO_OWN_ONLY_MESSAGE },
  'portfolio.addSighting': {
    admin: false,
    visitor: false,
    allow: isOwner,
    message: PORTFOLIO_OWN_SIGHTINGS_MESSAGE,
  },
  'identification.withdraw': {
    admin: false,
    visitor: false,
    allow: isOwner,
    message: IDENTIFICATION_OWN_ONLY_MESSAGE,
  },
  'identificationRequest.manage': {
    admin: false,
    visitor: false,
    allow: isOwner,
    message: REQUEST_AUTHOR_ONLY_MESSAGE,
  },
  'gearReview.vote': { admin: false, visitor: false, allow: isOthers, message: GEAR_OWN_VOTE_MESSAGE },
  'gearReview.flag': { admin: false, visitor: false, allow: isOthers, message: GEAR_OWN_FLAG_MESSAGE },
  'comment.flag': { admin: false, visitor: false, allow: isOthers, message: FLAG_OWN_COMMENT_MESSAGE },
  'profile.flag': { admin: false, visitor: false, allow: isOthers, message: FLAG_OWN_PROFILE_MESSAGE },
  'sighting.instagramPost': {
    admin: true,
    visitor: false,
    allow: isOwner,
    message: INSTAGRAM_OWN_ONLY_MESSAGE,
  },
};

type Verdict = 'allowed' | 'unauthenticated' | 'forbidden';

function judge<A extends PolicyAction>(actor: Actor, action: A, resource: PolicyResources[A]): Verdict {
  const rule = RULES[action] as Rule<PolicyResources[A]>;
  if (rule.admin && actor.isAdmin) return 'allowed';
  if (rule.allow(actor.userId, resource)) return 'allowed';
  // A signed-out visitor refused something that needs an account is asked to sign in, not told "forbidden".
  if (actor.userId === null && !actor.isAdmin && !rule.visitor) return 'unauthenticated';
  return 'forbidden';
}

/** Whether the actor may do it; for presenters' flags and services' filters. Never throws. */
export function can<A extends PolicyAction>(actor: Actor, action: A, resource: PolicyResources[A]): boolean {
  return judge(actor, action, resource) === 'allowed';
}

/** Throws 401 'Authentication required' for a visitor, or 403 with the action's message, unless allowed. */
export function authorize<A extends PolicyAction>(
  actor: Actor,
  action: A,
  resource: PolicyResources[A],
): void {
  const verdict = judge(actor, action, resource);
  if (verdict === 'unauthenticated') throw unauthorized('Authentication required');
  if (verdict === 'forbidden') throw forbidden(RULES[action].message);
}
