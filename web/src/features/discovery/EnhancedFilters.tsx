// The premium filters of /enhanced-discovery: a date range, rarity levels, times of day, weather, a category and
// "only species I have not recorded yet". Each change goes into the address, which is the request.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from '@common/schemas/sightings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { type DiscoveryKey, FILTER_KEYS, listParam, toggled } from './discovery-params';
import type { AddressChange } from './use-discovery';

function CheckboxGroup({
  legend,
  name,
  values,
  params,
  onChange,
}: {
  legend: string;
  name: DiscoveryKey;
  values: readonly string[];
  params: URLSearchParams;
  onChange: (change: AddressChange) => void;
}) {
  const { t } = useTranslation();
  const chosen = listParam(params, name);
  return (
    <fieldset className="grid content-start gap-1.5">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={chosen.includes(value)}
            onChange={() => onChange({ [name]: toggled(chosen, value, values) })}
          />
          {t(`sightingPage.values.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function EnhancedFilters({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange: (change: AddressChange) => void;
}) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), category: useId(), mine: useId() };
  const anySet = FILTER_KEYS.some((k) => params.get(k));
  return (
    <form
      aria-label={t('discovery.filters.title')}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900">{t('discovery.filters.title')}</h2>
        {anySet && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}
          >
            {t('discovery.filters.clear')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.from}>{t('discovery.filters.from')}</Label>
          <Input
            id={ids.from}
            type="date"
            value={params.get('from') ?? ''}
            max={params.get('to') ?? undefined}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.to}>{t('discovery.filters.to')}</Label>
          <Input
            id={ids.to}
            type="date"
            value={params.get('to') ?? ''}
            min={params.get('from') ?? undefined}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.category}>{t('discovery.filters.category')}</Label>
          <NativeSelect
            id={ids.category}
            value={params.get('category') ?? ''}
            onChange={(e) => onChange({ category: e.target.value || undefined })}
          >
            <option value="">{t('discovery.filters.anyCategory')}</option>
            {CATEGORY_VALUES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.names.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label htmlFor={ids.mine} className="flex items-center gap-2 self-end pb-2 text-sm text-stone-800">
          <input
            id={ids.mine}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={params.get('notRecordedByMe') === 'true'}
            onChange={(e) => onChange({ notRecordedByMe: e.target.checked ? 'true' : undefined })}
          />
          {t('discovery.filters.notRecordedByMe')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <CheckboxGroup
          legend={t('discovery.filters.rarity')}
          name="rarity"
          values={RARITY_LEVELS}
          params={params}
          onChange={onChange}
        />
        <CheckboxGroup
          legend={t('discovery.filters.timeOfDay')}
          name="timeOfDay"
          values={TIMES_OF_DAY}
          params={params}
          onChange={onChange}
        />
        <CheckboxGroup
          legend={t('discovery.filters.weather')}
          name="weather"
          values={WEATHER_CONDITIONS}
          params={params}
          onChange={onChange}
        />
      </div>
    </form>
  );
}
