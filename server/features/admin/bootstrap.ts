// Makes sure the administrator exists: an admin account and the reserved member account shown as the site.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ALL_ADMIN_PERMISSIONS, adminAccounts, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { hashPassword } from '../auth/passwords';

/**
 * Creates the administrator on first start. With ADMIN_PASSWORD unset a random password is generated and
 * returned so the caller can print it once; on later starts nothing changes unless ADMIN_PASSWORD is set,
 * in which case the stored password follows it.
 */
export async function ensureAdminAccount(
  ctx: AppContext,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const { db, config } = ctx;
  const username = config.ADMIN_USERNAME;
  const [existing] = await db
    .select()
    .from(adminAccounts)
    .where(eq(adminAccounts.username, username))
    .limit(1);
  if (existing && !config.ADMIN_PASSWORD) return { created: false };

  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = config.ADMIN_PASSWORD ?? generatedPassword ?? '';
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (existing)
      await tx.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, existing.id));
    else
      await tx
        .insert(adminAccounts)
        .values({ username, passwordHash, email: config.ADMIN_EMAIL, permissions: ALL_ADMIN_PERMISSIONS });
    // The reserved member account lets the administrator post curated sightings under the site's name.
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    if (member) await tx.update(users).set({ passwordHash }).where(eq(users.id, member.id));
    else
      await tx.insert(users).values({
        username,
        email: config.ADMIN_EMAIL,
        passwordHash,
        subscriptionTier: 'professional',
        onboardingCompleted: true,
      });
  });
  return { created: !existing, ...(generatedPassword ? { generatedPassword } : {}) };
}
