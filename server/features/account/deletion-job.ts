// The account_deletion job, queued to run when the grace period ends. A deletion cancelled meanwhile is left
// alone; one the job reached early (the database's clock ahead of the app's) is queued again for its time.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountDeletions } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { deleteAccountNow } from './deletion-executor';

const payloadSchema = z.object({ deletionId: z.number().int().positive().max(2_147_483_647) });

export function accountDeletionJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid account_deletion payload: ${payload.error.message}`);
    const { deletionId } = payload.data;
    const [row] = await ctx.db.select().from(accountDeletions).where(eq(accountDeletions.id, deletionId));
    if (row?.status !== 'scheduled') return;
    if (row.scheduledFor > ctx.clock()) {
      await enqueueJob(ctx.db, 'account_deletion', { deletionId }, { runAt: row.scheduledFor });
      return;
    }
    await deleteAccountNow(ctx, deletionId);
  };
}
