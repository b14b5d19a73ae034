// /shop/wishlist: the member's gear wishlist, high priority first, with notes and priority to edit.
import { WISHLIST_PRIORITIES, type WishlistItem } from '@common/schemas/gear';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { ProductCard } from '../../features/gear/ProductCard';
import { useRemoveWish, useUpdateWish, useWishlist } from '../../features/gear/use-gear';
import { errorMessage } from '../../lib/api';

function WishRow({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  const update = useUpdateWish();
  const remove = useRemoveWish();
  const fieldId = useId();
  const [notes, setNotes] = useState(item.notes ?? '');
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  return (
    <li className="grid min-w-0 gap-3 md:grid-cols-[1fr_1fr]">
      <ProductCard product={item.product} />
      <div className="grid content-start gap-2 rounded-2xl border border-stone-200 bg-white p-4">
        <label htmlFor={`${fieldId}-priority`} className="grid gap-1 text-sm">
          {t('gear.priority')}
          <NativeSelect
            id={`${fieldId}-priority`}
            value={item.priority}
            onChange={(e) =>
              update.mutate(
                { id: item.id, priority: e.target.value as WishlistItem['priority'] },
                { onError: failed },
              )
            }
          >
            {WISHLIST_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`gear.priorities.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={`${fieldId}-notes`} className="grid gap-1 text-sm">
          {t('gear.notes')}
          <textarea
            id={`${fieldId}-notes`}
            value={notes}
            maxLength={1000}
            rows={3}
            onChange={(e) => setNotes(e.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2 text-sm"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: item.id, notes: notes.trim() || null },
                { onSuccess: () => toast({ title: t('gear.saved'), variant: 'success' }), onError: failed },
              )
            }
          >
            {t('gear.saveNotes')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate(item.id, { onError: failed })}
          >
            {t('gear.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export default function WishlistPage() {
  const { t } = useTranslation();
  usePageTitle(t('gear.myWishlist'));
  const list = useWishlist(true);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('gear.myWishlist')}</h1>
        <Link to="/shop" className="text-sm font-semibold text-brand-800 underline">
          {t('gear.backToShop')}
        </Link>
      </header>
      {list.isPending && <Skeleton className="h-48 rounded-2xl" />}
      {list.isError && <p role="alert">{errorMessage(list.error, t('gear.loadFailed'))}</p>}
      {list.data && list.data.length === 0 && <p className="text-stone-700">{t('gear.wishlistEmpty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="grid gap-4">
          {list.data.map((item) => (
            <WishRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
