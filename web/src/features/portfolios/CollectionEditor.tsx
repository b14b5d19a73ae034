// One collection in the portfolio builder: its title, description and featured flag, its items (ordered with
// up/down, each with a caption and a featured flag), moving the collection itself, deleting it, and one Save.
import {
  type PortfolioCollection,
  portfolioCollectionInputSchema,
  portfolioItemsInputSchema,
} from '@common/schemas/portfolios';
import type { Sighting } from '@common/schemas/sightings';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { translateAll } from '../auth/validation-messages';
import { SightingImage } from '../sightings/SightingImage';
import { DeleteCollectionButton } from './DeleteCollectionButton';
import { hasPathErrors, type PathErrors, serverPathErrors, zodPathErrors } from './form-errors';
import { SightingPicker } from './SightingPicker';
import { useMoveFocus } from './use-move-focus';
import { moveItem, useSaveCollectionItems, useUpdateCollection } from './use-portfolio';

interface DraftItem {
  sighting: Sighting;
  caption: string;
  isFeatured: boolean;
}

interface Draft {
  title: string;
  description: string;
  isFeatured: boolean;
  items: DraftItem[];
}

function draftOf(collection: PortfolioCollection): Draft {
  return {
    title: collection.title,
    description: collection.description ?? '',
    isFeatured: collection.isFeatured,
    items: [...collection.items]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((item) => ({ sighting: item.sighting, caption: item.caption ?? '', isFeatured: item.isFeatured })),
  };
}

function itemsPayload(items: DraftItem[]) {
  return items.map((item) => ({
    sightingId: item.sighting.id,
    ...(item.caption.trim() ? { caption: item.caption } : {}),
    isFeatured: item.isFeatured,
  }));
}

export interface CollectionMoveControls {
  position: number;
  total: number;
  onMove: (direction: 'up' | 'down') => void;
  buttonProps: (direction: 'up' | 'down') => Record<string, string>;
}

