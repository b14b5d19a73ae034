// The gear part of /product-management (administrators with manageProducts; the page itself is wired by the
// lead): the review moderation queue, the products (list price and visibility in place, the full product form to
// create or edit one, delete), and the categories and brands. The server enforces the permission on every call.
// The parts live in admin/.
import type { AdminGearProduct } from '@common/schemas/gear';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { BrandsEditor, CategoriesEditor } from './admin/CategoriesAndBrands';
import { ProductForm } from './admin/ProductForm';
import { ProductsTable } from './admin/ProductsTable';
import { ReviewQueue } from './admin/ReviewQueue';
import { useAdminGearProducts } from './use-gear-admin';

/** Which product the form shows: none (closed), a new one, or one being edited. */
type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; product: AdminGearProduct };

export function GearAdminSection() {
  const { t } = useTranslation();
  const products = useAdminGearProducts();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const close = () => setEditing({ kind: 'closed' });
  return (
    <div className="grid min-w-0 gap-8">
      <ReviewQueue />

      <section aria-labelledby="gear-admin-products" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gear-admin-products" className="text-xl font-semibold">
            {t('gear.admin.products')}
          </h2>
          {editing.kind === 'closed' && (
            <Button size="sm" onClick={() => setEditing({ kind: 'new' })}>
              <Plus aria-hidden />
              {t('gear.admin.newProduct')}
            </Button>
          )}
        </div>
        {editing.kind !== 'closed' && (
          <ProductForm
            // A new form for each product: its fields start from that product.
            key={editing.kind === 'edit' ? editing.product.id : 'new'}
            product={editing.kind === 'edit' ? editing.product : null}
            onDone={close}
          />
        )}
        {products.isError && <p role="alert">{errorMessage(products.error, t('gear.loadFailed'))}</p>}
        <ProductsTable
          products={products.data ?? []}
          onEdit={(product) => {
            setEditing({ kind: 'edit', product });
            // The form opens above the table: bring it into view.
            document.getElementById('gear-admin-products')?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </section>

      <CategoriesEditor />
      <BrandsEditor />
    </div>
  );
}
