// The contests' background jobs, queued in the transactions that decide them: the refund of a contest payment
// (a cancelled contest, a payment that arrived for an entry that cannot take it) through the provider, and the
// winner's e-mail. Both are safe to run again.
import { CONTEST_RULES } from '@common/schemas/contests';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { challengeEntries, challenges, payments, sightings, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { JobHandler } from '../../jobs/worker';
import { PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { markEntryRefunded } from './purpose';

const idSchema = z.number().int().positive().max(2_147_483_647);
const refundPayload = z.object({
  paymentId: idSchema,
  reason: z.enum(['duplicate', 'contest_cancelled', 'other']),
});
const emailPayload = z.object({ entryId: idSchema });

export function contestRefundJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const payload = refundPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid contest_payment_refund payload');
    const { paymentId, reason } = payload.data;
    const [payment] = await ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, paymentId));
    // Refunded already (by an administrator, or this job's earlier run that the worker did not see end).
    if (!payment || payment.status === 'refunded') {
      await ctx.db.transaction((tx) => markEntryRefunded(tx, paymentId, ctx.clock()));
      return;
    }
    try {
      await ctx.payments.refundPayment({
        paymentId,
        reason,
        adminNotes:
          reason === 'contest_cancelled'
            ? 'Contest cancelled: entry fee refunded automatically'
            : 'Contest entry could not be confirmed: fee refunded automatically',
        processedBy: null,
      });
    } catch (error) {
      // The payments feature refuses what cannot be refunded (nothing left to refund): nothing to retry.
      if (error instanceof HttpError && error.statusCode < 500) throw new PermanentJobError(error.message);
      throw error;
    }
    await ctx.db.transaction((tx) => markEntryRefunded(tx, paymentId, ctx.clock()));
  };
}

export interface WinnerEmailInput {
  recipientName: string;
  contestTitle: string;
  speciesName: string;
  sightingId: number;
  prizeDescription: string | null;
  premiumMonths: number;
  publicUrl: string;
}

export function renderWinnerEmail(input: WinnerEmailInput): Omit<MailMessage, 'to'> {
  const contest = oneLine(input.contestTitle, 120);
  const species = oneLine(input.speciesName, 100);
  const subject = `You won the ${contest}!`;
  const sighting = `${input.publicUrl}/sighting/${input.sightingId}`;
  const results = `${input.publicUrl}/contests`;
  const lines = [
    `Congratulations: your sighting of ${species} won the ${contest} on WildLens.`,
    ...(input.prizeDescription ? [`Your prizes: ${oneLine(input.prizeDescription, 500)}.`] : []),
    `Your ${input.premiumMonths} months of Premium Explorer are already active on your account. We will contact you about the other prizes.`,
  ];
  const text = [
    `Hello ${input.recipientName},`,
    '',
    ...lines,
    '',
    `Your winning sighting: ${sighting}`,
    `All results: ${results}`,
    '',
    '— WildLens',
  ].join('\n');
  const e = escapeHtml;
  const html = [
    `<p>Hello ${e(input.recipientName)},</p>`,
    ...lines.map((l) => `<p>${e(l)}</p>`),
    `<p><a href="${e(sighting)}">Your winning sighting</a> · <a href="${e(results)}">All results</a></p>`,
    '<p>— WildLens</p>',
  ].join('\n');
  return { subject, text, html };
}

export function contestWinnerEmailJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const payload = emailPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('Invalid contest_winner_email payload');
    const [row] = await ctx.db
      .select({
        username: users.username,
        email: users.email,
        title: challenges.title,
        prize: challenges.prizeDescription,
        speciesName: sightings.speciesName,
        sightingId: sightings.id,
      })
      .from(challengeEntries)
      .innerJoin(users, eq(users.id, challengeEntries.userId))
      .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
      .innerJoin(sightings, eq(sightings.id, challengeEntries.sightingId))
      .where(and(eq(challengeEntries.id, payload.data.entryId), eq(challengeEntries.isWinner, true)));
    // The entry or its member is gone, or they have no address: nobody to write to.
    if (!row?.email) return;
    await ctx.mailer.send({
      to: row.email,
      ...renderWinnerEmail({
        recipientName: row.username,
        contestTitle: row.title,
        speciesName: row.speciesName,
        sightingId: row.sightingId,
        prizeDescription: row.prize,
        premiumMonths: CONTEST_RULES.premiumPrizeMonths,
        publicUrl: ctx.config.publicUrl,
      }),
    });
  };
}
