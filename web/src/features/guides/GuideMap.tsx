// A small map of the guide's place: the upload form's map (loaded only when this is shown), without picking.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/Spinner';
import { MapBoundary } from '../map/MapBoundary';

const LocationMap = lazy(() => import('../uploads/LocationMap'));
const ignore = () => {};

export function GuideMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation();
  return (
    <div className="h-56 min-w-0 overflow-hidden rounded-xl border border-stone-200">
      <MapBoundary fallback={<p className="p-3 text-sm text-stone-600">{t('upload.location.mapFailed')}</p>}>
        <Suspense fallback={<Spinner />}>
          <LocationMap position={[latitude, longitude]} onPick={ignore} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
