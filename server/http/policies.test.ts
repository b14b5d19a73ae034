// The permission table as a matrix: every action for a visitor, a member, the owner, a premium member and the
// administrator.
import { DELETE_OWN_COMMENT_MESSAGE } from '@common/schemas/comments';
import { FLAG_OWN_COMMENT_MESSAGE, FLAG_OWN_PROFILE_MESSAGE } from '@common/schemas/moderation';
import { DELETE_OWN_ONLY_MESSAGE } from '@common/schemas/sightings';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import {
  type Actor,
  authorize,
  BOOKMARK_OWN_ONLY_MESSAGE,
  can,
  INSTAGRAM_OWN_ONLY_MESSAGE,
  NOT_VISIBLE_MESSAGE,
  PORTFOLIO_OWN_ONLY_MESSAGE,
  PORTFOLIO_OWN_SIGHTINGS_MESSAGE,
  type PolicyAction,
  UPDATE_OWN_ONLY_MESSAGE,
  VISITOR,
} from './policies';

const OWNER_ID = 7;
const actors: Record<string, Actor> = {
  visitor: VISITOR,
  member: { userId: 8, isAdmin: false },
  // Premium tiers change allowances, never ownership: a premium member is just another member here.
  premium: { userId: 9, isAdmin: false },
  owner: { userId: OWNER_ID, isAdmin: false },
  admin: { userId: null, isAdmin: true },
};

type Outcome = 200 | 401 | 403;
// Columns: visitor, member, premium, owner, admin; for a public and a private resource where it matters.
const table: [PolicyAction, boolean, Record<keyof typeof actors, Outcome>, string][] = [
  ['sighting.view', true, { visitor: 200, member: 200, premium: 200, owner: 200, admin: 200 }, ''],
  [
    'sighting.view',
    false,
    { visitor: 403, member: 403, premium: 403, owner: 200, admin: 200 },
    NOT_VISIBLE_MESSAGE,
  ],
  [
    'sighting.update',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 403 },
    UPDATE_OWN_ONLY_MESSAGE,
  ],
  [
    'sighting.delete',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 200 },
    DELETE_OWN_ONLY_MESSAGE,
  ],
  [
    'comment.delete',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 200 },
    DELETE_OWN_COMMENT_MESSAGE,
  ],
  [
    'bookmark.delete',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 403 },
    BOOKMARK_OWN_ONLY_MESSAGE,
  ],
  ['portfolio.view', true, { visitor: 200, member: 200, premium: 200, owner: 200, admin: 200 }, ''],
  [
    'portfolio.view',
    false,
    { visitor: 403, member: 403, premium: 403, owner: 200, admin: 200 },
    NOT_VISIBLE_MESSAGE,
  ],
  [
    'portfolio.edit',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 403 },
    PORTFOLIO_OWN_ONLY_MESSAGE,
  ],
  [
    'portfolio.addSighting',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 403 },
    PORTFOLIO_OWN_SIGHTINGS_MESSAGE,
  ],
  [
    'sighting.instagramPost',
    true,
    { visitor: 401, member: 403, premium: 403, owner: 200, admin: 200 },
    INSTAGRAM_OWN_ONLY_MESSAGE,
  ],
  [
    'comment.flag',
    true,
    { visitor: 401, member: 200, premium: 200, owner: 403, admin: 403 },
    FLAG_OWN_COMMENT_MESSAGE,
  ],
  [
    'profile.flag',
    true,
    { visitor: 401, member: 200, premium: 200, owner: 403, admin: 403 },
    FLAG_OWN_PROFILE_MESSAGE,
  ],
];

function outcome(
  actor: Actor,
  action: PolicyAction,
  isPublic: boolean,
): { status: Outcome; message: string } {
  try {
    authorize(actor, action, { userId: OWNER_ID, isPublic });
    return { status: 200, message: '' };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode as Outcome, message: error.message };
  }
}

describe('policies', () => {
  for (const [action, isPublic, expected, message] of table) {
    for (const [name, actor] of Object.entries(actors)) {
      const want = expected[name];
      it(`${action} (${isPublic ? 'public' : 'private'}) by ${name}: ${want}`, () => {
        const got = outcome(actor, action, isPublic);
        expect(got.status).toBe(want);
        if (want === 403) expect(got.message).toBe(message);
        if (want === 401) expect(got.message).toBe('Authentication required');
        expect(can(actor, action, { userId: OWNER_ID, isPublic })).toBe(want === 200);
      });
    }
  }

  it('uses the spec message for deleting another member sighting', () => {
    expect(() => authorize(actors.member as Actor, 'sighting.delete', { userId: OWNER_ID })).toThrow(
      'You can only delete your own sightings.',
    );
  });

  it('lets a member who is also signed in as administrator moderate', () => {
    const both: Actor = { userId: 8, isAdmin: true };
    expect(can(both, 'comment.delete', { userId: OWNER_ID })).toBe(true);
    expect(can(both, 'sighting.update', { userId: OWNER_ID })).toBe(false);
  });
});
