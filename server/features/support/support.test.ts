// Help and legal on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): contact messages and DMCA
// notices are stored and mailed to the administrators, a filled honeypot is answered alike but leaves nothing,
// both forms are limited to 5 an hour per address and per e-mail address, bad input is a 400 naming the field,
// a notice must name an existing sighting, portfolio or guide of this site, and only administrators with
// manageUsers read and settle them.
import { SUPPORT_MESSAGES } from '@common/schemas/support';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, contactMessages, dmcaCases, jobs, users } from '../../db/schema';
import { readOutbox } from '../../mail/outbox.support';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { withAdminPermissions } from '../sightings/social.support';
import { adminBearer } from '../species/page-test-support';

let t: TestApp;
let bearer: string;
let member: Awaited<ReturnType<typeof makeUser>>;
let sightingId: number;
let guideId: number;
let address = 0;
/** A fresh client address per call unless told: each test meets the limits only where it means to. */
const nextAddress = () => {
  address += 1;
  return `10.44.${address >> 8}.${address & 255}`;
};

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Rosa Marsh',
  email: 'rosa@example.org',
  topic: 'billing',
  message: 'I was charged twice for Premium this month, could you check?',
  ...over,
});

const notice = (over: Record<string, unknown> = {}) => ({
  claimantRole: 'owner',
  fullName: 'Ansel Heron',
  email: 'ansel@example.org',
  address: '12 Estuary Road, Bristol BS1 4DJ, United Kingdom',
  phone: '+44 117 496 0000',
  copyrightedWork: 'My photograph "Heron at dawn", published on my own site in 2024.',
  originalUrl: 'https://example.org/heron-at-dawn',
  infringingUrl: `http://localhost:5000/sighting/${sightingId}`,
  goodFaith: true,
  accuracy: true,
  signature: 'Ansel Heron',
  ...over,
});

const post = (
  url: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload,
  });

const admin = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload ? { payload } : {}),
  });

const countOf = async (table: typeof contactMessages | typeof dmcaCases) =>
  (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
/** Runs the job worker until no job is due (a batch claims only some of them). */
const runJobs = async () => {
  while ((await t.app.jobs.runOnce()).claimed > 0);
};
const supportJobs = async () =>
  (
    await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.type, 'support_admin_email'))
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  bearer = await adminBearer(t.app);
  member = await makeUser(t.app, { preferredLanguage: 'fr' });
  sightingId = (await makeSighting(t.app, member.cookie, { speciesName: 'Grey heron' })).id;
  const portfolio = await t.app.inject({
    method: 'PUT',
    url: '/api/portfolio',
    headers: { cookie: member.cookie },
    payload: { portfolioUrl: 'heron-watch', isPublic: true },
  });
  expect(portfolio.statusCode, portfolio.body).toBe(200);
  const guide = await t.app.inject({
    method: 'POST',
    url: '/api/guides',
    headers: { cookie: member.cookie },
    payload: {
      title: 'Herons of the estuary',
      description: 'Where the herons fish at low tide on the estuary.',
      location: 'Severn estuary',
      latitude: 51.6,
      longitude: -2.7,
      price: 0,
      category: 'birds',
      difficulty: 'easy',
      bestSeason: 'spring',
      content: 'Walk the sea wall.',
      publish: true,
    },
  });
  expect(guide.statusCode, guide.body).toBe(201);
  guideId = guide.json().guide.id;
});
afterAll(async () => t?.close());

