// One notification in the list: who did what, when, unread ones highlighted; opening it marks it read.

import { regionalPricingFor } from '@common/constants/regional-pricing';
import type { AppNotification } from '@common/schemas/notifications';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { MemberAvatar } from '../profiles/MemberAvatar';
import { ACTOR_SLOT, notificationSentence, notificationTarget, relativeTime } from './notification-text';

export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const actorName = notification.actor?.username ?? t('notifications.someone');
  const sentence = notificationSentence(t, notification);
  const [before = '', after = ''] = (sentence ?? '').split(ACTOR_SLOT);
  const text: ReactNode =
    sentence === null ? (
      notification.message
    ) : !sentence.includes(ACTOR_SLOT) ? (
      // A sentence about the member alone (a contest win) names nobody else.
      sentence
    ) : (
      <>
        {before}
        <strong dir="auto" className="font-semibold">
          {actorName}
        </strong>
        {after}
      </>
    );
  const target = notificationTarget(notification);
  const unread = !notification.isRead;

  const body = (
    <>
      {notification.actor ? (
        <MemberAvatar username={notification.actor.username} imageUrl={notification.actor.profileImageUrl} />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600">
          <Bell className="size-5" aria-hidden />
        </span>
      )}
      <span className="grid min-w-0 flex-1 gap-0.5 text-start">
        <span className="break-words text-sm text-stone-900">
          {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
          {text}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatDate(notification.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
          className="text-xs text-stone-600"
        >
          {relativeTime(notification.createdAt, regionalPricingFor(language).locale)}
        </time>
      </span>
      {unread && <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" />}
    </>
  );

  const className = cn(
    'flex w-full items-start gap-3 rounded-xl border p-3 transition-colors',
    unread
      ? 'border-brand-500/40 bg-brand-50 hover:bg-brand-100'
      : 'border-stone-200 bg-white hover:bg-stone-50',
  );

  return (
    <li data-testid="notification" data-unread={unread ? 'true' : 'false'}>
      {target ? (
        <Link to={target} className={className} onClick={() => onOpen(notification)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(notification)}>
          {body}
        </button>
      )}
    </li>
  );
}
