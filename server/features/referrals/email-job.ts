// The referral_reward_email job: tells a member by e-mail, in their language, about a reward (a referral, an
// active month, the gift card). Queued in the transaction that gave the reward; reads the reward when it runs
// (gone with its member: nothing to send). Transactional like the receipts: sent whatever the newsletters say.
import { LANGUAGES } from '@common/constants/languages';
import { regionalPricingFor } from '@common/constants/regional-pricing';
import { REFERRAL_RULES, type RewardKind } from '@common/schemas/referrals';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { giftCardNotifications, referralRewards, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { type JobHandler, PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';
import { fill } from '../../mail/payment-email-strings';
import { rewardStrings } from './email-strings';
import { countInMonth } from './queries';

const payloadSchema = z.object({ rewardId: z.number().int().positive().max(2_147_483_647) });

export interface RewardEmailInput {
  kind: RewardKind;
  language: string;
  recipientName: string;
  /** The referred member (referral). */
  referredName: string | null;
  /** `YYYY-MM` (activity month). */
  month: string | null;
  /** Sightings behind an activity month or the gift card. */
  count: number | null;
  publicUrl: string;
}

function monthIn(locale: string, key: string): string {
  const [y, m] = key.split('-').map(Number);
  if (!y || !m) return key;
  try {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 1)),
    );
  } catch {
    return key;
  }
}

export function renderRewardEmail(input: RewardEmailInput): Omit<MailMessage, 'to'> {
  const s = rewardStrings(input.language);
  const locale = regionalPricingFor(input.language).locale;
  const count = String(input.count ?? 0);
  const [subject, body] =
    input.kind === 'referral'
      ? [s.referralSubject, fill(s.referralBody, { name: oneLine(input.referredName ?? 'WildLens', 60) })]
      : input.kind === 'activity_month'
        ? [s.activitySubject, fill(s.activityBody, { count, month: monthIn(locale, input.month ?? '') })]
        : [s.giftCardSubject, fill(s.giftCardBody, { count, days: String(REFERRAL_RULES.giftCardDays) })];
  const hello = fill(s.hello, { name: oneLine(input.recipientName, 60) });
  const url = `${input.publicUrl}/subscription`;
  const text = [hello, '', body, '', s.applied, '', `${s.action}: ${url}`, '', '--', s.footer, ''].join('\n');
  const e = escapeHtml;
  const rtl = LANGUAGES.find((l) => l.code === input.language)?.rtl === true;
  const lang = LANGUAGES.some((l) => l.code === input.language) ? input.language : 'en';
  const html = `<!doctype html>
<html lang="${e(lang)}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:14px;color:#57534e">${e(hello)}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${e(subject)}</p>
<p style="margin:0 0 12px">${e(body)}</p>
<p style="margin:0 0 20px">${e(s.applied)}</p>
<p style="margin:0 0 24px"><a href="${e(url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${e(s.action)}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:0 0 12px">
<p style="margin:0;font-size:12px;color:#78716c">${e(s.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: oneLine(subject, 200), text, html };
}

export function referralRewardEmailJob(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>): JobHandler {
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid referral_reward_email payload');
    const referred = alias(users, 'referred');
    const [row] = await ctx.db
      .select({
        kind: referralRewards.kind,
        subject: referralRewards.subject,
        userId: referralRewards.userId,
        username: users.username,
        email: users.email,
        language: users.preferredLanguage,
        referredName: referred.username,
      })
      .from(referralRewards)
      .innerJoin(users, eq(users.id, referralRewards.userId))
      .leftJoin(referred, eq(referred.id, referralRewards.referredUserId))
      .where(eq(referralRewards.id, parsed.data.rewardId));
    if (!row?.email) return;
    const kind = row.kind as RewardKind;
    let count: number | null = null;
    if (kind === 'gift_card') {
      const [notice] = await ctx.db
        .select({ n: giftCardNotifications.sightingsCount })
        .from(giftCardNotifications)
        .where(eq(giftCardNotifications.userId, row.userId));
      count = notice?.n ?? REFERRAL_RULES.giftCardSightings;
    } else if (kind === 'activity_month') {
      count = await countInMonth(ctx.db, row.userId, row.subject);
    }
    await ctx.mailer.send({
      to: row.email,
      ...renderRewardEmail({
        kind,
        language: row.language,
        recipientName: row.username,
        referredName: row.referredName,
        month: kind === 'activity_month' ? row.subject : null,
        count,
        publicUrl: ctx.config.publicUrl,
      }),
    });
  };
}
