// One labelled field of the support forms: label, optional hint and the field's messages, tied to the control
// through aria-describedby (fieldProps gives the control its attributes).
import type { ReactNode } from 'react';
import { FieldError } from '../../components/ui/FieldError';
import { Label } from '../../components/ui/Label';

export const textareaClass =
  'flex min-h-28 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-400 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm';

/** The attributes a control needs: its id, invalid state and what describes it (messages first, then the hint). */
export function fieldProps(id: string, messages: readonly string[] | undefined, hasHint = false) {
  const invalid = Boolean(messages?.length);
  const describedBy = [invalid ? `${id}-error` : null, hasHint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return { id, 'aria-invalid': invalid, 'aria-describedby': describedBy || undefined };
}

export function FormField({
  id,
  label,
  hint,
  messages,
  required = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  messages: readonly string[] | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
