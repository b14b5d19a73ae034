// The global banner for a member whose last renewal failed (subscription past_due): Premium stays until the
// grace period ends, and the way to fix it is the subscription page. The layout mounts it only for premium
// members (the signed-in member carries no subscription status), so visitors and free members never ask.
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useSubscription } from './use-subscription';

export default function PastDueBanner() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { pathname } = useLocation();
  const subscription = useSubscription();
  const summary = subscription.data;
  // The subscription page says the same in its own words, next to the buttons that fix it.
  if (summary?.status !== 'past_due' || pathname === '/subscription') return null;
  const until = summary.graceEndsAt ?? summary.currentPeriodEnd;
  return (
    <section aria-label={t('pastDue.label')} className="bg-amber-100 px-4 py-2 text-amber-950">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-sm">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        <span>
          {until
            ? t('pastDue.message', { date: formatDate(until, language, { dateStyle: 'long' }) })
            : t('pastDue.messageNoDate')}
        </span>
        <Link to="/subscription" className="font-semibold underline">
          {t('pastDue.link')}
        </Link>
      </p>
    </section>
  );
}
