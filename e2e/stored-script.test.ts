// Issue 5, item 4: stored script is inert. A member stores hostile text in every text field the API accepts
// (sightings, camera data read from a photo, comments and replies, profile, bookmarks, portfolio, a location
// alert, a contest entry, and the shops' location guides, gear reviews and print products: e2e/support/
// stored-shops.ts); every page that shows it is then visited, once with the Content-Security-Policy switched off
// (so only the escaping can keep the text inert) and once with it on (so the policy must stay silent and every
// document carry it).
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/browser';
import { becomePremiumViaApi, newMember, registerViaApi } from './support/flows';
import { auditPage, hostile, newAuditContext, watchPage } from './support/hostile';
import { headerProblems } from './support/security-headers';
import { type RunningServer, startServer } from './support/server';
import { contentVisits, storeContentTexts } from './support/stored-content';
import {
  api,
  SHOP_TEXTS,
  type StoredShops,
  shopVisits,
  storeShopTexts,
  type Visit,
} from './support/stored-shops';

// No demo content: the hostile sightings are then the newest, and the server starts in seconds.
const env = useServerAndBrowser({ SEED_DEMO: 'false' });

/** Each stored field carries a payload naming itself (lengths fit each field's limit). */
const T = {
  speciesP: hostile.img('speciesName'),
  descriptionP: hostile.script('description'),
  locationP: hostile.svg('location'),
  specificLocationP: hostile.iframe('specificLocation'),
  behaviourP: hostile.details('wildlifeActivity'),
  speciesQ: hostile.closeTitle('speciesName2'),
  descriptionQ: hostile.template('description2'),
  locationQ: hostile.markdownLink('location2'),
  cameraMake: hostile.img('cameraMake'),
  cameraModel: hostile.svg('cameraModel'),
  lens: hostile.script('lens'),
  speciesR: hostile.i18next('speciesName3'),
  descriptionR: hostile.jsUrl('description3'),
  locationR: hostile.jsUrl('location3'),
  comment: hostile.script('comment'),
  reply: hostile.img('reply'),
  bio: hostile.iframe('bio'),
  interests: [hostile.svg('i1'), hostile.script('i2')],
  equipment: hostile.img('equipment'),
  goals: hostile.template('goals'),
  bookmarkCollection: hostile.img('collection'),
  bookmarkNotes: hostile.details('notes'),
  portfolioTitle: hostile.script('portfolioTitle'),
  portfolioDescription: hostile.iframe('portfolioDescription'),
  portfolioBio: hostile.svg('portfolioBio'),
  /** A valid https address that still breaks out of an attribute if written unescaped. */
  website: `https://example.org/"><script>window.__xss='website'</script>`,
  collectionTitle: hostile.img('collectionTitle'),
  collectionDescription: hostile.markdownLink('collectionDescription'),
  caption: hostile.template('caption'),
  flagDetails: hostile.script('flagDetails'),
  alertName: hostile.svg('alertName'),
  entryDescription: hostile.iframe('entryDescription'),
};
const allSpecies = [T.speciesP, T.speciesQ, T.speciesR];
const profileTexts = [T.bio, ...T.interests, T.equipment, T.goals];

interface Stored {
  ownerId: number;
  owner: ReturnType<typeof newMember>;
  other: ReturnType<typeof newMember>;
  p: number;
  q: number;
  r: number;
  portfolioUrl: string;
  mediaUrl: string;
  shops: StoredShops;
}
const stored = {} as Stored;

async function signedIn(member: ReturnType<typeof newMember>, bypassCSP: boolean): Promise<BrowserContext> {
  const context = await newAuditContext(env.browser, env.server.url, { bypassCSP });
  await api(
    context,
    'post',
    '/api/auth/login',
    { username: member.username, password: member.password },
    200,
  );
  return context;
}

