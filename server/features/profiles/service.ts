// Member profiles: what anyone reads about a member (with counts from the tables) and what the member edits.
import type { profileUpdateSchema } from '@common/schemas/profiles';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, type UserRow, userFollows, userPortfolios, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { MEMBER_NOT_FOUND_MESSAGE } from '../follows/service';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const AVATAR_NOT_FOUND_MESSAGE = 'This picture was not found. Upload it again.';
export const AVATAR_KIND_MESSAGE = 'Only a photo can be used as a profile picture.';

export interface ProfileView {
  user: UserRow;
  counts: { sightings: number; followers: number; following: number; likesReceived: number };
  followedByMe: boolean;
  portfolio: { portfolioUrl: string; isPublic: boolean } | null;
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The member with every count in one query (correlated sub-selects over indexed columns). */
  async get(userId: number, viewerId: number | null): Promise<ProfileView | null> {
    const followedByMe = viewerId
      ? sql<boolean>`exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${viewerId} and ${userFollows.followingId} = ${users.id})`
      : sql<boolean>`false`;
    const [row] = await this.db
      .select({
        user: users,
        sightings: sql<number>`(select count(*)::int from ${sightings} where ${sightings.userId} = ${users.id} and ${sightings.isPublic})`,
        likesReceived: sql<number>`(select coalesce(sum(${sightings.likes}), 0)::int from ${sightings} where ${sightings.userId} = ${users.id} and ${sightings.isPublic})`,
        followers: sql<number>`(select count(*)::int from ${userFollows} where ${userFollows.followingId} = ${users.id})`,
        following: sql<number>`(select count(*)::int from ${userFollows} where ${userFollows.followerId} = ${users.id})`,
        followedByMe,
        portfolio: { portfolioUrl: userPortfolios.portfolioUrl, isPublic: userPortfolios.isPublic },
      })
      .from(users)
      .leftJoin(userPortfolios, eq(userPortfolios.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return null;
    return {
      user: row.user,
      counts: {
        sightings: row.sightings,
        followers: row.followers,
        following: row.following,
        likesReceived: row.likesReceived,
      },
      followedByMe: row.followedByMe,
      portfolio: row.portfolio,
    };
  }

  async update(userId: number, input: ProfileUpdate): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: this.clock() };
      if (input.bio !== undefined) changes.bio = input.bio || null;
      if (input.interests !== undefined) changes.interests = [...new Set(input.interests)];
      if (input.experienceLevel !== undefined) changes.experienceLevel = input.experienceLevel;
      if (input.equipment !== undefined) changes.equipment = input.equipment || null;
      if (input.goals !== undefined) changes.goals = input.goals || null;
      if (input.notificationPreferences !== undefined)
        changes.notificationPreferences = input.notificationPreferences;
      if (input.defaultMediaLicense !== undefined) changes.defaultMediaLicense = input.defaultMediaLicense;
      if (input.spotlightOptIn !== undefined) changes.spotlightOptIn = input.spotlightOptIn;
      if (input.instagramUsername !== undefined) {
        // Stored without the '@' people often type; the profile link is derived from it.
        const name = input.instagramUsername.replace(/^@/, '');
        changes.instagramUsername = name || null;
        changes.instagramUrl = name ? `https://www.instagram.com/${name}/` : null;
      }
      if (input.avatarMediaId !== undefined) {
        let url: string | null = null;
        if (input.avatarMediaId !== null) {
          const [asset] = await tx
            .select({ ownerId: mediaAssets.ownerId, kind: mediaAssets.kind, variants: mediaAssets.variants })
            .from(mediaAssets)
            .where(eq(mediaAssets.id, input.avatarMediaId))
            .limit(1);
          if (!asset || asset.ownerId !== userId)
            throw badRequest(AVATAR_NOT_FOUND_MESSAGE, [
              { path: 'avatarMediaId', message: AVATAR_NOT_FOUND_MESSAGE },
            ]);
          if (asset.kind !== 'avatar' && asset.kind !== 'photo')
            throw badRequest(AVATAR_KIND_MESSAGE, [{ path: 'avatarMediaId', message: AVATAR_KIND_MESSAGE }]);
          const v = asset.variants;
          // The square thumbnail is made for small round pictures; larger renditions only if it is missing.
          url = v.thumb?.url ?? v.medium?.url ?? v.large?.url ?? null;
          if (!url)
            throw badRequest(AVATAR_NOT_FOUND_MESSAGE, [
              { path: 'avatarMediaId', message: AVATAR_NOT_FOUND_MESSAGE },
            ]);
        }
        changes.profileImageUrl = url;
        if (current.profileImageUrl && current.profileImageUrl !== url)
          await this.retireAvatar(tx, userId, current.profileImageUrl);
      }
      await tx.update(users).set(changes).where(eq(users.id, userId));
    });
  }

  /**
   * Queues the previous picture for cleanup when it was an upload made only to be an avatar. A sighting photo
   * reused as avatar stays: the sighting still shows it.
   */
  private async retireAvatar(tx: Tx, userId: number, oldUrl: string): Promise<void> {
    const [old] = await tx
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(
        and(
          eq(mediaAssets.ownerId, userId),
          eq(mediaAssets.kind, 'avatar'),
          or(
            sql`${mediaAssets.variants}->'thumb'->>'url' = ${oldUrl}`,
            sql`${mediaAssets.variants}->'medium'->>'url' = ${oldUrl}`,
            sql`${mediaAssets.variants}->'large'->>'url' = ${oldUrl}`,
          ),
        ),
      )
      .limit(1);
    if (old) await enqueueJob(tx, 'media_cleanup', { mediaAssetId: old.id });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
