// /field-mode: the hub of field mode. It says what field mode does (works offline, queues what is recorded
// with no signal, installs as an app), links the three field pages, and shows the state of this browser: online
// or not, items waiting in the queue, checklists kept for offline use and the storage used.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectivity } from '../../app/layout/use-connectivity';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useStorageState } from '../../features/field/device-storage';
import { promptInstall, useInstallState } from '../../features/field/install-prompt';
import { savedChecklists } from '../../features/field/species-checklist';
import { dataSize } from '../../features/field/units';
import { useCurrentLanguage } from '../../features/language/current-language';
// The in-memory snapshot only (no IndexedDB code): the sync engine the shell starts for members fills it in.
import { useOfflineQueue } from '../../features/offline-queue/queue-store';
import { formatNumber } from '../../lib/format';

function InstallApp() {
  const { t } = useTranslation();
  const state = useInstallState();
  const [outcome, setOutcome] = useState<string | null>(null);
  if (state === 'installed') return <p className="text-stone-800">{t('fieldMode.install.installed')}</p>;
  if (state === 'ios') return <p className="text-stone-800">{t('fieldMode.install.ios')}</p>;
  if (state === 'available') {
    return (
      <div className="space-y-2">
        <Button
          type="button"
          size="lg"
          className="min-h-12 w-full sm:w-auto"
          onClick={async () => {
            const result = await promptInstall();
            setOutcome(result === 'accepted' ? t('fieldMode.install.accepted') : null);
          }}
        >
          {t('fieldMode.install.button')}
        </Button>
        {outcome ? <p role="status">{outcome}</p> : null}
      </div>
    );
  }
  return <p className="text-stone-800">{t('fieldMode.install.browserMenu')}</p>;
}

function BrowserState() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { online } = useConnectivity();
  const { isAuthenticated } = useCurrentUser();
  const queue = useOfflineQueue();
  const { state: storage } = useStorageState();
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => {
    savedChecklists().then(
      (all) => setKept(all.length),
      () => setKept(0),
    );
  }, []);

  const rows: [string, string][] = [
    [t('fieldMode.state.connection'), online ? t('fieldMode.state.online') : t('fieldMode.state.offline')],
    [
      t('fieldMode.state.waiting'),
      isAuthenticated ? formatNumber(queue.waiting, language) : t('fieldMode.state.signInForQueue'),
    ],
    ...(isAuthenticated && queue.failed > 0
      ? [[t('fieldMode.state.failed'), formatNumber(queue.failed, language)] as [string, string]]
      : []),
    [t('fieldMode.state.checklists'), kept === null ? '…' : formatNumber(kept, language)],
    [
      t('fieldMode.state.storage'),
      storage === null
        ? '…'
        : storage.usage !== null
          ? dataSize(storage.usage, language)
          : t('fieldMode.state.storageUnknown'),
    ],
  ];
  return (
    <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 px-4 py-3">
          <dt className="text-stone-700">{label}</dt>
          <dd className="font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function FieldModePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.fieldMode.title'));
  const pages: { to: string; title: string; text: string }[] = [
    {
      to: '/field/quick-sighting',
      title: t('pages.fieldQuickSighting.title'),
      text: t('fieldMode.links.quickSighting'),
    },
    { to: '/field/tools', title: t('pages.fieldTools.title'), text: t('fieldMode.links.tools') },
    { to: '/field/settings', title: t('pages.fieldSettings.title'), text: t('fieldMode.links.settings') },
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.fieldMode.title')}</h1>
        <p className="mt-3 text-lg text-stone-800">{t('fieldMode.intro')}</p>
      </header>

      <nav aria-label={t('fieldMode.links.label')}>
        <ul className="space-y-3">
          {pages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="block min-h-16 rounded-xl border border-stone-300 bg-white p-4 hover:border-brand-700 hover:bg-brand-50"
              >
                <span className="block text-lg font-semibold text-brand-800">{page.title}</span>
                <span className="mt-1 block text-stone-700">{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="field-how" className="space-y-3">
        <h2 id="field-how" className="text-2xl font-semibold text-stone-900">
          {t('fieldMode.how.title')}
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-stone-800">
          <li>{t('fieldMode.how.offline')}</li>
          <li>{t('fieldMode.how.queue')}</li>
          <li>{t('fieldMode.how.checklists')}</li>
          <li>{t('fieldMode.how.maps')}</li>
        </ul>
      </section>

      <section aria-labelledby="field-install" className="space-y-3">
        <h2 id="field-install" className="text-2xl font-semibold text-stone-900">
          {t('fieldMode.install.title')}
        </h2>
        <p className="text-stone-800">{t('fieldMode.install.why')}</p>
        <InstallApp />
      </section>

      <section aria-labelledby="field-state" className="space-y-3">
        <h2 id="field-state" className="text-2xl font-semibold text-stone-900">
          {t('fieldMode.state.title')}
        </h2>
        <BrowserState />
      </section>
    </div>
  );
}
