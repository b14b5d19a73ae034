// The state of a discovery answer before its sections: no place chosen yet, loading, an unknown location, a
// refused filter (the server's message), or another failure with a retry.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';

interface DiscoveryQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function DiscoveryStatus({
  request,
  query,
  children,
}: {
  request: Record<string, string> | null;
  query: DiscoveryQuery;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (request === null)
    return <p className="rounded-lg bg-stone-100 p-4 text-stone-800">{t('discovery.place.choosePrompt')}</p>;
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-8 w-1/3" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-lg" />
          ))}
        </div>
      </div>
    );
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    const message =
      error?.status === 404
        ? t('discovery.unknownLocation')
        : error?.status === 400
          ? t('discovery.filters.invalid', { message: error.serverMessage ?? '' })
          : t('discovery.loadFailed');
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="text-red-800">{message}</p>
        {(!error || error.status >= 500) && (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
