// Simulated members for the load and fault tests: each is a plain fetch client of a real server (its own cookie
// jar, and the Origin header a browser sends, for the same-origin check) that browses, likes, comments, views and
// publishes sightings with a photo. Every write the server acknowledged (a 2xx answer with its ids) goes into a
// Ledger, which e2e/support/consistency.ts then compares with the database.
import { randomBytes } from 'node:crypto';
import { NEXT_CURSOR_HEADER } from '@common/constants/api';
import sharp from 'sharp';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/features/auth/passwords';

export const MEMBER_PASSWORD = 'Kingfisher9';

export interface MemberAccount {
  /** Known once the account exists (at once for members created in the database). */
  id: number;
  username: string;
  premium: boolean;
}

/**
 * Creates members straight in the database, before the server starts: registration allows 10 accounts per
 * address and hour (no setting raises it), and one password hash shared by all keeps this fast.
 */
export async function createMembers(
  db: Db,
  options: { count: number; prefix: string; premiumEvery?: number },
): Promise<MemberAccount[]> {
  const passwordHash = await hashPassword(MEMBER_PASSWORD);
  const every = options.premiumEvery ?? 5;
  const rows = Array.from({ length: options.count }, (_, i) => ({
    username: `${options.prefix}_${i + 1}`,
    email: `${options.prefix}_${i + 1}@example.org`,
    passwordHash,
    subscriptionTier: (i + 1) % every === 0 ? 'premium' : 'free',
  }));
  const created = await db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, username: users.username, tier: users.subscriptionTier });
  return created.map((u) => ({ id: u.id, username: u.username, premium: u.tier === 'premium' }));
}

/** What the server acknowledged, and how every answer went. */
export class Ledger {
  /** Marks this run's sightings and comments, so they can be counted by content. */
  readonly runId = randomBytes(4).toString('hex');
  readonly statuses = new Map<number, number>();
  /** Requests that got no answer at all (the server was down or killed). */
  unanswered = 0;
  /** Milliseconds from request to complete answer, of every answered request. */
  readonly latencies: number[] = [];
  readonly serverErrors: string[] = [];
  readonly sightings = new Map<number, { token: string; userId: number; mediaAssetId: number | null }>();
  readonly comments = new Map<number, { token: string; sightingId: number; userId: number }>();
  readonly uploads = new Map<number, { userId: number }>();
  /** Like state per `userId:sightingId` as last acknowledged; null once a toggle went unanswered. */
  readonly likes = new Map<string, boolean | null>();
  /** Members whose view of a sighting was acknowledged, per sighting. */
  readonly viewers = new Map<number, Set<number>>();
  /** Sightings anyone has seen, the pool members pick from. */
  readonly known: number[] = [];
  private tokens = 0;

  token(kind: 's' | 'c'): string {
    this.tokens += 1;
    return `${this.runId}-${kind}${this.tokens}`;
  }

  learn(ids: number[]): void {
    const have = new Set(this.known);
    for (const id of ids) if (!have.has(id)) this.known.push(id);
  }

  get fiveHundreds(): number {
    return [...this.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  }

  get requests(): number {
    return [...this.statuses.values()].reduce((n, c) => n + c, 0) + this.unanswered;
  }

  /** The latency under which `share` (0..1) of the answers came, in ms. */
  latency(share: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  }
}

/** A small JPEG in the member's colour: a real photo for the pipeline, cheap to process. */
async function photoOf(seed: number): Promise<Buffer> {
  const channel = (k: number) => (seed * k) % 256;
  return sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: channel(37), g: channel(91), b: channel(53) },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

type Answer = { status: number; body: unknown; headers: Headers } | null;

export class Member {
  private cookie = '';
  private uploadsLeft: number;
  private photo: Promise<Buffer> | undefined;

  constructor(
    private baseUrl: string,
    readonly account: MemberAccount,
    private readonly ledger: Ledger,
    private readonly random: () => number = Math.random,
  ) {
    // Free members may upload 5 photos a month; premium members are kept to a few more.
    this.uploadsLeft = account.premium ? 8 : 5;
  }

