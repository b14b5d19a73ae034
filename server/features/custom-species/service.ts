// Custom species proposals: a member proposes a species the catalogue lacks (with photos of their own as
// evidence); an administrator approves it into the catalogue (a species_database row of source 'community'),
// merges it into a species the catalogue has, or rejects it with notes. Each review is one transaction: the
// proposal, the catalogue, the member's sightings recorded under the proposal, and the notice to the member.
import type { CategoryValue } from '@common/constants/categories';
import type {
  AdminCustomSpeciesProposal,
  ApproveProposalInput,
  CustomSpeciesProposal,
  MergeProposalInput,
  ProposalStatus,
} from '@common/schemas/custom-species';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CustomSpeciesProposalRow,
  customSpeciesProposals,
  mediaAssets,
  sightings,
  speciesDatabase,
  speciesNames,
  userNotifications,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { imageUrlOf } from '../sightings/presenters';
import { popularityRank, speciesSlug, termsOf } from '../species/search-terms';

export const PROPOSAL_NOT_FOUND_MESSAGE = 'Proposal not found';
export const ALREADY_REVIEWED_MESSAGE = 'This proposal has already been reviewed.';
export const EVIDENCE_NOT_YOURS_MESSAGE = 'Evidence must be photos you uploaded.';
export const SUGGESTED_SPECIES_UNKNOWN_MESSAGE = 'The suggested species is not in the catalogue.';
export const ALREADY_IN_CATALOGUE_MESSAGE =
  'A species with this scientific name is already in the catalogue: merge the proposal into it instead.';
export const MERGE_TARGET_UNKNOWN_MESSAGE = 'No catalogue species has this scientific name.';
/** The notification type the member's list shows (English message as the fallback text). */
export const PROPOSAL_NOTIFICATION_TYPE = 'custom_species_review';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ProposalInput {
  commonName: string;
  scientificName?: string | null | undefined;
  category: CustomSpeciesProposal['category'];
  region?: string | null | undefined;
  submissionReason?: string | null | undefined;
  evidenceMediaIds: number[];
  aiSuggestedSpeciesId?: number | null | undefined;
  aiConfidence?: number | null | undefined;
}

const proposalColumns = {
  proposal: customSpeciesProposals,
  speciesId: speciesDatabase.id,
  speciesSlug: speciesDatabase.slug,
  speciesScientificName: speciesDatabase.scientificName,
};

type ProposalRead = {
  proposal: CustomSpeciesProposalRow;
  speciesId: number | null;
  speciesSlug: string | null;
  speciesScientificName: string | null;
};

