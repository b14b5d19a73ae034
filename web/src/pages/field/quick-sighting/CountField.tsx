import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import type { FieldHelpers } from './form-values';

const COUNT_MAX = 100_000;

/** How many were seen: thumb-sized minus and plus around the number, which can also be typed. */
export function CountField({
  id,
  value,
  onChange,
  fields,
}: {
  id: string;
  value: string;
  onChange: (groupSize: string) => void;
  fields: FieldHelpers;
}) {
  const { t } = useTranslation();
  const count = Number(value) || 0;
  const setCount = (next: number) => onChange(String(Math.min(COUNT_MAX, Math.max(1, Math.round(next)))));
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-groupSize`} className="text-base">
        {t('quickSighting.count.label')}
      </Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          className="size-12 shrink-0 p-0"
          aria-label={t('quickSighting.count.decrease')}
          disabled={count <= 1}
          onClick={() => setCount(count - 1)}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          {...fields.a11y('groupSize')}
          type="number"
          inputMode="numeric"
          min={1}
          max={COUNT_MAX}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-12 w-24 text-center text-lg"
        />
        <Button
          type="button"
          variant="outline"
          className="size-12 shrink-0 p-0"
          aria-label={t('quickSighting.count.increase')}
          onClick={() => setCount(count + 1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <FieldError id={`${id}-groupSize-error`} messages={fields.messages('groupSize')} />
    </div>
  );
}
