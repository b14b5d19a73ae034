// Query keys of contests; the key segments join into the request path (lib/api.ts). Every write refreshes
// `all`, which every contest query starts with.
export const contestKeys = {
  all: ['/api/contests'] as const,
  /** A visitor's fee follows the interface language (?language=); a member's, their account's. */
  list: (language: string) => ['/api/contests', { language }] as const,
  detail: (id: number, language: string) => ['/api/contests', id, { language }] as const,
  eligible: (id: number) => ['/api/contests', id, 'eligible-sightings'] as const,
  latestWinners: ['/api/contests', 'winners', 'latest'] as const,
  byPayment: (paymentId: number) => ['/api/contests', 'payments', paymentId] as const,
  judging: ['/api/contests', 'judging'] as const,
  admin: ['admin', 'contests'] as const,
  adminDetail: (id: number) => ['admin', 'contests', id] as const,
};

/** Spec section 9's freshness of contests: fresh for an hour, kept for a day. */
export const CONTEST_STALE_MS = 60 * 60 * 1000;
export const CONTEST_GC_MS = 24 * 60 * 60 * 1000;
