// The custom_species_email job: tells the member by e-mail how their species proposal was reviewed (approved,
// merged or rejected), after the review is committed. Read when the job runs; safe to repeat.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customSpeciesProposals, speciesDatabase, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { JobHandler } from '../../jobs/worker';
import { PermanentJobError } from '../../jobs/worker';
import { escapeHtml, oneLine } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

const payloadSchema = z.object({ proposalId: z.number().int().positive().max(2_147_483_647) });

type EmailContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export interface ProposalEmailInput {
  recipientName: string;
  commonName: string;
  status: string;
  species: { slug: string; scientificName: string; commonName: string | null } | null;
  notes: string | null;
  publicUrl: string;
}

export function renderProposalEmail(input: ProposalEmailInput): Omit<MailMessage, 'to'> | null {
  const proposed = oneLine(input.commonName, 100);
  const named = input.species
    ? input.species.commonName
      ? `${oneLine(input.species.commonName, 100)} (${oneLine(input.species.scientificName, 100)})`
      : oneLine(input.species.scientificName, 100)
    : null;
  let subject: string;
  let lines: string[];
  if (input.status === 'approved' && named) {
    subject = `Your species proposal "${proposed}" was approved`;
    lines = [`Thank you: ${named} is now in the WildLens species catalogue.`];
  } else if (input.status === 'merged' && named) {
    subject = `Your species proposal "${proposed}" is already in the catalogue`;
    lines = [
      `The catalogue already has it as ${named}. Your sightings recorded under your proposal now point to it.`,
    ];
  } else if (input.status === 'rejected') {
    subject = `Your species proposal "${proposed}" was not accepted`;
    lines = ['An administrator reviewed your proposal and did not add it to the catalogue.'];
  } else {
    return null;
  }
  if (input.notes) lines.push(`Notes from the reviewer: ${input.notes.trim()}`);
  const link = input.species
    ? `${input.publicUrl}/species/${input.species.slug}`
    : `${input.publicUrl}/upload`;
  const label = input.species ? 'View the species page' : 'Record a sighting';
  const text = [
    `Hello ${input.recipientName},`,
    '',
    ...lines,
    '',
    `${label}: ${link}`,
    '',
    '— WildLens',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.recipientName)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>`,
    '<p>— WildLens</p>',
  ].join('\n');
  return { subject, text, html };
}

export type ProposalEmailOutcome = 'sent' | 'proposal_gone' | 'no_email_address' | 'not_reviewed';

export async function sendProposalEmail(
  ctx: EmailContext,
  proposalId: number,
): Promise<ProposalEmailOutcome> {
  const [row] = await ctx.db
    .select({
      commonName: customSpeciesProposals.commonName,
      status: customSpeciesProposals.status,
      notes: customSpeciesProposals.moderatorNotes,
      username: users.username,
      email: users.email,
      speciesSlug: speciesDatabase.slug,
      speciesScientificName: speciesDatabase.scientificName,
      speciesCommonName: speciesDatabase.commonName,
    })
    .from(customSpeciesProposals)
    .innerJoin(users, eq(users.id, customSpeciesProposals.userId))
    .leftJoin(
      speciesDatabase,
      sql`${speciesDatabase.id} = coalesce(${customSpeciesProposals.mergedSpeciesId}, ${customSpeciesProposals.approvedSpeciesId})`,
    )
    .where(eq(customSpeciesProposals.id, proposalId))
    .limit(1);
  if (!row) return 'proposal_gone';
  if (!row.email) return 'no_email_address';
  const message = renderProposalEmail({
    recipientName: row.username,
    commonName: row.commonName,
    status: row.status,
    species:
      row.speciesSlug && row.speciesScientificName
        ? {
            slug: row.speciesSlug,
            scientificName: row.speciesScientificName,
            commonName: row.speciesCommonName,
          }
        : null,
    notes: row.notes,
    publicUrl: ctx.config.publicUrl,
  });
  if (!message) return 'not_reviewed';
  await ctx.mailer.send({ to: row.email, ...message });
  return 'sent';
}

export function customSpeciesEmailJob(ctx: EmailContext & Pick<AppContext, 'log'>): JobHandler {
  return async (job) => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success)
      throw new PermanentJobError(`Invalid custom_species_email payload: ${payload.error.message}`);
    const outcome = await sendProposalEmail(ctx, payload.data.proposalId);
    ctx.log.debug({ job: job.id, proposalId: payload.data.proposalId, outcome }, 'custom species e-mail');
  };
}
