// The explore page's place, date and member filters: a location page, a country, the days seen and a member, each
// written to the address as it is chosen; "in this map area" comes from the map page's 'List these sightings'.
import type { ExploreFilters } from '@common/constants/explore';
import { Map as MapIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { useCurrentLanguage } from '../../features/language/current-language';
import { countryOptions } from './countries';
import { LocationPicker } from './LocationPicker';

export type FilterChanges = Partial<Record<keyof ExploreFilters, string | null>>;

const USERNAME = /^[A-Za-z0-9_-]{1,50}$/;

export function PlaceFilters({
  filters,
  update,
}: {
  filters: ExploreFilters;
  update: (changes: FilterChanges) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('explore.filters.heading')}</legend>
      <LocationPicker onPick={(location) => update({ location })} />
      <div className="grid content-start gap-1">
        <Label htmlFor={`${id}-country`}>{t('explore.filters.country')}</Label>
        <NativeSelect
          id={`${id}-country`}
          value={filters.country ?? ''}
          onChange={(e) => update({ country: e.target.value || null })}
        >
          <option value="">{t('explore.filters.anyCountry')}</option>
          {countryOptions(language).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-1">
        <span className="text-sm font-medium">{t('explore.filters.dates')}</span>
        {/* Side by side where they fit; a 360 px phone stacks them (a date field does not shrink below ~160 px). */}
        <div className="flex flex-wrap gap-2">
          <Input
            type="date"
            aria-label={t('explore.filters.from')}
            className="min-w-0 flex-1 basis-36"
            value={filters.from ?? ''}
            min="1800-01-01"
            max={filters.to ?? '2199-12-31'}
            onChange={(e) => update({ from: e.target.value || null })}
          />
          <Input
            type="date"
            aria-label={t('explore.filters.to')}
            className="min-w-0 flex-1 basis-36"
            value={filters.to ?? ''}
            min={filters.from ?? '1800-01-01'}
            max="2199-12-31"
            onChange={(e) => update({ to: e.target.value || null })}
          />
        </div>
      </div>
      <MemberField value={filters.user} onApply={(user) => update({ user })} />
      <p className="text-sm text-stone-700 sm:col-span-2 lg:col-span-4">
        <Link to="/map" className="inline-flex items-center gap-1.5 text-brand-700 underline">
          <MapIcon className="size-4" aria-hidden />
          {t('explore.filters.pickOnMap')}
        </Link>
      </p>
    </fieldset>
  );
}

/** A member by username, applied on Enter or when the field is left (not at every letter: most prefixes are no one). */
function MemberField({ value, onApply }: { value: string | null; onApply: (user: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // A change from outside (a removed chip, Clear filters, Back) refills the field.
  if (value !== seen) {
    setSeen(value);
    setText(value ?? '');
  }
  const apply = () => {
    const wanted = text.trim().replace(/^@/, '');
    if (wanted === (value ?? '')) return;
    if (wanted === '' || USERNAME.test(wanted)) onApply(wanted || null);
  };
  return (
    <form
      className="grid content-start gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Label htmlFor={`${id}-user`}>{t('explore.filters.member')}</Label>
      <Input
        id={`${id}-user`}
        value={text}
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('explore.filters.memberPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
      />
    </form>
  );
}
