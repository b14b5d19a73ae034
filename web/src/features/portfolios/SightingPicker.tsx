// Chooses sightings for a portfolio collection from the member's own sightings (paged); the ones already
// in the collection show as added.
import type { Sighting } from '@common/schemas/sightings';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { LoadMore } from '../profiles/LoadMore';
import { useMemberSightings } from '../profiles/use-profile';
import { SightingImage } from '../sightings/SightingImage';

export function SightingPicker({
  userId,
  collectionTitle,
  chosenIds,
  onAdd,
  disabled,
}: {
  userId: number;
  collectionTitle: string;
  chosenIds: ReadonlySet<number>;
  onAdd: (sightings: Sighting[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Map<number, Sighting>>(new Map());

  const toggle = (sighting: Sighting) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(sighting.id)) next.delete(sighting.id);
      else next.set(sighting.id, sighting);
      return next;
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setSelected(new Map());
        setOpen(next);
      }}
    >
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {t('portfolio.items.add')}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('portfolio.picker.title')}</DialogTitle>
          <DialogDescription>
            {t('portfolio.picker.description', { title: collectionTitle })}
          </DialogDescription>
        </DialogHeader>
        {open && <PickerList userId={userId} chosenIds={chosenIds} selected={selected} onToggle={toggle} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={selected.size === 0}
            onClick={() => {
              onAdd([...selected.values()]);
              setOpen(false);
            }}
          >
            {t('portfolio.picker.addSelected', { count: selected.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PickerList({
  userId,
  chosenIds,
  selected,
  onToggle,
}: {
  userId: number;
  chosenIds: ReadonlySet<number>;
  selected: ReadonlyMap<number, Sighting>;
  onToggle: (sighting: Sighting) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const sightings = useMemberSightings(userId);

  if (sightings.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (sightings.isError) {
    return (
      <p role="alert" className="text-stone-700">
        {errorMessage(sightings.error, t('portfolio.picker.loadFailed'))}
      </p>
    );
  }
  if (sightings.items.length === 0) {
    return <p className="py-6 text-center text-stone-600">{t('portfolio.picker.empty')}</p>;
  }

  return (
    <div className="max-h-[50vh] overflow-y-auto">
      <ul className="grid gap-2">
        {sightings.items.map((sighting) => {
          const already = chosenIds.has(sighting.id);
          const inputId = `pick-${sighting.id}`;
          return (
            <li key={sighting.id}>
              <label
                htmlFor={inputId}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 p-2 hover:bg-stone-50 has-[:disabled]:cursor-default has-[:disabled]:opacity-60"
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={already || selected.has(sighting.id)}
                  disabled={already}
                  onChange={() => onToggle(sighting)}
                />
                <span className="size-14 shrink-0 overflow-hidden rounded-md bg-stone-100">
                  <SightingImage
                    sighting={sighting}
                    sizes="56px"
                    square={56}
                    alt=""
                    className="size-full object-cover"
                    fallbackClassName="size-full"
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate font-medium text-stone-900">
                    {sighting.speciesName}
                  </span>
                  <span className="block text-xs text-stone-600">
                    {already
                      ? t('portfolio.picker.alreadyAdded')
                      : formatDate(sighting.dateSpotted ?? sighting.createdAt, language)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <LoadMore
        hasNextPage={sightings.hasNextPage}
        isFetchingNextPage={sightings.isFetchingNextPage}
        fetchNextPage={sightings.fetchNextPage}
      />
    </div>
  );
}
