// The shops' part of the stored-script audit (e2e/stored-script.test.ts): hostile text in every field of a location
// guide (a free one, shown whole to everyone, and a paid one, whose preview others see), of a gear review (and of
// another member's review flagged with a hostile reason, for the administrators' queue), in the camera data of a
// photo that names a shop product (so the product page lists it among the sightings made with it), and in a print
// product. Stored through the API as the members would; the pages that show them are listed as visits.
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { hostile } from './hostile';

/** A page, the stored texts it must show as text, and optionally a button to press first (an edit form). */
export type Visit = [path: string, expected: string[], press?: string];

export async function api(
  context: BrowserContext,
  method: 'post' | 'put',
  path: string,
  data: unknown,
  status: number,
): Promise<Record<string, unknown>> {
  const res = await context.request[method](path, { data });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as Record<string, unknown>;
}

/** A product whose model a camera writes into its photos' EXIF as "NIKON Z 8". */
export const GEAR_SLUG = 'nikon-z8';

/**
 * Guide content is Markdown, rendered as elements without raw HTML: tags in it are dropped (GuideMarkdown's
 * skipHtml), their text and everything Markdown makes (headings, links, autolinks) must stay inert text.
 */
const contentOf = (tag: string) =>
  [
    `## ${tag} heading`,
    `Plain ${tag} words. ${hostile.script(`${tag}Script`)} ${hostile.img(`${tag}Img`)}`,
    hostile.template(tag),
    `${hostile.markdownLink(`${tag}Link`)} ![${tag}Image](javascript:window.__xss='${tag}Image')`,
    `<${hostile.jsUrl(`${tag}Autolink`)}>`,
    `<iframe srcdoc="<script>parent.__xss='${tag}Frame'</script>"></iframe>`,
    hostile.details(`${tag}Details`),
  ].join('\n\n');

/** Print tags hold at most 30 characters: payloads short enough, each still naming itself. */
const shortSvg = (tag: string) => `<svg onload=__xss='${tag}'>`;
const shortImg = (tag: string) => `<img src onerror=__xss='${tag}'>`;

export const SHOP_TEXTS = {
  guideTitle: hostile.closeTitle('guideTitle'),
  guideDescription: hostile.img('guideDescription'),
  guideLocation: hostile.svg('guideLocation'),
  guideContent: contentOf('guideContent'),
  guideEquipment: hostile.script('guideEquipment'),
  guideTips: [hostile.details('guideTip'), hostile.i18next('guideTip2')],
  paidTitle: hostile.svg('paidTitle'),
  paidDescription: hostile.iframe('paidDescription'),
  paidLocation: hostile.template('paidLocation'),
  paidContent: contentOf('paidContent'),
  reviewTitle: hostile.img('reviewTitle'),
  reviewContent: hostile.iframe('reviewContent'),
  reviewPros: [hostile.svg('reviewPro'), hostile.template('reviewPro2')],
  reviewCons: [hostile.details('reviewCon')],
  reviewWildlife: [hostile.i18next('reviewWildlife')],
  reviewUsage: hostile.markdownLink('reviewUsage'),
  reviewRecommended: hostile.jsUrl('reviewRecommended'),
  flaggedTitle: hostile.script('flaggedTitle'),
  flaggedContent: hostile.closeTitle('flaggedContent'),
  flagReason: hostile.i18next('flagReason'),
  gearMake: hostile.img('gearMake'),
  gearLens: hostile.svg('gearLens'),
  printTitle: hostile.closeTitle('printTitle'),
  printDescription: hostile.img('printDescription'),
  printTags: [shortSvg('printTag'), shortImg('pt2')],
};
const S = SHOP_TEXTS;

/** What a Markdown field shows: its plain words, the template text, the link texts; no tag. */
const contentShown = (tag: string) => [
  `${tag} heading`,
  `Plain ${tag} words.`,
  hostile.template(tag),
  `${tag}Link`,
  hostile.jsUrl(`${tag}Autolink`),
];

export interface StoredShops {
  freeGuide: number;
  paidGuide: number;
  print: number;
}

/** A photo whose EXIF names the product's camera, with payloads in the maker and lens fields. */
async function gearPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#56704a' } })
    .jpeg()
    .withExif({ IFD0: { Make: S.gearMake, Model: 'NIKON Z 8' }, IFD2: { LensModel: S.gearLens } })
    .toBuffer();
}

/**
 * Stores the shops' hostile texts. The owner must be Premium (print products) and have a public photo sighting
 * (`photoSighting`) to sell as a print; `other` is another member.
 */
