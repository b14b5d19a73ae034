// The administrators' gear forms in /product-management: a new product with every field, an edit that starts
// from the product (specifications as rows), the shared schema's messages (in the administrator's language)
// before anything is sent, the server's field messages, and categories and brands edited in place.
import { GEAR_VALIDATION } from '@common/schemas/gear';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { setAdminToken } from '../../auth/admin-token';
import { json, renderScreen, stubApi } from '../../sightings/test-support';
import { GearAdminSection } from '../GearAdminSection';
import { BRANDS, CATEGORIES, makeAdminProduct } from '../test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  setAdminToken(null);
});

function stubAdmin(extra: Parameters<typeof stubApi>[0] = {}) {
  setAdminToken('admin-token');
  return stubApi({
    '/api/admin/gear/reviews': () => json([]),
    '/api/admin/gear/products': () => json([makeAdminProduct()]),
    '/api/gear/categories': () => json(CATEGORIES),
    '/api/gear/brands': () => json(BRANDS),
    ...extra,
  });
}

const form = () => screen.getByRole('form', { name: /New product|Edit Sony/ });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

describe('the product form', () => {
  it('creates a product with every field the API takes', async () => {
    const api = stubAdmin({ 'POST /api/admin/gear/products': () => json({ id: 9 }, 201) });
    await renderScreen(<GearAdminSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    await within(form()).findByRole('option', { name: 'Nikon' });
    type('Name', 'Nikon Z8');
    type('Slug', 'nikon-z8-test');
    type('Model', 'Z8');
    type('Brand', '3');
    type('Category', '2');
    type('Release year', '2023');
    type('Description', 'A stacked-sensor body.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add specification' }));
    type('Name of specification 1', 'weightG');
    type('Type of specification 1', 'number');
    type('Value of specification 1', '910');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add specification' }));
    type('Name of specification 2', 'weatherSealed');
    type('Type of specification 2', 'boolean');
    type('Launch price (USD)', '3999.95');
    type('List price (USD)', '3499');
    expect(within(form()).getByLabelText('Currency')).toHaveValue('USD');
    type('Prices checked in', '2026-11');
    type('Image address', 'https://example.com/z8.jpg');
    type('Affiliate link', 'https://example.com/buy');
    type('Amazon ASIN', 'b0c1234567');
    type('Wildlife uses', 'birds, mammals ,');
    type('Tags', 'mirrorless');
    fireEvent.click(within(form()).getByRole('switch', { name: 'Shown in the shop' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(api.callsTo('POST /api/admin/gear/products')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/gear/products')[0]?.body).toEqual({
      slug: 'nikon-z8-test',
      name: 'Nikon Z8',
      model: 'Z8',
      description: 'A stacked-sensor body.',
      categoryId: 2,
      brandId: 3,
      specifications: { weightG: 910, weatherSealed: true },
      msrpMinor: 399_995,
      currentPriceMinor: 349_900,
      priceCheckedOn: '2026-11',
      imageUrl: 'https://example.com/z8.jpg',
      affiliateUrl: 'https://example.com/buy',
      amazonAsin: 'B0C1234567',
      isActive: false,
      releaseYear: 2023,
      wildlifeUses: ['birds', 'mammals'],
      tags: ['mirrorless'],
    });
  });

  it("shows the shared schema's messages, in the administrator's language, and sends nothing", async () => {
    const api = stubAdmin();
    await renderScreen(<GearAdminSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    type('Slug', 'Not A Slug');
    type('Amazon ASIN', 'short');
    type('Launch price (USD)', 'lots');
    type('Release year', '1800');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add specification' }));
    type('Value of specification 1', 'orphan value');
    fireEvent.click(within(form()).getByRole('button', { name: 'Create product' }));
    for (const message of [
      GEAR_VALIDATION.nameRequired,
      GEAR_VALIDATION.slug,
      GEAR_VALIDATION.modelRequired,
      GEAR_VALIDATION.categoryRequired,
      GEAR_VALIDATION.brandRequired,
      GEAR_VALIDATION.asin,
      GEAR_VALIDATION.price,
      GEAR_VALIDATION.releaseYear,
      GEAR_VALIDATION.specKey,
    ])
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    // Each message is tied to its field.
    const asin = within(form()).getByLabelText('Amazon ASIN');
    expect(asin).toHaveAttribute('aria-invalid', 'true');
    expect(asin).toHaveAccessibleDescription(GEAR_VALIDATION.asin);
    expect(api.callsTo('POST /api/admin/gear/products')).toHaveLength(0);

    await i18n.changeLanguage('fr');
    try {
      expect(await screen.findByText('Choisissez une catégorie')).toBeInTheDocument();
      expect(screen.getByText('Un ASIN comporte 10 lettres majuscules ou chiffres')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('edits a product from its values and shows the server field messages under their fields', async () => {
    const api = stubAdmin({
      'PUT /api/admin/gear/products/5': () =>
        json(
          {
            message: 'That slug is already used.',
            errors: [{ path: 'slug', message: 'That slug is already used.' }],
          },
          409,
        ),
    });
    await renderScreen(<GearAdminSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sony FE 200-600mm F5.6-6.3 G OSS' }));
    expect(within(form()).getByLabelText('Name')).toHaveValue('Sony FE 200-600mm F5.6-6.3 G OSS');
    expect(within(form()).getByLabelText('Launch price (USD)')).toHaveValue('1998');
    expect(within(form()).getByLabelText('Release year')).toHaveValue('2019');
    expect(within(form()).getByLabelText('Name of specification 2')).toHaveValue('weightG');
    expect(within(form()).getByLabelText('Type of specification 2')).toHaveValue('number');
    expect(within(form()).getByLabelText('Value of specification 3')).toHaveValue('true');
    fireEvent.click(within(form()).getByRole('button', { name: 'Remove specification 1' }));
    type('Name', 'Sony FE 200-600mm G');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/gear/products/5')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/gear/products/5')[0]?.body).toMatchObject({
      name: 'Sony FE 200-600mm G',
      categoryId: 1,
      brandId: 2,
      specifications: { weightG: 2115, internalZoom: true },
      msrpMinor: 199_800,
      releaseYear: 2019,
      wildlifeUses: ['birds'],
      tags: ['telephoto'],
    });
    expect(await within(form()).findByText('That slug is already used.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('categories and brands', () => {
  it('edits a category in place and checks a new brand before creating it', async () => {
    const api = stubAdmin({
      'PUT /api/admin/gear/categories/2': () => json({ id: 2 }),
      'POST /api/admin/gear/brands': () => json({ id: 4 }, 201),
    });
    await renderScreen(<GearAdminSection />);
    const categories = screen.getByRole('region', { name: 'Gear categories' });
    fireEvent.click(await within(categories).findByRole('button', { name: 'Edit Binoculars' }));
    const edit = within(categories).getByRole('form', { name: 'Edit Binoculars' });
    expect(within(edit).getByLabelText('Icon')).toHaveValue('Binoculars');
    fireEvent.change(within(edit).getByLabelText('Name'), { target: { value: 'Binoculars and monoculars' } });
    fireEvent.change(within(edit).getByLabelText('Description'), {
      target: { value: 'Glass for the field.' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/gear/categories/2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/gear/categories/2')[0]?.body).toEqual({
      slug: 'binoculars',
      name: 'Binoculars and monoculars',
      icon: 'Binoculars',
      description: 'Glass for the field.',
    });

    const brands = screen.getByRole('region', { name: 'Gear brands' });
    const create = within(brands).getByRole('form', { name: 'New brand' });
    fireEvent.change(within(create).getByLabelText('Name'), { target: { value: 'Swarovski Optik' } });
    fireEvent.change(within(create).getByLabelText('Slug'), { target: { value: 'swarovski' } });
    fireEvent.change(within(create).getByLabelText('Website'), {
      target: { value: 'http://swarovski.example' },
    });
    fireEvent.click(within(create).getByRole('button', { name: 'Add brand' }));
    expect(await within(create).findByText(GEAR_VALIDATION.https)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/gear/brands')).toHaveLength(0);
    fireEvent.change(within(create).getByLabelText('Website'), {
      target: { value: 'https://swarovski.example' },
    });
    fireEvent.click(within(create).getByRole('button', { name: 'Add brand' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/gear/brands')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/gear/brands')[0]?.body).toEqual({
      name: 'Swarovski Optik',
      slug: 'swarovski',
      country: null,
      website: 'https://swarovski.example',
    });
  });
});
