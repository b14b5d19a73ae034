// Members' proposals of species the catalogue lacks (spec section 3, custom_species_proposals) with the spec's
// validation word for word (section 5), and the administrators' review (/admin/custom-species).
import { z } from 'zod';
import { lengthLimit } from './length-limit';

/** Proposals are for the animal categories (spec section 5: insects are not among them). */
export const PROPOSAL_CATEGORIES = ['birds', 'mammals', 'reptiles', 'amphibians', 'marine'] as const;
export type ProposalCategory = (typeof PROPOSAL_CATEGORIES)[number];

export const COMMON_NAME_REQUIRED_MESSAGE = 'Common name is required';
export const COMMON_NAME_TOO_LONG_MESSAGE = 'Common name must be less than 100 characters';
export const PROPOSAL_CATEGORY_MESSAGE = 'Please select a valid category';
export const SUBMISSION_REASON_TOO_LONG_MESSAGE = 'Submission reason must be less than 500 characters';
export const EVIDENCE_MAX = 6;
export const PROPOSAL_STATUSES = ['pending', 'approved', 'merged', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const idSchema = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_147_483_647, message);

export const customSpeciesProposalInputSchema = z.strictObject({
  commonName: z
    .string(COMMON_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, COMMON_NAME_REQUIRED_MESSAGE)
    .max(100, COMMON_NAME_TOO_LONG_MESSAGE),
  scientificName: optionalText(200, 'Scientific name must be less than 200 characters'),
  category: z.enum(PROPOSAL_CATEGORIES, PROPOSAL_CATEGORY_MESSAGE),
  region: optionalText(200, 'Region must be less than 200 characters'),
  submissionReason: optionalText(500, SUBMISSION_REASON_TOO_LONG_MESSAGE),
  /** Ids of the member's own uploaded photos (POST /api/media) shown as evidence. */
  evidenceMediaIds: z
    .array(idSchema('Evidence must be ids of your uploads'))
    .max(EVIDENCE_MAX, lengthLimit(`At most ${EVIDENCE_MAX} photos can be attached`))
    .default([]),
  aiSuggestedSpeciesId: idSchema('The suggested species id must be a whole number').nullable().optional(),
  aiConfidence: z.number('AI confidence must be between 0 and 1').min(0).max(1).nullable().optional(),
});
export type CustomSpeciesProposalInput = z.input<typeof customSpeciesProposalInputSchema>;

export const customSpeciesProposalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  commonName: z.string(),
  scientificName: z.string().nullable(),
  category: z.enum(PROPOSAL_CATEGORIES),
  region: z.string().nullable(),
  evidenceMediaUrls: z.array(z.string()),
  aiSuggestedSpeciesId: z.number().int().nullable(),
  aiConfidence: z.number().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The catalogue species it now is: the one it was merged into, or the one its approval created. */
  species: z.object({ id: z.number().int(), slug: z.string(), scientificName: z.string() }).nullable(),
  submissionReason: z.string().nullable(),
  moderatorNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomSpeciesProposal = z.infer<typeof customSpeciesProposalSchema>;

/** The administrators' list adds who proposed it. */
export const adminCustomSpeciesProposalSchema = customSpeciesProposalSchema.extend({
  proposer: z.object({ id: z.number().int(), username: z.string() }),
  /** Sightings the member recorded under this proposal (sightings.custom_species_id). */
  sightings: z.number().int(),
});
export type AdminCustomSpeciesProposal = z.infer<typeof adminCustomSpeciesProposalSchema>;

export const adminProposalListQuerySchema = z.strictObject({
  status: z.enum(PROPOSAL_STATUSES, 'Unknown status').default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const SCIENTIFIC_NAME_REQUIRED_MESSAGE =
  'A scientific name (genus and species) is required to approve';
export const SCIENTIFIC_NAME_FORMAT_MESSAGE = 'Scientific name must be a genus and species, e.g. Cygnus olor';
export const MODERATOR_NOTES_TOO_LONG_MESSAGE = 'Notes must be less than 1000 characters';

const notesSchema = optionalText(1000, MODERATOR_NOTES_TOO_LONG_MESSAGE);

/** Approving creates a catalogue species; the administrator may correct the names first. */
export const approveProposalSchema = z.strictObject({
  scientificName: z
    .string(SCIENTIFIC_NAME_REQUIRED_MESSAGE)
    .trim()
    .max(200, lengthLimit(SCIENTIFIC_NAME_FORMAT_MESSAGE))
    .regex(/^[A-Z][a-z-]+ [a-z-]+( [a-z-]+)?$/, SCIENTIFIC_NAME_FORMAT_MESSAGE),
  commonName: z
    .string(COMMON_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, COMMON_NAME_REQUIRED_MESSAGE)
    .max(100, COMMON_NAME_TOO_LONG_MESSAGE)
    .optional(),
  family: optionalText(100, 'Family must be less than 100 characters'),
  moderatorNotes: notesSchema,
});
export type ApproveProposalInput = z.input<typeof approveProposalSchema>;

export const MERGE_TARGET_MESSAGE = 'Choose the catalogue species to merge into';
export const mergeProposalSchema = z.strictObject({
  /** The catalogue species' exact scientific name (the editor picks it from the species autocomplete). */
  scientificName: z
    .string(MERGE_TARGET_MESSAGE)
    .trim()
    .min(1, MERGE_TARGET_MESSAGE)
    .max(200, lengthLimit(MERGE_TARGET_MESSAGE)),
  moderatorNotes: notesSchema,
});
export type MergeProposalInput = z.input<typeof mergeProposalSchema>;

export const REJECT_NOTES_REQUIRED_MESSAGE = 'Tell the member why: notes are required to reject';
export const rejectProposalSchema = z.strictObject({
  moderatorNotes: z
    .string(REJECT_NOTES_REQUIRED_MESSAGE)
    .trim()
    .min(1, REJECT_NOTES_REQUIRED_MESSAGE)
    .max(1000, MODERATOR_NOTES_TOO_LONG_MESSAGE),
});
export type RejectProposalInput = z.input<typeof rejectProposalSchema>;
