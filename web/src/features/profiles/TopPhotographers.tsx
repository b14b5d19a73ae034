// The members who recorded most of something (a species, a place), with their avatars and counts.
import type { TopPhotographer } from '@common/schemas/species-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { MemberAvatar } from './MemberAvatar';

export function TopPhotographers({ people, language }: { people: TopPhotographer[]; language: string }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-2">
      {people.map((p) => (
        <li key={p.id} className="flex items-center gap-3">
          <MemberAvatar username={p.username} imageUrl={p.profileImageUrl} size="sm" />
          <Link
            to={`/profile/${p.id}`}
            dir="auto"
            className="min-w-0 flex-1 truncate font-medium hover:underline"
          >
            {p.username}
          </Link>
          <span className="text-sm text-stone-600">
            {t('speciesPage.sightingsCount', { formatted: formatNumber(p.sightings, language) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
