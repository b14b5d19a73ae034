// A labelled whole-number field of a settings form, with its hint and the server's messages about it (the
// messages are what the input's aria-describedby names).
import { FieldError } from './FieldError';
import { Input } from './Input';
import { Label } from './Label';

export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  hint,
  errors,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
  errors?: readonly string[];
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={value}
        aria-describedby={errors?.length ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
