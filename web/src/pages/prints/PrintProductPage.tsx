// /print/:id: one print (watermarked preview, artist, description) and the order form.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/Spinner';
import { OrderForm } from '../../features/prints/OrderForm';
import { usePrintProduct } from '../../features/prints/use-prints';

export default function PrintProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const product = usePrintProduct(productId);
  usePageTitle(product.data?.title ?? t('prints.shopTitle'));
  if (productId === null || product.isError)
    return (
      <div className="mx-auto grid max-w-3xl justify-items-center gap-3 px-4 py-12">
        <h1 role="alert" className="text-2xl font-bold text-stone-900">
          {t('prints.notFound')}
        </h1>
        <Link to="/print-shop" className="text-sm text-brand-700 underline">
          {t('prints.backToShop')}
        </Link>
      </div>
    );
  if (product.isPending) return <PageSpinner />;
  const p = product.data;
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-8 md:grid-cols-2">
      <div className="grid min-w-0 content-start gap-2">
        <img src={p.previewUrl} alt={p.title} className="w-full rounded-lg" />
        <p className="text-xs text-stone-500">{t('prints.previewNote')}</p>
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <Link to="/print-shop" className="text-sm text-brand-700 underline">
          {t('prints.backToShop')}
        </Link>
        <h1 className="break-words text-2xl font-bold text-stone-900">{p.title}</h1>
        <p className="text-sm text-stone-600">
          {t('prints.byArtist', { artist: p.artist.username })} ·{' '}
          <Link className="underline" to={`/sighting/${p.sightingId}`}>
            {p.speciesName}
          </Link>
        </p>
        {p.description ? <p className="whitespace-pre-line break-words">{p.description}</p> : null}
        <OrderForm product={p} />
      </div>
    </div>
  );
}
