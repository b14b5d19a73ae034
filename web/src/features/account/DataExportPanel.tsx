// "Download my data": asks the server for a zip of everything the member shared, shows its progress while the job
// makes it (polled), then the download link until it expires. A plain link downloads it: the session cookie goes
// with it and the server answers the zip as an attachment.
import { ACCOUNT_LIMITS, type AccountExport } from '@common/schemas/account';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { formatBytes } from './format-bytes';
import { useExportState, useStartExport } from './use-account';

function Status({ item, language }: { item: AccountExport; language: string }) {
  const { t } = useTranslation();
  if (item.status === 'pending' || item.status === 'running')
    return (
      <div className="grid gap-2" aria-live="polite">
        <p className="text-sm text-stone-800">{t('account.export.preparing', { percent: item.progress })}</p>
        <ProgressBar percent={item.progress} label={t('account.export.progressLabel')} />
        <p className="text-xs text-stone-600">{t('account.export.emailWhenReady')}</p>
      </div>
    );
  if (item.status === 'ready' && item.downloadUrl)
    return (
      <div className="grid gap-2" aria-live="polite">
        <p className="text-sm font-medium text-stone-900">{t('account.export.ready')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <a href={item.downloadUrl} download>
              <Download aria-hidden />
              {t('account.export.download', { size: formatBytes(item.bytes ?? 0, language) })}
            </a>
          </Button>
          {item.expiresAt && (
            <span className="text-sm text-stone-600">
              {t('account.export.until', {
                date: formatDate(item.expiresAt, language, { dateStyle: 'long' }),
              })}
            </span>
          )}
        </div>
      </div>
    );
  return (
    <p className="text-sm text-stone-700" aria-live="polite">
      {item.status === 'failed' ? t('account.export.failed') : t('account.export.expired')}
    </p>
  );
}

export function DataExportPanel() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const state = useExportState();
  const start = useStartExport();
  const item = state.data?.export ?? null;
  const underWay = item?.status === 'pending' || item?.status === 'running';
  const remaining = state.data?.remainingToday ?? ACCOUNT_LIMITS.exportsPerDay;

  const onStart = () =>
    start.mutate(undefined, {
      onError: (error) => {
        const known =
          error instanceof ApiError && error.status === 429
            ? t('account.export.tooMany')
            : error instanceof ApiError && error.status === 409
              ? t('account.export.underWay')
              : errorMessage(error, t('account.export.startFailed'));
        toast({ title: t('account.export.startFailed'), description: known, variant: 'destructive' });
      },
    });

  return (
    <section aria-labelledby="account-export" className="grid gap-3">
      <h3 id="account-export" className="text-lg font-semibold text-stone-900">
        {t('account.export.title')}
      </h3>
      <p className="text-sm text-stone-700">{t('account.export.description')}</p>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error, t('account.export.loadFailed'))}
        </p>
      )}
      {item && <Status item={item} language={language} />}
      {!underWay && state.isSuccess && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant={item?.status === 'ready' ? 'outline' : 'default'}
            onClick={onStart}
            disabled={start.isPending || remaining === 0}
          >
            {start.isPending
              ? t('account.export.starting')
              : item
                ? t('account.export.again')
                : t('account.export.start')}
          </Button>
          <span className="text-xs text-stone-600">
            {t('account.export.remaining', { count: remaining })}
          </span>
        </div>
      )}
    </section>
  );
}