export function CollectionEditor({
  collection,
  ownerId,
  move,
}: {
  collection: PortfolioCollection;
  ownerId: number;
  move: CollectionMoveControls;
}) {
  const { t } = useTranslation();
  const id = useId();
  const updateDetails = useUpdateCollection();
  const saveItems = useSaveCollectionItems();
  const [saved, setSaved] = useState(() => draftOf(collection));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<PathErrors>({});
  const itemOrder = draft.items.map((item) => item.sighting.id).join(',');
  const itemFocus = useMoveFocus(itemOrder);

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const pending = updateDetails.isPending || saveItems.isPending;
  const headingId = `${id}-heading`;
  const messages = (path: string) => translateAll(t, errors[path]);

  const setItem = (index: number, change: Partial<DraftItem>) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((item, i) => (i === index ? { ...item, ...change } : item)),
    }));

  const moveEntry = (index: number, direction: 'up' | 'down') => {
    const item = draft.items[index];
    if (!item) return;
    const to = index + (direction === 'up' ? -1 : 1);
    setDraft((current) => ({
      ...current,
      items: moveItem(current.items, index, direction === 'up' ? -1 : 1),
    }));
    itemFocus.moved(
      `item-${item.sighting.id}`,
      direction,
      t('portfolio.moved', { title: item.sighting.speciesName, position: to + 1, total: draft.items.length }),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = {
      title: draft.title,
      description: draft.description,
      isFeatured: draft.isFeatured,
    };
    const items = itemsPayload(draft.items);
    const checkDetails = portfolioCollectionInputSchema.safeParse(details);
    const checkItems = portfolioItemsInputSchema.safeParse({ items });
    const found: PathErrors = {
      ...(checkDetails.success ? {} : zodPathErrors(checkDetails.error)),
      ...(checkItems.success ? {} : zodPathErrors(checkItems.error)),
    };
    if (hasPathErrors(found)) {
      setErrors(found);
      return;
    }
    setErrors({});
    const detailsChanged =
      draft.title !== saved.title ||
      draft.description !== saved.description ||
      draft.isFeatured !== saved.isFeatured;
    try {
      if (detailsChanged) await updateDetails.mutateAsync({ id: collection.id, input: details });
      await saveItems.mutateAsync({ id: collection.id, items });
      setSaved(draft);
      toast({ title: t('portfolio.collections.saved', { title: draft.title }), variant: 'success' });
    } catch (error) {
      const fields = serverPathErrors(error);
      if (hasPathErrors(fields)) setErrors(fields);
      else
        toast({
          title: t('portfolio.collections.saveFailed'),
          description: errorMessage(error, t('common.tryAgain')),
          variant: 'destructive',
        });
    }
  };

  const onAdd = (sightings: Sighting[]) =>
    setDraft((current) => ({
      ...current,
      items: [
        ...current.items,
        ...sightings
          .filter((s) => !current.items.some((item) => item.sighting.id === s.id))
          .map((sighting) => ({ sighting, caption: '', isFeatured: false })),
      ],
    }));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
          <span dir="auto">{saved.title}</span>
          {dirty && (
            <span className="ms-2 align-middle text-xs font-normal text-amber-700">
              {t('portfolio.collections.unsaved')}
            </span>
          )}
        </h3>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={move.position === 0}
            onClick={() => move.onMove('up')}
            aria-label={t('portfolio.collections.moveUp', { title: saved.title })}
            {...move.buttonProps('up')}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={move.position === move.total - 1}
            onClick={() => move.onMove('down')}
            aria-label={t('portfolio.collections.moveDown', { title: saved.title })}
            {...move.buttonProps('down')}
          >
            <ArrowDown aria-hidden />
          </Button>
          <DeleteCollectionButton collectionId={collection.id} title={saved.title} />
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>{t('portfolio.collections.titleLabel')}</Label>
            <Input
              id={`${id}-title`}
              value={draft.title}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              aria-invalid={Boolean(errors.title?.length)}
              aria-describedby={errors.title?.length ? `${id}-title-error` : undefined}
            />
            <FieldError id={`${id}-title-error`} messages={messages('title')} />
          </div>
          <div className="flex items-center gap-3 sm:mt-7">
            <Switch
              id={`${id}-featured`}
              checked={draft.isFeatured}
              onCheckedChange={(checked) => setDraft({ ...draft, isFeatured: checked })}
            />
            <label htmlFor={`${id}-featured`} className="text-sm text-stone-800">
              {t('portfolio.collections.featured')}
            </label>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>{t('portfolio.collections.descriptionLabel')}</Label>
          <textarea
            id={`${id}-description`}
            rows={2}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            aria-invalid={Boolean(errors.description?.length)}
            aria-describedby={errors.description?.length ? `${id}-description-error` : undefined}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
          />
          <FieldError id={`${id}-description-error`} messages={messages('description')} />
        </div>

        <div className="grid gap-2" ref={itemFocus.container}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-semibold text-stone-800">
              {t('portfolio.items.heading', { count: draft.items.length })}
            </h4>
            <SightingPicker
              userId={ownerId}
              collectionTitle={saved.title}
              chosenIds={new Set(draft.items.map((item) => item.sighting.id))}
              onAdd={onAdd}
              disabled={pending}
            />
          </div>
          <FieldError id={`${id}-items-error`} messages={messages('items')} />
          {draft.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">
              {t('portfolio.items.empty')}
            </p>
          ) : (
            <ol className="grid gap-2" aria-label={t('portfolio.items.listLabel', { title: saved.title })}>
              {draft.items.map((item, index) => {
                const key = `item-${item.sighting.id}`;
                const captionId = `${id}-caption-${key}`;
                const captionErrors = messages(`items.${index}.caption`);
                return (
                  <li
                    key={key}
                    className="flex flex-wrap items-start gap-3 rounded-lg border border-stone-200 p-2 sm:flex-nowrap"
                  >
                    <span className="size-14 shrink-0 overflow-hidden rounded-md bg-stone-100">
                      <SightingImage
                        sighting={item.sighting}
                        sizes="56px"
                        square={56}
                        alt=""
                        className="size-full object-cover"
                        fallbackClassName="size-full"
                      />
                    </span>
                    <div className="grid min-w-0 flex-1 gap-1.5">
                      <p className="truncate text-sm font-medium text-stone-900">
                        <span className="text-stone-500" dir="ltr">
                          {index + 1}.{' '}
                        </span>
                        <span dir="auto">{item.sighting.speciesName}</span>
                      </p>
                      <label htmlFor={captionId} className="sr-only">
                        {t('portfolio.items.captionFor', { species: item.sighting.speciesName })}
                      </label>
                      <Input
                        id={captionId}
                        value={item.caption}
                        maxLength={300}
                        placeholder={t('portfolio.items.captionPlaceholder')}
                        onChange={(event) => setItem(index, { caption: event.target.value })}
                        aria-invalid={Boolean(captionErrors?.length)}
                        aria-describedby={captionErrors?.length ? `${captionId}-error` : undefined}
                        className="h-9"
                      />
                      <FieldError id={`${captionId}-error`} messages={captionErrors} />
                      <label className="inline-flex w-fit items-center gap-2 text-xs text-stone-700">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          checked={item.isFeatured}
                          onChange={(event) => setItem(index, { isFeatured: event.target.checked })}
                        />
                        {t('portfolio.items.featured')}
                      </label>
                    </div>
                    <div className="flex shrink-0 items-center gap-0.5">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        disabled={index === 0}
                        onClick={() => moveEntry(index, 'up')}
                        aria-label={t('portfolio.items.moveUp', { species: item.sighting.speciesName })}
                        {...itemFocus.buttonProps(key, 'up')}
                      >
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        disabled={index === draft.items.length - 1}
                        onClick={() => moveEntry(index, 'down')}
                        aria-label={t('portfolio.items.moveDown', { species: item.sighting.speciesName })}
                        {...itemFocus.buttonProps(key, 'down')}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-9 text-red-700"
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            items: current.items.filter((other) => other.sighting.id !== item.sighting.id),
                          }))
                        }
                        aria-label={t('portfolio.items.remove', { species: item.sighting.speciesName })}
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          <p aria-live="polite" className="sr-only">
            {itemFocus.announcement}
          </p>
        </div>

        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? t('portfolio.collections.saving') : t('portfolio.collections.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
