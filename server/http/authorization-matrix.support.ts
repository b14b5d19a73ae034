// The authorization matrix: for every route of the server, the status each role must get, and how to build a
// request whose body is valid so that the status measures authorization, not validation.

import { DEFAULT_MODERATION_SETTINGS } from '@common/schemas/moderation';
import { ACCOUNT_MATRIX } from '../features/account/authorization.support';
import { ARTICLE_MATRIX } from '../features/articles/authorization.support';
import { signUserToken } from '../features/auth/tokens';
import { CONTEST_MATRIX } from '../features/contests/authorization.support';
import { CURATED_MATRIX } from '../features/curated/authorization.support';
import { DISCOVERY_MATRIX } from '../features/discovery/authorization.support';
import { EXPORT_MATRIX } from '../features/exports/authorization.support';
import { FIELD_MATRIX } from '../features/field/authorization.support';
import { GEAR_MATRIX } from '../features/gear/authorization.support';
import { GUIDE_MATRIX } from '../features/guides/authorization.support';
import { AI_IDENTIFICATION_MATRIX } from '../features/identification/authorization.support';
import { IDENTIFICATION_MATRIX } from '../features/identifications/authorization.support';
import { clearAlertsOf, LOCATION_ALERT_MATRIX } from '../features/location-alerts/authorization.support';
import { ANALYTICS_MATRIX } from '../features/member-analytics/authorization.support';
import { MODERATION_MATRIX } from '../features/moderation/authorization.support';
import { OPERATIONS_MATRIX } from '../features/operations/authorization.support';
import { PAYMENT_MATRIX } from '../features/payments/authorization.support';
import { PRINT_MATRIX } from '../features/prints/authorization.support';
import { RARE_TRACKER_MATRIX } from '../features/rare-tracker/authorization.support';
import { REFERRAL_MATRIX } from '../features/referrals/authorization.support';
import { authorProposal, matrixSpecies } from '../features/species/page-test-support';
import { SUBSCRIBER_MATRIX } from '../features/subscribers/authorization.support';
import { SUBSCRIPTION_MATRIX } from '../features/subscriptions/authorization.support';
import { SUPPORT_MATRIX } from '../features/support/authorization.support';
import { EMAIL_PREFERENCES_PURPOSE } from '../features/users/routes';
import { uploadPhoto } from '../test/harness';
import {
  adminOnly,
  all,
  author,
  authorBookmark,
  authorCollection,
  authorComment,
  authorNotification,
  authorPortfolioUrl,
  authorSighting,
  EMAIL_PREFERENCES,
  get,
  type Matrix,
  next,
  ownerOnly,
  ownerOrAdmin,
  photoForAnalysis,
  photoUpload,
  s,
  signedIn,
} from './authorization-matrix.world';

export {
  type Matrix,
  type MatrixCase,
  type MatrixRequest,
  type Principal,
  ROLES,
  type Role,
  type World,
} from './authorization-matrix.world';

