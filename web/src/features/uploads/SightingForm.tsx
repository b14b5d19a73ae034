// The sighting form shared by /upload, /report-sighting and the cards of /bulk-sighting: species (with the
// community's names suggested as the member types), category (the spec's rule and message), description,
// place, coordinates, date and time seen, 'More details', visibility. Messages (the shared schema's, or the
// server's) appear under their fields.
import { CATEGORY_VALUES } from '@common/constants/categories';
import { DEFAULT_MEMBER_LICENSE } from '@common/constants/licenses';
import { ChevronDown } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { cn } from '../../lib/cn';
import { LicenseSelect } from '../identifications/LicenseSelect';
import { useOwnProfile } from '../profiles/use-profile';
import { GeoprivacyField } from '../sightings/GeoprivacyField';
import { SpeciesNameInput } from '../species/SpeciesNameInput';
import { fieldProps } from './field-a11y';
import { LocationPicker } from './LocationPicker';
import { SightingDetailsFields } from './SightingDetailsFields';
import {
  DETAIL_FIELDS,
  localDate,
  type SightingFieldErrors,
  type SightingFormValues,
} from './sighting-form-values';
import { uploadValidationTexts } from './validation-text';

export interface SightingFieldsProps {
  idPrefix: string;
  values: SightingFormValues;
  onChange: (patch: Partial<SightingFormValues>) => void;
  errors: SightingFieldErrors;
  disabled?: boolean;
  /** compact: the bulk cards' species, category, place, date, time, coordinates (map on request), visibility. */
  variant?: 'full' | 'compact';
  /** Shown above the date and place fields: the note that the photo's data filled them in. */
  prefillNote?: ReactNode;
}

