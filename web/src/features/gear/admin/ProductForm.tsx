// Creating or editing a gear product: every field the admin API takes (name, slug, model, brand, category,
// description, specifications, launch and list prices in US dollars with the month they were checked, image,
// affiliate link, ASIN, release year, wildlife uses, tags, shown or hidden). Checked with the shared schema
// before sending; the server's own field messages land under the same fields.
import type { AdminGearProduct } from '@common/schemas/gear';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FieldError } from '../../../components/ui/FieldError';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { NativeSelect } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { toast } from '../../../components/ui/use-toast';
import { type FieldErrors, fieldA11y, showSaveError } from '../../auth/form-errors';
import { useGearBrands, useGearCategories } from '../use-gear';
import { useCreateProduct, useSaveProduct } from '../use-gear-admin';
import {
  checkProduct,
  formErrorsOf,
  formValuesOf,
  gearValidationTexts,
  type ProductFormValues,
} from './product-form-values';
import { SpecificationRows } from './SpecificationRows';

type TextField = Exclude<keyof ProductFormValues, 'specifications' | 'isActive'>;

export function ProductForm({
  product,
  onDone,
}: {
  /** null: a new product. */
  product: AdminGearProduct | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useGearCategories();
  const brands = useGearBrands();
  const create = useCreateProduct();
  const save = useSaveProduct();
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = create.isPending || save.isPending;

  const set = (patch: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const messages = (name: string) => gearValidationTexts(t, errors[name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProduct(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        toast({ title: t('gear.saved'), variant: 'success' });
        onDone();
      },
      onError: (error: unknown) =>
        showSaveError(error, {
          title: t('gear.saveFailed'),
          setErrors: (fields) => setErrors(formErrorsOf(fields)),
        }),
    };
    if (product) save.mutate({ id: product.id, body: checked.body }, done);
    else create.mutate(checked.body, done);
  };

  /** A labelled field with its messages; `control` gets the id and aria attributes. */
  const field = (
    name: TextField,
    label: string,
    control: (a11y: { id: string } & ReturnType<typeof fieldA11y>) => ReactNode,
    hint?: string,
  ) => (
    <div className="grid min-w-0 content-start gap-1">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {control({
        id: fieldId(name),
        ...fieldA11y(errors, name, errorId(name), hint ? `${fieldId(name)}-hint` : undefined),
      })}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(name)} messages={messages(name)} />
    </div>
  );
  const text = (
    name: TextField,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {},
  ) =>
    field(
      name,
      label,
      (a11y) => (
        <Input
          {...a11y}
          type={extra.type ?? 'text'}
          inputMode={extra.inputMode}
          value={values[name]}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      ),
      extra.hint,
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {product ? t('gear.admin.editProduct', { name: product.name }) : t('gear.admin.newProduct')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', t('gear.admin.name'))}
        {text('slug', t('gear.admin.slug'), { hint: t('gear.admin.slugHint') })}
        {text('model', t('gear.admin.model'))}
        {field('brandId', t('gear.brand'), (a11y) => (
          <NativeSelect {...a11y} value={values.brandId} onChange={(e) => set({ brandId: e.target.value })}>
            <option value="">{t('gear.admin.choose')}</option>
            {brands.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        ))}
        {field('categoryId', t('gear.category'), (a11y) => (
          <NativeSelect
            {...a11y}
            value={values.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
          >
            <option value="">{t('gear.admin.choose')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`gear.categories.${c.slug}`, { defaultValue: c.name })}
              </option>
            ))}
          </NativeSelect>
        ))}
        {text('releaseYear', t('gear.admin.releaseYear'), { inputMode: 'numeric' })}
      </div>
      {field('description', t('gear.admin.description'), (a11y) => (
        <textarea
          {...a11y}
          rows={4}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
        />
      ))}
      <SpecificationRows
        rows={values.specifications}
        onChange={(specifications) => set({ specifications })}
        errors={messages('specifications')}
        errorId={errorId('specifications')}
      />
      <fieldset className="grid min-w-0 gap-3">
        <legend className="text-sm font-medium text-stone-900">{t('gear.admin.prices')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {text('msrp', t('gear.admin.msrpUsd'), { inputMode: 'decimal' })}
          {text('currentPrice', t('gear.admin.currentPriceUsd'), { inputMode: 'decimal' })}
          <div className="grid content-start gap-1">
            <Label htmlFor={fieldId('currency')}>{t('gear.admin.currency')}</Label>
            <Input id={fieldId('currency')} value="USD" readOnly aria-describedby={`${id}-currency-hint`} />
            <p id={`${id}-currency-hint`} className="text-xs text-stone-600">
              {t('gear.admin.currencyNote')}
            </p>
          </div>
          {text('priceCheckedOn', t('gear.admin.priceCheckedOn'), { hint: t('gear.admin.monthHint') })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('imageUrl', t('gear.admin.imageUrl'), { type: 'url' })}
        {text('affiliateUrl', t('gear.admin.affiliateUrl'), { type: 'url' })}
        {text('amazonAsin', t('gear.admin.amazonAsin'))}
        {text('wildlifeUses', t('gear.admin.wildlifeUses'), { hint: t('gear.admin.commaSeparated') })}
        {text('tags', t('gear.admin.tags'), { hint: t('gear.admin.commaSeparated') })}
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={fieldId('isActive')}
          checked={values.isActive}
          onCheckedChange={(isActive) => set({ isActive })}
        />
        <Label htmlFor={fieldId('isActive')}>{t('gear.admin.active')}</Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {product ? t('gear.admin.saveChanges') : t('gear.admin.createProduct')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('gear.admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