describe('the contact form', () => {
  it('stores the message and e-mails the administrators, with a reply going to the sender', async () => {
    const res = await post('/api/support/contact', contact());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'rosa@example.org'));
    expect(row).toMatchObject({
      name: 'Rosa Marsh',
      topic: 'billing',
      status: 'open',
      userId: null,
      priority: false,
    });
    await runJobs();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.includes('Rosa Marsh'));
    expect(mail?.to).toBe(t.config.ADMIN_EMAIL);
    expect(mail?.subject).toBe('Contact (billing): Rosa Marsh');
    expect(mail?.headers['reply-to']).toBe('rosa@example.org');
    expect(mail?.text).toContain('I was charged twice for Premium this month');
  });

  it('records the signed-in member, their language, and Premium as priority support', async () => {
    await t.app.ctx.db.update(users).set({ subscriptionTier: 'premium' }).where(eq(users.id, member.id));
    try {
      const res = await post('/api/support/contact', contact({ email: member.email }), {
        cookie: member.cookie,
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await t.app.ctx.db.update(users).set({ subscriptionTier: 'free' }).where(eq(users.id, member.id));
    }
    const [row] = await t.app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, member.id));
    expect(row).toMatchObject({ language: 'fr', priority: true });
    await runJobs();
    expect(readOutbox(t.dataDir).some((m) => m.subject.startsWith('[Priority] Contact (billing)'))).toBe(
      true,
    );
  });

  it('answers a filled honeypot as a success, and stores and sends nothing', async () => {
    const [messages, queued] = [await countOf(contactMessages), await supportJobs()];
    const res = await post('/api/support/contact', contact({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await countOf(contactMessages)).toBe(messages);
    expect(await supportJobs()).toBe(queued);
  });

  it('refuses invalid input with a 400 naming the field, and stores nothing', async () => {
    const before = await countOf(contactMessages);
    const cases: [Record<string, unknown>, string, string][] = [
      [contact({ name: '   ' }), 'name', SUPPORT_MESSAGES.nameRequired],
      [contact({ email: 'not-an-address' }), 'email', 'Invalid email format'],
      [contact({ topic: 'lawsuit' }), 'topic', SUPPORT_MESSAGES.topicInvalid],
      [contact({ message: 'Hi' }), 'message', SUPPORT_MESSAGES.messageTooShort],
      [contact({ message: 'x'.repeat(5001) }), 'message', SUPPORT_MESSAGES.messageTooLong],
      [contact({ extra: 1 }), '', ''],
    ];
    for (const [payload, path, message] of cases) {
      const res = await post('/api/support/contact', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      if (path) expect(errors).toContainEqual({ path, message });
    }
    expect(await countOf(contactMessages)).toBe(before);
  });

  it('takes 5 messages an hour from one address and for one e-mail address, then 429 until the hour is over', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/api/support/contact', contact({ email: `burst${i}@example.org` }), { ip })).statusCode,
      ).toBe(201);
    const before = await countOf(contactMessages);
    const refused = await post('/api/support/contact', contact({ email: 'burst9@example.org' }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.tooManyContact);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same e-mail address from five other addresses.
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/support/contact', contact({ email: 'same@example.org' }))).statusCode).toBe(
        201,
      );
    expect((await post('/api/support/contact', contact({ email: 'same@example.org' }))).statusCode).toBe(429);
    expect(await countOf(contactMessages)).toBe(before + 5);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect(
      (await post('/api/support/contact', contact({ email: 'burst9@example.org' }), { ip })).statusCode,
    ).toBe(201);
  });
});

