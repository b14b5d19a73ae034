// What the server pushes on /ws (spec section 7) and whom a published event is for.

/** Rarity values the spec names for rare-species alerts. */
export type AlertRarity =
  | 'extremely_rare'
  | 'very_rare'
  | 'rare'
  | 'uncommon'
  | 'common'
  | 'abundant'
  | 'other';

/** The alert fields of spec section 3 ("Rare species alert (real time)"); `read` is set by the client only. */
export interface RareSpeciesAlert {
  id: number | string;
  sightingId: number;
  species: string;
  location: string;
  photographer: string;
  imageUrl: string | null;
  rarity: AlertRarity;
  /** ISO 8601. */
  timestamp: string;
  description: string;
  alertName: string;
  relevanceScore: number;
}

/** Messages published through the hub; per-socket replies (authenticated, error...) stay in socket-routes.ts. */
export type RealtimeMessage = { type: 'rare_species_alert'; data: RareSpeciesAlert };

/** Every connected member, or the sockets of the listed member ids (all their tabs, on every process). */
export type RealtimeAudience = 'all' | readonly number[];

/**
 * Sockets to close because the session behind them ended: one session (sign-out, identified by the SHA-256 of
 * its id, as the sessions table stores it), or every session of the member (password reset, suspension).
 */
export interface SessionEnd {
  memberId: number;
  sessionHash?: string;
}

/** What a socket whose session ended hears before it is closed: the spec's failure message, so clients stop. */
export const SESSION_ENDED_MESSAGE = 'Session ended';
/** A normal close: clients of spec section 4 reconnect on any other code, and a visitor has nothing to reopen. */
export const SESSION_ENDED_CLOSE_CODE = 1000;

export interface RealtimeEvent {
  to: RealtimeAudience;
  message: RealtimeMessage;
}

/** The JSON text of a message as bytes, made once per publish and shared by every socket's send. */
export function serializeMessage(message: RealtimeMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}
