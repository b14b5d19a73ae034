// /credits: every data set, model, photo, map layer and content library WildLens ships or shows, with its
// authors and licence, from the one list in common/constants/credits.ts; then the open data WildLens gives back.
import { CREDITS, type Credit, type CreditSection } from '@common/constants/credits';
import { DWCA_FILE_NAME } from '@common/schemas/exports';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';

/** What WildLens gives back: its research-grade sightings as a Darwin Core Archive (server/features/exports). */
const DWCA_URL = '/api/exports/dwca';

const SECTIONS: readonly CreditSection[] = ['data', 'models', 'maps', 'photos', 'software'];

function CreditItem({ credit }: { credit: Credit }) {
  const { t, i18n } = useTranslation();
  const useKey = `credits.uses.${credit.id}`;
  return (
    <li className="py-3">
      <a href={credit.url} className="font-medium text-brand-800 underline" rel="noopener noreferrer">
        {credit.name}
      </a>
      {i18n.exists(useKey) ? <p className="mt-1 text-sm text-stone-700">{t(useKey)}</p> : null}
      <p className="mt-1 text-sm text-stone-700">
        {t('credits.licence')}{' '}
        {credit.licenceUrl ? (
          <a href={credit.licenceUrl} className="underline" rel="noopener noreferrer license">
            {credit.licence}
          </a>
        ) : (
          credit.licence
        )}
      </p>
    </li>
  );
}

export default function CreditsPage() {
  const { t } = useTranslation();
  usePageTitle(t('credits.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('credits.title')}</h1>
      <p className="mt-3 text-stone-700">{t('credits.intro')}</p>
      {SECTIONS.map((section) => {
        const items = CREDITS.filter((c) => c.section === section);
        if (items.length === 0) return null;
        return (
          <section key={section} aria-labelledby={`credits-${section}`} className="mt-8">
            <h2 id={`credits-${section}`} className="text-xl font-semibold">
              {t(`credits.sections.${section}`)}
            </h2>
            <ul className="mt-2 divide-y divide-stone-200">
              {items.map((credit) => (
                <CreditItem key={credit.id} credit={credit} />
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="credits-open-data" className="mt-8">
        <h2 id="credits-open-data" className="text-xl font-semibold">
          {t('credits.openData.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('credits.openData.text')}</p>
        <p className="mt-2">
          <a href={DWCA_URL} download={DWCA_FILE_NAME} className="font-medium text-brand-800 underline">
            {t('credits.openData.download')}
          </a>
        </p>
      </section>
    </section>
  );
}