/** A photo whose EXIF camera fields carry payloads: the server reads them into the sighting's camera data. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3f7d4e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: T.cameraMake, Model: T.cameraModel },
      IFD2: { LensModel: T.lens },
    })
    .toBuffer();
}

async function storeEverything(): Promise<void> {
  const ownerContext = await newAuditContext(env.browser, env.server.url, { bypassCSP: false });
  stored.owner = newMember();
  stored.ownerId = await registerViaApi(ownerContext, stored.owner);
  const sighting = (data: Record<string, unknown>) =>
    api(ownerContext, 'post', '/api/sightings', { category: 'birds', ...data }, 201).then((s) =>
      Number(s.id),
    );

  stored.p = await sighting({
    speciesName: T.speciesP,
    description: T.descriptionP,
    location: T.locationP,
    specificLocation: T.specificLocationP,
    wildlifeActivity: T.behaviourP,
  });
  const upload = await ownerContext.request.post('/api/media', {
    multipart: {
      purpose: 'sighting',
      file: { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const asset = (await upload.json()) as { id: number; media: { mediumUrl: string | null } };
  stored.mediaUrl = asset.media.mediumUrl ?? '';
  stored.q = await sighting({
    speciesName: T.speciesQ,
    description: T.descriptionQ,
    location: T.locationQ,
    mediaAssetId: asset.id,
    // Inside the Serengeti, so its location page lists it (its gallery caption and species list).
    latitude: -2.33,
    longitude: 34.83,
  });
  // Rare, with a position: the rare tracker lists it too.
  stored.r = await sighting({
    speciesName: T.speciesR,
    description: T.descriptionR,
    location: T.locationR,
    rarityLevel: 'rare',
    latitude: 57.12,
    longitude: -3.72,
  });
  await api(
    ownerContext,
    'post',
    '/api/location-alerts',
    { alertName: T.alertName, latitude: -2.33, longitude: 34.83 },
    201,
  );

  await api(
    ownerContext,
    'put',
    '/api/user/profile',
    { bio: T.bio, interests: T.interests, equipment: T.equipment, goals: T.goals },
    200,
  );
  await api(ownerContext, 'post', '/api/bookmarks', { sightingId: stored.q, notes: T.bookmarkNotes }, 201);
  await api(
    ownerContext,
    'post',
    '/api/bookmarks',
    { sightingId: stored.p, collectionName: T.bookmarkCollection },
    201,
  );
  stored.portfolioUrl = `hostile-${stored.owner.username.replaceAll('_', '-')}`;
  await api(
    ownerContext,
    'put',
    '/api/portfolio',
    {
      title: T.portfolioTitle,
      description: T.portfolioDescription,
      bio: T.portfolioBio,
      portfolioUrl: stored.portfolioUrl,
      isPublic: true,
      socialLinks: { website: T.website },
    },
    200,
  );
  const collection = await api(
    ownerContext,
    'post',
    '/api/portfolio/collections',
    { title: T.collectionTitle, description: T.collectionDescription },
    201,
  );
  await api(
    ownerContext,
    'put',
    `/api/portfolio/collections/${collection.id}/items`,
    { items: [{ sightingId: stored.p, caption: T.caption }] },
    200,
  );

  // Another member comments, likes and follows, so the owner's notifications name the hostile species.
  const otherContext = await newAuditContext(env.browser, env.server.url, { bypassCSP: false });
  stored.other = newMember();
  await registerViaApi(otherContext, stored.other);
  const comment = await api(
    otherContext,
    'post',
    '/api/comments',
    { sightingId: stored.p, content: T.comment },
    201,
  );
  for (const id of [stored.p, stored.q, stored.r])
    await api(otherContext, 'post', `/api/sightings/${id}/like`, undefined, 200);
  await api(otherContext, 'post', `/api/users/${stored.ownerId}/follow`, undefined, 200);
  // A member's flag, with its details, is shown to the administrators on /admin/moderation.
  await api(
    otherContext,
    'post',
    `/api/sightings/${stored.p}/flag`,
    { reason: 'other', details: T.flagDetails },
    201,
  );
  await api(
    ownerContext,
    'post',
    '/api/comments',
    { sightingId: stored.p, content: T.reply, parentCommentId: comment.id },
    201,
  );
  await enterContest(ownerContext);
  // Premium now: the owner may sell the photo sighting as a print.
  stored.shops = await storeShopTexts(ownerContext, otherContext, stored.q);
  // An article (the administrator's) and a contact message (anyone's).
  await storeContentTexts(otherContext, otherContext);
  await ownerContext.close();
  await otherContext.close();
}

/**
 * The owner (premium, so entering is free) enters the photo sighting in this month's photo contest with a
 * hostile description; the administrator then starts the vote, so /contest-voting shows the entry to everyone.
 */
