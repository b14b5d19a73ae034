// Help and legal (issue 16 item 2): the contact form, the DMCA notice form and the administrators' view of both.
// What the browser and the server exchange, and the messages both sides show (the web translates them through
// the `support.validation` locale keys, looked up by the keys of SUPPORT_MESSAGES).
//
// Both forms carry a honeypot, `website`: a field people never see. A bot that fills it is answered as if its
// message had been received, and nothing is stored or sent (server/features/support/service.ts).
import { z } from 'zod';
import { emailSchema } from './auth';
import { lengthLimit } from './length-limit';

export const CONTACT_TOPICS = [
  'general',
  'account',
  'billing',
  'sightings',
  'identification',
  'contests',
  'shop',
  'privacy',
  'copyright',
  'bug',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_STATUSES = ['open', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const DMCA_STATUSES = ['open', 'actioned', 'rejected'] as const;
export type DmcaStatus = (typeof DMCA_STATUSES)[number];
export const DMCA_CLAIMANT_ROLES = ['owner', 'agent'] as const;
export type DmcaClaimantRole = (typeof DMCA_CLAIMANT_ROLES)[number];
/** The pages a notice may name: what members publish that can carry someone else's work. */
export const REPORTED_ITEM_KINDS = ['sighting', 'portfolio', 'guide'] as const;
export type ReportedItemKind = (typeof REPORTED_ITEM_KINDS)[number];

export const SUPPORT_LIMITS = {
  name: 100,
  messageMin: 10,
  message: 5000,
  honeypot: 500,
  address: 500,
  phone: 40,
  work: 2000,
  url: 2000,
  details: 2000,
  adminNote: 2000,
  /** Submissions per hour from one address, and for one e-mail address (each form counted on its own). */
  perHour: 5,
  pageSize: 25,
} as const;

/** Every message the forms and the server show; the web translates them by key (support.validation.<key>). */
export const SUPPORT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${SUPPORT_LIMITS.name} characters.`,
  topicInvalid: 'Please choose a topic.',
  messageTooShort: `Please write at least ${SUPPORT_LIMITS.messageMin} characters.`,
  messageTooLong: `Your message must be at most ${SUPPORT_LIMITS.message} characters.`,
  addressRequired: 'Please enter your postal address.',
  addressTooLong: `The address must be at most ${SUPPORT_LIMITS.address} characters.`,
  phoneInvalid: 'Please enter a telephone number (digits, spaces, +, -, parentheses).',
  workRequired: 'Please describe the copyrighted work (at least 10 characters).',
  workTooLong: `The description must be at most ${SUPPORT_LIMITS.work} characters.`,
  ownerRequired: 'An agent must name the copyright owner they act for.',
  ownerTooLong: `The owner's name must be at most ${SUPPORT_LIMITS.name} characters.`,
  originalUrlInvalid: 'The address of the original must be an http or https link.',
  reportedUrlRequired: 'Please paste the address of the page on WildLens.',
  reportedUrlInvalid:
    'This is not the address of a sighting, a portfolio or a location guide on WildLens (for example https://…/sighting/123).',
  reportedUrlOtherSite: 'This address is not on this WildLens site.',
  reportedItemMissing: 'There is no such sighting, portfolio or guide on WildLens.',
  detailsTooLong: `The details must be at most ${SUPPORT_LIMITS.details} characters.`,
  goodFaithRequired: 'The notice needs your good-faith statement.',
  accuracyRequired: 'The notice needs your statement of accuracy and authority.',
  signatureRequired: 'Please sign by typing your full name.',
  signatureMismatch: 'Your signature must be your full name exactly as entered above.',
  tooManyContact:
    'You have sent several messages in the last hour. Please wait an hour before sending another.',
  tooManyDmca: 'You have sent several notices in the last hour. Please wait an hour before sending another.',
  permission: 'Messages and notices need the manageUsers permission.',
  contactNotFound: 'Message not found.',
  dmcaNotFound: 'Notice not found.',
  adminNoteRequired: 'Write a note saying what was done or why the notice was rejected.',
  adminNoteTooLong: `The note must be at most ${SUPPORT_LIMITS.adminNote} characters.`,
} as const;
export type SupportMessageKey = keyof typeof SUPPORT_MESSAGES;

const M = SUPPORT_MESSAGES;
const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** Trimmed text between min and max characters; the length is checked before anything else reads it. */
const text = (min: number, max: number, short: string, long: string) =>
  z
    .string(short)
    .max(max * 4, lengthLimit(long))
    .trim()
    .min(min, short)
    .max(max, long);

const optionalText = (max: number, long: string) =>
  z
    .string()
    .max(max * 4, lengthLimit(long))
    .trim()
    .max(max, long)
    .optional();

/** The honeypot: anything is accepted (a bot must not learn it was caught); people leave it empty. */
const honeypot = z.string().max(SUPPORT_LIMITS.honeypot).optional();

/** A filled honeypot: the submission came from a bot. */
export const isHoneypotFilled = (value: string | undefined) => Boolean(value && value.trim() !== '');

// ---------------------------------------------------------------------------------------------------------------
// Reported pages

export type ReportedItem =
  | { kind: 'sighting'; id: number }
  | { kind: 'guide'; id: number }
  | { kind: 'portfolio'; slug: string };

/** The page of a reported item on the site: /sighting/12, /location-guides/4, /portfolio/owl-watch. */
export function reportedItemPath(item: ReportedItem): string {
  if (item.kind === 'sighting') return `/sighting/${item.id}`;
  if (item.kind === 'guide') return `/location-guides/${item.id}`;
  return `/portfolio/${item.slug}`;
}

const PATTERNS: [RegExp, (match: string) => ReportedItem | null][] = [
  [/^\/sighting\/(\d{1,10})$/, (id) => asRowId(id, (n) => ({ kind: 'sighting', id: n }))],
  [/^\/location-guides\/(\d{1,10})$/, (id) => asRowId(id, (n) => ({ kind: 'guide', id: n }))],
  [
    /^\/portfolio\/([a-z0-9]+(?:-[a-z0-9]+)*)$/,
    (slug) => (slug.length <= 40 ? { kind: 'portfolio', slug } : null),
  ],
];

function asRowId(value: string, make: (id: number) => ReportedItem): ReportedItem | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? make(n) : null;
}

