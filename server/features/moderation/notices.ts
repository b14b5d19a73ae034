// Telling a member about a moderation decision: an in-app notification written in their language when the
// decision is taken (the web shows the message of a type it does not word itself), and for warnings and
// suspensions an e-mail (moderation_notice_email job, queued in the decision's transaction, written when sent).
// Transactional like a receipt: sent whatever the member's newsletter preferences say.
import { LANGUAGES } from '@common/constants/languages';
import { regionalPricingFor } from '@common/constants/regional-pricing';
import type { FlaggableType, ModerationAction } from '@common/schemas/moderation';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { moderationActions, userNotifications, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { fill } from '../../mail/payment-email-strings';
import { type NoticeStrings, noticeStrings } from './notice-strings';

/** What the member is told about. */
export interface Notice {
  action: ModerationAction;
  contentType: FlaggableType | null;
  /** The sighting's species (a sighting's notice). */
  species: string | null;
  suspendedUntil: Date | null;
  reason: string | null;
}

/** Decisions the member is also e-mailed about: they may not be signed in to read the notification. */
const EMAILED: readonly ModerationAction[] = ['warn', 'suspend', 'unsuspend'];

type Kind = 'Comment' | 'Profile' | 'Sighting';
const KIND: Record<FlaggableType, Kind> = { comment: 'Comment', profile: 'Profile', sighting: 'Sighting' };

function formatEnd(date: Date, language: string): string {
  const locale = regionalPricingFor(language).locale;
  try {
    return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
  } catch {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/** The sentence of a notice in a language, without the reason; null when there is nothing to say. */
export function noticeSentence(s: NoticeStrings, notice: Notice, language: string): string | null {
  const kind = notice.contentType ? KIND[notice.contentType] : null;
  const species = oneLine(notice.species ?? '', 100);
  const about = (key: `${'hidden' | 'deleted' | 'restored'}${Kind}`) => fill(s[key], { species });
  switch (notice.action) {
    case 'keep':
      return kind ? about(`restored${kind}`) : null;
    case 'hide':
      return kind ? about(`hidden${kind}`) : null;
    case 'delete':
      return kind ? about(`deleted${kind}`) : null;
    case 'auto_hide':
      return s.autoHiddenComment;
    case 'warn':
      return s.warned;
    case 'suspend':
      return notice.suspendedUntil
        ? fill(s.suspendedUntil, { date: formatEnd(notice.suspendedUntil, language) })
        : s.suspendedIndefinitely;
    case 'unsuspend':
      return s.unsuspended;
  }
}

/** The notification's text: the sentence, then the administrator's reason. */
export function noticeText(language: string, notice: Notice): string | null {
  const s = noticeStrings(language);
  const sentence = noticeSentence(s, notice, language);
  if (!sentence) return null;
  return notice.reason ? `${sentence} ${fill(s.reason, { reason: oneLine(notice.reason, 500) })}` : sentence;
}

type Tx = Pick<Db, 'select' | 'insert'>;

/**
 * The in-app notification of a decision (and the e-mail job for warnings and suspensions). `sightingId` links the
 * notification to the sighting it is about (never a deleted one: the notification would go with it).
 */
export async function notifyMember(
  tx: Tx,
  input: { userId: number; actionId: number; notice: Notice; sightingId: number | null },
): Promise<void> {
  const [member] = await tx
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!member) return;
  const message = noticeText(member.language, input.notice);
  if (!message) return;
  await tx.insert(userNotifications).values({
    userId: input.userId,
    type: `moderation_${input.notice.action}`,
    sightingId: input.sightingId,
    message,
  });
  if (EMAILED.includes(input.notice.action))
    await enqueueJob(tx, 'moderation_notice_email', { actionId: input.actionId });
}

export interface NoticeEmailInput {
  language: string;
  recipientName: string;
  notice: Notice;
  publicUrl: string;
}

export function renderNoticeEmail(input: NoticeEmailInput): Omit<MailMessage, 'to'> | null {
  const s = noticeStrings(input.language);
  const sentence = noticeSentence(s, input.notice, input.language);
  if (!sentence) return null;
  const reason = input.notice.reason ? fill(s.reason, { reason: input.notice.reason.trim() }) : null;
  const hello = fill(s.hello, { name: oneLine(input.recipientName, 60) });
  const url = input.publicUrl;
  const text = [
    hello,
    '',
    sentence,
    ...(reason ? ['', reason] : []),
    '',
    `${s.action}: ${url}`,
    '',
    '--',
    s.footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const rtl = LANGUAGES.find((l) => l.code === input.language)?.rtl === true;
  const lang = LANGUAGES.some((l) => l.code === input.language) ? input.language : 'en';
  const html = `<!doctype html>
<html lang="${e(lang)}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(s.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:14px;color:#57534e">${e(hello)}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${e(s.subject)}</p>
<p style="margin:0 0 12px">${e(sentence)}</p>
${reason ? `<p style="margin:0 0 20px;white-space:pre-line">${e(reason)}</p>` : ''}
<p style="margin:0 0 24px"><a href="${e(url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${e(s.action)}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:0 0 12px">
<p style="margin:0;font-size:12px;color:#78716c">${e(s.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: oneLine(s.subject, 200), text, html };
}

const payloadSchema = z.object({ actionId: z.number().int().positive().max(2_147_483_647) });

export type NoticeEmailOutcome = 'sent' | 'action_gone' | 'no_email_address' | 'nothing_to_say';

/** Sends the e-mail of one logged decision, read now (the member's language and address of today). */
export async function sendNoticeEmail(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  actionId: number,
): Promise<NoticeEmailOutcome> {
  const [row] = await ctx.db
    .select({
      action: moderationActions.action,
      contentType: moderationActions.contentType,
      reason: moderationActions.reason,
      suspendedUntil: moderationActions.suspendedUntil,
      email: users.email,
      username: users.username,
      language: users.preferredLanguage,
    })
    .from(moderationActions)
    .innerJoin(users, eq(users.id, moderationActions.targetUserId))
    .where(eq(moderationActions.id, actionId))
    .limit(1);
  if (!row) return 'action_gone';
  if (!row.email) return 'no_email_address';
  const message = renderNoticeEmail({
    language: row.language,
    recipientName: row.username,
    notice: {
      action: row.action as ModerationAction,
      contentType: row.contentType as FlaggableType | null,
      species: null,
      suspendedUntil: row.suspendedUntil,
      reason: row.reason,
    },
    publicUrl: ctx.config.publicUrl,
  });
  if (!message) return 'nothing_to_say';
  await ctx.mailer.send({ to: row.email, ...message });
  return 'sent';
}

export function moderationNoticeEmailJob(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('moderation_notice_email needs an actionId');
    await sendNoticeEmail(ctx, parsed.data.actionId);
  };
}