export async function storeShopTexts(
  owner: BrowserContext,
  other: BrowserContext,
  photoSighting: number,
): Promise<StoredShops> {
  const guide = (data: Record<string, unknown>) =>
    api(
      owner,
      'post',
      '/api/guides',
      {
        latitude: 56.9,
        longitude: -3.6,
        currency: 'USD',
        category: 'birds',
        difficulty: 'easy',
        bestSeason: 'spring',
        publish: true,
        ...data,
      },
      201,
    ).then((r) => Number((r.guide as { id: number }).id));
  const freeGuide = await guide({
    title: S.guideTitle,
    description: S.guideDescription,
    location: S.guideLocation,
    price: 0,
    content: S.guideContent,
    equipment: [S.guideEquipment],
    tips: S.guideTips,
  });
  const paidGuide = await guide({
    title: S.paidTitle,
    description: S.paidDescription,
    location: S.paidLocation,
    price: 499,
    content: S.paidContent,
    equipment: [hostile.script('paidEquipment')],
    tips: [hostile.img('paidTip')],
  });

  const upload = await owner.request.post('/api/media', {
    multipart: {
      purpose: 'sighting',
      file: { name: 'z8.jpg', mimeType: 'image/jpeg', buffer: await gearPhoto() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = (await upload.json()) as { id: number };
  await api(
    owner,
    'post',
    '/api/sightings',
    { category: 'birds', speciesName: 'Grey Heron', mediaAssetId: asset.id },
    201,
  );

  const product = (await (await owner.request.get(`/api/gear/products/${GEAR_SLUG}`)).json()) as {
    id: number;
  };
  await api(
    owner,
    'post',
    `/api/gear/my-reviews/${product.id}`,
    {
      title: S.reviewTitle,
      content: S.reviewContent,
      rating: 4,
      pros: S.reviewPros,
      cons: S.reviewCons,
      wildlifeTypes: S.reviewWildlife,
      usageContext: S.reviewUsage,
      recommendedFor: S.reviewRecommended,
    },
    201,
  );
  const flagged = await api(
    other,
    'post',
    `/api/gear/my-reviews/${product.id}`,
    { title: S.flaggedTitle, content: S.flaggedContent, rating: 1 },
    201,
  );
  const flag = await owner.request.post(`/api/gear/reviews/${flagged.id}/flag`, {
    data: { reason: S.flagReason },
  });
  expect(flag.ok(), await flag.text()).toBe(true);

  const print = await api(
    owner,
    'post',
    '/api/print-products',
    {
      sightingId: photoSighting,
      title: S.printTitle,
      description: S.printDescription,
      basePrice: 3000,
      tags: S.printTags,
    },
    201,
  );
  return { freeGuide, paidGuide, print: Number(print.id) };
}

const freeGuideShown = [
  S.guideTitle,
  S.guideDescription,
  S.guideLocation,
  S.guideEquipment,
  ...S.guideTips,
  ...contentShown('guideContent'),
];
const paidPreview = [S.paidTitle, S.paidDescription, S.paidLocation];
const guideCards = [
  S.guideTitle,
  S.guideDescription,
  S.guideLocation,
  S.paidTitle,
  S.paidDescription,
  S.paidLocation,
];
const productPage = [
  S.reviewTitle,
  S.reviewContent,
  ...S.reviewPros,
  ...S.reviewCons,
  ...S.reviewWildlife,
  S.reviewUsage,
  S.reviewRecommended,
  S.gearMake,
  S.gearLens,
];

export function shopVisits(stored: StoredShops) {
  const owner: Visit[] = [
    ['/location-guides', guideCards],
    [`/location-guides/${stored.freeGuide}`, freeGuideShown],
    // The author reads the whole paid guide.
    [`/location-guides/${stored.paidGuide}`, [...paidPreview, ...contentShown('paidContent')]],
    [`/shop/${GEAR_SLUG}`, productPage],
    ['/print-shop', [S.printTitle, ...S.printTags]],
    [`/print/${stored.print}`, [S.printTitle, S.printDescription]],
    // The list names the print; its edit form holds every field.
    ['/user/print-products', [S.printTitle]],
    ['/user/print-products', [S.printTitle, S.printDescription, S.printTags.join(', ')], 'Edit'],
  ];
  const member: Visit[] = [
    [`/location-guides/${stored.paidGuide}`, paidPreview],
    [`/shop/${GEAR_SLUG}`, productPage],
    [`/print/${stored.print}`, [S.printTitle, S.printDescription]],
  ];
  const visitor: Visit[] = [
    ['/location-guides', guideCards],
    [`/location-guides/${stored.freeGuide}`, freeGuideShown],
    [`/location-guides/${stored.paidGuide}`, paidPreview],
    [`/shop/${GEAR_SLUG}`, productPage],
    ['/print-shop', [S.printTitle, ...S.printTags]],
    [`/print/${stored.print}`, [S.printTitle, S.printDescription]],
  ];
  const admin: Visit[] = [
    ['/product-management', [S.flaggedTitle, S.flaggedContent, S.flagReason, S.guideTitle, S.paidTitle]],
  ];
  return { owner, member, visitor, admin };
}
