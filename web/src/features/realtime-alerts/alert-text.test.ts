// The texts of an alert (spec section 9): age 'Just now' / 'Nm ago' / 'Nh ago', the relevance badge only above
// 80, and the browser notification's title, body, actions, target and closing rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '../../components/ui/member-text';
import i18n, { i18nReady } from '../../lib/i18n';
import {
  alertAgeText,
  alertNotificationContent,
  rarityText,
  relevanceBadgeText,
  spottedText,
} from './alert-text';
import { makeAlert } from './test-fixtures';

const t = i18n.t.bind(i18n);
const SENT = Date.parse('2025-06-01T10:00:00.000Z');
const at = (ms: number) => SENT + ms;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});

describe('alert age', () => {
  const stamp = new Date(SENT).toISOString();
  it("reads 'Just now' under a minute, and for a clock slightly behind", () => {
    expect(alertAgeText(t, stamp, at(0))).toBe('Just now');
    expect(alertAgeText(t, stamp, at(59_999))).toBe('Just now');
    expect(alertAgeText(t, stamp, at(-5_000))).toBe('Just now');
    expect(alertAgeText(t, 'not a date', at(0))).toBe('Just now');
  });

  it("reads 'Nm ago' under an hour and 'Nh ago' after", () => {
    expect(alertAgeText(t, stamp, at(60_000))).toBe('1m ago');
    expect(alertAgeText(t, stamp, at(59 * 60_000 + 59_000))).toBe('59m ago');
    expect(alertAgeText(t, stamp, at(60 * 60_000))).toBe('1h ago');
    expect(alertAgeText(t, stamp, at(26 * 60 * 60_000))).toBe('26h ago');
  });
});

describe('alert labels', () => {
  it('shows the relevance percentage only above 80', () => {
    expect(relevanceBadgeText(t, 80)).toBeNull();
    expect(relevanceBadgeText(t, 40)).toBeNull();
    expect(relevanceBadgeText(t, 80.5)).toBe('81% match');
    expect(relevanceBadgeText(t, 92)).toBe('92% match');
  });

  it('names every rarity', () => {
    expect(rarityText(t, 'extremely_rare')).toBe('Extremely rare');
    expect(rarityText(t, 'uncommon')).toBe('Uncommon');
    expect(rarityText(t, 'other')).toBe('Other');
  });

  it("says where and by whom: 'Spotted in {location} by {photographer}'", () => {
    expect(spottedText(t, makeAlert())).toBe(
      `Spotted in ${isolate('Hemis National Park')} by ${isolate('arctic_fox_tales')}`,
    );
  });
});

describe('browser notification content', () => {
  it('has the spec title, body, actions and sighting target; rare finds wait for the member', () => {
    const content = alertNotificationContent(t, makeAlert({ id: 9, sightingId: 314, rarity: 'very_rare' }));
    expect(content.title).toBe(`RARE SPECIES ALERT: ${isolate('Snow Leopard')}`);
    expect(content.body).toBe(
      `Spotted in ${isolate('Hemis National Park')} by ${isolate('arctic_fox_tales')}`,
    );
    expect(content.actions).toEqual([
      { action: 'view', title: 'View Sighting' },
      { action: 'dismiss', title: 'Dismiss' },
    ]);
    expect(content.url).toBe('/sighting/314');
    expect(content.tag).toBe('rare-species-alert-9');
    expect(content.requireInteraction).toBe(true);
    expect(content.autoCloseMs).toBeNull();
  });

  it('closes an uncommon find by itself after 10 s', () => {
    const content = alertNotificationContent(t, makeAlert({ rarity: 'uncommon' }));
    expect(content.requireInteraction).toBe(false);
    expect(content.autoCloseMs).toBe(10_000);
  });

  it('is translated', async () => {
    await i18n.changeLanguage('fr');
    const content = alertNotificationContent(t, makeAlert());
    expect(content.title).toBe(`ALERTE ESPÈCE RARE : ${isolate('Snow Leopard')}`);
    await i18n.changeLanguage('en');
  });
});
