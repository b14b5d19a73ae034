// The optional details of a sighting from the sightings table (weather, behaviour, counts, time of day,
// season, viewing conditions, temperature, nesting, migration, rarity, confidence), under 'More details'.
import {
  CONFIDENCE_LEVELS,
  RARITY_LEVELS,
  SEASONS,
  TIMES_OF_DAY,
  VISIBILITY_LEVELS,
  WEATHER_CONDITIONS,
} from '@common/schemas/sightings';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { fieldProps } from './field-a11y';
import type { SightingFieldErrors, SightingFormValues } from './sighting-form-values';
import { uploadValidationTexts } from './validation-text';

type TextField =
  | 'weatherConditions'
  | 'timeOfDay'
  | 'season'
  | 'visibility'
  | 'rarityLevel'
  | 'confidence'
  | 'wildlifeActivity'
  | 'groupSize'
  | 'adultCount'
  | 'juvenileCount'
  | 'temperature';

const CHOICES: { field: TextField; options: readonly string[]; group: string }[] = [
  { field: 'weatherConditions', options: WEATHER_CONDITIONS, group: 'weather' },
  { field: 'timeOfDay', options: TIMES_OF_DAY, group: 'timeOfDay' },
  { field: 'season', options: SEASONS, group: 'season' },
  { field: 'visibility', options: VISIBILITY_LEVELS, group: 'visibility' },
  { field: 'rarityLevel', options: RARITY_LEVELS, group: 'rarity' },
  { field: 'confidence', options: CONFIDENCE_LEVELS, group: 'confidence' },
];

const COUNTS: TextField[] = ['groupSize', 'adultCount', 'juvenileCount'];

export function SightingDetailsFields({
  idPrefix,
  values,
  onChange,
  errors,
  disabled,
}: {
  idPrefix: string;
  values: SightingFormValues;
  onChange: (patch: Partial<SightingFormValues>) => void;
  errors: SightingFieldErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const messages = (field: string) => uploadValidationTexts(t, errors[field]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CHOICES.map(({ field, options, group }) => (
        <div key={field} className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-${field}`}>{t(`upload.details.${field}`)}</Label>
          <NativeSelect
            {...fieldProps(idPrefix, field, errors)}
            value={values[field]}
            disabled={disabled}
            onChange={(e) => onChange({ [field]: e.target.value })}
          >
            {field !== 'confidence' && <option value="">{t('upload.details.notRecorded')}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {t(`upload.options.${group}.${option}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${idPrefix}-${field}-error`} messages={messages(field)} />
        </div>
      ))}

      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${idPrefix}-wildlifeActivity`}>{t('upload.details.wildlifeActivity')}</Label>
        <Input
          {...fieldProps(idPrefix, 'wildlifeActivity', errors)}
          value={values.wildlifeActivity}
          disabled={disabled}
          maxLength={200}
          placeholder={t('upload.details.wildlifeActivityPlaceholder')}
          onChange={(e) => onChange({ wildlifeActivity: e.target.value })}
        />
        <FieldError id={`${idPrefix}-wildlifeActivity-error`} messages={messages('wildlifeActivity')} />
      </div>

      {COUNTS.map((field) => (
        <div key={field} className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-${field}`}>{t(`upload.details.${field}`)}</Label>
          <Input
            {...fieldProps(idPrefix, field, errors)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values[field]}
            disabled={disabled}
            onChange={(e) => onChange({ [field]: e.target.value })}
          />
          <FieldError id={`${idPrefix}-${field}-error`} messages={messages(field)} />
        </div>
      ))}

      <div className="grid content-start gap-2">
        <Label htmlFor={`${idPrefix}-temperature`}>{t('upload.details.temperature')}</Label>
        <Input
          {...fieldProps(idPrefix, 'temperature', errors)}
          type="number"
          inputMode="decimal"
          step={0.1}
          min={-90}
          max={60}
          value={values.temperature}
          disabled={disabled}
          onChange={(e) => onChange({ temperature: e.target.value })}
        />
        <FieldError id={`${idPrefix}-temperature-error`} messages={messages('temperature')} />
      </div>

      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        {(['nestingBehavior', 'migrationRelated'] as const).map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              id={`${idPrefix}-${field}`}
              name={field}
              className="size-4 accent-brand-700"
              checked={values[field]}
              disabled={disabled}
              onChange={(e) => onChange({ [field]: e.target.checked })}
            />
            {t(`upload.details.${field}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
