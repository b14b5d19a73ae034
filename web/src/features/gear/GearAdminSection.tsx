// The gear part of /product-management (administrators with manageProducts; the page itself is wired by the
// lead): the review moderation queue (approve or reject flagged reviews), the products (list price, shown or
// hidden, delete), and new categories and brands. The server enforces the permission on every call.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { priceText } from './money';
import {
  type AdminGearProduct,
  useAdminGearProducts,
  useAdminGearReviews,
  useCreateBrand,
  useCreateCategory,
  useDeleteProduct,
  useModerateReview,
  useSaveProduct,
} from './use-gear-admin';

function ProductRow({ product }: { product: AdminGearProduct }) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const [price, setPrice] = useState(
    product.currentPrice ? String(product.currentPrice.amountMinor / 100) : '',
  );
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  const store = (isActive: boolean) => {
    const dollars = price.trim() === '' ? null : Number(price);
    if (dollars !== null && (!Number.isFinite(dollars) || dollars < 0)) return failed(null);
    save.mutate(
      { ...product, currentPriceMinor: dollars === null ? null : Math.round(dollars * 100), isActive },
      { onSuccess: () => toast({ title: t('gear.saved'), variant: 'success' }), onError: failed },
    );
  };
  return (
    <tr className="border-b border-stone-100">
      <td className="px-2 py-2">
        <span className="font-medium">{product.name}</span>
        <span className="block text-xs text-stone-600">{product.category.name}</span>
      </td>
      <td className="px-2 py-2 text-sm">{priceText(product.msrp, i18n.language) ?? '—'}</td>
      <td className="px-2 py-2">
        <Input
          aria-label={t('gear.admin.currentPrice', { name: product.name })}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className="w-28"
        />
      </td>
      <td className="px-2 py-2">
        <div className="flex flex-wrap gap-1">
          <Button size="sm" disabled={save.isPending} onClick={() => store(product.isActive)}>
            {t('gear.admin.save')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => store(!product.isActive)}
          >
            {product.isActive ? t('gear.admin.hide') : t('gear.admin.show')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('gear.admin.confirmDelete', { name: product.name })))
                remove.mutate(product.id, { onError: failed });
            }}
          >
            {t('gear.admin.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function NewNamed({ kind }: { kind: 'category' | 'brand' }) {
  const { t } = useTranslation();
  const category = useCreateCategory();
  const brand = useCreateBrand();
  const fieldId = useId();
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = {
      onSuccess: () => {
        setSlug('');
        setName('');
        toast({ title: t('gear.saved'), variant: 'success' });
      },
      onError: (err: unknown) =>
        toast({ title: errorMessage(err, t('gear.saveFailed')), variant: 'destructive' }),
    };
    if (kind === 'category') category.mutate({ slug, name }, done);
    else brand.mutate({ slug, name }, done);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={`${fieldId}-slug`} className="grid gap-1 text-sm">
        {t('gear.admin.slug')}
        <Input
          id={`${fieldId}-slug`}
          value={slug}
          required
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          onChange={(e) => setSlug(e.target.value)}
        />
      </label>
      <label htmlFor={`${fieldId}-name`} className="grid gap-1 text-sm">
        {t('gear.admin.name')}
        <Input id={`${fieldId}-name`} value={name} required onChange={(e) => setName(e.target.value)} />
      </label>
      <Button type="submit">
        {kind === 'category' ? t('gear.admin.addCategory') : t('gear.admin.addBrand')}
      </Button>
    </form>
  );
}

export function GearAdminSection() {
  const { t } = useTranslation();
  const reviews = useAdminGearReviews();
  const products = useAdminGearProducts();
  const moderate = useModerateReview();
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  return (
    <div className="grid min-w-0 gap-8">
      <section aria-labelledby="gear-admin-reviews" className="grid gap-3">
        <h2 id="gear-admin-reviews" className="text-xl font-semibold">
          {t('gear.admin.reviewQueue')}
        </h2>
        {reviews.isError && <p role="alert">{errorMessage(reviews.error, t('gear.loadFailed'))}</p>}
        {reviews.data?.length === 0 && <p>{t('gear.admin.queueEmpty')}</p>}
        <ul className="grid gap-3">
          {reviews.data?.map((r) => (
            <li key={r.id} className="grid min-w-0 gap-1 rounded-xl border border-stone-200 bg-white p-3">
              <p className="text-xs text-stone-600">
                {r.productName} · {r.author.username} · {t(`gear.admin.status.${r.moderationStatus}`)}
              </p>
              <p className="break-words font-semibold">{r.title}</p>
              <p className="whitespace-pre-line break-words text-sm">{r.content}</p>
              {r.flagReason && (
                <p className="break-words text-sm text-amber-800">
                  {t('gear.admin.reason', { reason: r.flagReason })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => moderate.mutate({ id: r.id, decision: 'approve' }, { onError: failed })}
                >
                  {t('gear.admin.approve')}
                </Button>
                {r.moderationStatus !== 'rejected' && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => moderate.mutate({ id: r.id, decision: 'reject' }, { onError: failed })}
                  >
                    {t('gear.admin.reject')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gear-admin-products" className="grid gap-3">
        <h2 id="gear-admin-products" className="text-xl font-semibold">
          {t('gear.admin.products')}
        </h2>
        {products.isError && <p role="alert">{errorMessage(products.error, t('gear.loadFailed'))}</p>}
        <div className="relative overflow-x-auto rounded-xl border border-stone-200">
          <table className="w-full text-start text-sm">
            <thead className="bg-stone-50">
              <tr>
                <th className="px-2 py-2 text-start">{t('gear.admin.name')}</th>
                <th className="px-2 py-2 text-start">{t('gear.admin.msrp')}</th>
                <th className="px-2 py-2 text-start">{t('gear.admin.listPriceUsd')}</th>
                <th className="px-2 py-2 text-start">{t('gear.admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data?.map((p) => (
                <ProductRow key={p.id} product={p} />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="gear-admin-new" className="grid gap-3">
        <h2 id="gear-admin-new" className="text-xl font-semibold">
          {t('gear.admin.newCategoryOrBrand')}
        </h2>
        <NewNamed kind="category" />
        <NewNamed kind="brand" />
      </section>
    </div>
  );
}
