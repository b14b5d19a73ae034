// The account_email job: the member is told their data export is ready, and that their account is scheduled for
// deletion (with the date and how to cancel), in their own language. Queued in the transaction of the change it
// tells of; the payload names rows only (never an address), and a row gone or changed meanwhile sends nothing.
import { REGIONAL_PRICING } from '@common/constants/regional-pricing';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountDeletions, accountExports, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import { fill as fillName, paymentStrings } from '../../mail/payment-email-strings';
import { pricingLanguage } from '../../payments/prices';
import { ACCOUNT_EMAIL_STRINGS } from './email-strings';

/** Where the account section is: the edit-profile page, scrolled to it. */
export const ACCOUNT_SETTINGS_PATH = '/profile#account';

const id = z.number().int().positive().max(2_147_483_647);
const payloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('export_ready'), exportId: id }),
  z.object({ kind: z.literal('deletion_scheduled'), deletionId: id }),
]);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

async function recipient(ctx: AppContext, userId: number) {
  const [who] = await ctx.db
    .select({ username: users.username, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (!who?.email) return null;
  const language = pricingLanguage(who.language);
  return { username: who.username, email: who.email, language, locale: REGIONAL_PRICING[language].locale };
}

async function send(
  ctx: AppContext,
  to: NonNullable<Awaited<ReturnType<typeof recipient>>>,
  mail: { subject: string; lines: string[]; linkText: string },
) {
  const hello = fillName(paymentStrings(to.language).hello, { name: to.username });
  const link = `${ctx.config.publicUrl}${ACCOUNT_SETTINGS_PATH}`;
  const e = escapeHtml;
  await ctx.mailer.send({
    to: to.email,
    subject: oneLine(mail.subject, 150),
    text: [
      hello,
      '',
      ...mail.lines.flatMap((l) => [l, '']),
      `${mail.linkText}: ${link}`,
      '',
      '— WildLens',
    ].join('\n'),
    html: [
      `<p>${e(hello)}</p>`,
      ...mail.lines.map((l) => `<p>${e(l)}</p>`),
      `<p><a href="${e(link)}">${e(mail.linkText)}</a></p>`,
      '<p>— WildLens</p>',
    ].join('\n'),
  });
}

const dateIn = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

export function accountEmailJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid account_email payload: ${parsed.error.message}`);
    const p = parsed.data;
    if (p.kind === 'export_ready') {
      const [row] = await ctx.db
        .select()
        .from(accountExports)
        .where(and(eq(accountExports.id, p.exportId), eq(accountExports.status, 'ready')));
      if (!row?.expiresAt) return;
      const to = await recipient(ctx, row.userId);
      if (!to) return;
      const s = ACCOUNT_EMAIL_STRINGS[to.language];
      const date = dateIn(to.locale, row.expiresAt);
      await send(ctx, to, {
        subject: s.exportSubject,
        lines: [fill(s.exportReady, { date })],
        linkText: s.exportLink,
      });
      return;
    }
    const [row] = await ctx.db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.id, p.deletionId), eq(accountDeletions.status, 'scheduled')));
    if (!row?.userId) return;
    const to = await recipient(ctx, row.userId);
    if (!to) return;
    const s = ACCOUNT_EMAIL_STRINGS[to.language];
    const date = dateIn(to.locale, row.scheduledFor);
    await send(ctx, to, {
      subject: fill(s.deletionSubject, { date }),
      lines: [fill(s.deletion, { date }), s.deletionNotYou],
      linkText: s.deletionLink,
    });
  };
}
