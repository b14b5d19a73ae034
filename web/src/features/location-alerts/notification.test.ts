// A location alert's match in the notifications list is worded in the member's language and opens the sighting.
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import { ACTOR_SLOT, notificationSentence, notificationTarget } from '../notifications/notification-text';

const MATCH: AppNotification = {
  id: 3,
  type: 'location_alert',
  message: 'Cranes at the lake: Siberian crane seen in Värmland, Sweden by crane_fan',
  isRead: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  actor: { id: 7, username: 'crane_fan', profileImageUrl: null },
  sightingId: 40,
  commentId: null,
  speciesName: 'Siberian crane',
};

describe('location alert notifications', () => {
  it('word the match with its species in the reader’s language and open the sighting', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const sentence = notificationSentence(i18n.t, MATCH);
    expect(sentence?.replace(ACTOR_SLOT, 'crane_fan').replace(/[\u2066-\u2069]/g, '')).toBe(
      'crane_fan saw Siberian crane inside one of your location alerts',
    );
    expect(notificationTarget(MATCH)).toBe('/sighting/40');
    await i18n.changeLanguage('de');
    expect(notificationSentence(i18n.t, MATCH)).toContain('Orts-Benachrichtigungen');
    await i18n.changeLanguage('en');
  });
});