describe('the DMCA notice form', () => {
  it('stores a notice about a sighting and e-mails the administrators', async () => {
    const res = await post('/api/support/dmca', notice());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.app.ctx.db.select().from(dmcaCases).where(eq(dmcaCases.fullName, 'Ansel Heron'));
    expect(row).toMatchObject({
      status: 'open',
      itemKind: 'sighting',
      itemRef: String(sightingId),
      goodFaith: true,
      accuracy: true,
      phone: '+44 117 496 0000',
    });
    await runJobs();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.startsWith(`DMCA notice ${row?.id}`));
    expect(mail?.subject).toBe(`DMCA notice ${row?.id}: /sighting/${sightingId}`);
    expect(mail?.headers['reply-to']).toBe('ansel@example.org');
    expect(mail?.text).toContain(`Reported page: http://localhost:5000/sighting/${sightingId}`);
    expect(mail?.text).toContain('Signature: /Ansel Heron/');
  });

  it('accepts portfolio and guide pages, as site paths too, and an agent naming the owner', async () => {
    for (const [url, kind, ref] of [
      ['/portfolio/heron-watch', 'portfolio', 'heron-watch'],
      [`http://localhost:5000/location-guides/${guideId}?tab=map#top`, 'guide', String(guideId)],
      [`/sighting/${sightingId}/`, 'sighting', String(sightingId)],
    ] as const) {
      const res = await post(
        '/api/support/dmca',
        notice({
          claimantRole: 'agent',
          copyrightOwner: 'Heron Photo Ltd',
          infringingUrl: url,
          email: `${kind}@example.org`,
        }),
      );
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      const [row] = await t.app.ctx.db
        .select()
        .from(dmcaCases)
        .where(eq(dmcaCases.email, `${kind}@example.org`));
      expect(row).toMatchObject({ itemKind: kind, itemRef: ref, copyrightOwner: 'Heron Photo Ltd' });
    }
  });

  it('refuses an address that is not an existing sighting, portfolio or guide of this site', async () => {
    const before = await countOf(dmcaCases);
    const cases: [string, string][] = [
      ['http://localhost:5000/explore', SUPPORT_MESSAGES.reportedUrlInvalid],
      ['https://elsewhere.example/sighting/1', SUPPORT_MESSAGES.reportedUrlOtherSite],
      ['javascript:alert(1)//sighting/1', SUPPORT_MESSAGES.reportedUrlInvalid],
      ['/sighting/99999999', SUPPORT_MESSAGES.reportedItemMissing],
      ['/portfolio/nobody-has-this', SUPPORT_MESSAGES.reportedItemMissing],
      ['/location-guides/99999999', SUPPORT_MESSAGES.reportedItemMissing],
      ['/sighting/99999999999', SUPPORT_MESSAGES.reportedUrlInvalid],
    ];
    for (const [url, message] of cases) {
      const res = await post('/api/support/dmca', notice({ infringingUrl: url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toContainEqual({ path: 'infringingUrl', message });
    }
    expect(await countOf(dmcaCases)).toBe(before);
  });

  it('needs both statements, a signature matching the name and the owner an agent acts for', async () => {
    const before = await countOf(dmcaCases);
    const cases: [Record<string, unknown>, string, string][] = [
      [notice({ goodFaith: false }), 'goodFaith', SUPPORT_MESSAGES.goodFaithRequired],
      [notice({ accuracy: false }), 'accuracy', SUPPORT_MESSAGES.accuracyRequired],
      [notice({ signature: 'A. Heron' }), 'signature', SUPPORT_MESSAGES.signatureMismatch],
      [notice({ claimantRole: 'agent' }), 'copyrightOwner', SUPPORT_MESSAGES.ownerRequired],
      [notice({ address: '' }), 'address', SUPPORT_MESSAGES.addressRequired],
      [notice({ phone: 'call me' }), 'phone', SUPPORT_MESSAGES.phoneInvalid],
      [notice({ originalUrl: 'ftp://example.org/x' }), 'originalUrl', SUPPORT_MESSAGES.originalUrlInvalid],
      [notice({ copyrightedWork: 'photo' }), 'copyrightedWork', SUPPORT_MESSAGES.workRequired],
    ];
    for (const [payload, path, message] of cases) {
      const res = await post('/api/support/dmca', payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors, path).toContainEqual({ path, message });
    }
    // A signature in other case and spacing is the same name.
    expect((await post('/api/support/dmca', notice({ signature: '  ansel   HERON ' }))).statusCode).toBe(201);
    expect(await countOf(dmcaCases)).toBe(before + 1);
  });

  it('answers a filled honeypot as a success and keeps nothing; limits notices to 5 an hour per address', async () => {
    const [cases, queued] = [await countOf(dmcaCases), await supportJobs()];
    expect((await post('/api/support/dmca', notice({ website: 'x' }))).statusCode).toBe(201);
    expect(await countOf(dmcaCases)).toBe(cases);
    expect(await supportJobs()).toBe(queued);
    const ip = nextAddress();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/api/support/dmca', notice({ email: `n${i}@example.org` }), { ip })).statusCode,
      ).toBe(201);
    const refused = await post('/api/support/dmca', notice({ email: 'n9@example.org' }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.tooManyDmca);
    expect(await countOf(dmcaCases)).toBe(cases + 5);
  });
});

describe('messages and notices for the administrators', () => {
  it('are for administrators with manageUsers only', async () => {
    for (const url of ['/api/admin/support/messages', '/api/admin/support/dmca']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: member.cookie } })).statusCode).toBe(401);
      await withAdminPermissions(t.app, { manageUsers: false }, async () => {
        const res = await admin('GET', url);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(SUPPORT_MESSAGES.permission);
      });
    }
    await withAdminPermissions(t.app, { manageUsers: false }, async () => {
      expect((await admin('PUT', '/api/admin/support/messages/1', { handled: true })).statusCode).toBe(403);
    });
  });

  it('list open messages, Premium first, and mark one handled (and open again)', async () => {
    const list = await admin('GET', '/api/admin/support/messages');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.openCount).toBeGreaterThan(5);
    expect(body.messages[0]).toMatchObject({ priority: true, member: { id: member.id }, language: 'fr' });
    const target = body.messages.find((m: { name: string; email: string }) => m.email === 'rosa@example.org');
    const handled = await admin('PUT', `/api/admin/support/messages/${target.id}`, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'handled', handledBy: 'admin' });
    const open = (await admin('GET', '/api/admin/support/messages')).json();
    expect(open.messages.some((m: { id: number }) => m.id === target.id)).toBe(false);
    expect(open.openCount).toBe(body.openCount - 1);
    const done = (await admin('GET', '/api/admin/support/messages?status=handled')).json();
    expect(done.messages.map((m: { id: number }) => m.id)).toEqual([target.id]);
    const reopened = await admin('PUT', `/api/admin/support/messages/${target.id}`, { handled: false });
    expect(reopened.json()).toMatchObject({ status: 'open', handledBy: null, handledAt: null });
    expect((await admin('PUT', '/api/admin/support/messages/99999999', { handled: true })).statusCode).toBe(
      404,
    );
  });

  it('list notices with a link to the reported page, and record decisions with a note', async () => {
    const list = await admin('GET', '/api/admin/support/dmca?status=all');
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().cases.find((c: { fullName: string }) => c.fullName === 'Ansel Heron');
    expect(first.item).toEqual({
      kind: 'sighting',
      path: `/sighting/${sightingId}`,
      title: `Grey heron · ${member.username}`,
      exists: true,
    });
    const guideCase = list.json().cases.find((c: { item: { kind: string } }) => c.item.kind === 'guide');
    expect(guideCase.item.title).toBe(`Herons of the estuary · ${member.username}`);
    const noNote = await admin('PUT', `/api/admin/support/dmca/${first.id}`, { status: 'rejected' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toContainEqual({
      path: 'adminNote',
      message: SUPPORT_MESSAGES.adminNoteRequired,
    });
    const decided = await admin('PUT', `/api/admin/support/dmca/${first.id}`, {
      status: 'actioned',
      adminNote: 'Sighting removed; member told.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'actioned',
      adminNote: 'Sighting removed; member told.',
      decidedBy: 'admin',
    });
    const actioned = (await admin('GET', '/api/admin/support/dmca?status=actioned')).json();
    expect(actioned.cases.map((c: { id: number }) => c.id)).toEqual([first.id]);
    const reopened = await admin('PUT', `/api/admin/support/dmca/${first.id}`, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', decidedAt: null, decidedBy: null });
    expect((await admin('PUT', '/api/admin/support/dmca/99999999', { status: 'open' })).statusCode).toBe(404);
  });

  it('e-mails every active administrator with manageUsers who has an address', async () => {
    await t.app.ctx.db.insert(adminAccounts).values([
      {
        username: 'support-lead',
        passwordHash: 'x',
        email: 'lead@wildlens.example',
        permissions: {
          manageProducts: false,
          viewRevenue: false,
          viewTraffic: false,
          manageUsers: true,
          systemSettings: false,
        },
      },
      {
        username: 'shopkeeper',
        passwordHash: 'x',
        email: 'shop@wildlens.example',
        permissions: {
          manageProducts: true,
          viewRevenue: false,
          viewTraffic: false,
          manageUsers: false,
          systemSettings: false,
        },
      },
    ]);
    expect((await post('/api/support/contact', contact({ name: 'Two recipients' }))).statusCode).toBe(201);
    await runJobs();
    const mail = readOutbox(t.dataDir).find((m) => m.subject.includes('Two recipients'));
    expect(mail?.to.split(/,\s*/).sort()).toEqual([t.config.ADMIN_EMAIL, 'lead@wildlens.example'].sort());
  });
});
