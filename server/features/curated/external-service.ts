// Links to wildlife content elsewhere on the web (spec section 3, external_content): administrators enter them by
// hand (nothing is fetched or scraped from the addresses), everyone sees the active ones, and each click goes
// through GET /go/external/:id, which counts it with one atomic UPDATE and redirects to the https address.
import {
  type AdminExternalLink,
  EXTERNAL_MESSAGES,
  type ExternalLink,
  type externalContentInputSchema,
  httpsUrl,
} from '@common/schemas/curated';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminAccountRow, externalContent } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { presentAdminExternalLink, presentExternalLink } from './presenters';

type ExternalInput = z.output<typeof externalContentInputSchema>;

const ADMIN_LIST_LIMIT = 200;

export class ExternalContentService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  /** The active links, newest first; `category` keeps that wildlife category's and the general ones. */
  async listActive(limit: number, category?: string): Promise<ExternalLink[]> {
    const rows = await this.ctx.db
      .select()
      .from(externalContent)
      .where(
        and(
          eq(externalContent.isActive, true),
          category ? eq(externalContent.category, category) : undefined,
        ),
      )
      .orderBy(desc(externalContent.createdAt), desc(externalContent.id))
      .limit(limit);
    return rows.map(presentExternalLink);
  }

  async listAll(): Promise<AdminExternalLink[]> {
    const rows = await this.ctx.db
      .select()
      .from(externalContent)
      .orderBy(desc(externalContent.createdAt), desc(externalContent.id))
      .limit(ADMIN_LIST_LIMIT);
    return rows.map(presentAdminExternalLink);
  }

  private columns(input: ExternalInput) {
    return {
      title: input.title,
      description: input.description || null,
      originalUrl: input.originalUrl,
      sourceName: input.sourceName,
      sourceType: input.sourceType,
      category: input.category ?? null,
      imageUrl: input.imageUrl || null,
      isActive: input.isActive,
    };
  }

  async create(admin: AdminAccountRow, input: ExternalInput): Promise<AdminExternalLink> {
    const now = this.ctx.clock();
    const [row] = await this.ctx.db
      .insert(externalContent)
      .values({ ...this.columns(input), createdBy: admin.id, scrapedAt: now, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert into external_content returned no row');
    return presentAdminExternalLink(row);
  }

  async update(id: number, input: ExternalInput): Promise<AdminExternalLink> {
    const [row] = await this.ctx.db
      .update(externalContent)
      .set({ ...this.columns(input), updatedAt: this.ctx.clock() })
      .where(eq(externalContent.id, id))
      .returning();
    if (!row) throw notFound(EXTERNAL_MESSAGES.notFound);
    return presentAdminExternalLink(row);
  }

  async remove(id: number): Promise<void> {
    const [row] = await this.ctx.db
      .delete(externalContent)
      .where(eq(externalContent.id, id))
      .returning({ id: externalContent.id });
    if (!row) throw notFound(EXTERNAL_MESSAGES.notFound);
  }

  /**
   * Counts a click and answers where it goes: one UPDATE ... SET click_count = click_count + 1, so clicks made at
   * the same moment each count (no read-then-write). An inactive or unknown link, or an address that is not
   * https (only possible by editing the database), is not followed.
   */
  async click(id: number, { record }: { record: boolean }): Promise<string> {
    const active = and(eq(externalContent.id, id), eq(externalContent.isActive, true));
    const [row] = record
      ? await this.ctx.db
          .update(externalContent)
          .set({ clickCount: sql`${externalContent.clickCount} + 1` })
          .where(active)
          .returning({ originalUrl: externalContent.originalUrl })
      : await this.ctx.db
          .select({ originalUrl: externalContent.originalUrl })
          .from(externalContent)
          .where(active);
    const url = row ? httpsUrl(row.originalUrl) : null;
    if (!url) throw notFound(EXTERNAL_MESSAGES.notFound);
    return url.toString();
  }
}
