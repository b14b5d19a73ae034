// The e-mails of location alerts: one match at once, the daily digest, and the weekly report. English, plain text
// and a simple HTML part; places are the public ones (alert-sightings.ts), never finer than the sighting's page.
import { escapeHtml, oneLine } from './html';
import type { MailMessage } from './mailer';

export interface AlertEmailSighting {
  id: number;
  species: string;
  location: string;
  photographer: string;
  rarity: string | null;
  relevanceScore: number;
}

export interface AlertEmailInput {
  kind: 'alert' | 'digest' | 'report';
  recipientName: string;
  alertName: string;
  sightings: AlertEmailSighting[];
  publicUrl: string;
  preferencesUrl: string;
}

const RARITY_WORDS: Record<string, string> = {
  extremely_rare: 'extremely rare',
  very_rare: 'very rare',
  rare: 'rare',
  uncommon: 'uncommon',
  common: 'common',
  abundant: 'abundant',
};

function subjectOf(input: AlertEmailInput): string {
  const alert = oneLine(input.alertName, 60);
  const first = input.sightings[0];
  if (input.kind === 'alert' && first) {
    const rarity = first.rarity ? `${RARITY_WORDS[first.rarity] ?? first.rarity} ` : '';
    return `${alert}: ${rarity}${oneLine(first.species, 80)} spotted${first.location ? ` in ${oneLine(first.location, 80)}` : ''}`;
  }
  const n = input.sightings.length;
  const what = `${n} sighting${n === 1 ? '' : 's'}`;
  return input.kind === 'digest' ? `${alert}: ${what} today` : `${alert}: ${what} this week`;
}

function lineOf(s: AlertEmailSighting): string {
  const rarity = s.rarity ? ` (${RARITY_WORDS[s.rarity] ?? s.rarity})` : '';
  const where = s.location ? ` in ${s.location}` : '';
  return `${s.species}${rarity}${where} by ${s.photographer}, relevance ${s.relevanceScore}%`;
}

export function renderLocationAlertEmail(input: AlertEmailInput): Omit<MailMessage, 'to'> {
  const subject = subjectOf(input);
  const link = (s: AlertEmailSighting) => `${input.publicUrl}/sighting/${s.id}`;
  const manage = `${input.publicUrl}/location-alerts`;
  const why = `You get this e-mail because your WildLens location alert "${oneLine(input.alertName, 60)}" has e-mail on.`;
  const text = [
    `Hello ${input.recipientName},`,
    '',
    `${subject}.`,
    '',
    ...input.sightings.flatMap((s) => [`- ${lineOf(s)}`, `  ${link(s)}`]),
    '',
    `Change or pause this alert: ${manage}`,
    '',
    '--',
    why,
    `Manage your e-mail preferences: ${input.preferencesUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const items = input.sightings
    .map(
      (s) =>
        `<li style="margin:0 0 8px"><a href="${e(link(s))}" style="color:#15803d;font-weight:bold">${e(s.species)}</a> ${e(lineOf(s).slice(s.species.length))}</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:14px;color:#57534e">Hello ${e(input.recipientName)},</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${e(subject)}</p>
<ul style="margin:0 0 24px;padding-left:20px">
${items}
</ul>
<p style="margin:0 0 24px"><a href="${e(manage)}" style="color:#15803d">Change or pause this alert</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:0 0 12px">
<p style="margin:0;font-size:12px;color:#78716c">${e(why)} <a href="${e(input.preferencesUrl)}" style="color:#15803d">Manage your e-mail preferences</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html, headers: { 'List-Unsubscribe': `<${input.preferencesUrl}>` } };
}
