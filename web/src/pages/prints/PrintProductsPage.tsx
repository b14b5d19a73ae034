// /user/print-products: the artist's print products (create from one of their own published photo sightings,
// edit, deactivate or delete), "Your earnings" and each sold order with its earnings. Premium only to create.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { SignInPrompt } from '../../features/plans/SignInPrompt';
import { optionLabel, printPrice } from '../../features/prints/print-text';
import {
  type ProductInput,
  useDeleteProduct,
  useMyPrintProducts,
  usePrintSales,
  useSaveProduct,
} from '../../features/prints/use-prints';
import { errorMessage } from '../../lib/api';

interface OwnSighting {
  id: number;
  speciesName: string;
  mediaType: string;
  photoUrl: string | null;
  isPublic?: boolean;
}

function ProductForm({
  initial,
  id,
  userId,
  onDone,
}: {
  initial: ProductInput;
  id: number | null;
  userId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const sightings = useQuery<OwnSighting[]>({
    queryKey: ['/api/sightings', { userId, limit: 50 }],
    enabled: id === null,
  });
  const [form, setForm] = useState({
    sightingId: initial.sightingId ?? 0,
    title: initial.title,
    description: initial.description,
    price: (initial.basePrice / 100).toFixed(2),
    tags: initial.tags.join(', '),
  });
  const photos = (sightings.data ?? []).filter(
    (s) => s.mediaType === 'photo' && s.photoUrl && s.isPublic !== false,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: ProductInput = {
      ...(id === null ? { sightingId: form.sightingId || photos[0]?.id } : {}),
      title: form.title,
      description: form.description,
      basePrice: Math.round(Number(form.price) * 100),
      tags: form.tags
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    };
    save.mutate({ id, input }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-3 rounded-lg border border-stone-200 bg-white p-4">
      {id === null ? (
        <div className="grid gap-1">
          <Label htmlFor="print-sighting">{t('prints.sighting')}</Label>
          <NativeSelect
            id="print-sighting"
            value={form.sightingId || photos[0]?.id || ''}
            onChange={(e) => setForm({ ...form, sightingId: Number(e.target.value) })}
          >
            {photos.map((s) => (
              <option key={s.id} value={s.id}>
                #{s.id} {s.speciesName}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="print-title">{t('prints.titleLabel')}</Label>
        <Input
          id="print-title"
          required
          maxLength={120}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="print-description">{t('prints.description')}</Label>
        <textarea
          id="print-description"
          maxLength={2000}
          className="min-h-20 rounded-md border border-stone-300 p-2"
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="print-price">{t('prints.basePrice')}</Label>
        <Input
          id="print-price"
          type="number"
          min="1"
          step="0.01"
          required
          value={form.price}
          onChange={(e) => setForm({ ...form, price: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="print-tags">{t('prints.tags')}</Label>
        <Input
          id="print-tags"
          value={form.tags}
          onChange={(e) => setForm({ ...form, tags: e.target.value })}
        />
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error, t('prints.saveFailed'))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('prints.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('prints.cancel')}
        </Button>
      </div>
    </form>
  );
}

export default function PrintProductsPage() {
  const { t } = useTranslation();
  usePageTitle(t('prints.productsTitle'));
  const language = useCurrentLanguage();
  const { user, isAuthenticated, isLoading, isPremium } = useCurrentUser();
  const products = useMyPrintProducts();
  const sales = usePrintSales();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated || !user) return <SignInPrompt />;
  const empty: ProductInput = { title: '', description: '', basePrice: 3500, tags: [] };

  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t('prints.productsTitle')}</h1>
      <section className="rounded-lg bg-brand-50 p-4">
        <h2 className="font-semibold">{t('prints.yourEarnings')}</h2>
        <p className="text-2xl font-bold" data-testid="print-earnings">
          {sales.data ? printPrice(sales.data.totalEarnings, sales.data.currency, language) : '…'}
        </p>
        <p className="text-sm text-stone-600">{t('prints.earningsNote')}</p>
      </section>
      {isPremium ? (
        editing === 'new' ? (
          <ProductForm initial={empty} id={null} userId={user.id} onDone={() => setEditing(null)} />
        ) : (
          <Button className="justify-self-start" onClick={() => setEditing('new')}>
            {t('prints.newProduct')}
          </Button>
        )
      ) : (
        <p className="rounded bg-stone-100 p-3">
          {t('prints.premiumOnly')}{' '}
          <Link className="text-brand-700 underline" to="/upgrade">
            {t('prints.upgrade')}
          </Link>
        </p>
      )}
      {products.data?.length ? (
        <ul className="grid gap-3">
          {products.data.map((p) =>
            editing === p.id ? (
              <li key={p.id}>
                <ProductForm initial={p} id={p.id} userId={user.id} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li
                key={p.id}
                className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3"
              >
                <img src={p.previewUrl} alt="" className="h-16 w-20 rounded object-cover" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <Link to={`/print/${p.id}`} className="break-words font-semibold">
                    {p.title}
                  </Link>
                  <span className="text-sm text-stone-600">
                    {printPrice(p.basePrice, p.currency, language)} ·{' '}
                    {t('prints.sold', { count: p.totalSales })} ·{' '}
                    {p.isActive ? t('prints.active') : t('prints.inactive')}
                  </span>
                </div>
                <Button size="sm" variant="outline" onClick={() => setEditing(p.id)}>
                  {t('prints.edit')}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => remove.mutate(p.id)}>
                  {t('prints.delete')}
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      <section className="grid min-w-0 gap-2">
        <h2 className="text-xl font-semibold">{t('prints.salesTitle')}</h2>
        {sales.data?.orders.length ? (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start">
                  <th className="p-2 text-start">#</th>
                  <th className="p-2 text-start">{t('prints.titleLabel')}</th>
                  <th className="p-2 text-start">{t('prints.option')}</th>
                  <th className="p-2 text-end">{t('prints.total')}</th>
                  <th className="p-2 text-end">{t('prints.earnings')}</th>
                  <th className="p-2 text-start">{t('prints.statusLabel')}</th>
                </tr>
              </thead>
              <tbody>
                {sales.data.orders.map((o) => (
                  <tr key={o.id} className="border-t border-stone-200">
                    <td className="p-2">{o.id}</td>
                    <td className="p-2">{o.productTitle}</td>
                    <td className="p-2">
                      {optionLabel(t, o.option)} × {o.quantity}
                    </td>
                    <td className="p-2 text-end">{printPrice(o.totalPrice, o.currency, language)}</td>
                    <td className="p-2 text-end">{printPrice(o.artistEarnings, o.currency, language)}</td>
                    <td className="p-2">{t(`prints.status.${o.orderStatus}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-stone-600">{t('prints.noSales')}</p>
        )}
      </section>
    </div>
  );
}
