// The enhanced page's alert type: a standing radius around a place, or a trip (the dates it runs, the kind of
// trip and where the member stays), which only alerts between its start and end days.
import { LOCATION_ALERT_TYPES, TRIP_TYPES } from '@common/schemas/location-alerts';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { describedField, FormSection, Messages } from './form-parts';
import type { AlertFormValues } from './form-values';
import type { SectionProps } from './PlaceFields';

export function TripFields({ idPrefix, values, onChange, messages }: SectionProps) {
  const { t } = useTranslation();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <FormSection legend={t('locationAlerts.trip.legend')}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('locationAlerts.trip.alertType')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {LOCATION_ALERT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={id('alertType')}
                value={type}
                className="mt-0.5 size-4 accent-brand-700"
                checked={values.alertType === type}
                onChange={() => onChange({ alertType: type })}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`locationAlerts.trip.types.${type}`)}</span>
                <span className="text-xs text-stone-600">{t(`locationAlerts.trip.typeHints.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {values.alertType === 'trip' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['startDate', 'endDate'] as const).map((field) => (
            <div key={field} className="grid content-start gap-1.5">
              <Label htmlFor={id(field)}>{t(`locationAlerts.trip.${field}`)}</Label>
              <Input
                {...describedField(id(field), messages(field))}
                type="date"
                dir="ltr"
                value={values[field]}
                max={field === 'startDate' && values.endDate ? values.endDate : undefined}
                min={field === 'endDate' && values.startDate ? values.startDate : undefined}
                onChange={(e) => onChange({ [field]: e.target.value })}
              />
              <Messages id={id(field)} messages={messages(field)} />
            </div>
          ))}
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id('tripType')}>{t('locationAlerts.trip.tripType')}</Label>
            <NativeSelect
              id={id('tripType')}
              value={values.tripType}
              onChange={(e) => onChange({ tripType: e.target.value as AlertFormValues['tripType'] })}
            >
              <option value="">{t('locationAlerts.trip.noTripType')}</option>
              {TRIP_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`locationAlerts.tripTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={id('accommodationLocation')}>{t('locationAlerts.trip.accommodation')}</Label>
            <Input
              {...describedField(id('accommodationLocation'), messages('accommodationLocation'))}
              maxLength={200}
              dir="auto"
              placeholder={t('locationAlerts.trip.accommodationPlaceholder')}
              value={values.accommodationLocation}
              onChange={(e) => onChange({ accommodationLocation: e.target.value })}
            />
            <Messages id={id('accommodationLocation')} messages={messages('accommodationLocation')} />
          </div>
        </div>
      )}
    </FormSection>
  );
}
