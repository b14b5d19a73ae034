// Sample gear answers for the web tests.
import type {
  AdminGearProduct,
  AffiliateProduct,
  GearCategory,
  GearProductCard,
  GearProductDetail,
} from '@common/schemas/gear';

export const CATEGORIES: GearCategory[] = [
  {
    id: 1,
    slug: 'telephoto-lenses',
    name: 'Telephoto lenses',
    description: '',
    icon: 'Aperture',
    productCount: 1,
  },
  { id: 2, slug: 'binoculars', name: 'Binoculars', description: '', icon: 'Binoculars', productCount: 1 },
];

export function makeCard(overrides: Partial<GearProductCard> = {}): GearProductCard {
  return {
    id: 5,
    slug: 'sony-fe-200-600mm-f5-6-6-3-g-oss',
    name: 'Sony FE 200-600mm F5.6-6.3 G OSS',
    model: 'SEL200600G',
    description: 'The lens that made 600 mm affordable.',
    category: { slug: 'telephoto-lenses', name: 'Telephoto lenses', icon: 'Aperture' },
    brand: { slug: 'sony', name: 'Sony' },
    msrp: { amountMinor: 199_800, currency: 'USD' },
    currentPrice: { amountMinor: 199_800, currency: 'USD' },
    priceCheckedOn: '2026-11',
    imageUrl: null,
    averageRating: 4.5,
    reviewCount: 2,
    goUrl: '/go/5',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<GearProductDetail> = {}): GearProductDetail {
  return {
    ...makeCard(),
    specifications: { focalLength: '200-600mm', weightG: 2115, internalZoom: true },
    releaseYear: 2019,
    wildlifeUses: ['birds'],
    tags: [],
    reviews: [
      {
        id: 31,
        productId: 5,
        author: { id: 7, username: 'heron' },
        title: 'Great reach',
        content: 'Sharp at 600 mm.',
        rating: 5,
        pros: ['Internal zoom'],
        cons: ['Heavy'],
        wildlifeTypes: ['birds'],
        usageContext: 'Wetlands',
        ownershipDuration: '2 years',
        recommendedFor: null,
        imageUrls: [],
        images: [],
        isVerifiedPurchase: false,
        helpfulVotes: 3,
        isFeatured: false,
        moderationStatus: 'approved',
        votedByMe: false,
        createdAt: '2026-10-01T00:00:00.000Z',
      },
    ],
    myReview: null,
    onMyWishlist: false,
    sightings: [
      {
        id: 88,
        speciesName: 'Grey heron',
        photoUrl: '/media/h.jpg',
        username: 'heron',
        camera: 'SONY · ILCE-1 · FE 200-600mm F5.6-6.3 G OSS',
      },
    ],
    ...overrides,
  };
}

export const affiliateItems = (n: number): AffiliateProduct[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Product ${i + 1}`,
    imageUrl: null,
    amazonUrl: `/go/${i + 1}`,
    category: 'binoculars',
  }));

/** A product as GET /api/admin/gear/products answers it. */
export function makeAdminProduct(overrides: Partial<AdminGearProduct> = {}): AdminGearProduct {
  return {
    ...makeCard(),
    categoryId: 1,
    brandId: 2,
    amazonAsin: null,
    affiliateUrl: null,
    specifications: { focalLength: '200-600mm', weightG: 2115, internalZoom: true },
    isActive: true,
    releaseYear: 2019,
    wildlifeUses: ['birds'],
    tags: ['telephoto'],
    ...overrides,
  };
}

export const BRANDS = [
  { id: 2, slug: 'sony', name: 'Sony', country: 'Japan', website: 'https://www.sony.com' },
  { id: 3, slug: 'nikon', name: 'Nikon', country: 'Japan', website: null },
];
