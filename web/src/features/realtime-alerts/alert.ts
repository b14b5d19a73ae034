// The rare-species alert the server pushes on /ws (spec section 3, "Rare species alert (real time)"), as the
// server's RareSpeciesAlert (server/realtime/messages.ts), and the messages of spec section 7 the client reads.
// Parsed with zod: a message that does not fit is logged and dropped instead of breaking a popup.
import { z } from 'zod';

export const ALERT_RARITIES = [
  'extremely_rare',
  'very_rare',
  'rare',
  'uncommon',
  'common',
  'abundant',
  'other',
] as const;
export type AlertRarity = (typeof ALERT_RARITIES)[number];

export const rareSpeciesAlertSchema = z.object({
  id: z.union([z.number(), z.string()]),
  sightingId: z.number().int(),
  species: z.string(),
  location: z.string(),
  photographer: z.string(),
  imageUrl: z.string().nullable().optional(),
  // A rarity this client does not know yet reads as 'other' rather than dropping the alert.
  rarity: z.string().transform((value): AlertRarity => {
    const known: readonly string[] = ALERT_RARITIES;
    return known.includes(value) ? (value as AlertRarity) : 'other';
  }),
  timestamp: z.string(),
  description: z.string().optional().default(''),
  alertName: z.string().optional().default(''),
  relevanceScore: z.number().optional().default(0),
});

export type RareSpeciesAlert = z.infer<typeof rareSpeciesAlertSchema>;
export type AlertId = RareSpeciesAlert['id'];

/** An alert in the list: `read` is kept by the client only. */
export interface LiveAlert extends RareSpeciesAlert {
  read: boolean;
}

/** What the server sends on /ws; `unknown` carries any other type, which the client only logs. */
export type ServerMessage =
  | { type: 'authenticated' }
  | { type: 'authentication_failed'; message: string }
  | { type: 'error'; message: string }
  | { type: 'pong' }
  | { type: 'rare_species_alert'; data: RareSpeciesAlert }
  | { type: 'unknown'; raw: unknown }
  | { type: 'invalid'; raw: unknown };

const envelope = z.object({ type: z.string() }).passthrough();
const withMessage = z.object({ message: z.string().optional().default('') }).passthrough();
const alertMessage = z.object({ data: rareSpeciesAlertSchema });

/** Reads one text frame; `invalid` for text that is not a message or an alert whose fields do not fit. */
export function parseServerMessage(text: string): ServerMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { type: 'invalid', raw: text };
  }
  const head = envelope.safeParse(json);
  if (!head.success) return { type: 'invalid', raw: json };
  switch (head.data.type) {
    case 'authenticated':
      return { type: 'authenticated' };
    case 'pong':
      return { type: 'pong' };
    case 'authentication_failed':
    case 'error': {
      const message = withMessage.safeParse(json);
      return { type: head.data.type, message: message.success ? message.data.message : '' };
    }
    case 'rare_species_alert': {
      const alert = alertMessage.safeParse(json);
      return alert.success
        ? { type: 'rare_species_alert', data: alert.data.data }
        : { type: 'invalid', raw: json };
    }
    default:
      return { type: 'unknown', raw: json };
  }
}
