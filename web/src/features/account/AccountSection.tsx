// The "Account" section of /profile (the member's settings): downloading one's data and deleting one's account.
// Its anchor (#account) is where the member tools' e-mails link to.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataExportPanel } from './DataExportPanel';
import { DeleteAccountPanel } from './DeleteAccountPanel';

export function AccountSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // The e-mails link to /profile#account; the route change scrolls to the top, so the section is brought in view.
  useEffect(() => {
    if (hash === '#account') ref.current?.scrollIntoView?.();
  }, [hash]);
  return (
    <section
      ref={ref}
      id="account"
      aria-labelledby="account-title"
      className="mt-8 grid scroll-mt-20 gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="account-title" className="text-2xl font-bold text-stone-900">
          {t('account.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('account.subtitle')}</p>
      </div>
      <DataExportPanel />
      <hr className="border-stone-200" />
      <DeleteAccountPanel />
    </section>
  );
}
