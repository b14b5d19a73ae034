// A product's specifications as rows of name, type (text, number, yes/no) and value; rows are added and
// removed, and the shared schema's messages show under the group.
import { GEAR_LIMITS } from '@common/schemas/gear';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { NativeSelect } from '../../../components/ui/Select';
import { SPEC_TYPES, type SpecRow, type SpecType, specRow } from './product-form-values';

export function SpecificationRows({
  rows,
  onChange,
  errors,
  errorId,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  /** Translated messages of the group. */
  errors: string[] | undefined;
  errorId: string;
}) {
  const { t } = useTranslation();
  const update = (id: number, patch: Partial<SpecRow>) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={invalid ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-900">{t('gear.specifications')}</legend>
      {rows.length === 0 && <p className="text-sm text-stone-600">{t('gear.admin.noSpecs')}</p>}
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.id} className="grid min-w-0 gap-2 sm:grid-cols-[1fr_8rem_1fr_auto] sm:items-center">
              <Input
                aria-label={t('gear.admin.specName', { n })}
                aria-invalid={invalid}
                value={row.name}
                maxLength={GEAR_LIMITS.specKeyMax + 10}
                onChange={(e) => update(row.id, { name: e.target.value })}
              />
              <NativeSelect
                aria-label={t('gear.admin.specType', { n })}
                value={row.type}
                onChange={(e) => {
                  const type = e.target.value as SpecType;
                  update(row.id, { type, value: type === 'boolean' ? 'true' : row.value });
                }}
              >
                {SPEC_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`gear.admin.specTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect>
              {row.type === 'boolean' ? (
                <NativeSelect
                  aria-label={t('gear.admin.specValue', { n })}
                  value={row.value}
                  onChange={(e) => update(row.id, { value: e.target.value })}
                >
                  <option value="true">{t('gear.yes')}</option>
                  <option value="false">{t('gear.no')}</option>
                </NativeSelect>
              ) : (
                <Input
                  aria-label={t('gear.admin.specValue', { n })}
                  aria-invalid={invalid}
                  inputMode={row.type === 'number' ? 'decimal' : undefined}
                  value={row.value}
                  onChange={(e) => update(row.id, { value: e.target.value })}
                />
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('gear.admin.removeSpec', { n })}
                onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= GEAR_LIMITS.specifications}
          onClick={() => onChange([...rows, specRow()])}
        >
          <Plus aria-hidden />
          {t('gear.admin.addSpec')}
        </Button>
      </div>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
