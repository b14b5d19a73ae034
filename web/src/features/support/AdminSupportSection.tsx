// "Messages and notices" on the admin dashboard: contact messages (open first, Premium first; reply by e-mail,
// mark handled) and DMCA notices (the reported page linked, the decision recorded with a note). Administrators
// without manageUsers get the server's 403 message in place of each list. Everything members and claimants
// wrote is shown as text.
import { CONTACT_STATUSES, DMCA_STATUSES } from '@common/schemas/support';
import { type ReactNode, useEffect, useState } from 'react';
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

/** One administrator list (messages or notices): its heading with the open count, status filter, pages. */
interface ListPage {
  openCount: number;
  pageSize: number;
  total: number;
}

function SupportList<S extends string, Data extends ListPage, Item extends { id: number }>({
  id,
  title,
  empty,
  statuses,
  useList,
  itemsOf,
  renderItem,
}: {
  id: string;
  title: string;
  empty: string;
  statuses: readonly S[];
  useList: (status: S | 'all', page: number) => { data?: Data; error: unknown; isPending: boolean };
  itemsOf: (data: Data) => Item[];
  renderItem: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [status, setStatus] = useState<S | 'all'>('open' as S);
  const [page, setPage] = useState(1);
  const list = useList(status, page);
  const items = list.data ? itemsOf(list.data) : [];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {title}
          {list.data && (
            <span className="ms-2 text-sm font-normal text-stone-600">
              {t('support.admin.openCount', { number: formatNumber(list.data.openCount, language) })}
            </span>
          )}
        </h3>
        <StatusFilter
          id={`${id}-status`}
          value={status}
          values={statuses}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      <LoadState error={list.error} pending={list.isPending} />
      {list.data && items.length === 0 && <p className="text-stone-700">{empty}</p>}
      {items.length > 0 && (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
      )}
    </section>
  );
}

function ContactMessages() {
  const { t } = useTranslation();
  return (
    <SupportList
      id="support-messages"
      title={t('support.admin.messages')}
      empty={t('support.admin.noMessages')}
      statuses={CONTACT_STATUSES}
      useList={useAdminContactMessages}
      itemsOf={(data) => data.messages}
      renderItem={(m) => <ContactMessageCard message={m} />}
    />
  );
}

function DmcaCases() {
  const { t } = useTranslation();
  return (
    <SupportList
      id="support-dmca"
      title={t('support.admin.notices')}
      empty={t('support.admin.noNotices')}
      statuses={DMCA_STATUSES}
      useList={useAdminDmcaCases}
      itemsOf={(data) => data.cases}
      renderItem={(c) => <DmcaCaseCard notice={c} />}
    />
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
