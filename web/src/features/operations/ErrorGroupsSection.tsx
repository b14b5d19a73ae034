// Error reports on the admin dashboard (systemSettings), grouped by type and message: how often, how bad, first
// and last seen, on which pages; filtered by state and severity, a page at a time. A group opens to its latest
// reports (stack traces) and the alerts sent about it, and can be marked resolved: a new report reopens it.
import { ERROR_GROUP_STATUSES, type ErrorGroup, type ErrorGroupStatus } from '@common/schemas/operations';
import { SEVERITIES, type Severity } from '@common/schemas/telemetry';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { SeverityBadge } from './SeverityBadge';
import {
  ERROR_PAGE_SIZE,
  type ErrorGroupFilters,
  useErrorGroup,
  useErrorGroups,
  useResolveErrorGroup,
} from './use-operations';

const when = (value: string, language: string) =>
  formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

function GroupDetail({ id, language }: { id: number; language: string }) {
  const { t } = useTranslation();
  const detail = useErrorGroup(id);
  if (detail.isPending) return <Spinner />;
  if (detail.isError || !detail.data)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(detail.error, t('operations.loadFailed'))}
      </p>
    );
  const { reports, alerts } = detail.data;
  return (
    <div className="grid gap-3 border-t border-stone-100 pt-3">
      <h4 className="text-sm font-semibold text-stone-900">{t('operations.errors.latestReports')}</h4>
      <ol className="grid gap-2">
        {reports.map((r) => (
          <li key={r.id} className="grid gap-1 rounded-lg bg-stone-50 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2 text-stone-600">
              <SeverityBadge severity={r.severity} />
              <span>{when(r.createdAt, language)}</span>
              {r.page && (
                <span className="font-mono" dir="ltr">
                  {r.page}
                </span>
              )}
              {r.browser && <span dir="auto">{r.browser}</span>}
            </div>
            <p className="break-words text-stone-900" dir="auto">
              {r.message}
            </p>
            {r.stackTrace ? (
              <pre
                className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-stone-800"
                dir="ltr"
              >
                {r.stackTrace}
              </pre>
            ) : (
              <p className="text-xs text-stone-500">{t('operations.errors.noStack')}</p>
            )}
          </li>
        ))}
      </ol>
      <h4 className="text-sm font-semibold text-stone-900">{t('operations.errors.alertsSent')}</h4>
      {alerts.length === 0 ? (
        <p className="text-sm text-stone-600">{t('operations.errors.noAlerts')}</p>
      ) : (
        <ul className="grid gap-1 text-sm text-stone-700">
          {alerts.map((a) => (
            <li key={a.id}>
              {t('operations.errors.alertLine', {
                when: when(a.createdAt, language),
                policy: a.policyName ?? t('operations.errors.deletedPolicy'),
                status: t(
                  `operations.errors.alertStatus.${a.status === 'sent' ? 'sent' : a.status === 'failed' ? 'failed' : 'sending'}`,
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupCard({
  group,
  language,
  open,
  onToggle,
}: {
  group: ErrorGroup;
  language: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const resolve = useResolveErrorGroup();
  const detailId = useId();
  const onResolve = () =>
    resolve.mutate(group.id, {
      onSuccess: (result) =>
        toast({ title: t('operations.errors.resolvedToast', { n: formatNumber(result.reports, language) }) }),
      onError: (error) =>
        toast({ title: errorMessage(error, t('operations.errors.resolveFailed')), variant: 'destructive' }),
    });
  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SeverityBadge severity={group.severity} />
        <span className="rounded bg-stone-100 px-2 py-0.5 font-mono text-xs text-stone-700">
          {group.errorType}
        </span>
        {group.resolved ? (
          <span className="font-medium text-brand-700">{t('operations.errors.resolved')}</span>
        ) : group.reopenedAt ? (
          <span className="font-medium text-amber-800">{t('operations.errors.reopened')}</span>
        ) : null}
      </div>
      <p className="break-words font-medium text-stone-900" dir="auto">
        {group.message}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{t('operations.errors.count')}</dt>
          <dd className="font-semibold text-stone-900">{formatNumber(group.count, language)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('operations.errors.firstSeen')}</dt>
          <dd className="text-stone-900">{when(group.firstSeen, language)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('operations.errors.lastSeen')}</dt>
          <dd className="text-stone-900">{when(group.lastSeen, language)}</dd>
        </div>
      </dl>
      <div className="grid gap-1 text-sm">
        <span className="text-stone-600">{t('operations.errors.pages')}</span>
        {group.pages.length === 0 ? (
          <span className="text-stone-500">{t('operations.errors.noPages')}</span>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {group.pages.map((p) => (
              <li
                key={p.page}
                className="rounded-full bg-stone-100 px-2 py-0.5 font-mono text-xs text-stone-800"
                dir="ltr"
              >
                {p.page === '(other)' ? t('operations.traffic.otherPages') : p.page} ·{' '}
                {formatNumber(p.count, language)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
          {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          {open ? t('operations.errors.hideDetails') : t('operations.errors.showDetails')}
        </Button>
        {!group.resolved && (
          <Button size="sm" onClick={onResolve} disabled={resolve.isPending}>
            {t('operations.errors.resolve')}
          </Button>
        )}
      </div>
      <div id={detailId}>{open && <GroupDetail id={group.id} language={language} />}</div>
    </li>
  );
}

export function ErrorGroupsSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ErrorGroupFilters>({ status: 'open', offset: 0 });
  const [openId, setOpenId] = useState<number | null>(null);
  const groups = useErrorGroups(filters);
  const statusId = useId();
  const severityId = useId();
  const data = groups.data;
  const statusLabel = (status: ErrorGroupStatus) =>
    status === 'open'
      ? t('operations.errors.statusOpen')
      : status === 'resolved'
        ? t('operations.errors.statusResolved')
        : t('operations.errors.statusAll');

  let body: React.ReactNode;
  if (groups.isPending || groups.unauthorized) body = <Spinner />;
  else if (groups.isError || !data)
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(groups.error, t('operations.loadFailed'))}
      </p>
    );
  else if (data.groups.length === 0) body = <p className="text-stone-600">{t('operations.errors.none')}</p>;
  else
    body = (
      <>
        <ul className="grid gap-3">
          {data.groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              language={language}
              open={openId === group.id}
              onToggle={() => setOpenId(openId === group.id ? null : group.id)}
            />
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600">
          <span>
            {t('operations.errors.showing', {
              from: formatNumber(data.offset + 1, language),
              to: formatNumber(data.offset + data.groups.length, language),
              total: formatNumber(data.total, language),
            })}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={data.offset === 0}
              onClick={() =>
                setFilters({ ...filters, offset: Math.max(0, filters.offset - ERROR_PAGE_SIZE) })
              }
            >
              {t('operations.errors.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={data.offset + data.groups.length >= data.total}
              onClick={() => setFilters({ ...filters, offset: filters.offset + ERROR_PAGE_SIZE })}
            >
              {t('operations.errors.next')}
            </Button>
          </div>
        </div>
      </>
    );

  return (
    <section id="errors" aria-labelledby="errors-title" className="grid gap-4">
      <h2 id="errors-title" className="text-xl font-semibold text-stone-900">
        {t('operations.errors.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="grid gap-1">
          <Label htmlFor={statusId}>{t('operations.errors.status')}</Label>
          <NativeSelect
            id={statusId}
            value={filters.status}
            onChange={(e) =>
              setFilters({ ...filters, status: e.target.value as ErrorGroupStatus, offset: 0 })
            }
          >
            {ERROR_GROUP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={severityId}>{t('operations.errors.severity')}</Label>
          <NativeSelect
            id={severityId}
            value={filters.severity ?? ''}
            onChange={(e) =>
              setFilters({
                ...filters,
                severity: (e.target.value || undefined) as Severity | undefined,
                offset: 0,
              })
            }
          >
            <option value="">{t('operations.errors.anySeverity')}</option>
            {SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {t(`operations.severity.${severity}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </section>
  );
}
