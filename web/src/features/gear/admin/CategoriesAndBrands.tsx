// The shop's categories (slug, name, description, lucide icon) and brands (slug, name, country, website): each
// listed with edit and delete (the server refuses to delete one that products still use), and a form for a new one.
import {
  type GearBrand,
  type GearCategory,
  gearBrandBodySchema,
  gearCategoryBodySchema,
} from '@common/schemas/gear';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useGearBrands, useGearCategories } from '../use-gear';
import { useDeleteBrand, useDeleteCategory, useSaveBrand, useSaveCategory } from '../use-gear-admin';
import { type CatalogueField, CatalogueItemForm } from './CatalogueItemForm';

function useFields() {
  const { t } = useTranslation();
  const common: CatalogueField[] = [
    { name: 'name', label: t('gear.admin.name'), empty: 'omit' },
    { name: 'slug', label: t('gear.admin.slug'), hint: t('gear.admin.slugHint'), empty: 'omit' },
  ];
  return {
    category: [
      ...common,
      { name: 'icon', label: t('gear.admin.icon'), hint: t('gear.admin.iconHint'), empty: 'omit' },
      { name: 'description', label: t('gear.admin.description'), multiline: true, empty: 'omit' },
    ] satisfies CatalogueField[],
    brand: [
      ...common,
      { name: 'country', label: t('gear.admin.country'), empty: 'null' },
      { name: 'website', label: t('gear.admin.website'), hint: t('gear.admin.httpsHint'), empty: 'null' },
    ] satisfies CatalogueField[],
  };
}

function ItemRow({
  name,
  detail,
  editing,
  onEdit,
  onDelete,
  deleting,
  form,
}: {
  name: string;
  detail: string;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  form: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid min-w-0 gap-2 border-b border-stone-100 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{name}</p>
          <p className="break-words text-xs text-stone-600">{detail}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={editing}
            aria-label={t('gear.admin.editNamed', { name })}
            onClick={onEdit}
          >
            {t('gear.admin.edit')}
          </Button>
          <ConfirmButton
            size="sm"
            variant="ghost"
            confirmVariant="destructive"
            disabled={deleting}
            question={t('gear.admin.confirmDeleteNamed', { name })}
            onConfirm={onDelete}
          >
            {t('gear.admin.delete')}
          </ConfirmButton>
        </div>
      </div>
      {editing && form}
    </li>
  );
}

export function CategoriesEditor() {
  const { t } = useTranslation();
  const categories = useGearCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const fields = useFields().category;
  const [editing, setEditing] = useState<number | null>(null);
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  const initialOf = (c: GearCategory | null) => ({
    slug: c?.slug ?? '',
    name: c?.name ?? '',
    icon: c?.icon ?? '',
    description: c?.description ?? '',
  });
  return (
    <section aria-labelledby="gear-admin-categories" className="grid min-w-0 gap-3">
      <h2 id="gear-admin-categories" className="text-xl font-semibold">
        {t('gear.admin.categories')}
      </h2>
      {categories.isError && <p role="alert">{errorMessage(categories.error, t('gear.loadFailed'))}</p>}
      <ul className="grid">
        {categories.data?.map((c) => (
          <ItemRow
            key={c.id}
            name={c.name}
            detail={`${c.slug} · ${c.icon} · ${t('gear.admin.productCount', { count: c.productCount })}`}
            editing={editing === c.id}
            onEdit={() => setEditing(editing === c.id ? null : c.id)}
            deleting={remove.isPending}
            onDelete={() => remove.mutate(c.id, { onError: failed })}
            form={
              <CatalogueItemForm
                title={t('gear.admin.editNamed', { name: c.name })}
                fields={fields}
                initial={initialOf(c)}
                schema={gearCategoryBodySchema}
                submitLabel={t('gear.admin.saveChanges')}
                pending={save.isPending}
                onSave={(body, done) => save.mutate({ id: c.id, body }, done)}
                onCancel={() => setEditing(null)}
              />
            }
          />
        ))}
      </ul>
      <CatalogueItemForm
        title={t('gear.admin.newCategory')}
        fields={fields}
        initial={initialOf(null)}
        schema={gearCategoryBodySchema}
        submitLabel={t('gear.admin.addCategory')}
        pending={save.isPending}
        onSave={(body, done) => save.mutate({ id: null, body }, done)}
      />
    </section>
  );
}

export function BrandsEditor() {
  const { t } = useTranslation();
  const brands = useGearBrands();
  const save = useSaveBrand();
  const remove = useDeleteBrand();
  const fields = useFields().brand;
  const [editing, setEditing] = useState<number | null>(null);
  const failed = (e: unknown) =>
    toast({ title: errorMessage(e, t('gear.saveFailed')), variant: 'destructive' });
  const initialOf = (b: GearBrand | null) => ({
    slug: b?.slug ?? '',
    name: b?.name ?? '',
    country: b?.country ?? '',
    website: b?.website ?? '',
  });
  return (
    <section aria-labelledby="gear-admin-brands" className="grid min-w-0 gap-3">
      <h2 id="gear-admin-brands" className="text-xl font-semibold">
        {t('gear.admin.brands')}
      </h2>
      {brands.isError && <p role="alert">{errorMessage(brands.error, t('gear.loadFailed'))}</p>}
      <ul className="grid">
        {brands.data?.map((b) => (
          <ItemRow
            key={b.id}
            name={b.name}
            detail={[b.slug, b.country, b.website].filter(Boolean).join(' · ')}
            editing={editing === b.id}
            onEdit={() => setEditing(editing === b.id ? null : b.id)}
            deleting={remove.isPending}
            onDelete={() => remove.mutate(b.id, { onError: failed })}
            form={
              <CatalogueItemForm
                title={t('gear.admin.editNamed', { name: b.name })}
                fields={fields}
                initial={initialOf(b)}
                schema={gearBrandBodySchema}
                submitLabel={t('gear.admin.saveChanges')}
                pending={save.isPending}
                onSave={(body, done) => save.mutate({ id: b.id, body }, done)}
                onCancel={() => setEditing(null)}
              />
            }
          />
        ))}
      </ul>
      <CatalogueItemForm
        title={t('gear.admin.newBrand')}
        fields={fields}
        initial={initialOf(null)}
        schema={gearBrandBodySchema}
        submitLabel={t('gear.admin.addBrand')}
        pending={save.isPending}
        onSave={(body, done) => save.mutate({ id: null, body }, done)}
      />
    </section>
  );
}
