// A member's life list on their profile: every catalogue species they recorded, with a photo, the number of
// sightings and the first and last day seen, last seen first.

import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useExpertise, useLifeList } from './use-identifications';

export function LifeList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const list = useLifeList(userId);
  const expertise = useExpertise(userId);
  const marks = expertise.data?.filter((e) => e.expert) ?? [];
  if (!list.isSuccess) return null;
  return (
    <section aria-labelledby="life-list-heading" className="grid gap-3" data-testid="life-list">
      <h2 id="life-list-heading" className="text-xl font-semibold">
        {t('identifications.lifeList.title', { n: formatNumber(list.total, language) })}
      </h2>
      {marks.length > 0 && (
        <div className="flex flex-wrap gap-1" data-testid="expert-marks">
          {marks.map((m) => (
            <Badge key={m.category} variant="accent">
              <Award aria-hidden />
              {t('identifications.expertIn', {
                category: t(`categories.names.${m.category}`, { defaultValue: m.category }),
              })}
            </Badge>
          ))}
        </div>
      )}
      {list.items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('identifications.lifeList.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.items.map((entry) => (
            <li
              key={entry.species.id}
              className="overflow-hidden rounded-lg border border-stone-200 bg-white"
            >
              <Link to={`/sighting/${entry.sightingId}`} className="block">
                {entry.photoUrl ? (
                  <img
                    src={entry.photoUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <div className="aspect-square w-full bg-stone-100" />
                )}
              </Link>
              <div className="p-2 text-sm">
                <Link
                  to={`/species/${entry.species.slug}`}
                  className="font-semibold text-stone-900 hover:underline"
                >
                  {entry.species.commonName ?? entry.species.scientificName}
                </Link>
                <p className="text-xs italic text-stone-600">{entry.species.scientificName}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {t('identifications.lifeList.seen', {
                    n: formatNumber(entry.sightings, language),
                    first: formatDate(entry.firstSeen, language),
                    last: formatDate(entry.lastSeen, language),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('identifications.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
