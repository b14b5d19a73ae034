// The administrators' category images (/admin/category-images): one image per category, an illustration uploaded
// through POST /api/admin/media (so it belongs to the site's member account and was scanned at upload), shown by
// the home page's category browser while active. A replaced or removed image's upload is left to the upload
// expiry (jobs/upload-expiry.ts), which deletes uploads nothing shows.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';
import {
  type AdminCategoryImage,
  CATEGORY_IMAGE_MESSAGES,
  type categoryImageInputSchema,
} from '@common/schemas/curated';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminAccountRow, categoryImages, mediaAssets } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { siteMember } from '../curated/site-account';
import { ILLUSTRATION_KIND } from '../media/illustration';

type CategoryImageInput = z.output<typeof categoryImageInputSchema>;

const present = (
  category: string,
  row: { imageUrl: string; isActive: boolean; updatedAt: Date } | undefined,
): AdminCategoryImage => ({
  category,
  imageUrl: row?.imageUrl ?? null,
  isActive: row?.isActive ?? false,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export class CategoryImageAdminService {
  constructor(private readonly ctx: AppContext) {}

  /** The six categories in their order, each with its image or none yet. */
  async list(): Promise<AdminCategoryImage[]> {
    const rows = await this.ctx.db.select().from(categoryImages);
    const byCategory = new Map(rows.map((r) => [r.category, r]));
    return CATEGORY_VALUES.map((category) => present(category, byCategory.get(category)));
  }

  /** The URL a tile shows of an uploaded illustration: ~720 px (tiles are at most ~340 px wide at 2x). */
  private async imageUrlOf(mediaAssetId: number): Promise<string> {
    const member = await siteMember(this.ctx);
    const [asset] = await this.ctx.db
      .select({ ownerId: mediaAssets.ownerId, kind: mediaAssets.kind, variants: mediaAssets.variants })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, mediaAssetId))
      .limit(1);
    const refuse = () =>
      badRequest(CATEGORY_IMAGE_MESSAGES.notIllustration, [
        { path: 'mediaAssetId', message: CATEGORY_IMAGE_MESSAGES.notIllustration },
      ]);
    if (!asset || asset.ownerId !== member.id || asset.kind !== ILLUSTRATION_KIND) throw refuse();
    const v = asset.variants;
    const url = v.small?.url ?? v.medium?.url ?? v.large?.url ?? v.fallback?.small?.url;
    if (!url) throw refuse();
    return url;
  }

  /** Sets the category's image and/or its active flag; a category without an image needs one first. */
  async put(
    admin: AdminAccountRow,
    category: CategoryValue,
    input: CategoryImageInput,
  ): Promise<AdminCategoryImage> {
    const imageUrl = input.mediaAssetId === undefined ? undefined : await this.imageUrlOf(input.mediaAssetId);
    const now = this.ctx.clock();
    if (imageUrl === undefined) {
      const [row] = await this.ctx.db
        .update(categoryImages)
        .set({ isActive: input.isActive, updatedAt: now })
        .where(eq(categoryImages.category, category))
        .returning();
      if (!row)
        throw badRequest(CATEGORY_IMAGE_MESSAGES.imageRequired, [
          { path: 'mediaAssetId', message: CATEGORY_IMAGE_MESSAGES.imageRequired },
        ]);
      return present(category, row);
    }
    // One statement: two administrators saving the same category at once both succeed, the later one wins.
    const [row] = await this.ctx.db
      .insert(categoryImages)
      .values({
        category,
        imageUrl,
        uploadedBy: admin.id,
        isActive: input.isActive ?? true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: categoryImages.category,
        set: {
          imageUrl,
          uploadedBy: admin.id,
          updatedAt: now,
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        },
      })
      .returning();
    return present(category, row);
  }

  async remove(category: CategoryValue): Promise<void> {
    const [row] = await this.ctx.db
      .delete(categoryImages)
      .where(eq(categoryImages.category, category))
      .returning({ id: categoryImages.id });
    if (!row) throw notFound(CATEGORY_IMAGE_MESSAGES.notFound);
  }
}
