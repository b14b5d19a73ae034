// Small pieces the alert form's sections share: a group of checkboxes in a fieldset, an on/off switch with its
// label and explanation, and the props that tie a field to its messages for screen readers.
import { type ReactNode, useId } from 'react';
import { FieldError } from '../../components/ui/FieldError';
import { Switch } from '../../components/ui/Switch';

/** id, aria-invalid and aria-describedby of a field whose messages FieldError shows under `${id}-error`. */
export function describedField(id: string, messages: readonly string[] | undefined, hintId?: string) {
  const invalid = Boolean(messages?.length);
  const describedBy = [invalid ? `${id}-error` : undefined, hintId].filter(Boolean).join(' ');
  return { id, 'aria-invalid': invalid, 'aria-describedby': describedBy || undefined };
}

export function Messages({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  return <FieldError id={`${id}-error`} messages={messages} />;
}

/** A fieldset of checkboxes; nothing ticked means "any", which the hint says. */
export function CheckboxGroup<T extends string | number>({
  legend,
  hint,
  options,
  chosen,
  labelOf,
  onChange,
  messages,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  chosen: readonly T[];
  labelOf: (option: T) => string;
  onChange: (next: T[]) => void;
  messages?: readonly string[];
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={chosen.includes(option)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, option] : chosen.filter((v) => v !== option))
              }
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}

/** A labelled switch; the explanation, when there is one, is what it is described by. */
export function SwitchRow({
  id,
  label,
  explanation,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  explanation?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={explanation ? `${id}-explanation` : undefined}
        />
      </div>
      {explanation && (
        <p id={`${id}-explanation`} className="text-xs text-stone-600">
          {explanation}
        </p>
      )}
    </div>
  );
}

/** A titled part of the form: a fieldset whose legend names it. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-base font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
