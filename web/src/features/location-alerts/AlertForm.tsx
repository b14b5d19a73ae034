// The one alert form of both pages: a new alert, or an edit of one (which sends only the fields the member
// changed). The enhanced page adds the trip, time-of-day, weather, season and smart-filtering fields. What would
// be sent is checked by the shared schema first; the server's refusals are shown too: its free-plan limit with
// the way to Premium, its field messages beside their fields.
import type { CreateLocationAlertInput, LocationAlert } from '@common/schemas/location-alerts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { isolate } from '../../components/ui/member-text';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { alertErrorText } from '../alert-allowance/AlertAllowanceNotice';
import { DeliveryFields } from './DeliveryFields';
import { FilterFields } from './FilterFields';
import {
  type AlertFieldErrors,
  type AlertFormValues,
  alertValues,
  changedFields,
  fieldErrors,
  newAlertValues,
  toInput,
  validate,
} from './form-values';
import { PlaceFields } from './PlaceFields';
import { TripFields } from './TripFields';
import { useCreateLocationAlert, useUpdateLocationAlert } from './use-location-alerts';
import { alertValidationTexts } from './validation-text';

interface Refusal {
  message: string;
  /** The free plan's limit: the way to Premium is shown with it. */
  limit: boolean;
}

export function AlertForm({
  enhanced,
  alert,
  onDone,
}: {
  enhanced: boolean;
  /** The alert to edit; none for a new one. */
  alert?: LocationAlert;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AlertFormValues>(() =>
    alert ? alertValues(alert) : newAlertValues(),
  );
  const [errors, setErrors] = useState<AlertFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const create = useCreateLocationAlert();
  const update = useUpdateLocationAlert(alert?.id ?? 0);
  const pending = create.isPending || update.isPending;

  // After a refused submit, the first field with a message takes the focus (its message is read with it).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onChange = (patch: Partial<AlertFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const messages = (field: string) => alertValidationTexts(t, field, errors[field]);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.fieldErrors?.length) {
      setErrors(fieldErrors(error.fieldErrors));
      setAttempt((n) => n + 1);
      return;
    }
    setRefusal({
      message: alertErrorText(t, error, t('locationAlerts.form.saveFailed')),
      limit: error instanceof ApiError && error.status === 403,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const input = toInput(values, enhanced);
    const problems = validate(input);
    setErrors(problems ?? {});
    if (problems) {
      setAttempt((n) => n + 1);
      return;
    }
    if (!alert) {
      create.mutate(input as CreateLocationAlertInput, {
        onSuccess: () => {
          toast({
            title: t('locationAlerts.form.created', { name: isolate(values.alertName.trim()) }),
            variant: 'success',
          });
          onDone();
        },
        onError: refused,
      });
      return;
    }
    const changes = changedFields(toInput(alertValues(alert), enhanced), input);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast({
          title: t('locationAlerts.form.saved', { name: isolate(values.alertName.trim()) }),
          variant: 'success',
        });
        onDone();
      },
      onError: refused,
    });
  };

  const titleId = `${idPrefix}-title`;
  const hasErrors = Object.keys(errors).length > 0;
  const sections = { idPrefix, values, onChange, messages };
  return (
    <form
      ref={formRef}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-brand-600 bg-white p-4"
    >
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        {alert
          ? t('locationAlerts.form.editTitle', { name: isolate(alert.alertName) })
          : t('locationAlerts.form.newTitle')}
      </h2>
      <fieldset disabled={pending} className="grid gap-4">
        <PlaceFields {...sections} />
        {enhanced && <TripFields {...sections} />}
        <FilterFields {...sections} enhanced={enhanced} />
        <DeliveryFields {...sections} enhanced={enhanced} />
      </fieldset>
      {hasErrors && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form?.length
            ? alertValidationTexts(t, 'form', errors.form)?.join(' ')
            : t('locationAlerts.form.fixFields')}
        </p>
      )}
      {refusal && (
        <div role="alert" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-stone-900">
          <p>{refusal.message}</p>
          {refusal.limit && (
            <Link to="/upgrade" className="font-medium text-brand-800 underline">
              {t('alertAllowance.upgrade')}
            </Link>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending
            ? t('locationAlerts.form.saving')
            : alert
              ? t('locationAlerts.form.save')
              : t('locationAlerts.form.create')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