async function enterContest(ownerContext: BrowserContext): Promise<void> {
  await becomePremiumViaApi(ownerContext);
  const list = (await (await ownerContext.request.get('/api/contests')).json()) as {
    current: { id: number; mediaType: string; status: string }[];
  };
  const contest = list.current.find((c) => c.mediaType === 'photo' && c.status === 'open');
  if (!contest) throw new Error('no open photo contest');
  await api(
    ownerContext,
    'post',
    `/api/contests/${contest.id}/entries`,
    { sightingId: stored.q, entryDescription: T.entryDescription },
    201,
  );
  const login = await api(
    ownerContext,
    'post',
    '/api/admin/login',
    { username: 'admin', password: 'Admin-Passw0rd' },
    200,
  );
  const voting = await ownerContext.request.post(`/api/admin/contests/${contest.id}/status`, {
    data: { status: 'voting' },
    headers: { authorization: `Bearer ${String(login.adminSessionToken)}` },
  });
  expect(voting.status(), await voting.text()).toBe(200);
}

const ownerVisits = (): Visit[] => [
  ['/', allSpecies],
  [
    '/explore',
    [
      T.speciesP,
      T.descriptionP,
      T.locationP,
      T.speciesQ,
      T.descriptionQ,
      T.locationQ,
      T.speciesR,
      T.descriptionR,
    ],
  ],
  [`/explore?search=${encodeURIComponent(T.speciesQ)}`, [T.speciesQ]],
  ['/fresh-finds', allSpecies],
  [
    `/sighting/${stored.p}`,
    [T.speciesP, T.descriptionP, T.locationP, T.specificLocationP, T.behaviourP, T.comment, T.reply],
  ],
  [`/sighting/${stored.q}`, [T.speciesQ, T.descriptionQ, T.locationQ, T.cameraMake, T.cameraModel, T.lens]],
  [`/sighting/${stored.r}`, [T.speciesR, T.descriptionR, T.locationR]],
  ['/location/serengeti-national-park', [T.speciesQ]],
  ['/my-profile', [...profileTexts, ...allSpecies]],
  ['/my-profile?tab=bookmarks', [T.bookmarkCollection, T.bookmarkNotes, T.speciesQ]],
  ['/profile', [T.bio, T.equipment, T.goals, ...T.interests]],
  [
    '/portfolio-builder',
    [T.portfolioTitle, T.portfolioDescription, T.portfolioBio, T.website, T.collectionTitle],
  ],
  [
    `/portfolio/${stored.portfolioUrl}`,
    [
      T.portfolioTitle,
      T.portfolioDescription,
      T.portfolioBio,
      T.collectionTitle,
      T.collectionDescription,
      T.caption,
      T.speciesP,
    ],
  ],
  ['/notifications', allSpecies],
  ['/location-alerts', [T.alertName]],
  ['/contests', [T.speciesQ]],
  ['/rare-tracker', [T.speciesR]],
  ...shopVisits(stored.shops).owner,
];

const otherVisits = (): Visit[] => [
  ['/community', allSpecies],
  [`/profile/${stored.ownerId}`, [...profileTexts, ...allSpecies]],
  ['/notifications', [T.speciesP]],
  ['/contest-voting', [T.speciesQ, T.entryDescription]],
  ...shopVisits(stored.shops).member,
];

const adminVisits = (): Visit[] => [
  ['/admin/moderation', [T.speciesP, T.flagDetails]],
  ...shopVisits(stored.shops).admin,
  ...contentVisits().admin,
];

/** The administrator: the bearer token in the browser's storage, where the admin pages read it. */
async function adminContext(bypassCSP: boolean): Promise<BrowserContext> {
  const context = await newAuditContext(env.browser, env.server.url, { bypassCSP });
  const res = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  expect(res.status()).toBe(200);
  const { adminSessionToken } = (await res.json()) as { adminSessionToken: string };
  await context.addInitScript((token) => localStorage.setItem('adminSessionToken', token), adminSessionToken);
  return context;
}

