// The experts' queue on /community: open identification requests on public sightings, high priority first,
// then the oldest, each linking to its sighting's Identifications panel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { CategoryChips } from '../categories/CategoryChips';
import { useOpenRequests } from './use-identifications';

export function OpenRequestsPanel() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | null>(null);
  const query = useOpenRequests(category ?? undefined);
  return (
    <section
      id="identification-requests"
      aria-labelledby="identification-requests-heading"
      className="grid gap-3"
    >
      <h2 id="identification-requests-heading" className="text-xl font-semibold">
        {t('identifications.queue.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('identifications.queue.intro')}</p>
      <CategoryChips
        selected={category}
        onSelect={(c) => setCategory(c)}
        label={t('identifications.queue.categoryLabel')}
        allLabel={t('identifications.queue.allCategories')}
      />
      {query.isSuccess && query.items.length === 0 && (
        <p className="text-sm text-stone-600">{t('identifications.queue.empty')}</p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {query.items.map((r) => (
          <li key={r.id} className="flex gap-3 rounded-lg border border-stone-200 bg-white p-2">
            {r.sighting.photoUrl && (
              <img src={r.sighting.photoUrl} alt="" loading="lazy" className="size-16 rounded object-cover" />
            )}
            <div className="min-w-0 text-sm">
              <Link
                to={`/sighting/${r.sighting.id}`}
                dir="auto"
                className="font-semibold text-stone-900 hover:underline"
              >
                {r.sighting.speciesName}
              </Link>
              <div className="mt-1 flex flex-wrap gap-1">
                {r.priority === 'high' && (
                  <Badge variant="accent">{t('identifications.request.highPriority')}</Badge>
                )}
                <Badge variant="outline">{t(`identifications.request.status.${r.status}`)}</Badge>
              </div>
              {r.note && (
                <p dir="auto" className="mt-1 line-clamp-2 text-stone-700">
                  {r.note}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('identifications.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
