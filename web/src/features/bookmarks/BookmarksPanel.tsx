// The member's bookmarks: collections on the side ('Saved' first, with counts; the others can be renamed or
// deleted) and the chosen collection's sightings with their notes and a remove button.
import { type BookmarkCollection, DEFAULT_BOOKMARK_COLLECTION } from '@common/schemas/social';
import { BookmarkX, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { LoadMore } from '../profiles/LoadMore';
import { SightingCard } from '../sightings/SightingCard';
import { DeleteCollectionDialog, RenameCollectionDialog } from './CollectionDialogs';
import { useBookmarkCollections, useBookmarks, useRemoveBookmark } from './use-bookmarks';

type Editing = { kind: 'rename' | 'delete'; collection: BookmarkCollection } | null;

export function BookmarksPanel() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const collections = useBookmarkCollections();
  const [selected, setSelected] = useState(DEFAULT_BOOKMARK_COLLECTION);
  const [editing, setEditing] = useState<Editing>(null);

  const list = collections.data ?? [];
  // A collection renamed or deleted elsewhere falls back to 'Saved'.
  const current = list.some((c) => c.name === selected) ? selected : DEFAULT_BOOKMARK_COLLECTION;

  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('bookmarks.collections')}>
        <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t('bookmarks.collections')}
        </h3>
        {collections.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : collections.isError ? (
          <p role="alert" className="text-sm text-stone-700">
            {errorMessage(collections.error, t('bookmarks.loadFailed'))}
          </p>
        ) : (
          <ul className="grid gap-1">
            {list.map((collection) => {
              const isDefault = collection.name === DEFAULT_BOOKMARK_COLLECTION;
              const active = collection.name === current;
              return (
                <li key={collection.name} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => setSelected(collection.name)}
                    aria-current={active ? 'true' : undefined}
                    className={cn(
                      'flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-3 py-2 text-start text-sm',
                      active
                        ? 'bg-brand-100 font-semibold text-brand-900'
                        : 'text-stone-800 hover:bg-stone-100',
                    )}
                  >
                    <span dir="auto" className="truncate">
                      {collection.name}
                    </span>
                    <span className="shrink-0 text-xs text-stone-600" dir="ltr">
                      {formatNumber(collection.count, language)}
                    </span>
                  </button>
                  {!isDefault && (
                    <>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t('bookmarks.renameNamed', { name: collection.name })}
                        onClick={() => setEditing({ kind: 'rename', collection })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8 text-red-700"
                        aria-label={t('bookmarks.deleteNamed', { name: collection.name })}
                        onClick={() => setEditing({ kind: 'delete', collection })}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </nav>

      <section aria-label={t('bookmarks.inCollection', { name: current })}>
        <BookmarkGrid collection={current} />
      </section>

      {editing?.kind === 'rename' && (
        <RenameCollectionDialog
          name={editing.collection.name}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onRenamed={(name) => setSelected(name)}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteCollectionDialog
          name={editing.collection.name}
          count={editing.collection.count}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onDeleted={() => setSelected(DEFAULT_BOOKMARK_COLLECTION)}
        />
      )}
    </div>
  );
}

function BookmarkGrid({ collection }: { collection: string }) {
  const { t } = useTranslation();
  const bookmarks = useBookmarks(collection);
  const remove = useRemoveBookmark();

  if (bookmarks.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (bookmarks.isError) {
    return (
      <p role="alert" className="text-stone-700">
        {errorMessage(bookmarks.error, t('bookmarks.loadFailed'))}
      </p>
    );
  }
  if (bookmarks.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
        <p className="text-stone-700">{t('bookmarks.empty')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/explore">{t('bookmarks.explore')}</Link>
        </Button>
      </div>
    );
  }

  const onRemove = (id: number, species: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: t('bookmarks.removed', { species }), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: errorMessage(error, t('bookmarks.removeFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {bookmarks.items.map((bookmark) => (
          <li key={bookmark.id} className="grid gap-2">
            <SightingCard sighting={bookmark.sighting} />
            <div className="flex items-start justify-between gap-2 px-1">
              {bookmark.notes ? (
                <p className="min-w-0 text-sm text-stone-700">
                  <span className="font-medium">{t('bookmarks.notes')}</span> {bookmark.notes}
                </p>
              ) : (
                <span />
              )}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={remove.isPending && remove.variables === bookmark.id}
                onClick={() => onRemove(bookmark.id, bookmark.sighting.speciesName)}
                aria-label={t('bookmarks.removeNamed', { species: bookmark.sighting.speciesName })}
              >
                <BookmarkX aria-hidden />
                {t('bookmarks.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={bookmarks.hasNextPage}
        isFetchingNextPage={bookmarks.isFetchingNextPage}
        fetchNextPage={bookmarks.fetchNextPage}
      />
    </>
  );
}