/**
 * Reads a reported address: an absolute http(s) URL (whose host the server compares with its own) or a path of
 * the site. The query and the fragment are ignored. Null when it names no sighting, portfolio or guide page.
 */
export function parseReportedUrl(value: string): { item: ReportedItem; host: string | null } | null {
  const raw = value.trim();
  if (raw === '' || raw.length > SUPPORT_LIMITS.url) return null;
  let url: URL;
  try {
    url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, 'http://site.invalid') : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = raw.startsWith('/') ? null : url.host.toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '').toLowerCase();
  } catch {
    return null;
  }
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(path)?.[1];
    if (match) {
      const item = make(match);
      return item ? { item, host } : null;
    }
  }
  return null;
}

/** Whether `host` is the site's own (a leading www. on either side is the same site). */
export function isSameSite(host: string, siteHost: string): boolean {
  const bare = (h: string) => h.toLowerCase().replace(/^www\./, '');
  return bare(host) === bare(siteHost);
}

// ---------------------------------------------------------------------------------------------------------------
// The public forms

export const contactMessageInputSchema = z.strictObject({
  name: text(1, SUPPORT_LIMITS.name, M.nameRequired, M.nameTooLong),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, M.topicInvalid),
  message: text(SUPPORT_LIMITS.messageMin, SUPPORT_LIMITS.message, M.messageTooShort, M.messageTooLong),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** Collapsed white space and case: how a typed signature is compared with the typed name. */
const signed = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

export const dmcaNoticeInputSchema = z
  .strictObject({
    claimantRole: z.enum(DMCA_CLAIMANT_ROLES),
    fullName: text(1, SUPPORT_LIMITS.name, M.nameRequired, M.nameTooLong),
    /** The owner an agent acts for (required for agents). */
    copyrightOwner: optionalText(SUPPORT_LIMITS.name, M.ownerTooLong),
    email: emailSchema,
    address: text(5, SUPPORT_LIMITS.address, M.addressRequired, M.addressTooLong),
    phone: z
      .string()
      .max(SUPPORT_LIMITS.phone, lengthLimit(M.phoneInvalid))
      .trim()
      .regex(/^$|^\+?[0-9][0-9 ()./-]{3,38}$/, M.phoneInvalid)
      .optional(),
    copyrightedWork: text(10, SUPPORT_LIMITS.work, M.workRequired, M.workTooLong),
    originalUrl: z
      .string()
      .max(SUPPORT_LIMITS.url, lengthLimit(M.originalUrlInvalid))
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), M.originalUrlInvalid)
      .optional(),
    infringingUrl: z
      .string(M.reportedUrlRequired)
      .max(SUPPORT_LIMITS.url, lengthLimit(M.reportedUrlInvalid))
      .trim()
      .min(1, M.reportedUrlRequired)
      .refine((v) => parseReportedUrl(v) !== null, M.reportedUrlInvalid),
    details: optionalText(SUPPORT_LIMITS.details, M.detailsTooLong),
    goodFaith: z.literal(true, M.goodFaithRequired),
    accuracy: z.literal(true, M.accuracyRequired),
    signature: text(1, SUPPORT_LIMITS.name, M.signatureRequired, M.nameTooLong),
    website: honeypot,
  })
  .superRefine((notice, ctx) => {
    if (notice.claimantRole === 'agent' && !notice.copyrightOwner)
      ctx.addIssue({ code: 'custom', path: ['copyrightOwner'], message: M.ownerRequired });
    if (signed(notice.signature) !== signed(notice.fullName))
      ctx.addIssue({ code: 'custom', path: ['signature'], message: M.signatureMismatch });
  });
