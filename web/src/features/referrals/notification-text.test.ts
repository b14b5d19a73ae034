// The reward notifications (features/referrals on the server) are worded in the member's language and open
// /subscription, where the rewards are listed.
import type { AppNotification } from '@common/schemas/notifications';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import { ACTOR_SLOT, notificationSentence, notificationTarget } from '../notifications/notification-text';

const base = {
  id: 1,
  actor: null,
  sightingId: null,
  speciesName: null,
  message: 'fallback',
  isRead: false,
  createdAt: '2026-03-01T00:00:00.000Z',
} as unknown as AppNotification;

describe('reward notifications', () => {
  it('are worded from their type and lead to the subscription page', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const referral = {
      ...base,
      type: 'referral_reward',
      actor: { id: 5, username: 'heron_fan' },
    } as AppNotification;
    expect(notificationSentence(t, referral)).toBe(
      `${ACTOR_SLOT} started Premium Explorer with your invitation: you earned a free month.`,
    );
    expect(notificationSentence(t, { ...base, type: 'gift_card_reward' })).toBe(
      'Your WildLens gift card is here: a month of Premium Explorer is on your account.',
    );
    expect(notificationSentence(t, { ...base, type: 'activity_month_reward' })).toBe(
      'Your active month earned you a free month of Premium Explorer.',
    );
    for (const type of ['referral_reward', 'activity_month_reward', 'gift_card_reward'])
      expect(notificationTarget({ ...referral, type })).toBe('/subscription');
  });
});
