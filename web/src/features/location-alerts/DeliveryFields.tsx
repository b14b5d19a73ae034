// When and how the member is told: active and quiet hours in their time zone, how sure a match must be, how many
// a day, the channels (e-mail, real-time push, the in-app list), the daily digest and weekly report, and on the
// enhanced page smart filtering, the priority and whether extremely rare sightings break through quiet hours.
import { LOCATION_ALERT_MAX_PER_DAY_LIMIT, PRIORITY_LEVELS } from '@common/schemas/location-alerts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NumberField } from '../../components/ui/NumberField';
import { NativeSelect } from '../../components/ui/Select';
import { describedField, FormSection, Messages, SwitchRow } from './form-parts';
import { type AlertFormValues, browserTimeZone } from './form-values';
import type { SectionProps } from './PlaceFields';

type HoursKey = 'active' | 'quiet';

function HoursPair({ idPrefix, which, values, onChange, messages }: SectionProps & { which: HoursKey }) {
  const { t } = useTranslation();
  const field = which === 'active' ? 'activeHours' : 'quietHours';
  const startKey = `${which}Start` as const satisfies keyof AlertFormValues;
  const endKey = `${which}End` as const satisfies keyof AlertFormValues;
  const id = `${idPrefix}-${field}`;
  const errors = messages(field);
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t(`locationAlerts.delivery.${field}`)}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t(`locationAlerts.delivery.${field}Hint`)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {([startKey, endKey] as const).map((key) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`${id}-${key}`}>
              {t(key === startKey ? 'locationAlerts.delivery.from' : 'locationAlerts.delivery.to')}
            </Label>
            <Input
              id={`${id}-${key}`}
              aria-invalid={Boolean(errors?.length)}
              aria-describedby={errors?.length ? `${id}-error` : undefined}
              type="time"
              dir="ltr"
              className="w-32"
              value={values[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          </div>
        ))}
        {(values[startKey] || values[endKey]) && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ [startKey]: '', [endKey]: '' })}
          >
            {t('locationAlerts.delivery.clearHours')}
          </Button>
        )}
      </div>
      <Messages id={id} messages={errors} />
    </fieldset>
  );
}

export function DeliveryFields(props: SectionProps & { enhanced: boolean }) {
  const { idPrefix, values, onChange, messages, enhanced } = props;
  const { t } = useTranslation();
  const id = (field: string) => `${idPrefix}-${field}`;
  const mine = browserTimeZone();
  return (
    <FormSection legend={t('locationAlerts.delivery.legend')}>
      <div className="grid gap-4 md:grid-cols-2">
        <HoursPair {...props} which="active" />
        <HoursPair {...props} which="quiet" />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span>
          {t('locationAlerts.delivery.timeZone')}{' '}
          <bdi className="font-medium text-stone-900">{values.timeZone}</bdi>
        </span>
        {values.timeZone !== mine && (
          <Button type="button" variant="link" size="sm" onClick={() => onChange({ timeZone: mine })}>
            {t('locationAlerts.delivery.useMyTimeZone', { zone: mine })}
          </Button>
        )}
      </div>
      <Messages id={id('timeZone')} messages={messages('timeZone')} />

      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id('confidenceThreshold')}>{t('locationAlerts.delivery.confidence')}</Label>
          <div className="flex items-center gap-3">
            <input
              {...describedField(
                id('confidenceThreshold'),
                messages('confidenceThreshold'),
                id('confidence-hint'),
              )}
              type="range"
              min={0}
              max={100}
              step={5}
              className="w-full accent-brand-700"
              value={values.confidenceThreshold}
              onChange={(e) => onChange({ confidenceThreshold: Number(e.target.value) })}
            />
            <output htmlFor={id('confidenceThreshold')} className="min-w-12 text-end text-sm text-stone-900">
              {t('locationAlerts.percent', { value: values.confidenceThreshold })}
            </output>
          </div>
          <p id={id('confidence-hint')} className="text-xs text-stone-600">
            {t('locationAlerts.delivery.confidenceHint')}
          </p>
          <Messages id={id('confidenceThreshold')} messages={messages('confidenceThreshold')} />
        </div>
        <NumberField
          id={id('maxAlertsPerDay')}
          label={t('locationAlerts.delivery.maxPerDay')}
          value={values.maxAlertsPerDay}
          onChange={(maxAlertsPerDay) => onChange({ maxAlertsPerDay })}
          min={1}
          max={LOCATION_ALERT_MAX_PER_DAY_LIMIT}
          hint={t('locationAlerts.delivery.maxPerDayHint')}
          errors={messages('maxAlertsPerDay')}
        />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('locationAlerts.delivery.channels')}
        </legend>
        <SwitchRow
          id={id('emailEnabled')}
          label={t('locationAlerts.delivery.email')}
          checked={values.emailEnabled}
          onChange={(emailEnabled) => onChange({ emailEnabled })}
        />
        <SwitchRow
          id={id('pushEnabled')}
          label={t('locationAlerts.delivery.push')}
          explanation={t('locationAlerts.delivery.pushHint')}
          checked={values.pushEnabled}
          onChange={(pushEnabled) => onChange({ pushEnabled })}
        />
        <SwitchRow
          id={id('inAppEnabled')}
          label={t('locationAlerts.delivery.inApp')}
          checked={values.inAppEnabled}
          onChange={(inAppEnabled) => onChange({ inAppEnabled })}
        />
        <SwitchRow
          id={id('dailyDigest')}
          label={t('locationAlerts.delivery.dailyDigest')}
          explanation={t('locationAlerts.delivery.dailyDigestHint')}
          checked={values.dailyDigest}
          onChange={(dailyDigest) => onChange({ dailyDigest })}
        />
        <SwitchRow
          id={id('weeklyReport')}
          label={t('locationAlerts.delivery.weeklyReport')}
          explanation={t('locationAlerts.delivery.weeklyReportHint')}
          checked={values.weeklyReport}
          onChange={(weeklyReport) => onChange({ weeklyReport })}
        />
      </fieldset>

      {enhanced && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('locationAlerts.smart.legend')}
          </legend>
          <SwitchRow
            id={id('smartFiltering')}
            label={t('locationAlerts.smart.smartFiltering')}
            explanation={t('locationAlerts.smart.smartFilteringHint')}
            checked={values.smartFiltering}
            onChange={(smartFiltering) => onChange({ smartFiltering })}
          />
          <div className="grid max-w-xs gap-1.5">
            <Label htmlFor={id('priorityLevel')}>{t('locationAlerts.smart.priority')}</Label>
            <NativeSelect
              id={id('priorityLevel')}
              value={values.priorityLevel}
              onChange={(e) =>
                onChange({ priorityLevel: e.target.value as AlertFormValues['priorityLevel'] })
              }
            >
              {PRIORITY_LEVELS.map((p) => (
                <option key={p} value={p}>
                  {t(`locationAlerts.priorities.${p}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SwitchRow
            id={id('instantHighPriority')}
            label={t('locationAlerts.smart.instantHighPriority')}
            explanation={t('locationAlerts.smart.instantHighPriorityHint')}
            checked={values.instantHighPriority}
            onChange={(instantHighPriority) => onChange({ instantHighPriority })}
          />
        </fieldset>
      )}
    </FormSection>
  );
}
