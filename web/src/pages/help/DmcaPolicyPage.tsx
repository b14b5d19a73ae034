// /dmca-policy: the DMCA policy (in English, with the note in the reader's language) and, after it, the notice
// form the policy describes.
import { useTranslation } from 'react-i18next';
import { LegalDocumentPage } from '../../features/legal/LegalDocumentPage';
import { DmcaNoticeForm } from '../../features/support/DmcaNoticeForm';

export default function DmcaPolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocumentPage id="dmcaPolicy">
      <section
        id="notice"
        aria-labelledby="dmca-notice-title"
        className="grid max-w-3xl scroll-mt-24 gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <h2 id="dmca-notice-title" className="text-2xl font-semibold text-stone-900">
          {t('support.dmca.heading')}
        </h2>
        <p className="text-stone-700">{t('support.dmca.intro')}</p>
        <DmcaNoticeForm />
      </section>
    </LegalDocumentPage>
  );
}
