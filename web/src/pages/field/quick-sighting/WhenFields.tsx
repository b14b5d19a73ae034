import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { localDate } from '../../../features/uploads/sighting-form-values';
import type { FieldHelpers } from './form-values';

/**
 * When the animal was seen: the date and time (now unless the member or the photo changed them) and a Now
 * button. minmax(0, 1fr) columns let the two fields shrink so Now stays on a 360 px screen.
 */
export function WhenFields({
  id,
  date,
  time,
  onChange,
  onNow,
  fields,
}: {
  id: string;
  date: string;
  time: string;
  /** The member changed the date or time (it no longer follows the clock). */
  onChange: (patch: { dateSpotted?: string; timeSpotted?: string }) => void;
  onNow: () => void;
  fields: FieldHelpers;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
      <div className="grid content-start gap-1">
        <Label htmlFor={`${id}-dateSpotted`}>{t('quickSighting.when.date')}</Label>
        <Input
          {...fields.a11y('dateSpotted')}
          type="date"
          max={localDate()}
          className="h-12"
          value={date}
          onChange={(e) => onChange({ dateSpotted: e.target.value })}
        />
      </div>
      <div className="grid content-start gap-1">
        <Label htmlFor={`${id}-timeSpotted`}>{t('quickSighting.when.time')}</Label>
        <Input
          {...fields.a11y('timeSpotted')}
          type="time"
          className="h-12"
          value={time}
          onChange={(e) => onChange({ timeSpotted: e.target.value })}
        />
      </div>
      <Button type="button" variant="outline" className="min-h-12" onClick={onNow}>
        {t('quickSighting.when.now')}
      </Button>
      <FieldError
        id={`${id}-dateSpotted-error`}
        messages={fields.messages('dateSpotted')}
        className="col-span-3"
      />
      <FieldError
        id={`${id}-timeSpotted-error`}
        messages={fields.messages('timeSpotted')}
        className="col-span-3"
      />
    </div>
  );
}
