// /print-shop: community members' prints (watermarked previews), searchable and filtered by tag and artist; a
// product opens its page (/print/:id) to choose a size and order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Input } from '../../components/ui/Input';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentLanguage } from '../../features/language/current-language';
import { printPrice } from '../../features/prints/print-text';
import { usePrintProducts } from '../../features/prints/use-prints';

export default function PrintShopPage() {
  const { t } = useTranslation();
  usePageTitle(t('prints.shopTitle'));
  const language = useCurrentLanguage();
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const artist = params.get('artist') ?? undefined;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const products = usePrintProducts({ search: params.get('search') ?? undefined, tag, artist });

  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('prints.shopTitle')}</h1>
        <p className="text-stone-600">{t('prints.shopIntro')}</p>
        <div className="flex flex-wrap gap-3">
          <Link className="text-brand-700 underline" to="/user/print-orders">
            {t('prints.myOrders')}
          </Link>
          <Link className="text-brand-700 underline" to="/user/print-products">
            {t('prints.sellPrints')}
          </Link>
        </div>
      </header>
      <form
        className="flex min-w-0 flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('search', search.trim() || null);
        }}
      >
        <Input
          aria-label={t('prints.search')}
          placeholder={t('prints.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="max-w-xs"
        />
        {tag ? (
          <button
            type="button"
            className="rounded-full bg-stone-100 px-3 py-1 text-sm"
            onClick={() => setFilter('tag', null)}
          >
            #{tag} ✕
          </button>
        ) : null}
        {artist ? (
          <button
            type="button"
            className="rounded-full bg-stone-100 px-3 py-1 text-sm"
            onClick={() => setFilter('artist', null)}
          >
            {t('prints.byArtist', { artist })} ✕
          </button>
        ) : null}
      </form>
      {products.isPending ? (
        <PageSpinner />
      ) : products.isError ? (
        <p role="alert">{t('prints.loadFailed')}</p>
      ) : products.data.products.length === 0 ? (
        <p className="text-stone-600">{t('prints.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.data.products.map((p) => (
            <li key={p.id} className="grid min-w-0 gap-2 rounded-lg border border-stone-200 bg-white p-3">
              <Link to={`/print/${p.id}`} className="grid gap-2">
                <img
                  src={p.previewUrl}
                  alt={p.title}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <span className="break-words font-semibold text-stone-900">{p.title}</span>
              </Link>
              <span className="text-sm text-stone-600">
                {t('prints.from', { price: printPrice(p.basePrice, p.currency, language) })}
              </span>
              <div className="flex min-w-0 flex-wrap gap-1 text-sm">
                <button
                  type="button"
                  className="text-brand-700 underline"
                  onClick={() => setFilter('artist', p.artist.username)}
                >
                  {p.artist.username}
                </button>
                {p.tags.map((x) => (
                  <button
                    key={x}
                    type="button"
                    className="rounded bg-stone-100 px-2"
                    onClick={() => setFilter('tag', x)}
                  >
                    #{x}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
