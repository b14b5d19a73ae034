// The world property.test.ts runs in: a member owning one of everything a path can name, and the valid base
// requests its properties change one thing in (field values a sampler cannot know: patterns, existing rows).
import type { FastifyInstance } from 'fastify';
import { aiIdentifications } from '../db/schema';
import { signUserToken } from '../features/auth/tokens';
import { testSpecies } from '../features/identifications/authorization.support';
import { insertRareSighting } from '../features/rare-tracker/authorization.support';
import { adminHeaders } from '../features/sightings/social.support';
import { matrixSpecies } from '../features/species/page-test-support';
import { EMAIL_PREFERENCES_PURPOSE } from '../features/users/routes';
import { makeSighting, makeUser, uploadPhoto } from '../test/harness';
import { type Json, type OpenApiDocument, sample } from './bad-input.support';
import type { ApiRequest, ParamValue, RouteOperation } from './property-schema.support';

export interface World {
  app: FastifyInstance;
  member: Awaited<ReturnType<typeof makeUser>>;
  other: Awaited<ReturnType<typeof makeUser>>;
  adminAuthorization: string;
  sightingId: number;
  commentId: number;
  bookmarkId: number;
  mediaId: number;
  notificationId: number;
  portfolioUrl: string;
  portfolioCollectionId: number;
  speciesId: number;
  identificationRequestId: number;
  /** One of the member's AI identification runs. */
  aiIdentificationId: number;
  /** A catalogue species with a page, and a pending species proposal of the member's. */
  pageSpecies: { id: number; slug: string; scientificName: string };
  proposalId: number;
  /** A rare sighting record reported by the other member (so the member may watch and verify it). */
  rareSightingId: number;
  /** One of the member's migration alerts. */
  migrationAlertId: number;
  /** One of the member's location alerts. */
  locationAlertId: number;
  /** An article written by the administrator (features/articles). */
  articleId: number;
}

async function api(app: FastifyInstance, method: string, url: string, cookie: string, payload?: Json) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, Json> }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A member owning one of everything a path can name, and another member who follows them and comments. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const member = await makeUser(app);
  const other = await makeUser(app);
  const { authorization } = await adminHeaders(app);
  const media = await uploadPhoto(app, member.cookie);
  const sighting = await makeSighting(app, member.cookie, { speciesName: 'Barn owl' });
  const comment = await api(app, 'POST', '/api/comments', member.cookie, {
    sightingId: sighting.id,
    content: 'Hoo',
  });
  await api(app, 'POST', '/api/comments', other.cookie, { sightingId: sighting.id, content: 'Lovely owl' });
  const bookmark = await api(app, 'POST', '/api/bookmarks', member.cookie, {
    sightingId: sighting.id,
    collectionName: 'Trips',
  });
  await api(app, 'POST', `/api/users/${member.id}/follow`, other.cookie);
  const notifications = await api(app, 'GET', '/api/notifications', member.cookie);
  const portfolio = await api(app, 'PUT', '/api/portfolio', member.cookie, {
    portfolioUrl: 'owl-watch',
    isPublic: true,
  });
  const collection = await api(app, 'POST', '/api/portfolio/collections', member.cookie, { title: 'Owls' });
  const speciesId = await testSpecies(app);
  await api(app, 'POST', `/api/sightings/${sighting.id}/identifications`, other.cookie, {
    speciesId,
  });
  const idRequest = await api(
    app,
    'POST',
    `/api/sightings/${sighting.id}/identification-request`,
    member.cookie,
    {},
  );
  const [aiRun] = await app.ctx.db
    .insert(aiIdentifications)
    .values({
      userId: member.id,
      identifier: 'similarity',
      processingStatus: 'completed',
      outcome: 'uncertain',
    })
    .returning({ id: aiIdentifications.id });
  const pageSpecies = await matrixSpecies({ app });
  const proposal = await api(app, 'POST', '/api/custom-species-proposals', member.cookie, {
    commonName: 'Property finch',
    category: 'birds',
  });
  const migrationAlert = await api(app, 'POST', '/api/migration-alerts', member.cookie, {
    migrationPatternId: 'monarch-butterfly-eastern-migration',
    alertType: 'nearby_sighting',
    latitude: 42.0,
    longitude: -82.5,
  });
  const locationAlert = await api(app, 'POST', '/api/location-alerts', member.cookie, {
    alertName: 'Property patch',
    latitude: 42.0,
    longitude: -82.5,
  });
  const article = await app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { authorization },
    payload: {
      slug: 'property-owls',
      title: 'Property owls',
      summary: 'An article the property runs edit.',
      body: 'Owls hunt at night.',
      category: 'news',
      status: 'published',
    },
  });
  if (article.statusCode !== 201) throw new Error(`article: ${article.statusCode} ${article.body}`);
  return {
    articleId: article.json().id,
    migrationAlertId: migrationAlert.id,
    locationAlertId: locationAlert.id,
    rareSightingId: await insertRareSighting(app, other.id),
    pageSpecies,
    proposalId: proposal.id,
    speciesId,
    aiIdentificationId: aiRun?.id ?? 0,
    identificationRequestId: idRequest.id,
    app,
    member,
    other,
    adminAuthorization: authorization,
    sightingId: sighting.id,
    commentId: comment.id,
    bookmarkId: bookmark.id,
    mediaId: media.id,
    notificationId: notifications[0].id,
    portfolioUrl: portfolio.portfolioUrl,
    portfolioCollectionId: collection.id,
  };
}

