// The e-mail sent for an in-app notification (new follower, like, comment, reply): subject, plain text and a
// simple HTML part in English, with a link to the sighting or profile and the e-mail preferences link.
import { escapeHtml, oneLine } from './html';
import type { MailMessage } from './mailer';

export type NotificationEmailType = 'follow' | 'like' | 'comment' | 'reply';

export interface NotificationEmailInput {
  type: NotificationEmailType;
  recipientName: string;
  actor: { id: number; username: string };
  /** The sighting concerned (likes, comments, replies); null for follows. */
  sighting: { id: number; speciesName: string } | null;
  /** What the comment or reply says, for comment and reply e-mails. */
  commentText: string | null;
  publicUrl: string;
  /** Signed link to the e-mail preferences page (works without signing in). */
  preferencesUrl: string;
  /** The preference that allowed this e-mail, as the preferences page names it. */
  preferenceLabel: string;
}

const COMMENT_EXCERPT_LENGTH = 280;

function headline(input: NotificationEmailInput): string {
  const actor = input.actor.username;
  const species = input.sighting ? oneLine(input.sighting.speciesName, 100) : null;
  switch (input.type) {
    case 'follow':
      return `${actor} started following you on WildLens`;
    case 'like':
      return species ? `${actor} liked your sighting of ${species}` : `${actor} liked your sighting`;
    case 'comment':
      return species
        ? `${actor} commented on your sighting of ${species}`
        : `${actor} commented on your sighting`;
    case 'reply':
      return species ? `${actor} replied to your comment on ${species}` : `${actor} replied to your comment`;
  }
}

function target(input: NotificationEmailInput): { url: string; label: string } {
  if (input.type !== 'follow' && input.sighting) {
    return { url: `${input.publicUrl}/sighting/${input.sighting.id}`, label: 'View the sighting' };
  }
  return {
    url: `${input.publicUrl}/profile/${input.actor.id}`,
    label: `View ${input.actor.username}'s profile`,
  };
}

function excerpt(text: string | null): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return trimmed.length > COMMENT_EXCERPT_LENGTH
    ? `${trimmed.slice(0, COMMENT_EXCERPT_LENGTH - 1).trimEnd()}…`
    : trimmed;
}

export function renderNotificationEmail(input: NotificationEmailInput): Omit<MailMessage, 'to'> {
  const subject = headline(input);
  const link = target(input);
  const quote = excerpt(input.commentText);
  const why = `You get this e-mail because "${input.preferenceLabel}" is on in your WildLens e-mail preferences.`;

  const text = [
    `Hello ${input.recipientName},`,
    '',
    `${subject}.`,
    ...(quote ? ['', ...quote.split('\n').map((line) => `> ${line}`)] : []),
    '',
    `${link.label}: ${link.url}`,
    '',
    '--',
    why,
    `Manage your e-mail preferences: ${input.preferencesUrl}`,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:14px;color:#57534e">Hello ${e(input.recipientName)},</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${e(subject)}</p>
${quote ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #15803d;color:#44403c;white-space:pre-wrap">${e(quote)}</blockquote>\n` : ''}<p style="margin:0 0 24px"><a href="${e(link.url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${e(link.label)}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:0 0 12px">
<p style="margin:0;font-size:12px;color:#78716c">${e(why)} <a href="${e(input.preferencesUrl)}" style="color:#15803d">Manage your e-mail preferences</a></p>
</div>
</body>
</html>
`;

  return {
    subject,
    text,
    html,
    // Mail clients show an unsubscribe button for this header; it opens the same preferences page.
    headers: { 'List-Unsubscribe': `<${input.preferencesUrl}>` },
  };
}