const visitorVisits = (): Visit[] => [
  ['/', allSpecies],
  ['/explore', allSpecies],
  [`/sighting/${stored.p}`, [T.speciesP, T.descriptionP, T.comment, T.reply]],
  [`/profile/${stored.ownerId}`, [...profileTexts, ...allSpecies]],
  [`/portfolio/${stored.portfolioUrl}`, [T.portfolioTitle, T.collectionTitle, T.caption]],
  ['/community', allSpecies],
  ['/location/serengeti-national-park', [T.speciesQ]],
  ['/contest-voting', [T.speciesQ, T.entryDescription]],
  ['/rare-tracker', [T.speciesR]],
  // The most discussed public sighting's thread: the comment and the reply on P.
  ['/comments-demo', [T.speciesP, T.comment, T.reply]],
  ...shopVisits(stored.shops).visitor,
  ...contentVisits().visitor,
];

/** Visits each page in one tab and lists everything that went wrong, so one run reports every hole. */
async function visitAll(context: BrowserContext, who: string, visits: Visit[]): Promise<string[]> {
  const page: Page = await context.newPage();
  const watch = watchPage(page);
  const findings: string[] = [];
  for (const [path, expected, press] of visits) {
    const where = `${who} ${path}${press ? ` (${press})` : ''}`;
    watch.dialogs.length = 0;
    watch.cspReports.length = 0;
    watch.pageErrors.length = 0;
    const response = await page.goto(path);
    if (!response) findings.push(`${where}: no document response`);
    else findings.push(...headerProblems(await response.allHeaders(), where));
    if (press) {
      const button = page.getByRole('button', { name: press, exact: true }).first();
      const pressed = await button.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!pressed) findings.push(`${where}: no button ${press}`);
    }
    const audit = await auditPage(page, expected);
    for (const missing of audit.missing) findings.push(`${where}: not shown as text: ${missing}`);
    for (const field of audit.ran) findings.push(`${where}: script ran from field ${field}`);
    for (const item of audit.handlers) findings.push(`${where}: inline handler ${item}`);
    for (const item of audit.scriptUrls) findings.push(`${where}: script URL ${item}`);
    for (const item of audit.injected) findings.push(`${where}: injected ${item}`);
    for (const item of audit.cspViolations) findings.push(`${where}: CSP violation ${item}`);
    for (const item of watch.dialogs) findings.push(`${where}: dialog ${item}`);
    for (const item of watch.cspReports) findings.push(`${where}: console ${item}`);
    for (const item of watch.pageErrors) findings.push(`${where}: page error ${item}`);
  }
  await page.close();
  return findings;
}

