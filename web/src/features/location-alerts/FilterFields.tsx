// What the alert is about: categories (with the site's category names), species, rarity levels and, on the
// enhanced page, the sighting's time of day and weather, the months the alert works in, and "only members I
// follow". An empty choice means "any" everywhere, which each hint says.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { RARITY_LEVELS, TIMES_OF_DAY, WEATHER_CONDITIONS } from '@common/schemas/sightings';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../pages/species/MonthChart';
import { useCurrentLanguage } from '../language/current-language';
import { CheckboxGroup, FormSection, SwitchRow } from './form-parts';
import type { SectionProps } from './PlaceFields';
import { SpeciesPicker } from './SpeciesPicker';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function FilterFields({
  idPrefix,
  values,
  onChange,
  messages,
  enhanced,
}: SectionProps & { enhanced: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const months = monthNames(language, 'long');
  return (
    <FormSection legend={t('locationAlerts.filters.legend')}>
      <CheckboxGroup
        legend={t('locationAlerts.filters.categories')}
        hint={t('locationAlerts.filters.anyWhenEmpty')}
        options={CATEGORY_VALUES}
        chosen={values.categories}
        labelOf={(c) => t(`categories.names.${c}`)}
        onChange={(categories) => onChange({ categories })}
        messages={messages('categories')}
      />
      <SpeciesPicker
        id={`${idPrefix}-species`}
        species={values.specificSpecies}
        onChange={(specificSpecies) => onChange({ specificSpecies })}
        messages={messages('specificSpecies')}
      />
      <CheckboxGroup
        legend={t('locationAlerts.filters.rarity')}
        hint={t('locationAlerts.filters.anyWhenEmpty')}
        options={RARITY_LEVELS}
        chosen={values.rarityLevels}
        labelOf={(r) => t(`upload.options.rarity.${r}`)}
        onChange={(rarityLevels) => onChange({ rarityLevels })}
        messages={messages('rarityLevels')}
      />
      {enhanced && (
        <>
          <CheckboxGroup
            legend={t('locationAlerts.filters.timeOfDay')}
            hint={t('locationAlerts.filters.timeOfDayHint')}
            options={TIMES_OF_DAY}
            chosen={values.timeOfDay}
            labelOf={(v) => t(`upload.options.timeOfDay.${v}`)}
            onChange={(timeOfDay) => onChange({ timeOfDay })}
            messages={messages('timeOfDay')}
          />
          <CheckboxGroup
            legend={t('locationAlerts.filters.weather')}
            hint={t('locationAlerts.filters.weatherHint')}
            options={WEATHER_CONDITIONS}
            chosen={values.weatherConditions}
            labelOf={(v) => t(`upload.options.weather.${v}`)}
            onChange={(weatherConditions) => onChange({ weatherConditions })}
            messages={messages('weatherConditions')}
          />
          <CheckboxGroup
            legend={t('locationAlerts.filters.seasonality')}
            hint={t('locationAlerts.filters.seasonalityHint')}
            options={MONTHS}
            chosen={values.seasonality}
            labelOf={(m) => months[m - 1] ?? String(m)}
            onChange={(seasonality) => onChange({ seasonality })}
            messages={messages('seasonality')}
          />
          <SwitchRow
            id={`${idPrefix}-photographerFollowing`}
            label={t('locationAlerts.filters.photographerFollowing')}
            explanation={t('locationAlerts.filters.photographerFollowingHint')}
            checked={values.photographerFollowing}
            onChange={(photographerFollowing) => onChange({ photographerFollowing })}
          />
        </>
      )}
    </FormSection>
  );
}