  /** Points the member at a restarted server; the session cookie stays (sessions live in the database). */
  moveTo(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  /** One request; answers null when no answer came (counted as unanswered), and records every status. */
  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
      text = await res.text();
    } catch {
      this.ledger.unanswered += 1;
      return null;
    }
    this.ledger.latencies.push(performance.now() - started);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('wl_session='));
    if (session) this.cookie = session.split(';')[0] ?? '';
    this.ledger.statuses.set(res.status, (this.ledger.statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500 && this.ledger.serverErrors.length < 50)
      this.ledger.serverErrors.push(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a static file): the status is what matters.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  /**
   * Registers through the API (e.g. with flows.ts's newMember()); the session cookie of the answer signs the
   * member in. Registration allows 10 accounts per address and hour, so crowds are made with createMembers.
   */
  static async register(
    baseUrl: string,
    ledger: Ledger,
    credentials: { username: string; email: string; password: string },
  ): Promise<Member> {
    const member = new Member(baseUrl, { id: 0, username: credentials.username, premium: false }, ledger);
    const res = await member.request('POST', '/api/auth/register', {
      ...credentials,
      preferredLanguage: 'en',
    });
    if (res?.status !== 201) throw new Error(`${credentials.username} could not register: ${res?.status}`);
    member.account.id = (res.body as { user: { id: number } }).user.id;
    return member;
  }

  async signIn(): Promise<void> {
    const res = await this.request('POST', '/api/auth/login', {
      username: this.account.username,
      password: MEMBER_PASSWORD,
    });
    if (res?.status !== 200) throw new Error(`${this.account.username} could not sign in: ${res?.status}`);
  }

  /** A page or two of the newest sightings, one sighting and its comments, and a view of it. */
  async browse(): Promise<void> {
    const first = await this.request('GET', '/api/sightings?limit=20');
    if (first?.status !== 200 || !Array.isArray(first.body)) return;
    this.ledger.learn((first.body as { id: number }[]).map((s) => s.id));
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    if (cursor && this.random() < 0.3)
      await this.request('GET', `/api/sightings?limit=20&cursor=${encodeURIComponent(cursor)}`);
    const id = this.target();
    if (id === undefined) return;
    await this.request('GET', `/api/sightings/${id}`);
    await this.request('GET', `/api/sightings/${id}/comments`);
    await this.view(id);
  }

  /** A known sighting; a third of the time one of the first few, so members contend for the same rows. */
  private target(): number | undefined {
    const pool = this.random() < 0.33 ? this.ledger.known.slice(0, 5) : this.ledger.known;
    return this.pick(pool);
  }

  async view(id: number): Promise<void> {
    const res = await this.request('POST', `/api/sightings/${id}/view`);
    if (res?.status !== 200) return;
    const viewers = this.ledger.viewers.get(id) ?? new Set<number>();
    viewers.add(this.account.id);
    this.ledger.viewers.set(id, viewers);
  }

  async toggleLike(id: number): Promise<void> {
    const key = `${this.account.id}:${id}`;
    const res = await this.request('POST', `/api/sightings/${id}/like`);
    if (res && res.status >= 200 && res.status < 300)
      this.ledger.likes.set(key, (res.body as { liked: boolean }).liked);
    // Unanswered (or failed) toggles may or may not have happened: the pair is no longer certain.
    else if (!res || res.status >= 500) this.ledger.likes.set(key, null);
  }

  async comment(id: number): Promise<void> {
    const token = this.ledger.token('c');
    const res = await this.request('POST', '/api/comments', {
      sightingId: id,
      content: `Lovely light ${token}`,
    });
    if (res?.status === 201)
      this.ledger.comments.set((res.body as { id: number }).id, {
        token,
        sightingId: id,
        userId: this.account.id,
      });
  }

  /**
   * Publishes a sighting: with a freshly uploaded photo while the member's allowance lasts, else without.
   * Answers its id, or null when it was not acknowledged.
   */
  async publish(): Promise<number | null> {
    let mediaAssetId: number | null = null;
    if (this.uploadsLeft > 0) {
      this.uploadsLeft -= 1;
      this.photo ??= photoOf(this.account.id);
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await this.photo)], { type: 'image/jpeg' }),
        'sighting.jpg',
      );
      const res = await this.request('POST', '/api/media', form);
      if (res?.status !== 201) return null;
      mediaAssetId = (res.body as { id: number }).id;
      this.ledger.uploads.set(mediaAssetId, { userId: this.account.id });
    }
    const token = this.ledger.token('s');
    const res = await this.request('POST', '/api/sightings', {
      speciesName: this.pick(['Red fox', 'Grey heron', 'Common kingfisher', 'Roe deer']) ?? 'Red fox',
      category: 'mammals',
      description: `Seen at dawn ${token}`,
      location: 'Soak Meadow',
      ...(mediaAssetId !== null ? { mediaAssetId } : {}),
    });
    if (res?.status !== 201) return null;
    const id = (res.body as { id: number }).id;
    this.ledger.sightings.set(id, { token, userId: this.account.id, mediaAssetId });
    this.ledger.learn([id]);
    return id;
  }

  /** One action, weighted roughly as people use the site: mostly reading, some reactions, few posts. */
  async act(): Promise<void> {
    const roll = this.random();
    const id = this.target();
    if (id === undefined || roll < 0.08) await this.publish();
    else if (roll < 0.5) await this.browse();
    else if (roll < 0.7) await this.toggleLike(id);
    else if (roll < 0.8) await this.comment(id);
    else await this.view(id);
  }

  /** Acts, with a short pause between actions, until `keepGoing` says stop. */
  async run(keepGoing: () => boolean, pauseMs: [number, number] = [200, 1200]): Promise<void> {
    while (keepGoing()) {
      await this.act();
      const [min, max] = pauseMs;
      await new Promise((r) => setTimeout(r, min + this.random() * (max - min)));
    }
  }
}

/** Builds and signs in a crowd (a few at a time: each sign-in is an argon2 check). */
export async function signInCrowd(
  baseUrl: string,
  accounts: MemberAccount[],
  ledger: Ledger,
): Promise<Member[]> {
  const members = accounts.map((a) => new Member(baseUrl, a, ledger));
  for (let i = 0; i < members.length; i += 8)
    await Promise.all(members.slice(i, i + 8).map((m) => m.signIn()));
  return members;
}
