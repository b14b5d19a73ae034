// The member's geoprivacy choice, with what each one means: on the upload form and on their sighting's page.
import { GEOPRIVACY_LEVELS, type Geoprivacy } from '@common/constants/geoprivacy';
import { useTranslation } from 'react-i18next';

export function GeoprivacyField({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: Geoprivacy;
  onChange: (value: Geoprivacy) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('geoprivacy.legend')}</legend>
      {GEOPRIVACY_LEVELS.map((level) => (
        <label key={level} className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="radio"
            name={name}
            className="mt-0.5 size-4 accent-brand-700"
            checked={value === level}
            onChange={() => onChange(level)}
          />
          <span>
            <span className="font-medium">{t(`geoprivacy.${level}`)}</span>
            <span className="block text-stone-600">{t(`geoprivacy.${level}Hint`)}</span>
          </span>
        </label>
      ))}
      <p className="text-xs text-stone-600">{t('geoprivacy.automatic')}</p>
    </fieldset>
  );
}
