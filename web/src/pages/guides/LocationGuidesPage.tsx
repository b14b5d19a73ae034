// /location-guides: members' guides to wildlife places, with search (title, description and place), filters
// (category, difficulty, free or paid), sort, and 'near me'. Cards show the preview only.
import { GUIDE_CATEGORIES, GUIDE_DIFFICULTIES, GUIDE_SORTS, type GuideQuery } from '@common/schemas/guides';
import { Compass } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { GuideCard } from '../../features/guides/GuideCard';
import { GuideSalesView } from '../../features/guides/GuideSalesView';
import { useGuides } from '../../features/guides/use-guides';
import { errorMessage } from '../../lib/api';

type Sort = (typeof GUIDE_SORTS)[number];

export default function LocationGuidesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.locationGuides.title'));
  const { user } = useCurrentUser();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<GuideQuery>({ sort: 'newest', page: 1 });
  const [locating, setLocating] = useState(false);
  const list = useGuides(query);

  const set = (patch: Partial<GuideQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: text.trim() || undefined });
  };
  const nearMe = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        set({ lat: p.coords.latitude, lng: p.coords.longitude, radiusKm: 200, sort: 'nearest' });
      },
      () => setLocating(false),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };
  const page = Number(query.page ?? 1);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Compass className="size-4" aria-hidden />
          {t('guides.eyebrow')}
        </p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-bold text-stone-900">{t('pages.locationGuides.title')}</h1>
          <Button asChild>
            <Link to="/create-guide">{t('guides.write')}</Link>
          </Button>
        </div>
        <p className="max-w-3xl text-stone-700">{t('guides.intro')}</p>
      </header>

      <search>
        <form onSubmit={search} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex min-w-0 flex-wrap items-end gap-2">
            <div className="grid min-w-0 flex-1 gap-1">
              <Label htmlFor="guide-search">{t('guides.searchLabel')}</Label>
              <Input
                id="guide-search"
                type="search"
                value={text}
                maxLength={200}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('guides.searchPlaceholder')}
              />
            </div>
            <Button type="submit">{t('guides.search')}</Button>
            <Button type="button" variant="outline" onClick={nearMe} disabled={locating}>
              {t('guides.nearMe')}
            </Button>
          </div>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1">
              <Label htmlFor="guide-category">{t('guides.fields.category')}</Label>
              <NativeSelect
                id="guide-category"
                value={query.category ?? ''}
                onChange={(e) => set({ category: (e.target.value || undefined) as GuideQuery['category'] })}
              >
                <option value="">{t('guides.any')}</option>
                {GUIDE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`guides.category.${c}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="guide-difficulty">{t('guides.fields.difficulty')}</Label>
              <NativeSelect
                id="guide-difficulty"
                value={query.difficulty ?? ''}
                onChange={(e) =>
                  set({ difficulty: (e.target.value || undefined) as GuideQuery['difficulty'] })
                }
              >
                <option value="">{t('guides.any')}</option>
                {GUIDE_DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {t(`guides.difficulty.${d}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="guide-price">{t('guides.fields.price')}</Label>
              <NativeSelect
                id="guide-price"
                value={query.price ?? ''}
                onChange={(e) => set({ price: (e.target.value || undefined) as GuideQuery['price'] })}
              >
                <option value="">{t('guides.any')}</option>
                <option value="free">{t('guides.free')}</option>
                <option value="paid">{t('guides.paid')}</option>
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="guide-sort">{t('guides.sortLabel')}</Label>
              <NativeSelect
                id="guide-sort"
                value={query.sort ?? 'newest'}
                onChange={(e) => set({ sort: e.target.value as Sort })}
              >
                {GUIDE_SORTS.filter((s) => s !== 'nearest' || query.lat !== undefined).map((s) => (
                  <option key={s} value={s}>
                    {t(`guides.sort.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </form>
      </search>

      {list.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      )}
      {list.isError && (
        <p role="alert" className="text-stone-700">
          {errorMessage(list.error, t('guides.loadFailed'))}
        </p>
      )}
      {list.data &&
        (list.data.guides.length === 0 ? (
          <p className="text-stone-700">{t('guides.none')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.guides.map((g) => (
              <li key={g.id} className="min-w-0">
                <GuideCard guide={g} />
              </li>
            ))}
          </ul>
        ))}
      {list.data && pages > 1 && (
        <nav className="flex flex-wrap items-center justify-center gap-3" aria-label={t('guides.pages')}>
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: page - 1 }))}
          >
            {t('guides.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('guides.pageOf', { page, pages })}</span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => setQuery((q) => ({ ...q, page: page + 1 }))}
          >
            {t('guides.next')}
          </Button>
        </nav>
      )}

      {user && <GuideSalesView />}
    </div>
  );
}
