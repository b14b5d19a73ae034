// The small form shared by categories and brands: a few text fields checked with the shared schema (its messages
// in the administrator's language under each field), then created or saved; the server's field messages land
// under the same fields.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { toast } from '../../../components/ui/use-toast';
import { type FieldErrors, fieldA11y, showSaveError, zodFieldErrors } from '../../auth/form-errors';
import { gearValidationTexts } from './product-form-values';

export interface CatalogueField {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** What an empty field sends: null (a nullable field), or nothing (the schema's default). */
  empty: 'null' | 'omit';
}

export function CatalogueItemForm<S extends z.ZodType>({
  title,
  fields,
  initial,
  schema,
  submitLabel,
  onSave,
  onCancel,
  pending,
}: {
  title: string;
  fields: readonly CatalogueField[];
  initial: Record<string, string>;
  schema: S;
  submitLabel: string;
  /** Sends the checked body; calls back once it is saved (or with the error). */
  onSave: (body: z.input<S>, done: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  onCancel?: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string | null> = {};
    for (const f of fields) {
      const value = (values[f.name] ?? '').trim();
      if (value !== '') body[f.name] = value;
      else if (f.empty === 'null') body[f.name] = null;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSave(body as z.input<S>, {
      onSuccess: () => {
        toast({ title: t('gear.saved'), variant: 'success' });
        if (!onCancel) setValues(initial);
        onCancel?.();
      },
      onError: (error) => showSaveError(error, { title: t('gear.saveFailed'), setErrors }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
    >
      <h4 id={`${id}-title`} className="font-semibold text-stone-900">
        {title}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const errorId = `${fieldId}-error`;
          const hintId = f.hint ? `${fieldId}-hint` : undefined;
          const a11y = { id: fieldId, ...fieldA11y(errors, f.name, errorId, hintId) };
          const value = values[f.name] ?? '';
          const change = (v: string) => setValues((all) => ({ ...all, [f.name]: v }));
          return (
            <div
              key={f.name}
              className={f.multiline ? 'grid gap-1 sm:col-span-2' : 'grid content-start gap-1'}
            >
              <Label htmlFor={fieldId}>{f.label}</Label>
              {f.multiline ? (
                <textarea
                  {...a11y}
                  rows={3}
                  value={value}
                  onChange={(e) => change(e.target.value)}
                  className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
                />
              ) : (
                <Input {...a11y} value={value} onChange={(e) => change(e.target.value)} />
              )}
              {f.hint && (
                <p id={hintId} className="text-xs text-stone-600">
                  {f.hint}
                </p>
              )}
              <FieldError id={errorId} messages={gearValidationTexts(t, errors[f.name])} />
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            {t('gear.admin.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
