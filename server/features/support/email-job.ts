// The support_admin_email job: tells the administrators, by e-mail, of a contact message or a DMCA notice once it
// is stored (queued in the same transaction). The recipients are the active administrator accounts allowed to
// settle them (manageUsers) that have an e-mail address, else ADMIN_EMAIL. Written in English: it is the site's
// working language for its staff; the sender's language is named so the answer can be in it. A reply goes
// straight to the sender (Reply-To).
import { languageOf } from '@common/constants/languages';
import { reportedItemPath } from '@common/schemas/support';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminAccounts, contactMessages, dmcaCases } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { oneLine } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { reportedItemOf } from './reported-items';

export const SUPPORT_EMAIL_JOB = 'support_admin_email';

const payloadSchema = z.object({
  kind: z.enum(['contact', 'dmca']),
  id: z.number().int().positive().max(2_147_483_647),
});
export type SupportEmailPayload = z.infer<typeof payloadSchema>;

type EmailContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>;

/** Where the administrators' copies go: every active account with manageUsers and an address, else ADMIN_EMAIL. */
export async function supportRecipients(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ email: adminAccounts.email })
    .from(adminAccounts)
    .where(
      and(
        eq(adminAccounts.isActive, true),
        isNotNull(adminAccounts.email),
        sql`coalesce((${adminAccounts.permissions} ->> 'manageUsers')::boolean, false)`,
      ),
    );
  const addresses = [...new Set(rows.flatMap((r) => (r.email?.trim() ? [r.email.trim()] : [])))];
  return addresses.length > 0 ? addresses : [ctx.config.ADMIN_EMAIL];
}

/** Member text quoted in a plain-text e-mail: each line indented, so it cannot pass for the site's own words. */
const quoted = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => `    ${line}`)
    .join('\n');

async function contactMail(ctx: EmailContext, id: number): Promise<Omit<MailMessage, 'to'> | null> {
  const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) return null;
  const language = languageOf(row.language);
  const text = [
    `A message was sent through the WildLens contact form${row.priority ? ' by a Premium member (priority support)' : ''}.`,
    '',
    `From: ${oneLine(row.name, 100)} <${row.email}>`,
    `Topic: ${row.topic}`,
    `Language: ${language.name} (${language.code})`,
    `Sent: ${row.createdAt.toISOString()}`,
    '',
    'Message:',
    quoted(row.message),
    '',
    `Answer by replying to this e-mail (it goes to ${row.email}), then mark the message handled:`,
    `${ctx.config.publicUrl}/admin/dashboard#support-messages`,
  ].join('\n');
  return {
    subject: `${row.priority ? '[Priority] ' : ''}Contact (${row.topic}): ${oneLine(row.name, 60)}`,
    text,
    headers: { 'Reply-To': row.email },
  };
}

async function dmcaMail(ctx: EmailContext, id: number): Promise<Omit<MailMessage, 'to'> | null> {
  const [row] = await ctx.db.select().from(dmcaCases).where(eq(dmcaCases.id, id)).limit(1);
  if (!row) return null;
  const item = reportedItemOf(row);
  const text = [
    `A DMCA notice (case ${row.id}) was sent through ${ctx.config.publicUrl}/dmca-policy.`,
    '',
    `Reported page: ${item ? `${ctx.config.publicUrl}${reportedItemPath(item)}` : row.infringingUrl}`,
    `As written by the claimant: ${row.infringingUrl}`,
    '',
    `Claimant: ${oneLine(row.fullName, 100)} (${row.claimantRole === 'agent' ? `agent of ${oneLine(row.copyrightOwner ?? '', 100)}` : 'copyright owner'})`,
    `E-mail: ${row.email}`,
    `Telephone: ${row.phone || '-'}`,
    'Postal address:',
    quoted(row.address),
    '',
    'Copyrighted work:',
    quoted(row.copyrightedWork),
    `Original: ${row.originalUrl || '-'}`,
    ...(row.details ? ['', 'Details:', quoted(row.details)] : []),
    '',
    'Good-faith statement: given',
    'Statement of accuracy and authority, under penalty of perjury: given',
    `Signature: /${oneLine(row.signature, 100)}/`,
    '',
    `Review the reported page, then record the decision with a note: ${ctx.config.publicUrl}/admin/dashboard#support-dmca`,
  ].join('\n');
  return {
    subject: `DMCA notice ${row.id}: ${item ? reportedItemPath(item) : 'reported page'}`,
    text,
    headers: { 'Reply-To': row.email },
  };
}

export function supportEmailJob(ctx: EmailContext): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid ${SUPPORT_EMAIL_JOB} payload: ${payload.error.message}`);
    const { kind, id } = payload.data;
    const message = kind === 'contact' ? await contactMail(ctx, id) : await dmcaMail(ctx, id);
    // Gone (a restore to an older backup): nothing to tell.
    if (!message) return;
    const to = await supportRecipients(ctx);
    await ctx.mailer.send({ to: to.join(', '), ...message });
    ctx.log.debug({ job: job.id, kind, id, recipients: to.length }, 'support e-mail to the administrators');
  };
}
