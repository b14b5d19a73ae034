// /field/tools: what a watcher reaches for outdoors, all usable offline: the position with its accuracy, sun
// and moon for here and today, a tally counter, the checklist of species recorded nearby this season, and the
// queue of what waits to be sent (signed in only: only members queue anything).
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ChecklistPanel } from '../../features/field/ChecklistPanel';
import { PositionPanel } from '../../features/field/PositionPanel';
import { SunMoonPanel } from '../../features/field/SunMoonPanel';
import { TallyCounterPanel } from '../../features/field/TallyCounter';
import { useDevicePosition } from '../../features/field/use-position';

const MINUTE_MS = 60_000;

// Only members have a queue: its code (item editing, upload errors) loads for them alone.
const QueueList = lazy(() =>
  import('../../features/offline-queue/QueueList').then((m) => ({ default: m.QueueList })),
);

function ToolSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t border-stone-200 pt-6">
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The clock of the sun and moon times: the day they are for changes at midnight while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function FieldToolsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.fieldTools.title'));
  const { isAuthenticated } = useCurrentUser();
  const position = useDevicePosition();
  const now = useMinuteClock();
  const { hash } = useLocation();
  const place = position.lastKnown;

  // The sections render with the page (no data to wait for), so a link to /field/tools#queue can scroll now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const jumps: [string, string][] = [
    ['position', t('fieldTools.position.title')],
    ['sun', t('fieldTools.sun.title')],
    ['tally', t('fieldTools.tally.title')],
    ['checklist', t('fieldTools.checklist.title')],
    ['queue', t('fieldTools.queue.title')],
  ];

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.fieldTools.title')}</h1>
        <p className="mt-2 text-stone-700">{t('fieldTools.intro')}</p>
        <nav aria-label={t('fieldTools.jumpTo')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {jumps.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <ToolSection id="position" title={t('fieldTools.position.title')}>
        <PositionPanel position={position} />
      </ToolSection>

      <ToolSection id="sun" title={t('fieldTools.sun.title')}>
        {place ? (
          <SunMoonPanel lat={place.lat} lng={place.lng} now={now} />
        ) : (
          <p className="text-stone-700">{t('fieldTools.sun.needPosition')}</p>
        )}
      </ToolSection>

      <ToolSection id="tally" title={t('fieldTools.tally.title')}>
        <TallyCounterPanel />
      </ToolSection>

      <ToolSection id="checklist" title={t('fieldTools.checklist.title')}>
        <p className="mb-4 text-stone-700">{t('fieldTools.checklist.intro')}</p>
        <ChecklistPanel fix={place} onLocate={position.start} />
      </ToolSection>

      <ToolSection id="queue" title={t('fieldTools.queue.title')}>
        {isAuthenticated ? (
          <>
            <p className="mb-4 text-stone-700">{t('fieldTools.queue.intro')}</p>
            <Suspense fallback={<p className="text-stone-700">{t('common.loading')}</p>}>
              <QueueList />
            </Suspense>
          </>
        ) : (
          <p className="text-stone-700">
            {t('fieldTools.queue.signedOut')}{' '}
            <Link
              to={`/login?returnUrl=${encodeURIComponent('/field/tools#queue')}`}
              className="font-medium text-brand-800 underline"
            >
              {t('fieldTools.queue.signIn')}
            </Link>
          </p>
        )}
      </ToolSection>
    </div>
  );
}
