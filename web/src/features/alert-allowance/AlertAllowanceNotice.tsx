// How many notification alerts a free member keeps of the plan's 2 ('1 of 2 alerts used'; location alerts,
// migration alerts and rare tracker watches count together), the way to Premium once they are all used, and
// the premium member's 'unlimited'. The server's 403 for a further alert reads the same in every language.
import { PLAN_LIMITS } from '@common/constants/plans';
import { ALERT_ALLOWANCE_MESSAGE, type AlertAllowance } from '@common/plans/benefits';
import type { TFunction } from 'i18next';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { alertAllowanceReached, useAlertAllowance } from './use-alert-allowance';

export const UPGRADE_PATH = '/upgrade';

/** True for the server's refusal of one alert more than the free plan keeps. */
export function isAlertAllowanceRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.serverMessage === ALERT_ALLOWANCE_MESSAGE;
}

/** A refused alert in the member's language: the plan's limit translated, anything else as the server said it. */
export function alertErrorText(t: TFunction, error: unknown, fallback: string): string {
  return isAlertAllowanceRefusal(error)
    ? t('alertAllowance.refused', { limit: PLAN_LIMITS.freeNotificationAlerts })
    : errorMessage(error, fallback);
}

export function AlertAllowanceText({
  allowance,
  className,
}: {
  allowance: AlertAllowance;
  className?: string;
}) {
  const { t } = useTranslation();
  if (allowance.limit === null)
    return (
      <p data-testid="alert-allowance" className={cn('font-medium text-stone-900', className)}>
        {t('alertAllowance.unlimited')}
      </p>
    );
  const reached = alertAllowanceReached(allowance);
  return (
    <div data-testid="alert-allowance" className={cn('grid gap-1', className)}>
      <p className="flex items-center gap-2 font-medium text-stone-900">
        <BellRing className="size-4 shrink-0 text-brand-700" aria-hidden />
        {t('alertAllowance.used', { used: allowance.used, limit: allowance.limit })}
      </p>
      <p className="text-sm text-stone-600">{t('alertAllowance.shared')}</p>
      {reached && (
        <p className="text-sm text-stone-700">
          {t('alertAllowance.reached')}{' '}
          <Link to={UPGRADE_PATH} className="font-medium text-brand-800 underline">
            {t('alertAllowance.upgrade')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The signed-in member's allowance, as the server counts it now; nothing while it loads. */
export function AlertAllowanceNotice({ className }: { className?: string }) {
  const { data } = useAlertAllowance();
  if (!data) return null;
  return <AlertAllowanceText allowance={data} className={className} />;
}
