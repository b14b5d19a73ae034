// Member tools (issue 16 item 6): downloading one's data and deleting one's account. The rules both sides use,
// the request bodies and the answers of /api/me/export* and /api/me/delete*.
import { z } from 'zod';

export const ACCOUNT_LIMITS = {
  /** A finished export can be downloaded for this long, then its file is deleted. */
  exportKeepDays: 7,
  /** Exports a member may start in any 24 hours (each reads every row and original file of theirs). */
  exportsPerDay: 3,
  /** Days between asking for deletion and the deletion: the member may change their mind meanwhile. */
  deletionGraceDays: 14,
  passwordMax: 200,
} as const;

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const ACCOUNT_MESSAGES = {
  exportUnderWay: 'An export of your data is already being prepared. Wait for it to finish.',
  tooManyExports: `You can ask for ${ACCOUNT_LIMITS.exportsPerDay} exports of your data in 24 hours. Please try again later.`,
  noExport: 'There is no export of your data to download. Ask for one first.',
  exportExpired: `This export has expired (exports are kept ${ACCOUNT_LIMITS.exportKeepDays} days). Ask for a new one.`,
  tooManyDownloads: 'Too many downloads of your export. Please try again later.',
  passwordRequired: 'Enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account was not scheduled for deletion.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  alreadyScheduled: 'Your account is already scheduled for deletion.',
  notScheduled: 'Your account is not scheduled for deletion.',
  adminAccount: "The site administrator's account cannot be deleted here.",
} as const;

export const accountExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When a ready export's file is deleted. */
  expiresAt: z.string().nullable(),
  /** Size of the zip, once ready. */
  bytes: z.number().int().nullable(),
  /** GET /api/me/export/download while the export is ready and not expired. */
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** GET /api/me/export and POST /api/me/export: the member's latest export, if any. */
export const exportStateSchema = z.object({
  export: accountExportSchema.nullable(),
  /** Exports the member may still start in the current 24 hours (also when there is no export yet). */
  remainingToday: z.number().int(),
});
export type ExportState = z.infer<typeof exportStateSchema>;

/** POST /api/me/delete: the password, typed again. */
export const deletionRequestSchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_MESSAGES.wrongPassword)
    .min(1, ACCOUNT_MESSAGES.passwordRequired),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** GET /api/me/delete, POST /api/me/delete and its cancel: the scheduled deletion, if any. */
export const deletionStateSchema = z.object({
  deletion: z
    .object({
      requestedAt: z.string(),
      /** When the account and everything in it will be deleted. */
      scheduledFor: z.string(),
    })
    .nullable(),
});
export type DeletionState = z.infer<typeof deletionStateSchema>;

export const ME_EXPORT_DOWNLOAD_PATH = '/api/me/export/download';

/** The zip's name: wildlens-data-2026-11-29.zip (the member's name stays out of it: shared downloads folders). */
export const exportFileName = (createdAt: Date): string =>
  `wildlens-data-${createdAt.toISOString().slice(0, 10)}.zip`;
