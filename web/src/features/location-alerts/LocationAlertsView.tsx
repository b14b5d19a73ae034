// The body of /location-alerts and /enhanced-location-alerts: the member's alerts as cards, the shared form to
// create one or edit one in place, how many a free member has used of the plan's alerts (all kinds together,
// with the way to Premium once they are used), and an empty state that says what alerts do.
import { BellRing, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { AlertAllowanceText } from '../alert-allowance/AlertAllowanceNotice';
import { alertAllowanceReached, useAlertAllowance } from '../alert-allowance/use-alert-allowance';
import { AlertCard } from './AlertCard';
import { AlertForm } from './AlertForm';
import { useLocationAlerts } from './use-location-alerts';

export function LocationAlertsView({ enhanced }: { enhanced: boolean }) {
  const { t } = useTranslation();
  const title = enhanced ? t('locationAlerts.enhancedTitle') : t('locationAlerts.title');
  usePageTitle(title);
  const list = useLocationAlerts();
  /** The alert being edited, 'new' while creating one. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const allowance = useAlertAllowance();
  const alerts = list.data?.alerts ?? [];
  const atLimit = alertAllowanceReached(allowance.data);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <p className="max-w-3xl text-stone-700">
          {enhanced ? t('locationAlerts.enhancedIntro') : t('locationAlerts.intro')}
        </p>
        <Link
          to={enhanced ? '/location-alerts' : '/enhanced-location-alerts'}
          className="justify-self-start text-sm font-medium text-brand-800 hover:underline"
        >
          {enhanced ? t('locationAlerts.toSimple') : t('locationAlerts.toEnhanced')}
        </Link>
      </header>

      {list.data && (
        <section
          aria-label={t('locationAlerts.planLabel')}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-4"
        >
          {allowance.data ? <AlertAllowanceText allowance={allowance.data} /> : <span />}
          {editing !== 'new' && (
            <Button type="button" onClick={() => setEditing('new')} disabled={atLimit}>
              <Plus aria-hidden />
              {t('locationAlerts.create')}
            </Button>
          )}
        </section>
      )}

      {editing === 'new' && <AlertForm enhanced={enhanced} onDone={() => setEditing(null)} />}

      {list.isPending && (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      )}
      {list.isError && (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-stone-700">
            {errorMessage(list.error, t('common.errorOccurred'))}
          </p>
          <Button variant="outline" onClick={() => list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}

      {list.data && alerts.length === 0 && editing !== 'new' && (
        <section
          aria-labelledby="location-alerts-empty"
          className="grid justify-items-start gap-3 rounded-xl border border-dashed border-stone-300 p-6"
        >
          <BellRing className="size-8 text-brand-700" aria-hidden />
          <h2 id="location-alerts-empty" className="text-xl font-semibold text-stone-900">
            {t('locationAlerts.empty.title')}
          </h2>
          <p className="max-w-2xl text-stone-700">{t('locationAlerts.empty.body')}</p>
          <ul className="grid list-disc gap-1 ps-5 text-sm text-stone-700">
            <li>{t('locationAlerts.empty.point1')}</li>
            <li>{t('locationAlerts.empty.point2')}</li>
            <li>{t('locationAlerts.empty.point3')}</li>
          </ul>
        </section>
      )}

      {alerts.length > 0 && (
        <section aria-labelledby="location-alerts-mine" className="grid gap-4">
          <h2 id="location-alerts-mine" className="text-xl font-semibold text-stone-900">
            {t('locationAlerts.mine')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {alerts.map((alert) => (
              <li key={alert.id} className={editing === alert.id ? 'md:col-span-2' : undefined}>
                {editing === alert.id ? (
                  <AlertForm enhanced={enhanced} alert={alert} onDone={() => setEditing(null)} />
                ) : (
                  <AlertCard alert={alert} enhanced={enhanced} onEdit={() => setEditing(alert.id)} />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
