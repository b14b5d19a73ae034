// Every gear product, hidden ones included: its list price changed in place, shown or hidden, edited in full
// (the product form opens above the table) or deleted with its reviews.
import type { AdminGearProduct } from '@common/schemas/gear';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { Input } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { priceText } from '../money';
import { useDeleteProduct, useSaveProduct } from '../use-gear-admin';
import { bodyOfProduct } from './product-form-values';

function ProductRow({ product, onEdit }: { product: AdminGearProduct; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const [price, setPrice] = useState(
    product.currentPrice ? String(product.currentPrice.amountMinor / 100) : '',
  );
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  const store = (isActive: boolean) => {
    const dollars = price.trim() === '' ? null : Number(price.trim().replace(',', '.'));
    if (dollars !== null && (!Number.isFinite(dollars) || dollars < 0)) return failed(null);
    save.mutate(
      {
        id: product.id,
        body: {
          ...bodyOfProduct(product),
          currentPriceMinor: dollars === null ? null : Math.round(dollars * 100),
          isActive,
        },
      },
      { onSuccess: () => toast({ title: t('gear.saved'), variant: 'success' }), onError: failed },
    );
  };
  return (
    <tr className="border-b border-stone-100 align-top">
      <td className="px-2 py-2">
        <span className="font-medium">{product.name}</span>
        <span className="block text-xs text-stone-600">
          {product.category.name} · {product.brand.name}
          {!product.isActive && ` · ${t('gear.admin.hidden')}`}
        </span>
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
            variant="outline"
            aria-label={t('gear.admin.editNamed', { name: product.name })}
            onClick={onEdit}
          >
            {t('gear.admin.edit')}
          </Button>
          <ConfirmButton
            size="sm"
            variant="ghost"
            confirmVariant="destructive"
            disabled={remove.isPending}
            question={t('gear.admin.confirmDelete', { name: product.name })}
            onConfirm={() => remove.mutate(product.id, { onError: failed })}
          >
            {t('gear.admin.delete')}
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}

export function ProductsTable({
  products,
  onEdit,
}: {
  products: AdminGearProduct[];
  onEdit: (product: AdminGearProduct) => void;
}) {
  const { t } = useTranslation();
  return (
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
          {products.map((p) => (
            <ProductRow key={p.id} product={p} onEdit={() => onEdit(p)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