export function SightingFields({
  idPrefix,
  values,
  onChange,
  errors,
  disabled,
  variant = 'full',
  prefillNote,
}: SightingFieldsProps) {
  const { t } = useTranslation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const messages = (field: string) => uploadValidationTexts(t, errors[field]);
  const full = variant === 'full';
  // A message on a hidden field would be invisible, so any detail error opens the section.
  const detailsHaveErrors = DETAIL_FIELDS.some((f) => errors[f]?.length);
  const showDetails = detailsOpen || detailsHaveErrors;

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-speciesName`}>
            {t('upload.fields.species')} <span aria-hidden>*</span>
          </Label>
          <SpeciesNameInput
            {...fieldProps(idPrefix, 'speciesName', errors, full ? `${idPrefix}-species-hint` : undefined)}
            value={values.speciesName}
            disabled={disabled}
            required
            maxLength={120}
            placeholder={t('upload.fields.speciesPlaceholder')}
            onChange={(speciesName, picked) =>
              // A picked species brings its catalogue id and its category along, but never overrides a category
              // the member already chose; typing again leaves the server to link the name it gets.
              onChange(
                picked?.category && !values.category
                  ? { speciesName, speciesId: picked.id, category: picked.category }
                  : { speciesName, speciesId: picked?.id ?? null },
              )
            }
          />
          {full && (
            <p id={`${idPrefix}-species-hint`} className="text-xs text-stone-500">
              {t('upload.fields.speciesHint')}
            </p>
          )}
          <FieldError id={`${idPrefix}-speciesName-error`} messages={messages('speciesName')} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-category`}>
            {t('upload.fields.category')} <span aria-hidden>*</span>
          </Label>
          <NativeSelect
            {...fieldProps(idPrefix, 'category', errors)}
            value={values.category}
            disabled={disabled}
            required
            onChange={(e) => onChange({ category: e.target.value })}
          >
            <option value="">{t('upload.fields.categoryPlaceholder')}</option>
            {CATEGORY_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.names.${value}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${idPrefix}-category-error`} messages={messages('category')} />
        </div>
      </div>

      {full && (
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-description`}>{t('upload.fields.description')}</Label>
          <textarea
            {...fieldProps(idPrefix, 'description', errors)}
            value={values.description}
            disabled={disabled}
            maxLength={2000}
            rows={4}
            placeholder={t('upload.fields.descriptionPlaceholder')}
            onChange={(e) => onChange({ description: e.target.value })}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-400 disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm"
          />
          <FieldError id={`${idPrefix}-description-error`} messages={messages('description')} />
        </div>
      )}

      {prefillNote}

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-dateSpotted`}>{t('upload.fields.dateSpotted')}</Label>
          <Input
            {...fieldProps(idPrefix, 'dateSpotted', errors)}
            type="date"
            max={localDate()}
            min="1900-01-01"
            value={values.dateSpotted}
            disabled={disabled}
            onChange={(e) => onChange({ dateSpotted: e.target.value })}
          />
          <FieldError id={`${idPrefix}-dateSpotted-error`} messages={messages('dateSpotted')} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${idPrefix}-timeSpotted`}>{t('upload.fields.timeSpotted')}</Label>
          <Input
            {...fieldProps(idPrefix, 'timeSpotted', errors)}
            type="time"
            value={values.timeSpotted}
            disabled={disabled}
            onChange={(e) => onChange({ timeSpotted: e.target.value })}
          />
          <FieldError id={`${idPrefix}-timeSpotted-error`} messages={messages('timeSpotted')} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-location`}>{t('upload.fields.location')}</Label>
        <Input
          {...fieldProps(idPrefix, 'location', errors)}
          value={values.location}
          disabled={disabled}
          maxLength={200}
          autoComplete="off"
          placeholder={t('upload.fields.locationPlaceholder')}
          onChange={(e) => onChange({ location: e.target.value })}
        />
        <FieldError id={`${idPrefix}-location-error`} messages={messages('location')} />
      </div>

      <LocationPicker
        idPrefix={idPrefix}
        value={{ latitude: values.latitude, longitude: values.longitude }}
        onChange={(next) => onChange(next)}
        errors={{ latitude: errors.latitude, longitude: errors.longitude }}
        disabled={disabled}
        defaultShowMap={full}
      />

      {full && (
        <div className="rounded-lg border border-stone-200">
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 px-4 py-3 text-start text-sm font-medium text-stone-900"
            aria-expanded={showDetails}
            aria-controls={`${idPrefix}-details`}
            onClick={() => setDetailsOpen(!showDetails)}
          >
            {t('upload.details.toggle')}
            <ChevronDown
              className={cn('size-4 transition-transform', showDetails && 'rotate-180')}
              aria-hidden
            />
          </button>
          {showDetails && (
            <div id={`${idPrefix}-details`} className="border-t border-stone-200 p-4">
              <SightingDetailsFields
                idPrefix={idPrefix}
                values={values}
                onChange={onChange}
                errors={errors}
                disabled={disabled}
              />
            </div>
          )}
        </div>
      )}

      {/* Every card of the bulk screen has its own visibility too; there the hints would repeat on each. */}
      <fieldset className={cn('gap-2', full ? 'grid' : 'flex flex-wrap gap-x-6')} disabled={disabled}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('upload.visibility.legend')}</legend>
        {([true, false] as const).map((isPublic) => (
          <label key={String(isPublic)} className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={`${idPrefix}-isPublic`}
              className="mt-0.5 size-4 accent-brand-700"
              checked={values.isPublic === isPublic}
              onChange={() => onChange({ isPublic })}
            />
            <span>
              <span className="font-medium">
                {isPublic ? t('upload.visibility.public') : t('upload.visibility.private')}
              </span>
              {full && (
                <span className="block text-stone-600">
                  {isPublic ? t('upload.visibility.publicHint') : t('upload.visibility.privateHint')}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {full && (
        <GeoprivacyField
          name={`${idPrefix}-geoprivacy`}
          value={values.geoprivacy}
          onChange={(geoprivacy) => onChange({ geoprivacy })}
          disabled={disabled}
        />
      )}
      {full && (
        <MediaLicenseField idPrefix={idPrefix} values={values} onChange={onChange} disabled={disabled} />
      )}
    </div>
  );
}

/** The media licence, preselected from the member's profile default until chosen here. */
function MediaLicenseField({
  idPrefix,
  values,
  onChange,
  disabled,
}: {
  idPrefix: string;
  values: SightingFormValues;
  onChange: (changes: Partial<SightingFormValues>) => void;
  disabled?: boolean | undefined;
}) {
  const own = useOwnProfile();
  return (
    <LicenseSelect
      id={`${idPrefix}-license`}
      value={values.license ?? own.data?.defaultMediaLicense ?? DEFAULT_MEMBER_LICENSE}
      onChange={(license) => onChange({ license })}
      disabled={disabled}
    />
  );
}

export function SightingForm({
  children,
  onSubmit,
  pending,
  canSubmit,
  submitHint,
  failedSubmits,
  ...fields
}: Omit<SightingFieldsProps, 'variant' | 'disabled'> & {
  /** Shown above the fields (the media area). */
  children?: ReactNode;
  onSubmit: () => void;
  pending: boolean;
  canSubmit: boolean;
  /** Why the button is disabled, when it is. */
  submitHint?: string | null;
  /** Counts refused submits, so the first field with a message gets the focus after each. */
  failedSubmits: number;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      {children}
      <SightingFields {...fields} disabled={pending} variant="full" />
      <div className="grid gap-2 border-t border-stone-200 pt-5 sm:flex sm:items-center sm:justify-between">
        <p id={`${fields.idPrefix}-submit-hint`} className="text-sm text-stone-600" aria-live="polite">
          {submitHint}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!canSubmit || pending}
          aria-describedby={submitHint ? `${fields.idPrefix}-submit-hint` : undefined}
        >
          {pending ? t('upload.submit.publishing') : t('upload.submit.publish')}
        </Button>
      </div>
    </form>
  );
}