describe('stored script is inert', () => {
  // A second server behind an https PUBLIC_URL, started while the first one is being filled.
  let secure: Promise<RunningServer>;
  beforeAll(async () => {
    secure = startServer({ PUBLIC_URL: 'https://wildlens.example', SEED_DEMO: 'false' });
    secure.catch(() => undefined); // awaited (and reported) by its own test
    await storeEverything();
  }, 180_000);
  afterAll(async () => {
    await (await secure.catch(() => null))?.stop();
  });

  it('the audit itself catches each payload once it is markup (so the page checks can fail)', async () => {
    const context = await newAuditContext(env.browser, env.server.url, { bypassCSP: true });
    const page = await context.newPage();
    const watch = watchPage(page);
    const markup = [
      hostile.script('script'),
      hostile.img('img'),
      // An <iframe> swallows everything up to its end tag as text.
      `<p>${hostile.iframe('iframe')}</iframe></p>`,
      hostile.details('details'),
      `<a href="${hostile.jsUrl('link')}">x</a>`,
      // Last: an unclosed <svg> makes what follows SVG content.
      hostile.svg('svg'),
    ];
    await page.setContent(`<body><p>shown</p>${markup.join('')}</body>`);
    const audit = await auditPage(page, ['shown', 'absent text'], 1_000);
    expect(audit.missing).toEqual(['absent text']);
    expect(audit.ran.length).toBeGreaterThan(0);
    expect(audit.handlers.join(' ')).toMatch(/onerror.*ontoggle.*onload/);
    expect(audit.scriptUrls.join(' ')).toContain("javascript:window.__xss='link'");
    expect(audit.injected.join(' ')).toMatch(/iframe srcdoc[\s\S]*inline script/);
    expect(watch.dialogs).toEqual(['alert: details']);
    await context.close();
  });

  it('link fields refuse script addresses', async () => {
    const context = await signedIn(stored.owner, false);
    for (const [path, data] of [
      ['/api/portfolio', { socialLinks: { website: hostile.jsUrl('website') } }],
      ['/api/portfolio', { socialLinks: { instagram: 'JavaScript:alert(1)' } }],
      ['/api/user/profile', { instagramUsername: hostile.jsUrl('instagram') }],
    ] as const) {
      const res = await context.request.put(path, { data });
      expect(res.status(), path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    await context.close();
  });

  it('with the policy switched off, no page runs any payload and each shows it as text', async () => {
    const owner = await signedIn(stored.owner, true);
    const other = await signedIn(stored.other, true);
    const admin = await adminContext(true);
    const findings = [
      ...(await visitAll(owner, 'owner', ownerVisits())),
      ...(await visitAll(other, 'member', otherVisits())),
      ...(await visitAll(admin, 'administrator', adminVisits())),
    ];
    expect(findings).toEqual([]);
    await owner.close();
    await other.close();
    await admin.close();
  }, 240_000);

  it('with the policy on, pages report no violation and every document carries the security headers', async () => {
    const owner = await signedIn(stored.owner, false);
    const visitor = await newAuditContext(env.browser, env.server.url, { bypassCSP: false });
    const admin = await adminContext(false);
    const findings = [
      ...(await visitAll(owner, 'owner', ownerVisits())),
      ...(await visitAll(visitor, 'visitor', visitorVisits())),
      ...(await visitAll(admin, 'administrator', adminVisits())),
    ];
    expect(findings).toEqual([]);
    await owner.close();
    await visitor.close();
    await admin.close();
  }, 240_000);

  it('the link-preview HTML of sighting and guide pages holds the payloads only as escaped text', async () => {
    // A page without a first paint is the baseline; a sighting page's first paint (its photo, when sized) is
    // the server's own markup and is left out of the count (the payloads are checked in all of the HTML).
    const plain = await (await fetch(`${env.server.url}/map`)).text();
    const withoutFirstPaint = (html: string) => html.replace(/<main aria-hidden="true"[\s\S]*?<\/main>/, '');
    const tags = (html: string) =>
      withoutFirstPaint(html).match(/<(script|iframe|svg|img|details)\b/gi)?.length ?? 0;
    const S = SHOP_TEXTS;
    for (const [path, texts] of [
      [`/sighting/${stored.p}`, [T.speciesP, T.descriptionP]],
      [`/sighting/${stored.q}`, [T.speciesQ, T.descriptionQ]],
      [`/sighting/${stored.r}`, [T.speciesR, T.descriptionR]],
      // A guide's title, place and excerpt (from its description) go into its link preview.
      [`/location-guides/${stored.shops.freeGuide}`, [S.guideTitle, S.guideLocation, S.guideDescription]],
      [`/location-guides/${stored.shops.paidGuide}`, [S.paidTitle, S.paidLocation, S.paidDescription]],
    ] as const) {
      const html = await (await fetch(`${env.server.url}${path}`)).text();
      expect(html, path).toContain('og:title');
      // Payloads without markup characters are harmless as they are; the others must only appear escaped.
      for (const text of texts.filter((t) => /[<>"]/.test(t))) expect(html, path).not.toContain(text);
      expect(tags(html), path).toBe(tags(plain));
    }
  });

  it('API answers, errors, media files and scripts carry the security headers; no HSTS over http', async () => {
    const context = await signedIn(stored.owner, false);
    const findings: string[] = [];
    const assets = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${env.server.url}/`)).text());
    for (const [path, status] of [
      ['/api/sightings', 200],
      [`/api/sightings/${stored.q}`, 200],
      ['/api/auth/me', 200],
      ['/api/no-such-route', 404],
      [stored.mediaUrl, 200],
      [assets?.[1] ?? '/assets/missing.js', 200],
    ] as const) {
      const res = await context.request.get(path);
      expect(res.status(), path).toBe(status);
      findings.push(...headerProblems(res.headers(), `GET ${path}`));
    }
    expect(stored.mediaUrl).toMatch(/^\/media\//);
    expect(findings).toEqual([]);
    await context.close();
  });

  it('behind https (PUBLIC_URL https) every answer also carries HSTS', async () => {
    const server = await secure;
    const findings: string[] = [];
    for (const path of ['/', '/sighting/1', '/explore', '/api/sightings', '/api/no-such-route']) {
      const res = await fetch(`${server.url}${path}`);
      findings.push(...headerProblems(Object.fromEntries(res.headers), `https ${path}`, true));
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
