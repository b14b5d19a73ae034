// /fresh-finds: the newest sightings of the community, newest first, read page by page.
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { SightingGrid } from '../../features/sightings/SightingGrid';
import { useDocumentTitle } from '../../features/sightings/use-document-title';
import { useSightingPages } from '../../features/sightings/use-sighting-pages';
import { useUploadGate } from '../../features/sightings/use-upload-gate';

export default function FreshFindsPage() {
  const { t } = useTranslation();
  const query = useSightingPages({ sort: 'newest' });
  const goToUpload = useUploadGate();
  useDocumentTitle(t('explore.fresh.title'));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('explore.fresh.title')}</h1>
      <p className="mt-2 text-stone-700">{t('explore.fresh.subtitle')}</p>
      <div className="mt-8">
        <SightingGrid
          query={query}
          label={t('explore.fresh.listLabel')}
          empty={
            <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center">
              <Camera className="mx-auto size-10 text-stone-500" aria-hidden />
              <h2 className="mt-4 text-xl font-semibold">{t('common.noResults')}</h2>
              <p className="mx-auto mt-2 max-w-md text-stone-700">{t('explore.fresh.empty')}</p>
              <Button className="mt-6" onClick={() => goToUpload('/upload')}>
                {t('explore.fresh.share')}
              </Button>
            </div>
          }
        />
      </div>
    </div>
  );
}
