// A page whose feature is built by a later issue: it shows its real title and what it is for, nothing fake.
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../app/use-page-title';

export default function SectionPage({ routeId }: PageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`pages.${routeId}.title`));
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t(`pages.${routeId}.title`)}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`pages.${routeId}.purpose`)}</p>
    </section>
  );
}
