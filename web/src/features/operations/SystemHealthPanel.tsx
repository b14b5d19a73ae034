// The checks of /system-test, asked again every 5 seconds: the overall state, then one card per part (database,
// storage, mail, Redis, job queue, WebSocket connections, disk, memory, uptime) with its status in words and an
// icon (never the colour alone), and the states of the recent checks the server recorded.
import {
  CHECK_NAMES,
  type CheckName,
  type CheckStatus,
  SYSTEM_HEALTH_POLL_MS,
  type SystemHealth,
} from '@common/schemas/operations';
import { AlertTriangle, CheckCircle2, MinusCircle, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate, formatNumber } from '../../lib/format';
import { formatBytes, formatDuration, formatMs } from './health-format';
import { useSystemHealth } from './use-operations';

const STATUS_STYLE: Record<CheckStatus, { icon: typeof CheckCircle2; className: string }> = {
  ok: { icon: CheckCircle2, className: 'bg-brand-50 text-brand-800' },
  warn: { icon: AlertTriangle, className: 'bg-amber-50 text-amber-900' },
  fail: { icon: XCircle, className: 'bg-red-50 text-red-800' },
  off: { icon: MinusCircle, className: 'bg-stone-100 text-stone-700' },
};

function StatusPill({ status }: { status: CheckStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = STATUS_STYLE[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-medium', className)}
    >
      <Icon className="size-4" aria-hidden />
      {t(`operations.health.status.${status}`)}
    </span>
  );
}

function useCheckDetails(health: SystemHealth, language: string): Record<CheckName, ReactNode[]> {
  const { t } = useTranslation();
  const { checks } = health;
  const latency = (ms: number | null) =>
    ms === null
      ? t('operations.health.noAnswer')
      : t('operations.health.latency', { time: formatMs(ms, language) });
  const number = (n: number) => formatNumber(n, language);
  return {
    database: [t(`operations.health.kinds.${checks.database.kind}`), latency(checks.database.latencyMs)],
    storage: [t(`operations.health.kinds.${checks.storage.kind}`), latency(checks.storage.latencyMs)],
    mail: [t(`operations.health.kinds.${checks.mail.kind}`), latency(checks.mail.latencyMs)],
    redis: checks.redis.configured
      ? [latency(checks.redis.latencyMs)]
      : [t('operations.health.notConfigured')],
    jobs: [
      t('operations.health.jobsPending', { n: number(checks.jobs.pending) }),
      t('operations.health.jobsDue', { n: number(checks.jobs.due) }),
      checks.jobs.oldestDueSeconds === null
        ? t('operations.health.noJobWaiting')
        : t('operations.health.oldestJob', { time: formatDuration(checks.jobs.oldestDueSeconds, language) }),
    ],
    websocket: [
      t('operations.health.connections', { n: number(checks.websocket.connections) }),
      t(`operations.health.kinds.${checks.websocket.transport === 'redis' ? 'redis' : 'inProcess'}`),
    ],
    disk:
      checks.disk.freeBytes === null || checks.disk.totalBytes === null
        ? [t('operations.health.noAnswer')]
        : [
            t('operations.health.diskFree', {
              free: formatBytes(checks.disk.freeBytes, language),
              total: formatBytes(checks.disk.totalBytes, language),
            }),
          ],
    memory: [
      t('operations.health.memoryResident', { size: formatBytes(checks.memory.rssBytes, language) }),
      t('operations.health.memoryHeap', {
        used: formatBytes(checks.memory.heapUsedBytes, language),
        limit: formatBytes(checks.memory.heapLimitBytes, language),
      }),
    ],
    uptime: [
      t('operations.health.upFor', { time: formatDuration(checks.uptime.seconds, language) }),
      t('operations.health.since', {
        date: formatDate(checks.uptime.startedAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
      }),
    ],
  };
}

function CheckCards({ health, language }: { health: SystemHealth; language: string }) {
  const { t } = useTranslation();
  const details = useCheckDetails(health, language);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {CHECK_NAMES.map((name) => (
        <li key={name} className="grid content-start gap-2 rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-stone-900">{t(`operations.health.checks.${name}`)}</h3>
            <StatusPill status={health.checks[name].status} />
          </div>
          <ul className="grid gap-0.5 text-sm text-stone-700">
            {details[name].map((line, i) => (
              // Lines of one card never move: their place is their identity.
              <li key={i}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function History({ health, language }: { health: SystemHealth; language: string }) {
  const { t } = useTranslation();
  if (health.history.length === 0) return null;
  const count = (status: CheckStatus) => health.history.filter((h) => h.status === status).length;
  return (
    <section aria-labelledby="health-history" className="grid gap-2">
      <h2 id="health-history" className="text-lg font-semibold text-stone-900">
        {t('operations.health.history')}
      </h2>
      <p className="text-sm text-stone-700">
        {t('operations.health.historySummary', {
          ok: formatNumber(count('ok'), language),
          warn: formatNumber(count('warn'), language),
          fail: formatNumber(count('fail'), language),
        })}
      </p>
      <ol className="flex flex-wrap gap-1" aria-hidden="true">
        {health.history.map((h) => (
          <li
            key={h.checkedAt}
            title={formatDate(h.checkedAt, language, { timeStyle: 'medium' })}
            className={cn(
              'size-3 rounded-sm',
              h.status === 'ok' ? 'bg-brand-600' : h.status === 'warn' ? 'bg-amber-500' : 'bg-red-600',
            )}
          />
        ))}
      </ol>
    </section>
  );
}

export function NeedsSystemSettings() {
  const { t } = useTranslation();
  return (
    <p role="status" className="rounded-xl bg-stone-100 p-4 text-stone-800">
      {t('operations.health.needsPermission')}
    </p>
  );
}

export function SystemHealthPanel({ language }: { language: string }) {
  const { t } = useTranslation();
  const health = useSystemHealth();
  if (health.isPending || health.unauthorized) return <Spinner />;
  if (health.error instanceof ApiError && health.error.status === 403) return <NeedsSystemSettings />;
  if (health.isError && !health.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(health.error, t('operations.loadFailed'))}
      </p>
    );
  const data = health.data;
  const overall =
    data.status === 'ok'
      ? t('operations.health.allOk')
      : data.status === 'warn'
        ? t('operations.health.someWarn')
        : t('operations.health.someFail');
  return (
    <div className="grid gap-6">
      <div className={cn('grid gap-2 rounded-xl p-4', STATUS_STYLE[data.status].className)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <StatusPill status={data.status} />
            {overall}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void health.refetch()}
            disabled={health.isFetching}
          >
            <RefreshCw aria-hidden className={health.isFetching ? 'animate-spin' : undefined} />
            {t('operations.health.checkNow')}
          </Button>
        </div>
        <p className="text-sm">
          {t('operations.health.lastChecked', {
            time: formatDate(data.checkedAt, language, { timeStyle: 'medium' }),
            instance: data.instance,
          })}{' '}
          {t('operations.health.refreshEvery', {
            seconds: formatNumber(SYSTEM_HEALTH_POLL_MS / 1000, language),
          })}
        </p>
        {health.isError && (
          <p role="alert" className="text-sm font-medium">
            {errorMessage(health.error, t('operations.loadFailed'))}
          </p>
        )}
      </div>
      <CheckCards health={data} language={language} />
      <History health={data} language={language} />
    </div>
  );
}
