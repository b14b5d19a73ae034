// "Messages and notices" on the admin dashboard: contact messages (open first, Premium first; reply by e-mail,
// mark handled) and DMCA notices (the reported page linked, the decision recorded with a note). Administrators
// without manageUsers get the server's 403 message in place of each list. Everything members and claimants
// wrote is shown as text.
import {
  CONTACT_STATUSES,
  type ContactStatus,
  DMCA_STATUSES,
  type DmcaStatus,
} from '@common/schemas/support';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { ContactMessageCard, DmcaCaseCard, Pager } from './AdminSupportCards';
import { translateSupportMessage } from './support-messages';
import { useAdminContactMessages, useAdminDmcaCases } from './use-support';

function StatusFilter<T extends string>({
  id,
  value,
  values,
  onChange,
}: {
  id: string;
  value: T | 'all';
  values: readonly T[];
  onChange: (value: T | 'all') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid max-w-xs gap-1">
      <Label htmlFor={id}>{t('support.admin.status')}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T | 'all')}>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`support.admin.statuses.${v}`)}
          </option>
        ))}
        <option value="all">{t('support.admin.statuses.all')}</option>
      </NativeSelect>
    </div>
  );
}

function LoadState({ error, pending }: { error: unknown; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) return <Spinner />;
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {translateSupportMessage(t, errorMessage(error, t('support.admin.loadFailed')))}
    </p>
  );
}

function ContactMessages() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [status, setStatus] = useState<ContactStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const list = useAdminContactMessages(status, page);
  return (
    <section
      id="support-messages"
      aria-labelledby="support-messages-title"
      className="grid min-w-0 gap-3 scroll-mt-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="support-messages-title" className="text-lg font-semibold text-stone-900">
          {t('support.admin.messages')}
          {list.data && (
            <span className="ms-2 text-sm font-normal text-stone-600">
              {t('support.admin.openCount', { number: formatNumber(list.data.openCount, language) })}
            </span>
          )}
        </h3>
        <StatusFilter
          id="support-messages-status"
          value={status}
          values={CONTACT_STATUSES}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <LoadState error={list.error} pending={list.isPending} />
      {list.data && list.data.messages.length === 0 && (
        <p className="text-stone-700">{t('support.admin.noMessages')}</p>
      )}
      {list.data && list.data.messages.length > 0 && (
        <ul className="grid gap-3">
          {list.data.messages.map((m) => (
            <li key={m.id}>
              <ContactMessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
      )}
    </section>
  );
}

function DmcaCases() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [status, setStatus] = useState<DmcaStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const list = useAdminDmcaCases(status, page);
  return (
    <section
      id="support-dmca"
      aria-labelledby="support-dmca-title"
      className="grid min-w-0 gap-3 scroll-mt-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="support-dmca-title" className="text-lg font-semibold text-stone-900">
          {t('support.admin.notices')}
          {list.data && (
            <span className="ms-2 text-sm font-normal text-stone-600">
              {t('support.admin.openCount', { number: formatNumber(list.data.openCount, language) })}
            </span>
          )}
        </h3>
        <StatusFilter
          id="support-dmca-status"
          value={status}
          values={DMCA_STATUSES}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <LoadState error={list.error} pending={list.isPending} />
      {list.data && list.data.cases.length === 0 && (
        <p className="text-stone-700">{t('support.admin.noNotices')}</p>
      )}
      {list.data && list.data.cases.length > 0 && (
        <ul className="grid gap-3">
          {list.data.cases.map((c) => (
            <li key={c.id}>
              <DmcaCaseCard notice={c} />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
      )}
    </section>
  );
}

export function AdminSupportSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // The administrators' e-mails link here (#support-messages, #support-dmca).
  useEffect(() => {
    if (hash === '#support-messages' || hash === '#support-dmca')
      requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' }));
  }, [hash]);
  return (
    <section aria-labelledby="admin-support-title" className="grid min-w-0 gap-6">
      <h2 id="admin-support-title" className="text-xl font-semibold text-stone-900">
        {t('support.admin.heading')}
      </h2>
      <ContactMessages />
      <DmcaCases />
    </section>
  );
}

export default AdminSupportSection;
