// A sighting linked near a member's migration alert is worded in their language and opens the sighting; the start
// of a peak opens the migrations page.
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import { ACTOR_SLOT, notificationSentence, notificationTarget } from '../notifications/notification-text';

const LINKED: AppNotification = {
  id: 1,
  type: 'migration_sighting',
  message: 'osprey_fan linked a sighting to Scotland to West Africa near your migration alert',
  isRead: false,
  createdAt: '2026-09-01T10:00:00.000Z',
  actor: { id: 5, username: 'osprey_fan', profileImageUrl: null },
  sightingId: 12,
  commentId: null,
  speciesName: 'Osprey',
};

describe('migration notifications', () => {
  it('word a linked sighting with its species and open it', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const sentence = notificationSentence(i18n.t, LINKED);
    expect(sentence?.replace(ACTOR_SLOT, 'osprey_fan').replace(/[\u2066-\u2069]/g, '')).toBe(
      'osprey_fan linked a sighting of Osprey near your migration alert',
    );
    expect(notificationTarget(LINKED)).toBe('/sighting/12');
    await i18n.changeLanguage('fr');
    expect(notificationSentence(i18n.t, LINKED)).toContain('près de votre alerte de migration');
    await i18n.changeLanguage('en');
  });

  it('leave the start of a peak to the server’s words and open the migrations page', () => {
    const peak = { ...LINKED, type: 'migration_peak', actor: null, sightingId: null, speciesName: null };
    expect(notificationSentence(i18n.t, peak)).toBeNull();
    expect(notificationTarget(peak)).toBe('/migrations');
  });
});
