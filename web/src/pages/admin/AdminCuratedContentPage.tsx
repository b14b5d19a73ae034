// /admin/curated-content: the administrators publish sightings found on social media under the site's name,
// credited to their photographers (spec sections 2 and 5), list, edit and unpublish them, choose the featured
// photo of each day, and keep the links to content elsewhere shown as "From around the web" on /discovery.
import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { CuratedSightingForm } from '../../features/curated/CuratedSightingForm';
import { CuratedSightingsAdmin } from '../../features/curated/CuratedSightingsAdmin';
import { ExternalLinksAdmin } from '../../features/curated/ExternalLinksAdmin';
import { FeaturedPhotosAdmin } from '../../features/curated/FeaturedPhotosAdmin';
import { AdminPageHeader } from './AdminPageHeader';

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        {hint && <p className="text-sm text-stone-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

export default function AdminCuratedContentPage() {
  const { t } = useTranslation();
  usePageTitle(t('curated.page.title'));

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('curated.page.title')} subtitle={t('curated.page.subtitle')} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/admin/bulk-upload">
          <Upload aria-hidden />
          {t('curated.page.bulkLink')}
        </Link>
      </Button>
      <Section id="curated-new" title={t('curated.page.newTitle')} hint={t('curated.page.newHint')}>
        <CuratedSightingForm />
      </Section>
      <Section id="curated-list" title={t('curated.page.listTitle')}>
        <CuratedSightingsAdmin />
      </Section>
      <Section
        id="curated-featured"
        title={t('curated.page.featuredTitle')}
        hint={t('curated.page.featuredHint')}
      >
        <FeaturedPhotosAdmin />
      </Section>
      <Section id="curated-links" title={t('curated.page.linksTitle')} hint={t('curated.page.linksHint')}>
        <ExternalLinksAdmin />
      </Section>
    </div>
  );
}
