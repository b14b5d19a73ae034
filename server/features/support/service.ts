// Contact messages and DMCA notices: received from anyone (rate limited, with a honeypot), stored, and mailed to
// the administrators by a job queued in the same transaction; then listed and settled by the administrators.
import {
  type AdminContactList,
  type AdminContactMessage,
  type AdminDmcaCase,
  type AdminDmcaList,
  CONTACT_STATUSES,
  type ContactStatus,
  type contactMessageInputSchema,
  DMCA_CLAIMANT_ROLES,
  DMCA_STATUSES,
  type DmcaStatus,
  type dmcaCaseUpdateSchema,
  type dmcaNoticeInputSchema,
  isHoneypotFilled,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
} from '@common/schemas/support';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminAccounts,
  type ContactMessageRow,
  contactMessages,
  type DmcaCaseRow,
  dmcaCases,
  type UserRow,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { benefitsOfMember } from '../benefits/member-benefits';
import { SUPPORT_EMAIL_JOB } from './email-job';
import { describeReportedItems, itemColumns, resolveReportedUrl } from './reported-items';

type ContactInput = z.output<typeof contactMessageInputSchema>;
type DmcaInput = z.output<typeof dmcaNoticeInputSchema>;
type DmcaUpdate = z.output<typeof dmcaCaseUpdateSchema>;

/** Who sent a form: the member signed in (if any), their address and interface language. */
export interface Sender {
  user: UserRow | null;
  ip: string;
  language: string;
}

/** What the service did with a submission (the answer is the same either way: a bot learns nothing). */
export type Receipt = 'stored' | 'honeypot';

const nullIfEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export class SupportService {
  constructor(private readonly ctx: AppContext) {}

  /** Counts one submission per address and per e-mail address (429 past 5 an hour of either). */
  private async limit(form: 'contact' | 'dmca', sender: Sender, email: string): Promise<void> {
    const message = form === 'contact' ? SUPPORT_MESSAGES.tooManyContact : SUPPORT_MESSAGES.tooManyDmca;
    await this.ctx.rateLimits.support.consume(`${form}:ip:${sender.ip}`, message);
    await this.ctx.rateLimits.support.consume(`${form}:email:${email.toLowerCase()}`, message);
  }

  async submitContact(input: ContactInput, sender: Sender): Promise<Receipt> {
    if (isHoneypotFilled(input.website)) {
      this.ctx.log.info({ form: 'contact' }, 'support form honeypot filled: nothing stored');
      return 'honeypot';
    }
    await this.limit('contact', sender, input.email);
    const priority = sender.user
      ? (await benefitsOfMember(this.ctx.db, sender.user.id)).prioritySupport
      : false;
    await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          userId: sender.user?.id ?? null,
          name: input.name,
          email: input.email,
          topic: input.topic,
          message: input.message,
          language: sender.language,
          priority,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned no row');
      await enqueueJob(tx, SUPPORT_EMAIL_JOB, { kind: 'contact', id: row.id });
    });
    return 'stored';
  }

  async submitDmca(input: DmcaInput, sender: Sender): Promise<Receipt> {
    if (isHoneypotFilled(input.website)) {
      this.ctx.log.info({ form: 'dmca' }, 'support form honeypot filled: nothing stored');
      return 'honeypot';
    }
    // The page is checked before the notice counts against the limit: a mistyped address costs nothing.
    const item = await resolveReportedUrl(this.ctx.db, input.infringingUrl, this.ctx.config.publicUrl);
    await this.limit('dmca', sender, input.email);
    await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dmcaCases)
        .values({
          userId: sender.user?.id ?? null,
          claimantRole: input.claimantRole,
          fullName: input.fullName,
          copyrightOwner: input.claimantRole === 'agent' ? nullIfEmpty(input.copyrightOwner) : null,
          email: input.email,
          address: input.address,
          phone: nullIfEmpty(input.phone),
          copyrightedWork: input.copyrightedWork,
          originalUrl: nullIfEmpty(input.originalUrl),
          infringingUrl: input.infringingUrl,
          ...itemColumns(item),
          details: nullIfEmpty(input.details),
          goodFaith: input.goodFaith,
          accuracy: input.accuracy,
          signature: input.signature,
        })
        .returning({ id: dmcaCases.id });
      if (!row) throw new Error('dmca case insert returned no row');
      await enqueueJob(tx, SUPPORT_EMAIL_JOB, { kind: 'dmca', id: row.id });
    });
    return 'stored';
  }

  // -------------------------------------------------------------------------------------------------------------
  // Administrators

  async listContact(status: ContactStatus | 'all', page: number): Promise<AdminContactList> {
    const where: SQL | undefined = status === 'all' ? undefined : eq(contactMessages.status, status);
    const pageSize = SUPPORT_LIMITS.pageSize;
    const rows = await this.contactSelect()
      .where(where)
      // Open first, priority (Premium) first, then oldest first: the queue in the order it should be answered.
      .orderBy(
        desc(eq(contactMessages.status, 'open')),
        desc(contactMessages.priority),
        asc(contactMessages.createdAt),
        asc(contactMessages.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [totals] = await this.ctx.db.select({ n: count() }).from(contactMessages).where(where);
    const [open] = await this.ctx.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.status, 'open'));
    return {
      messages: rows.map((r) => this.presentContact(r)),
      total: totals?.n ?? 0,
      page,
      pageSize,
      openCount: open?.n ?? 0,
    };
  }

  async setContactHandled(adminId: number, id: number, handled: boolean): Promise<AdminContactMessage> {
    const updated = await this.ctx.db
      .update(contactMessages)
      .set(
        handled
          ? { status: 'handled', handledAt: this.ctx.clock(), handledBy: adminId }
          : { status: 'open', handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (updated.length === 0) throw notFound(SUPPORT_MESSAGES.contactNotFound);
    const [row] = await this.contactSelect().where(eq(contactMessages.id, id));
    if (!row) throw notFound(SUPPORT_MESSAGES.contactNotFound);
    return this.presentContact(row);
  }

  async listDmca(status: DmcaStatus | 'all', page: number): Promise<AdminDmcaList> {
    const where: SQL | undefined = status === 'all' ? undefined : eq(dmcaCases.status, status);
    const pageSize = SUPPORT_LIMITS.pageSize;
    const rows = await this.dmcaSelect()
      .where(where)
      .orderBy(desc(eq(dmcaCases.status, 'open')), asc(dmcaCases.createdAt), asc(dmcaCases.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [totals] = await this.ctx.db.select({ n: count() }).from(dmcaCases).where(where);
    const [open] = await this.ctx.db
      .select({ n: count() })
      .from(dmcaCases)
      .where(eq(dmcaCases.status, 'open'));
    const items = await describeReportedItems(
      this.ctx.db,
      rows.map((r) => r.c),
    );
    return {
      cases: rows.map((r) => this.presentDmca(r, items)),
      total: totals?.n ?? 0,
      page,
      pageSize,
      openCount: open?.n ?? 0,
    };
  }

  async decideDmca(adminId: number, id: number, update: DmcaUpdate): Promise<AdminDmcaCase> {
    const reopened = update.status === 'open';
    const updated = await this.ctx.db
      .update(dmcaCases)
      .set({
        status: update.status,
        adminNote: update.adminNote === '' ? null : update.adminNote,
        decidedAt: reopened ? null : this.ctx.clock(),
        decidedBy: reopened ? null : adminId,
      })
      .where(eq(dmcaCases.id, id))
      .returning({ id: dmcaCases.id });
    if (updated.length === 0) throw notFound(SUPPORT_MESSAGES.dmcaNotFound);
    const [row] = await this.dmcaSelect().where(and(eq(dmcaCases.id, id)));
    if (!row) throw notFound(SUPPORT_MESSAGES.dmcaNotFound);
    return this.presentDmca(row, await describeReportedItems(this.ctx.db, [row.c]));
  }

  private contactSelect() {
    return this.ctx.db
      .select({
        m: contactMessages,
        username: users.username,
        handledBy: adminAccounts.username,
      })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.userId))
      .leftJoin(adminAccounts, eq(adminAccounts.id, contactMessages.handledBy))
      .$dynamic();
  }

  private dmcaSelect() {
    return this.ctx.db
      .select({ c: dmcaCases, decidedBy: adminAccounts.username })
      .from(dmcaCases)
      .leftJoin(adminAccounts, eq(adminAccounts.id, dmcaCases.decidedBy))
      .$dynamic();
  }

  private presentContact(r: {
    m: ContactMessageRow;
    username: string | null;
    handledBy: string | null;
  }): AdminContactMessage {
    const { m } = r;
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic,
      message: m.message,
      language: m.language,
      priority: m.priority,
      member: m.userId !== null && r.username !== null ? { id: m.userId, username: r.username } : null,
      status: oneOf(CONTACT_STATUSES, m.status, 'open'),
      handledAt: iso(m.handledAt),
      handledBy: r.handledBy,
      createdAt: m.createdAt.toISOString(),
    };
  }

  private presentDmca(
    r: { c: DmcaCaseRow; decidedBy: string | null },
    items: Awaited<ReturnType<typeof describeReportedItems>>,
  ): AdminDmcaCase {
    const { c } = r;
    const item = items.get(`${c.itemKind}:${c.itemRef}`) ?? {
      kind: 'sighting' as const,
      path: c.infringingUrl,
      title: null,
      exists: false,
    };
    return {
      id: c.id,
      status: oneOf(DMCA_STATUSES, c.status, 'open'),
      claimantRole: oneOf(DMCA_CLAIMANT_ROLES, c.claimantRole, 'owner'),
      fullName: c.fullName,
      copyrightOwner: c.copyrightOwner,
      email: c.email,
      address: c.address,
      phone: c.phone,
      copyrightedWork: c.copyrightedWork,
      originalUrl: c.originalUrl,
      infringingUrl: c.infringingUrl,
      details: c.details,
      signature: c.signature,
      item,
      adminNote: c.adminNote,
      decidedAt: iso(c.decidedAt),
      decidedBy: r.decidedBy,
      createdAt: c.createdAt.toISOString(),
    };
  }
}
