// The rare_sighting_record job, queued in the transaction that publishes a sighting (sightings/write-service.ts):
// the rare tracker records it when it is of a rare level or of a threatened species (service.ts record()), and
// the watchers of the record it adds to who asked for real-time alerts get one (watch-alerts.ts).
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { RareTrackerService } from './service';
import { publishWatchAlerts } from './watch-alerts';

const payloadSchema = z.object({ sightingId: z.number().int().positive().max(2_147_483_647) });

export function rareSightingRecordJob(ctx: Pick<AppContext, 'db' | 'config' | 'realtime'>): JobHandler {
  const service = new RareTrackerService(ctx.db);
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid rare_sighting_record payload');
    const outcome = await service.record(payload.data.sightingId);
    if (outcome) await publishWatchAlerts(ctx, payload.data.sightingId, outcome.recordId, outcome.pushTo);
  };
}