let unique = 0;
/** Valid values for fields whose schema a sampler cannot satisfy (patterns, existing rows), by field name. */
function validField(w: World, name: string, op: RouteOperation): Json | undefined {
  unique += 1;
  const byName: Record<string, Json> = {
    sightingId: w.sightingId,
    speciesId: w.speciesId,
    headerSightingId: w.sightingId,
    mediaAssetId: w.mediaId,
    avatarMediaId: null,
    parentCommentId: w.commentId,
    collectionIds: [w.portfolioCollectionId],
    collectionName: 'Trips',
    collection: 'Trips',
    category: 'birds',
    dateSpotted: '2024-05-01',
    /** GET /api/exports/dwca: records changed since. */
    since: '2024-01-01',
    timeSpotted: '06:30',
    latitude: 51.5,
    longitude: -0.12,
    radiusKm: 50,
    instagramUsername: 'owl_watch',
    portfolioUrl: w.portfolioUrl,
    password: 'Passw0rd!',
    referredBy: '',
    timestamp: w.app.ctx.clock().toISOString(),
    token: signUserToken(w.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, w.member.id),
    website: 'https://example.com/owls',
    instagram: 'https://instagram.com/owl_watch',
    flickr: 'https://flickr.com/owl_watch',
    youtube: 'https://youtube.com/owl_watch',
    search: 'owl',
    userId: w.member.id,
    limit: 10,
    sort: 'newest',
    bbox: '-10,40,10,60',
    zoom: '5',
  };
  if (op.key === 'POST /api/auth/register') {
    if (name === 'username') return `prop_${unique}`;
    if (name === 'email') return `prop_${unique}@example.com`;
  }
  if (op.key === 'POST /api/admin/login') {
    // The administrator password the test harness sets.
    if (name === 'username') return w.app.ctx.config.ADMIN_USERNAME;
    if (name === 'password') return 'Admin-Passw0rd';
  }
  if (op.path.endsWith('/login')) {
    if (name === 'username') return w.member.username;
    if (name === 'password') return w.member.password;
  }
  if (op.key === 'POST /api/auth/reset-password' && name === 'token') return 'not-a-real-reset-token';
  if (op.key === 'POST /api/comments' && name === 'parentCommentId') return null;
  // The referral overview sorts by its own orders (common/schemas/referrals.ts).
  if (op.key === 'GET /api/admin/referrals' && name === 'sort') return 'referrals';
  if (op.key === 'POST /api/identify') {
    // The sighting (no photo) is the one looked at: the models stay out of the property runs.
    if (name === 'mediaId') return w.mediaId;
    if (name === 'date') return '2024-05-01';
  }
  if (op.key === 'PUT /api/admin/ai-settings') {
    // The offline identifier: the ONNX one needs model files on the server.
    if (name === 'identifier') return 'similarity';
    if (name === 'onnxModelPath' || name === 'onnxLabelsPath') return null;
  }
  if (op.key === 'PATCH /api/bookmarks/collections/{name}' && name === 'name') return 'Journeys';
  // Species pages, conservation statuses and species proposals (features/species, conservation, custom-species).
  if (name === 'slug' && op.path.startsWith('/api/species/')) return w.pageSpecies.slug;
  if (name === 'slug' && op.path.startsWith('/api/locations/')) return 'serengeti-national-park';
  if (op.key === 'GET /api/locations' && name === 'country') return 'TZ';
  if (name === 'id' && op.path.startsWith('/api/rare-sightings/')) return w.rareSightingId;
  if (op.key === 'GET /api/rare-sightings' && name === 'sort') return 'recent';
  // The explore list's place, date and member filters (features/sightings/list-filters.ts).
  if (op.key === 'GET /api/sightings') {
    const explore: Record<string, Json> = {
      location: 'yellowstone-national-park',
      country: 'US',
      from: '2024-01-01',
      to: '2025-12-31',
      user: w.member.username,
    };
    if (name in explore) return explore[name];
  }
  // Discovery (features/discovery): a place, a past season and the enhanced filters' lists.
  if (op.path.startsWith('/api/discovery')) {
    const discovery: Record<string, Json> = {
      lat: '51.5',
      lng: '-0.12',
      location: 'serengeti-national-park',
      month: '6',
      from: '2025-01-01',
      to: '2025-06-30',
      rarity: 'rare,very_rare',
      timeOfDay: 'dawn',
      weather: 'sunny',
    };
    if (name in discovery) return discovery[name];
  }
  // Field mode's checklist (features/field): a place and a month.
  if (op.path === '/api/field/checklist') {
    const field: Record<string, Json> = { lat: '51.5', lng: '-0.12', month: '6' };
    if (name in field) return field[name];
  }
  // Location alerts (features/location-alerts): patterns of times, dates and time zones.
  if (op.path.startsWith('/api/location-alerts')) {
    if (name === 'id') return w.locationAlertId;
    const alert: Record<string, Json> = {
      start: '22:00',
      end: '06:30',
      timeZone: 'Europe/Madrid',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    };
    if (name in alert) return alert[name];
  }
  if (name === 'key' && op.path.startsWith('/api/alert-matches/'))
    return `${w.locationAlertId}-${w.sightingId}`;
  if (name === 'id' && op.path.startsWith('/api/migrations/')) return 'monarch-butterfly-eastern-migration';
  if (name === 'id' && op.path.startsWith('/api/migration-alerts/')) return w.migrationAlertId;
  if (name === 'migrationPatternId') return 'monarch-butterfly-eastern-migration';
  // A sighting nobody has: with the pattern id '..' the path becomes DELETE /api/sightings/{sightingId}, which
  // must not name the member's own sighting (it would be deleted, a 200 for a broken request).
  if (op.key === 'DELETE /api/migrations/{id}/sightings/{sightingId}' && name === 'sightingId')
    return 2_000_000_000;
  if (op.path.startsWith('/api/admin/conservation-status/') && name === 'id') return w.pageSpecies.id;
  if (op.key === 'PUT /api/admin/conservation-status/{id}') {
    if (name === 'status') return 'EN';
    if (name === 'year') return 2022;
  }
  if (op.path.startsWith('/api/admin/custom-species/') && name === 'id') return w.proposalId;
  if (op.key === 'POST /api/admin/custom-species/{id}/approve' && name === 'scientificName')
    return `Propertia ${'abcdefghij'[unique % 10]}${'klmnopqrst'[Math.floor(unique / 10) % 10]}ensis`;
  if (op.key === 'POST /api/admin/custom-species/{id}/merge' && name === 'scientificName')
    return w.pageSpecies.scientificName;
  if (op.key === 'POST /api/custom-species-proposals') {
    if (name === 'evidenceMediaIds') return [w.mediaId];
    if (name === 'aiSuggestedSpeciesId') return null;
    if (name === 'aiConfidence') return null;
  }
  // The operator's subscribers list and its CSV export (features/subscribers): a currency code and its sorts.
  if (op.path.startsWith('/api/admin/subscribers')) {
    if (name === 'currency') return 'USD';
    if (name === 'sort') return 'username';
  }
  // Location guides (features/guides): a currency of the regional table, species pages of the catalogue (the
  // sample the tests load has the barn owl), no preview image.
  if (op.path.startsWith('/api/guides') || op.path.startsWith('/api/admin/guides')) {
    if (name === 'currency') return 'USD';
    if (name === 'keySpecies') return ['tyto-alba'];
    if (name === 'previewMediaAssetId') return null;
  }
  // The gear shop (features/gear): patterned fields a sampler cannot guess.
  if (
    op.path.startsWith('/api/gear/') ||
    op.path.startsWith('/api/admin/gear/') ||
    op.path === '/api/amazon-products'
  ) {
    const gear: Record<string, Json> = {
      category: 'binoculars',
      imageUrls: [],
      imageUrl: null,
      icon: 'Package',
      priceCheckedOn: '2026-11',
      affiliateUrl: null,
      amazonAsin: null,
      website: null,
      slug: 'nikon-z8',
    };
    if (name in gear) return gear[name];
  }
  // Articles (features/articles): patterned fields (addresses, tags, species pages, the cover) and their rows.
  if (op.path.startsWith('/api/articles') || op.path.startsWith('/api/admin/articles')) {
    if (name === 'id') return w.articleId;
    const article: Record<string, Json> = {
      slug: op.key === 'POST /api/admin/articles' ? `property-article-${unique}` : 'property-owls',
      category: op.method === 'GET' ? 'news,community' : 'news',
      tag: 'owls',
      tags: ['owls'],
      species: ['tyto-alba'],
      coverMediaAssetId: null,
      coverImage: null,
      coverCredit: null,
      publishAt: null,
      status: op.method === 'GET' ? 'published' : 'draft',
    };
    if (name in article) return article[name];
  }
  // Moderation decisions (features/moderation): keeping the member's comment, no suspension end (only a
  // suspension has one, a rule across fields the schema sampler does not know).
  if (op.key === 'POST /api/admin/moderation/decisions') {
    const decision: Record<string, Json> = {
      contentType: 'comment',
      contentId: w.commentId,
      decision: 'keep',
      suspendedUntil: null,
    };
    if (name in decision) return decision[name];
  }
  // The print shop (features/prints): a shipping address's ISO country code.
  if (op.path.startsWith('/api/print-orders') && name === 'country') return 'GB';
  // Help and legal (features/support): the honeypot left empty (else the request is dropped unread), a page of
  // the site for a DMCA notice, a signature matching the name, an original's address and a telephone number.
  if (op.path.startsWith('/api/support/') || op.path.startsWith('/api/admin/support/')) {
    const support: Record<string, Json> = {
      website: '',
      infringingUrl: `/sighting/${w.sightingId}`,
      fullName: 'Ada Heron',
      signature: 'Ada Heron',
      claimantRole: 'owner',
      originalUrl: 'https://example.org/original',
      phone: '+44 117 496 0000',
      adminNote: 'Checked the reported page',
    };
    if (name in support) return support[name];
  }
  // Curated content (features/curated): an Instagram post's address and its author, a link's https address, a day
  // of its own for each featured photo (one photo per day).
  if (
    ['/api/admin/curated-sightings', '/api/admin/external-content', '/api/admin/featured-photos'].some((p) =>
      op.path.startsWith(p),
    )
  ) {
    const curated: Record<string, Json> = {
      instagramSourceUrl: 'https://www.instagram.com/p/PropertyOwl/',
      instagramSourceUsername: 'owl_watch',
      originalPhotographerCredit: 'Property Photographer',
      originalSource: 'instagram',
      isCurated: true,
      originalUrl: 'https://www.example.org/owls',
      imageUrl: null,
      instagramPostUrl: null,
      featureDate: new Date(Date.UTC(2050, 0, 1) + unique * 86_400_000).toISOString().slice(0, 10),
    };
    if (name in curated) return curated[name];
  }
  if (name === 'email') return w.member.email;
  if (name === 'id') {
    if (op.path.startsWith('/api/sightings/')) return w.sightingId;
    if (op.path.startsWith('/api/comments/')) return w.commentId;
    if (op.path.startsWith('/api/bookmarks/')) return w.bookmarkId;
    if (op.path.startsWith('/api/users/')) return w.other.id;
    if (op.path.startsWith('/api/portfolio/collections/')) return w.portfolioCollectionId;
    if (op.path.startsWith('/api/notifications/')) return w.notificationId;
    if (op.path.startsWith('/api/media/')) return w.mediaId;
    if (op.path.startsWith('/api/identification-requests/')) return w.identificationRequestId;
    if (op.path.startsWith('/api/identifications/')) return w.aiIdentificationId;
    if (op.path.startsWith('/api/profiles/')) return w.member.id;
  }
  if (name === 'name') return 'Trips';
  return byName[name];
}

function withValidFields(w: World, value: Json, op: RouteOperation): Json {
  if (Array.isArray(value)) return value.map((v) => withValidFields(w, v, op));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const valid = validField(w, k, op);
      return [k, valid === undefined ? withValidFields(w, v, op) : valid];
    }),
  );
}

/** The valid request a property changes one thing in (cursors are left out: a valid one needs a page). */
export function baseRequest(w: World, doc: OpenApiDocument, op: RouteOperation): ApiRequest {
  const params: Record<string, ParamValue> = {};
  for (const p of op.parameters) {
    if (p.name === 'cursor') continue;
    const valid = validField(w, p.name, op);
    const value = valid === undefined ? sample(doc, p.schema, String(unique)) : valid;
    params[p.name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return {
    params,
    ...(op.body ? { body: withValidFields(w, sample(doc, op.body, String(unique)), op) } : {}),
  };
}