export type DmcaNoticeInput = z.input<typeof dmcaNoticeInputSchema>;

/** What both forms answer, to people and to bots alike. */
export const supportReceiptSchema = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------------
// The administrators' view

export const supportIdParamsSchema = z.strictObject({ id: rowId });

export const adminContactQuerySchema = z.object({
  status: z.enum([...CONTACT_STATUSES, 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminDmcaQuerySchema = z.object({
  status: z.enum([...DMCA_STATUSES, 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  /** The interface language the message was sent from. */
  language: z.string(),
  /** Sent by a Premium member signed in (Premium's priority support): listed first. */
  priority: z.boolean(),
  member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  status: z.enum(CONTACT_STATUSES),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactListSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  openCount: z.number().int(),
});
export type AdminContactList = z.infer<typeof adminContactListSchema>;

export const contactMessageUpdateSchema = z.strictObject({ handled: z.boolean() });

export const adminDmcaCaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(DMCA_STATUSES),
  claimantRole: z.enum(DMCA_CLAIMANT_ROLES),
  fullName: z.string(),
  copyrightOwner: z.string().nullable(),
  email: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  copyrightedWork: z.string(),
  originalUrl: z.string().nullable(),
  infringingUrl: z.string(),
  details: z.string().nullable(),
  signature: z.string(),
  /** The reported page as the site names it, what it is now (null title: gone) and whether it still exists. */
  item: z.object({
    kind: z.enum(REPORTED_ITEM_KINDS),
    path: z.string(),
    title: z.string().nullable(),
    exists: z.boolean(),
  }),
  adminNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDmcaCase = z.infer<typeof adminDmcaCaseSchema>;

export const adminDmcaListSchema = z.object({
  cases: z.array(adminDmcaCaseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  openCount: z.number().int(),
});
export type AdminDmcaList = z.infer<typeof adminDmcaListSchema>;

export const dmcaCaseUpdateSchema = z
  .strictObject({
    status: z.enum(DMCA_STATUSES),
    adminNote: z
      .string()
      .max(SUPPORT_LIMITS.adminNote * 4, lengthLimit(M.adminNoteTooLong))
      .trim()
      .max(SUPPORT_LIMITS.adminNote, M.adminNoteTooLong)
      .default(''),
  })
  .superRefine((update, ctx) => {
    // A decision is recorded with its reason; reopening needs none.
    if (update.status !== 'open' && update.adminNote === '')
      ctx.addIssue({ code: 'custom', path: ['adminNote'], message: M.adminNoteRequired });
  });
export type DmcaCaseUpdate = z.input<typeof dmcaCaseUpdateSchema>;