export const MATRIX: Matrix = {
  ...IDENTIFICATION_MATRIX,
  ...AI_IDENTIFICATION_MATRIX,
  ...EXPORT_MATRIX,
  ...RARE_TRACKER_MATRIX,
  ...LOCATION_ALERT_MATRIX,
  ...PAYMENT_MATRIX,
  ...SUBSCRIPTION_MATRIX,
  ...SUBSCRIBER_MATRIX,
  ...OPERATIONS_MATRIX,
  ...DISCOVERY_MATRIX,
  ...CONTEST_MATRIX,
  ...REFERRAL_MATRIX,
  ...GEAR_MATRIX,
  ...GUIDE_MATRIX,
  ...ARTICLE_MATRIX,
  ...PRINT_MATRIX,
  ...MODERATION_MATRIX,
  ...SUPPORT_MATRIX,
  ...CURATED_MATRIX,
  ...ANALYTICS_MATRIX,
  ...ACCOUNT_MATRIX,
  ...FIELD_MATRIX,
  // health
  'GET /api/ping': [{ expect: all(200), build: get('/api/ping') }],
  'GET /api/translations': [{ expect: all(200), build: get('/api/translations') }],
  // A comment on the author's public sighting exists first, so every role gets the same showcase.
  'GET /api/comments/showcase': [
    {
      expect: all(200),
      build: async (w) => {
        await authorComment(w);
        return { url: '/api/comments/showcase' };
      },
    },
  ],
  'GET /api/health': [{ expect: all(200), build: get('/api/health') }],

  // auth
  'POST /api/auth/register': [
    {
      expect: all(201),
      // A sign-in ends the session it arrives with (no fixation), so each role sends a spare one.
      build: async (w, role) => {
        const id = next();
        return {
          url: '/api/auth/register',
          asHeaders: await w.freshHeaders(role),
          payload: { username: `newbie${id}`, email: `newbie${id}@example.com`, password: 'Passw0rd!' },
        };
      },
    },
  ],
  'POST /api/auth/login': [
    {
      expect: all(200),
      build: async (w, role) => ({
        url: '/api/auth/login',
        asHeaders: await w.freshHeaders(role),
        payload: { username: author(w).username, password: author(w).password },
      }),
    },
  ],
  'POST /api/auth/logout': [
    {
      // Signing out is harmless for anyone: a visitor gets 200 and nothing happens.
      expect: all(200),
      build: async (w, role) => ({ url: '/api/auth/logout', asHeaders: await w.freshHeaders(role) }),
    },
  ],
  'GET /api/auth/me': [{ expect: signedIn(200), build: get('/api/auth/me') }],
  'POST /api/auth/forgot-password': [
    {
      expect: all(200),
      build: async (w) => ({ url: '/api/auth/forgot-password', payload: { email: author(w).email } }),
    },
  ],
  'POST /api/auth/reset-password': [
    {
      // The reset token is the authorization: without the one mailed, no session makes it pass.
      name: 'a token never issued',
      expect: all(400),
      build: async () => ({
        url: '/api/auth/reset-password',
        payload: { token: 'x'.repeat(40), password: 'N3w-Passw0rd!' },
      }),
    },
  ],

  // users
  'PUT /api/user/language-preference': [
    {
      expect: signedIn(200),
      build: async () => ({ url: '/api/user/language-preference', payload: { preferredLanguage: 'en' } }),
    },
  ],
  'GET /api/user/email-preferences': [{ expect: signedIn(200), build: get('/api/user/email-preferences') }],
  'PUT /api/user/email-preferences': [
    {
      expect: signedIn(200),
      build: async () => ({ url: '/api/user/email-preferences', payload: EMAIL_PREFERENCES }),
    },
  ],
  'GET /api/email-preferences': [
    {
      // The signed link of the e-mail is the authorization, whoever follows it.
      expect: all(200),
      build: async (w) => ({
        url: `/api/email-preferences?token=${signUserToken(w.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, author(w).id)}`,
      }),
    },
  ],
  'PUT /api/email-preferences': [
    {
      expect: all(200),
      build: async (w) => ({
        url: `/api/email-preferences?token=${signUserToken(w.app.ctx.secret, EMAIL_PREFERENCES_PURPOSE, author(w).id)}`,
        payload: EMAIL_PREFERENCES,
      }),
    },
    {
      name: 'a forged link',
      expect: all(400),
      build: async () => ({ url: '/api/email-preferences?token=1.forged', payload: EMAIL_PREFERENCES }),
    },
  ],

  // admin
  'POST /api/admin/login': [
    {
      expect: all(200),
      build: async (w) => ({
        url: '/api/admin/login',
        payload: { username: 'admin', password: w.adminPassword },
      }),
    },
  ],
  'POST /api/admin/logout': [
    {
      expect: adminOnly(200),
      build: async (w, role) => ({ url: '/api/admin/logout', asHeaders: await w.freshHeaders(role) }),
    },
  ],
  'GET /api/admin/me': [{ expect: adminOnly(200), build: get('/api/admin/me') }],
  'GET /api/admin/dashboard': [{ expect: adminOnly(200), build: get('/api/admin/dashboard') }],
  // The administrator's answer is a whole backup archive of the test site (server/ops).
  'POST /api/admin/backup': [{ expect: adminOnly(200), build: get('/api/admin/backup') }],

  // moderation (features/moderation): members flag others' sightings; the queue and thresholds are the admin's.
  'POST /api/sightings/:id/flag': [
    {
      expect: s(401, 201, 403, 201, 201),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w)).id}/flag`,
        payload: { reason: 'spam' },
      }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 403, 404, 404),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w, false)).id}/flag`,
        payload: { reason: 'spam' },
      }),
    },
  ],
  'GET /api/sightings/:id/moderation': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/moderation` }),
    },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/moderation` }),
    },
  ],
  'GET /api/admin/moderation/flags': [{ expect: adminOnly(200), build: get('/api/admin/moderation/flags') }],
  'POST /api/admin/moderation/flags/:id/resolve': [
    {
      expect: adminOnly(200),
      build: async (w) => {
        const sighting = await authorSighting(w);
        const res = await w.app.inject({
          method: 'POST',
          url: `/api/sightings/${sighting.id}/flag`,
          headers: w.principals.member.headers,
          payload: { reason: 'other' },
        });
        if (res.statusCode !== 201) throw new Error(`flag: ${res.statusCode} ${res.body}`);
        return {
          url: `/api/admin/moderation/flags/${res.json().id}/resolve`,
          payload: { action: 'dismiss' },
        };
      },
    },
  ],
  'GET /api/admin/moderation/settings': [
    { expect: adminOnly(200), build: get('/api/admin/moderation/settings') },
  ],
  'PUT /api/admin/moderation/settings': [
    {
      expect: adminOnly(200),
      build: async () => ({ url: '/api/admin/moderation/settings', payload: DEFAULT_MODERATION_SETTINGS }),
    },
  ],

  // sightings
  'GET /api/sightings': [{ expect: all(200), build: get('/api/sightings') }],
  'GET /api/feed': [{ expect: signedIn(200), build: get('/api/feed') }],
  'GET /api/sightings/:id': [
    { expect: all(200), build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}` }) },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}` }),
    },
  ],
  // The sighting page's related strips open exactly when its page does (related-routes.ts).
  'GET /api/sightings/:id/nearby': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/nearby` }),
    },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/nearby` }),
    },
  ],
  'GET /api/sightings/:id/more-from-member': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/more-from-member` }),
    },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/more-from-member` }),
    },
  ],
  'POST /api/sightings': [
    {
      expect: s(401, 201, 201, 201, 201),
      build: async () => ({
        url: '/api/sightings',
        payload: { speciesName: 'Grey heron', category: 'birds', location: 'Pond' },
      }),
    },
  ],
  'PATCH /api/sightings/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({
        url: `/api/sightings/${(await authorSighting(w)).id}`,
        payload: { description: 'Seen at dawn.' },
      }),
    },
  ],
  'DELETE /api/sightings/:id': [
    {
      expect: ownerOrAdmin(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}` }),
    },
    {
      // A private sighting reads as missing to anyone who may not see it.
      name: 'a private sighting',
      expect: s(401, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}` }),
    },
  ],
  'POST /api/sightings/:id/like': [
    {
      expect: signedIn(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/like` }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/like` }),
    },
  ],
  'POST /api/sightings/:id/view': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w)).id}/view` }),
    },
    {
      // The administrator may read a private sighting but their look is not counted as a view.
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 404),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/view` }),
    },
  ],

  // comments
  'GET /api/sightings/:id/comments': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorComment(w)).sightingId}/comments` }),
    },
    {
      name: 'a private sighting',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/sightings/${(await authorSighting(w, false)).id}/comments` }),
    },
  ],
  'POST /api/comments': [
    {
      expect: signedIn(201),
      build: async (w) => ({
        url: '/api/comments',
        payload: { sightingId: (await authorSighting(w)).id, content: 'What a sighting!' },
      }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 201, 404, 404),
      build: async (w) => ({
        url: '/api/comments',
        payload: { sightingId: (await authorSighting(w, false)).id, content: 'What a sighting!' },
      }),
    },
  ],
  'DELETE /api/comments/:id': [
    {
      expect: ownerOrAdmin(200),
      build: async (w) => ({ url: `/api/comments/${(await authorComment(w)).commentId}` }),
    },
  ],
  'POST /api/comments/:id/like': [
    {
      expect: signedIn(200),
      build: async (w) => ({
        url: `/api/comments/${(await authorComment(w)).commentId}/like`,
        payload: { action: 'like' },
      }),
    },
  ],

  // bookmarks
  'POST /api/bookmarks': [
    {
      expect: signedIn(201),
      build: async (w) => ({ url: '/api/bookmarks', payload: { sightingId: (await authorSighting(w)).id } }),
    },
    {
      name: 'a private sighting',
      expect: s(401, 404, 201, 404, 404),
      build: async (w) => ({
        url: '/api/bookmarks',
        payload: { sightingId: (await authorSighting(w, false)).id },
      }),
    },
  ],
  'GET /api/bookmarks': [{ expect: signedIn(200), build: get('/api/bookmarks') }],
  'DELETE /api/bookmarks/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({ url: `/api/bookmarks/${(await authorBookmark(w)).id}` }),
    },
  ],
  'DELETE /api/sightings/:id/bookmark': [
    {
      // Removes the caller's own bookmark of the sighting; the author's bookmark is never reachable by others.
      expect: signedIn(200),
      build: async (w) => ({ url: `/api/sightings/${(await authorBookmark(w)).sightingId}/bookmark` }),
    },
  ],
  'GET /api/bookmarks/collections': [{ expect: signedIn(200), build: get('/api/bookmarks/collections') }],
  'PATCH /api/bookmarks/collections/:name': [
    {
      // Collections are named per member: another member's "Ducks" is simply not theirs to find.
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => {
        const name = `Ducks${next()}`;
        await authorBookmark(w, name);
        return { url: `/api/bookmarks/collections/${name}`, payload: { name: `Geese${next()}` } };
      },
    },
  ],
  'DELETE /api/bookmarks/collections/:name': [
    {
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => {
        const name = `Ducks${next()}`;
        await authorBookmark(w, name);
        return { url: `/api/bookmarks/collections/${name}` };
      },
    },
  ],

  // follows
  'POST /api/users/:id/follow': [
    {
      expect: s(401, 200, 400, 200, 200),
      build: async (w) => ({ url: `/api/users/${author(w).id}/follow` }),
    },
  ],
  'DELETE /api/users/:id/follow': [
    {
      expect: s(401, 200, 200, 200, 200),
      build: async (w) => ({ url: `/api/users/${author(w).id}/follow` }),
    },
  ],
  'GET /api/users/:id/followers': [
    { expect: all(200), build: async (w) => ({ url: `/api/users/${author(w).id}/followers` }) },
  ],
  'GET /api/users/:id/following': [
    { expect: all(200), build: async (w) => ({ url: `/api/users/${author(w).id}/following` }) },
  ],

  // profiles
  'GET /api/users/:id': [{ expect: all(200), build: async (w) => ({ url: `/api/users/${author(w).id}` }) }],
  'GET /api/user/profile': [{ expect: signedIn(200), build: get('/api/user/profile') }],
  'PUT /api/user/profile': [
    { expect: signedIn(200), build: async () => ({ url: '/api/user/profile', payload: { bio: 'Birder.' } }) },
  ],

  // portfolios
  'GET /api/portfolio': [{ expect: signedIn(200), build: get('/api/portfolio') }],
  'PUT /api/portfolio': [
    {
      expect: signedIn(200),
      build: async () => ({ url: '/api/portfolio', payload: { title: 'My wildlife' } }),
    },
  ],
  'POST /api/portfolio/collections': [
    {
      expect: signedIn(201),
      build: async () => ({ url: '/api/portfolio/collections', payload: { title: `Owls ${next()}` } }),
    },
  ],
  'PUT /api/portfolio/collections/order': [
    {
      expect: signedIn(200),
      build: async () => ({ url: '/api/portfolio/collections/order', payload: { collectionIds: [] } }),
    },
    {
      name: "the author's collections",
      expect: s(401, 403, 200, 403, 403),
      build: async (w) => ({
        url: '/api/portfolio/collections/order',
        payload: { collectionIds: [await authorCollection(w)] },
      }),
    },
  ],
  'PUT /api/portfolio/collections/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({
        url: `/api/portfolio/collections/${await authorCollection(w)}`,
        payload: { title: 'Night owls' },
      }),
    },
  ],
  'DELETE /api/portfolio/collections/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({ url: `/api/portfolio/collections/${await authorCollection(w)}` }),
    },
  ],
  'PUT /api/portfolio/collections/:id/items': [
    {
      expect: ownerOnly(200),
      build: async (w) => ({
        url: `/api/portfolio/collections/${await authorCollection(w)}/items`,
        payload: { items: [{ sightingId: (await authorSighting(w)).id }] },
      }),
    },
  ],
  'GET /api/portfolios/:portfolioUrl': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/portfolios/${await authorPortfolioUrl(w, true)}` }),
    },
    {
      name: 'a private portfolio',
      expect: s(404, 404, 200, 404, 200),
      build: async (w) => ({ url: `/api/portfolios/${await authorPortfolioUrl(w, false)}` }),
    },
  ],

  // photo analyzer and insights: public pages; nothing stored, members get their personal insights
  'POST /api/photo-analysis': [{ expect: all(200), build: async () => photoForAnalysis() }],
  'GET /api/insights': [
    { expect: all(200), build: get('/api/insights') },
    {
      name: 'near a place',
      expect: all(200),
      build: get('/api/insights?latitude=51.5&longitude=-0.12&radiusKm=50'),
    },
  ],

  // categories
  'GET /api/categories': [{ expect: all(200), build: get('/api/categories') }],
  'GET /api/category-images': [{ expect: all(200), build: get('/api/category-images') }],

  // map
  'GET /api/map/sightings': [
    { expect: all(200), build: get('/api/map/sightings?bbox=-180,-85,180,85&zoom=2') },
  ],

  // species
  'GET /api/species/suggest': [{ expect: all(200), build: get('/api/species/suggest?q=her') }],
  // species pages and conservation statuses (features/species/page-routes.ts, features/conservation)
  'GET /api/species/:slug': [
    { expect: all(200), build: async (w) => ({ url: `/api/species/${(await matrixSpecies(w)).slug}` }) },
    { name: 'an unknown species', expect: all(404), build: get('/api/species/no-such-species-here') },
  ],
  'GET /api/species/:slug/gallery': [
    {
      expect: all(200),
      build: async (w) => ({ url: `/api/species/${(await matrixSpecies(w)).slug}/gallery` }),
    },
  ],
  'GET /api/species/:slug/map': [
    { expect: all(200), build: async (w) => ({ url: `/api/species/${(await matrixSpecies(w)).slug}/map` }) },
  ],
  // location pages (features/places): public, like the sightings they show
  'GET /api/locations': [{ expect: all(200), build: get('/api/locations?realm=africa') }],
  'GET /api/locations/:slug': [
    { expect: all(200), build: get('/api/locations/serengeti-national-park') },
    { name: 'an unknown location', expect: all(404), build: get('/api/locations/no-such-park-here') },
  ],
  'GET /api/locations/:slug/sightings': [
    { expect: all(200), build: get('/api/locations/serengeti-national-park/sightings') },
  ],
  'GET /api/locations/:slug/map': [
    { expect: all(200), build: get('/api/locations/serengeti-national-park/map') },
  ],
  // migrations (features/migrations): public patterns; members link their own sightings and keep their alerts.
  'GET /api/migrations': [
    { expect: all(200), build: get('/api/migrations?category=insects&happeningNow=false') },
  ],
  'GET /api/migrations/:id': [
    { expect: all(200), build: get('/api/migrations/monarch-butterfly-eastern-migration') },
    { name: 'an unknown migration', expect: all(404), build: get('/api/migrations/no-such-migration') },
  ],
  'POST /api/migrations/:id/sightings': [
    {
      expect: ownerOnly(201),
      build: async (w) => ({
        url: '/api/migrations/monarch-butterfly-eastern-migration/sightings',
        payload: { sightingId: (await authorSighting(w)).id, migrationPhase: 'passage' },
      }),
    },
  ],
  'DELETE /api/migrations/:id/sightings/:sightingId': [
    {
      expect: ownerOnly(200),
      build: async (w) => {
        const sighting = await authorSighting(w);
        const url = '/api/migrations/monarch-butterfly-eastern-migration/sightings';
        const res = await w.app.inject({
          method: 'POST',
          url,
          headers: author(w).headers,
          payload: { sightingId: sighting.id, migrationPhase: 'arrival' },
        });
        if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
        return { url: `${url}/${sighting.id}` };
      },
    },
  ],
  'GET /api/migration-alerts': [{ expect: signedIn(200), build: get('/api/migration-alerts') }],
  'POST /api/migration-alerts': [
    {
      expect: signedIn(201),
      build: async (w, role) => {
        // Alerts of every kind share the free plan's 2: the role's earlier ones go first.
        await clearAlertsOf(w, role);
        return {
          url: '/api/migration-alerts',
          payload: {
            migrationPatternId: 'osprey-scotland-west-africa',
            alertType: 'peak_start',
            latitude: 57.2,
            longitude: -3.8,
          },
        };
      },
    },
  ],
  'DELETE /api/migration-alerts/:id': [
    {
      expect: ownerOnly(200),
      build: async (w) => {
        // The author is a free member: their earlier alerts go first, so the limit never refuses this one.
        await clearAlertsOf(w, 'author');
        const res = await w.app.inject({
          method: 'POST',
          url: '/api/migration-alerts',
          headers: author(w).headers,
          payload: {
            migrationPatternId: 'osprey-scotland-west-africa',
            alertType: 'nearby_sighting',
            latitude: 57.2,
            longitude: -3.8,
          },
        });
        if (res.statusCode !== 201) throw new Error(`alert: ${res.statusCode} ${res.body}`);
        return { url: `/api/migration-alerts/${res.json().id}` };
      },
    },
  ],
  'GET /api/admin/conservation-status': [
    { expect: adminOnly(200), build: get('/api/admin/conservation-status?status=EN') },
  ],
  'GET /api/admin/conservation-status/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({ url: `/api/admin/conservation-status/${(await matrixSpecies(w)).id}` }),
    },
  ],
  'PUT /api/admin/conservation-status/:id': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/conservation-status/${(await matrixSpecies(w)).id}`,
        payload: { status: 'EN', source: 'IUCN Red List of Threatened Species', year: 2022 },
      }),
    },
  ],
  // custom species proposals (features/custom-species): members propose, the administrator reviews.
  'POST /api/custom-species-proposals': [
    {
      expect: signedIn(201),
      build: async () => ({
        url: '/api/custom-species-proposals',
        payload: { commonName: `Matrix finch ${next()}`, category: 'birds' },
      }),
    },
  ],
  'GET /api/custom-species-proposals': [
    { expect: signedIn(200), build: get('/api/custom-species-proposals') },
  ],
  'GET /api/admin/custom-species': [{ expect: adminOnly(200), build: get('/api/admin/custom-species') }],
  'POST /api/admin/custom-species/:id/approve': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/custom-species/${await authorProposal(w)}/approve`,
        payload: { scientificName: `Matrixia ${next().replace(/[^a-z]/g, 'x')}ensis` },
      }),
    },
  ],
  'POST /api/admin/custom-species/:id/merge': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/custom-species/${await authorProposal(w)}/merge`,
        payload: { scientificName: (await matrixSpecies(w)).scientificName },
      }),
    },
  ],
  'POST /api/admin/custom-species/:id/reject': [
    {
      expect: adminOnly(200),
      build: async (w) => ({
        url: `/api/admin/custom-species/${await authorProposal(w)}/reject`,
        payload: { moderatorNotes: 'Not a species.' },
      }),
    },
  ],

  // notifications
  'GET /api/notifications': [{ expect: signedIn(200), build: get('/api/notifications') }],
  'GET /api/notifications/unread-count': [
    { expect: signedIn(200), build: get('/api/notifications/unread-count') },
  ],
  'POST /api/notifications/read-all': [
    { expect: signedIn(200), build: async () => ({ url: '/api/notifications/read-all' }) },
  ],
  'POST /api/notifications/:id/read': [
    {
      // Someone else's notification reads as missing.
      expect: s(401, 404, 200, 404, 404),
      build: async (w) => ({ url: `/api/notifications/${await authorNotification(w)}/read` }),
    },
  ],

  // media
  'POST /api/media': [{ expect: signedIn(201), build: async () => photoUpload() }],
  'GET /api/media/allowance': [{ expect: signedIn(200), build: get('/api/media/allowance') }],
  'DELETE /api/media/:id': [
    {
      expect: ownerOnly(200),
      // An avatar upload: it does not count toward the free monthly allowance the matrix would exhaust.
      build: async (w) => {
        const asset = await uploadPhoto(w.app, author(w).headers.cookie ?? '', undefined, {
          purpose: 'avatar',
        });
        return { url: `/api/media/${asset.id}` };
      },
    },
  ],
  'POST /api/video/thumbnail': [
    {
      // Public and fetches nothing: only URLs of videos WildLens stores answer, whoever asks.
      name: 'a URL WildLens does not store',
      expect: all(404),
      build: async () => ({ url: '/api/video/thumbnail', payload: { videoUrl: '/media/videos/none.mp4' } }),
    },
  ],

  // telemetry: anonymous by design (errors before sign-in matter most).
  'POST /api/errors': [
    {
      expect: all(201),
      build: async () => ({ url: '/api/errors', payload: { errorType: 'javascript', message: 'boom' } }),
    },
  ],
  'POST /api/errors/batch': [
    {
      expect: all(201),
      build: async () => ({
        url: '/api/errors/batch',
        payload: { errors: [{ errorType: 'javascript', message: 'boom' }] },
      }),
    },
  ],
  'POST /api/analytics/engagement': [
    {
      expect: all(202),
      build: async () => ({
        url: '/api/analytics/engagement',
        payload: { action: 'click', category: 'nav' },
      }),
    },
  ],
  'POST /api/analytics/flow': [
    {
      expect: all(202),
      build: async () => ({
        url: '/api/analytics/flow',
        payload: { flow: 'upload', step: 'start', status: 'started' },
      }),
    },
  ],
};

/**
 * Routes the matrix does not call, each with why. HEAD twins of GET routes are skipped separately (Fastify adds
 * them; they run the GET handler).
 */
export const SKIPPED: Record<string, string> = {
  'GET /api/docs': 'Swagger UI: static documentation pages, no data',
  'HEAD /api/docs/': 'Swagger UI redirect',
  'GET /api/docs/static/index.html': 'Swagger UI static file',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI static file',
  'GET /api/docs/json': 'the public OpenAPI document, same as /api/openapi.json',
  'GET /api/docs/yaml': 'the public OpenAPI document in YAML',
  'GET /api/docs/static/*': 'Swagger UI static files',
  'HEAD /api/docs/static/*': 'Swagger UI static files',
  'GET /api/openapi.json': 'the public OpenAPI document, no data',
  'GET /media/*': 'media files, served by unguessable content-addressed names (tested in server/media)',
  'GET /media/demo/article-card/:file': 'public renditions of the shipped article covers (shipped-covers.ts)',
  'GET /media/demo/article-page/:file': 'public renditions of the shipped article covers (shipped-covers.ts)',
  'HEAD /media/*': 'media files',
  'GET /ws': 'the WebSocket upgrade; a plain request is refused before any data (tested in server/realtime)',
};
