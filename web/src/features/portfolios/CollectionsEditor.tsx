// The builder's collections: add one by title, and the ordered list of collection editors, moved with
// up/down buttons (the new order is saved at once and comes back if the server refuses).
import { type Portfolio, portfolioCollectionInputSchema } from '@common/schemas/portfolios';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { translateAll } from '../auth/validation-messages';
import { CollectionEditor } from './CollectionEditor';
import { useMoveFocus } from './use-move-focus';
import { useCreateCollection, useReorderCollections } from './use-portfolio';

export function CollectionsEditor({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateCollection();
  const reorder = useReorderCollections();
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const collections = [...portfolio.collections].sort((a, b) => a.orderIndex - b.orderIndex);
  const order = collections.map((c) => c.id).join(',');
  const focus = useMoveFocus(order);

  const onMove = (index: number, direction: 'up' | 'down') => {
    const target = index + (direction === 'up' ? -1 : 1);
    const moving = collections[index];
    if (!moving || target < 0 || target >= collections.length) return;
    const ids = collections.map((c) => c.id);
    ids.splice(index, 1);
    ids.splice(target, 0, moving.id);
    focus.moved(
      `collection-${moving.id}`,
      direction,
      t('portfolio.moved', { title: moving.title, position: target + 1, total: collections.length }),
    );
    reorder.mutate(ids, {
      onError: (error) =>
        toast({
          title: t('portfolio.collections.reorderFailed'),
          description: errorMessage(error, t('common.tryAgain')),
          variant: 'destructive',
        }),
    });
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = portfolioCollectionInputSchema.safeParse({ title });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    create.mutate(
      { title },
      {
        onSuccess: () => {
          setTitle('');
          toast({
            title: t('portfolio.collections.created', { title: parsed.data.title }),
            variant: 'success',
          });
        },
        onError: (error) => setErrors([errorMessage(error, t('portfolio.collections.createFailed'))]),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900">
        {t('portfolio.collections.heading')}
      </h2>

      <form onSubmit={onAdd} noValidate className="grid gap-2">
        <Label htmlFor={`${id}-new`}>{t('portfolio.collections.newLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-new`}
            value={title}
            maxLength={100}
            placeholder={t('portfolio.collections.newPlaceholder')}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.length > 0}
            aria-describedby={errors.length > 0 ? `${id}-new-error` : undefined}
          />
          <Button type="submit" disabled={create.isPending}>
            <Plus aria-hidden />
            {t('portfolio.collections.add')}
          </Button>
        </div>
        <FieldError id={`${id}-new-error`} messages={translateAll(t, errors)} />
      </form>

      {collections.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          {t('portfolio.collections.empty')}
        </p>
      ) : (
        <div ref={focus.container} className="grid gap-4">
          {collections.map((collection, index) => (
            <CollectionEditor
              key={collection.id}
              collection={collection}
              ownerId={portfolio.owner.id}
              move={{
                position: index,
                total: collections.length,
                onMove: (direction) => onMove(index, direction),
                buttonProps: (direction) => focus.buttonProps(`collection-${collection.id}`, direction),
              }}
            />
          ))}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {focus.announcement}
      </p>
    </section>
  );
}
