// The curated sightings on /admin/curated-content: a page of 50, each with its photo, credit, original post and
// state (published, unpublished, held by the photo classifier), to edit, unpublish or publish again, or delete.
import type { CuratedSighting } from '@common/schemas/curated';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { SightingImage } from '../sightings/SightingImage';
import { CuratedSightingForm } from './CuratedSightingForm';
import { useCuratedList, useDeleteCurated, useUpdateCurated } from './use-curated-admin';

const PAGE_SIZE = 50;

function StateBadge({ sighting }: { sighting: CuratedSighting }) {
  const { t } = useTranslation();
  if (sighting.verificationStatus === 'pending_review' || sighting.verificationStatus === 'removed')
    return <Badge variant="outline">{t('curated.list.held')}</Badge>;
  return sighting.isPublic ? (
    <Badge>{t('curated.list.published')}</Badge>
  ) : (
    <Badge variant="outline">{t('curated.list.unpublished')}</Badge>
  );
}

export function CuratedSightingsAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useCuratedList(page);
  const update = useUpdateCurated();
  const remove = useDeleteCurated();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('curated.form.failed'),
      description: errorMessage(error, t('common.tryAgain')),
    });

  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(list.error, t('curated.list.loadFailed'))}
      </p>
    );
  const items = list.data.items;
  if (items.length === 0) return <p className="text-stone-600">{t('curated.list.empty')}</p>;

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {items.map((s) => (
          <li key={s.id} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3">
            <div className="flex flex-wrap items-start gap-3">
              <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-stone-200">
                <SightingImage
                  sighting={s}
                  square={80}
                  sizes="80px"
                  className="size-full object-cover"
                  fallbackClassName="size-full"
                />
              </div>
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/sighting/${s.id}`}
                    dir="auto"
                    className="font-semibold text-stone-900 hover:underline"
                  >
                    {s.speciesName}
                  </Link>
                  <StateBadge sighting={s} />
                </div>
                <p className="text-sm text-stone-700">
                  <span dir="auto">{s.originalPhotographerCredit}</span>
                  {s.instagramSourceUsername && <span dir="ltr"> · @{s.instagramSourceUsername}</span>}
                  <span> · {t(`curated.sources.${s.originalSource}`)}</span>
                </p>
                {s.instagramSourceUrl && (
                  <a
                    href={s.instagramSourceUrl}
                    target="_blank"
                    rel="noopener nofollow"
                    className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
                  >
                    {t('curated.list.original')}
                    <ExternalLink className="size-3" aria-hidden />
                    <span className="sr-only">{t('sightings.opensInNewTab')}</span>
                  </a>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(editing === s.id ? null : s.id)}
                >
                  {t('curated.list.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id: s.id, patch: { isPublic: !s.isPublic } },
                      {
                        onSuccess: () =>
                          toast({
                            title: s.isPublic
                              ? t('curated.list.unpublishedToast')
                              : t('curated.list.publishedToast'),
                          }),
                        onError: failed,
                      },
                    )
                  }
                >
                  {s.isPublic ? t('curated.list.unpublish') : t('curated.list.publish')}
                </Button>
                <ConfirmButton
                  size="sm"
                  variant="destructive"
                  confirmVariant="destructive"
                  question={t('curated.list.deleteQuestion', { species: s.speciesName })}
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(s.id, { onError: failed })}
                >
                  {t('curated.list.delete')}
                </ConfirmButton>
              </div>
            </div>
            {editing === s.id && (
              <div className="border-t border-stone-100 pt-3">
                <CuratedSightingForm editing={s} onDone={() => setEditing(null)} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('curated.list.pages')} className="flex items-center justify-center gap-3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('curated.list.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('curated.list.pageOf', { page, pages })}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('curated.list.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
