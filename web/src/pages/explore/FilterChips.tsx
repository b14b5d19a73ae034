// What the explore list is narrowed to, said in words: one chip per active filter, each with its own remove button,
// and Clear filters for all of them at once.
import type { ExploreFilters } from '@common/constants/explore';
import { countryName } from '@common/place-label';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useLocationPage } from '../../features/locations/use-locations';
import { formatLocale } from '../../lib/format';
import type { FilterChanges } from './PlaceFilters';

interface Chip {
  key: string;
  text: string;
  /** Member text (a search, a username, a place's name) is isolated from the layout's direction. */
  memberText?: boolean;
  remove: FilterChanges;
}

/** A day seen as the reader's language writes it (wall-clock days: formatted in UTC). */
function day(value: string, language: string): string {
  return new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

export function FilterChips({
  filters,
  update,
  onClear,
}: {
  filters: ExploreFilters;
  update: (changes: FilterChanges) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const area = useLocationPage(filters.location, language);
  const chips: Chip[] = [];
  if (filters.category)
    chips.push({
      key: 'category',
      text: t(`categories.names.${filters.category}`, { defaultValue: filters.category }),
      remove: { category: null },
    });
  if (filters.search)
    chips.push({
      key: 'search',
      text: t('explore.filters.searchChip', { search: filters.search }),
      memberText: true,
      remove: { search: null },
    });
  if (filters.quality)
    chips.push({ key: 'quality', text: t('identifications.researchOnly'), remove: { quality: null } });
  if (filters.location)
    chips.push({
      key: 'location',
      text: area.data?.slug === filters.location ? area.data.name : filters.location,
      memberText: true,
      remove: { location: null },
    });
  if (filters.country)
    chips.push({ key: 'country', text: countryName(filters.country, language), remove: { country: null } });
  if (filters.bbox) chips.push({ key: 'bbox', text: t('explore.filters.mapArea'), remove: { bbox: null } });
  if (filters.from || filters.to) {
    const from = filters.from ? day(filters.from, language) : null;
    const to = filters.to ? day(filters.to, language) : null;
    chips.push({
      key: 'dates',
      text:
        from && to
          ? t('explore.filters.dateRange', { from, to })
          : from
            ? t('explore.filters.dateFrom', { date: from })
            : t('explore.filters.dateTo', { date: to }),
      remove: { from: null, to: null },
    });
  }
  if (filters.user)
    chips.push({
      key: 'user',
      text: t('explore.filters.byMember', { user: filters.user }),
      memberText: true,
      remove: { user: null },
    });
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t('explore.filters.active')}>
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900"
          >
            <span dir={chip.memberText ? 'auto' : undefined}>{chip.text}</span>
            <button
              type="button"
              className="rounded-full p-1 hover:bg-brand-100"
              aria-label={t('explore.filters.remove', { filter: chip.text })}
              onClick={() => update(chip.remove)}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('explore.filters.clear')}
      </Button>
    </div>
  );
}