function present(row: ProposalRead): CustomSpeciesProposal {
  const p = row.proposal;
  return {
    id: p.id,
    userId: p.userId,
    commonName: p.commonName,
    scientificName: p.scientificName,
    category: p.category,
    region: p.region,
    evidenceMediaUrls: p.evidenceMediaUrls,
    aiSuggestedSpeciesId: p.aiSuggestedSpeciesId,
    aiConfidence: p.aiConfidence,
    status: p.status as ProposalStatus,
    species:
      row.speciesId !== null && row.speciesSlug !== null && row.speciesScientificName !== null
        ? { id: row.speciesId, slug: row.speciesSlug, scientificName: row.speciesScientificName }
        : null,
    submissionReason: p.submissionReason,
    moderatorNotes: p.moderatorNotes,
    reviewedAt: p.reviewedAt ? p.reviewedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The species the proposal became: merged into, or created by its approval. */
const speciesJoin = sql`${speciesDatabase.id} = coalesce(${customSpeciesProposals.mergedSpeciesId}, ${customSpeciesProposals.approvedSpeciesId})`;

export class CustomSpeciesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async propose(userId: number, input: ProposalInput): Promise<CustomSpeciesProposal> {
    const ids = [...new Set(input.evidenceMediaIds)];
    const evidence = ids.length
      ? await this.db
          .select({ id: mediaAssets.id, variants: mediaAssets.variants })
          .from(mediaAssets)
          .where(
            and(inArray(mediaAssets.id, ids), eq(mediaAssets.ownerId, userId), eq(mediaAssets.kind, 'photo')),
          )
      : [];
    const urls = ids.map((id) => {
      const asset = evidence.find((e) => e.id === id);
      return asset ? imageUrlOf(asset) : null;
    });
    if (urls.some((u) => u === null)) {
      throw badRequest(EVIDENCE_NOT_YOURS_MESSAGE, [
        { path: 'evidenceMediaIds', message: EVIDENCE_NOT_YOURS_MESSAGE },
      ]);
    }
    if (input.aiSuggestedSpeciesId != null) {
      const [known] = await this.db
        .select({ id: speciesDatabase.id })
        .from(speciesDatabase)
        .where(eq(speciesDatabase.id, input.aiSuggestedSpeciesId))
        .limit(1);
      if (!known) {
        throw badRequest(SUGGESTED_SPECIES_UNKNOWN_MESSAGE, [
          { path: 'aiSuggestedSpeciesId', message: SUGGESTED_SPECIES_UNKNOWN_MESSAGE },
        ]);
      }
    }
    const [row] = await this.db
      .insert(customSpeciesProposals)
      .values({
        userId,
        commonName: input.commonName,
        scientificName: input.scientificName ?? null,
        category: input.category,
        region: input.region ?? null,
        submissionReason: input.submissionReason ?? null,
        evidenceMediaUrls: urls.filter((u): u is string => u !== null),
        aiSuggestedSpeciesId: input.aiSuggestedSpeciesId ?? null,
        aiConfidence: input.aiSuggestedSpeciesId != null ? (input.aiConfidence ?? null) : null,
        createdAt: this.clock(),
      })
      .returning();
    if (!row) throw new Error('proposal insert returned nothing');
    return present({ proposal: row, speciesId: null, speciesSlug: null, speciesScientificName: null });
  }

  async mine(userId: number): Promise<CustomSpeciesProposal[]> {
    const rows = await this.db
      .select(proposalColumns)
      .from(customSpeciesProposals)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(eq(customSpeciesProposals.userId, userId))
      .orderBy(desc(customSpeciesProposals.createdAt), desc(customSpeciesProposals.id))
      .limit(100);
    return rows.map(present);
  }

  async list(query: { status: ProposalStatus; page: number; limit: number }) {
    const where = eq(customSpeciesProposals.status, query.status);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ...proposalColumns,
          proposer: { id: users.id, username: users.username },
          sightings: sql<number>`(select count(*)::int from ${sightings} where ${sightings.customSpeciesId} = ${customSpeciesProposals.id})`,
        })
        .from(customSpeciesProposals)
        .innerJoin(users, eq(users.id, customSpeciesProposals.userId))
        .leftJoin(speciesDatabase, speciesJoin)
        .where(where)
        // The queue oldest first; reviewed ones most recent first.
        .orderBy(
          query.status === 'pending'
            ? sql`${customSpeciesProposals.createdAt} asc, ${customSpeciesProposals.id} asc`
            : sql`${customSpeciesProposals.reviewedAt} desc nulls last, ${customSpeciesProposals.id} desc`,
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(customSpeciesProposals).where(where),
    ]);
    const proposals: AdminCustomSpeciesProposal[] = rows.map((r) => ({
      ...present(r),
      proposer: r.proposer,
      sightings: Number(r.sightings),
    }));
    return { proposals, total: total?.n ?? 0, page: query.page };
  }

  /** Creates the catalogue species the proposal describes and moves the member's sightings onto it. */
  async approve(adminId: number, id: number, input: ApproveProposalInput): Promise<CustomSpeciesProposal> {
    return this.db.transaction(async (tx) => {
      const proposal = await this.pending(tx, id);
      const scientificName = input.scientificName.trim().replace(/\s+/g, ' ');
      const [existing] = await tx
        .select({ id: speciesDatabase.id })
        .from(speciesDatabase)
        .where(sql`lower(${speciesDatabase.scientificName}) = lower(${scientificName})`)
        .limit(1);
      if (existing) throw conflict(ALREADY_IN_CATALOGUE_MESSAGE, 'scientificName');
      const commonName = input.commonName?.trim() || proposal.commonName;
      const speciesId = await this.createSpecies(tx, {
        scientificName,
        commonName,
        category: proposal.category,
        family: input.family ?? null,
      });
      return this.review(tx, adminId, proposal, {
        status: 'approved',
        approvedSpeciesId: speciesId,
        moderatorNotes: input.moderatorNotes ?? null,
        speciesId,
        message: `Your species proposal "${proposal.commonName}" was approved: ${commonName} (${scientificName}) is now in the catalogue.`,
      });
    });
  }

  async merge(adminId: number, id: number, input: MergeProposalInput): Promise<CustomSpeciesProposal> {
    return this.db.transaction(async (tx) => {
      const proposal = await this.pending(tx, id);
      const [target] = await tx
        .select({
          id: speciesDatabase.id,
          scientificName: speciesDatabase.scientificName,
          commonName: speciesDatabase.commonName,
        })
        .from(speciesDatabase)
        .where(eq(speciesDatabase.scientificName, input.scientificName.trim()))
        .limit(1);
      if (!target) {
        throw badRequest(MERGE_TARGET_UNKNOWN_MESSAGE, [
          { path: 'scientificName', message: MERGE_TARGET_UNKNOWN_MESSAGE },
        ]);
      }
      const named = target.commonName
        ? `${target.commonName} (${target.scientificName})`
        : target.scientificName;
      return this.review(tx, adminId, proposal, {
        status: 'merged',
        mergedSpeciesId: target.id,
        moderatorNotes: input.moderatorNotes ?? null,
        speciesId: target.id,
        message: `Your species proposal "${proposal.commonName}" is already in the catalogue as ${named}; your sightings now point to it.`,
      });
    });
  }

  async reject(adminId: number, id: number, notes: string): Promise<CustomSpeciesProposal> {
    return this.db.transaction(async (tx) => {
      const proposal = await this.pending(tx, id);
      return this.review(tx, adminId, proposal, {
        status: 'rejected',
        moderatorNotes: notes,
        speciesId: null,
        message: `Your species proposal "${proposal.commonName}" was not accepted: ${notes}`,
      });
    });
  }

  /** The proposal, locked for this review; refused when it is unknown or already reviewed. */
  private async pending(tx: Tx, id: number): Promise<CustomSpeciesProposalRow> {
    const [row] = await tx
      .select()
      .from(customSpeciesProposals)
      .where(eq(customSpeciesProposals.id, id))
      .for('update')
      .limit(1);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND_MESSAGE);
    if (row.status !== 'pending') throw conflict(ALREADY_REVIEWED_MESSAGE);
    return row;
  }

  private async review(
    tx: Tx,
    adminId: number,
    proposal: CustomSpeciesProposalRow,
    outcome: {
      status: 'approved' | 'merged' | 'rejected';
      approvedSpeciesId?: number;
      mergedSpeciesId?: number;
      moderatorNotes: string | null;
      speciesId: number | null;
      message: string;
    },
  ): Promise<CustomSpeciesProposal> {
    const now = this.clock();
    await tx
      .update(customSpeciesProposals)
      .set({
        status: outcome.status,
        approvedSpeciesId: outcome.approvedSpeciesId ?? null,
        mergedSpeciesId: outcome.mergedSpeciesId ?? null,
        moderatorNotes: outcome.moderatorNotes,
        reviewedBy: adminId,
        reviewedAt: now,
      })
      .where(eq(customSpeciesProposals.id, proposal.id));
    if (outcome.speciesId !== null) {
      // The member's sightings recorded under the proposal now belong to the catalogue species.
      await tx
        .update(sightings)
        .set({ speciesId: outcome.speciesId })
        .where(eq(sightings.customSpeciesId, proposal.id));
    }
    const [notice] = await tx
      .insert(userNotifications)
      .values({
        userId: proposal.userId,
        type: PROPOSAL_NOTIFICATION_TYPE,
        message: outcome.message,
        createdAt: now,
      })
      .returning({ id: userNotifications.id });
    // The e-mail is written by the job worker once this review is committed.
    if (notice) await enqueueJob(tx, 'custom_species_email', { proposalId: proposal.id });
    const [row] = await tx
      .select(proposalColumns)
      .from(customSpeciesProposals)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(eq(customSpeciesProposals.id, proposal.id))
      .limit(1);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND_MESSAGE);
    return present(row);
  }

  /** A community species in the catalogue: its row, its English name and its search terms. */
  private async createSpecies(
    tx: Tx,
    s: { scientificName: string; commonName: string; category: CategoryValue; family: string | null },
  ): Promise<number> {
    const base = speciesSlug(s.scientificName);
    const taken = await tx
      .select({ slug: speciesDatabase.slug })
      .from(speciesDatabase)
      .where(sql`${speciesDatabase.slug} = ${base} or ${speciesDatabase.slug} like ${`${base}-%`}`);
    const slugs = new Set(taken.map((t) => t.slug));
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const [created] = await tx
      .insert(speciesDatabase)
      .values({
        slug,
        scientificName: s.scientificName,
        commonName: s.commonName,
        category: s.category,
        kingdom: 'Animalia',
        family: s.family,
        genus: s.scientificName.split(' ')[0] ?? null,
        source: 'community',
      })
      .returning({ id: speciesDatabase.id });
    if (!created) throw new Error('species insert returned nothing');
    await tx
      .insert(speciesNames)
      .values({ speciesId: created.id, lang: 'en', name: s.commonName, preferred: true });
    const rank = popularityRank(s.category, 1, true);
    const terms = new Map<string, { term: string; lang: string; whole: boolean }>();
    for (const [name, lang] of [
      [s.scientificName, 'la'],
      [s.commonName, 'en'],
    ] as const) {
      for (const t of termsOf(name, lang))
        terms.set(`${lang}|${t.term}`, { term: t.term, lang, whole: t.whole });
    }
    if (terms.size > 0) {
      await tx.execute(sql`
        insert into species_search (term, species_id, lang, whole, rank)
        select t.term, ${created.id}::int, t.lang, t.whole, ${rank}::int
        from unnest(${sql.param([...terms.values()].map((t) => t.term))}::text[],
                    ${sql.param([...terms.values()].map((t) => t.lang))}::text[],
                    ${sql.param([...terms.values()].map((t) => t.whole))}::boolean[]) as t(term, lang, whole)`);
    }
    return created.id;
  }
}
