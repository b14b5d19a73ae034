// The fields of a curated sighting (species, category, description, place, and the original post's address,
// author, credit and source), each with its label and its messages; used by the single form, the bulk upload's
// values for all, and each bulk file. `fields` picks which are shown.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { ORIGINAL_SOURCES, type OriginalSource } from '@common/schemas/curated';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { SpeciesNameInput } from '../species/SpeciesNameInput';
import type { CuratedFieldErrors, CuratedFormValues } from './curated-form-values';
import { curatedValidationTexts } from './validation-text';

export type CuratedFieldName = Exclude<keyof CuratedFormValues, 'speciesId'>;

export const ALL_CURATED_FIELDS: readonly CuratedFieldName[] = [
  'speciesName',
  'category',
  'description',
  'location',
  'instagramSourceUrl',
  'instagramSourceUsername',
  'originalPhotographerCredit',
  'originalSource',
];

export function CuratedFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled = false,
  fields = ALL_CURATED_FIELDS,
}: {
  idPrefix: string;
  values: CuratedFormValues;
  errors: CuratedFieldErrors;
  onChange: (change: Partial<CuratedFormValues>) => void;
  disabled?: boolean;
  fields?: readonly CuratedFieldName[];
}) {
  const { t } = useTranslation();
  const id = (field: string) => `${idPrefix}-${field}`;
  const a11y = (field: CuratedFieldName) => {
    const invalid = Boolean(errors[field]?.length);
    return {
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id(field)}-error` : undefined,
    };
  };
  const field = (name: CuratedFieldName, label: string, control: ReactNode, wide = false) =>
    fields.includes(name) ? (
      <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
        <Label htmlFor={id(name)}>{label}</Label>
        {control}
        <FieldError id={`${id(name)}-error`} messages={curatedValidationTexts(t, errors[name])} />
      </div>
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field(
        'speciesName',
        t('curated.fields.species'),
        <SpeciesNameInput
          id={id('speciesName')}
          value={values.speciesName}
          disabled={disabled}
          onChange={(name, picked) =>
            onChange({
              speciesName: name,
              speciesId: picked?.id ?? null,
              ...(picked?.category ? { category: picked.category } : {}),
            })
          }
          {...a11y('speciesName')}
        />,
      )}
      {field(
        'category',
        t('curated.fields.category'),
        <NativeSelect
          id={id('category')}
          value={values.category}
          disabled={disabled}
          onChange={(e) => onChange({ category: e.target.value })}
          {...a11y('category')}
        >
          {CATEGORY_VALUES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.names.${c}`)}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'description',
        t('curated.fields.description'),
        <textarea
          id={id('description')}
          rows={3}
          dir="auto"
          value={values.description}
          disabled={disabled}
          maxLength={2000}
          onChange={(e) => onChange({ description: e.target.value })}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
          {...a11y('description')}
        />,
        true,
      )}
      {field(
        'location',
        t('curated.fields.location'),
        <Input
          id={id('location')}
          dir="auto"
          value={values.location}
          disabled={disabled}
          maxLength={200}
          onChange={(e) => onChange({ location: e.target.value })}
          {...a11y('location')}
        />,
        true,
      )}
      {field(
        'instagramSourceUrl',
        t('curated.fields.sourceUrl'),
        <Input
          id={id('instagramSourceUrl')}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://www.instagram.com/p/…"
          value={values.instagramSourceUrl}
          disabled={disabled}
          onChange={(e) => onChange({ instagramSourceUrl: e.target.value })}
          {...a11y('instagramSourceUrl')}
        />,
        true,
      )}
      {field(
        'instagramSourceUsername',
        t('curated.fields.username'),
        <Input
          id={id('instagramSourceUsername')}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@"
          value={values.instagramSourceUsername}
          disabled={disabled}
          onChange={(e) => onChange({ instagramSourceUsername: e.target.value })}
          {...a11y('instagramSourceUsername')}
        />,
      )}
      {field(
        'originalPhotographerCredit',
        t('curated.fields.credit'),
        <Input
          id={id('originalPhotographerCredit')}
          dir="auto"
          value={values.originalPhotographerCredit}
          disabled={disabled}
          onChange={(e) => onChange({ originalPhotographerCredit: e.target.value })}
          {...a11y('originalPhotographerCredit')}
        />,
      )}
      {field(
        'originalSource',
        t('curated.fields.source'),
        <NativeSelect
          id={id('originalSource')}
          value={values.originalSource}
          disabled={disabled}
          onChange={(e) => onChange({ originalSource: e.target.value as OriginalSource })}
          {...a11y('originalSource')}
        >
          {ORIGINAL_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`curated.sources.${source}`)}
            </option>
          ))}
        </NativeSelect>,
      )}
    </div>
  );
}
