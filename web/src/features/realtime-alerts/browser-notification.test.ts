// Showing an alert as a browser notification: only with permission granted; a click opens the sighting and
// closes it; an uncommon find closes by itself after 10 s, a rarer one requires interaction.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import {
  notificationState,
  requestNotificationPermission,
  showAlertNotification,
} from './browser-notification';
import { makeAlert } from './test-fixtures';

const t = i18n.t.bind(i18n);

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  static shown: FakeNotification[] = [];
  onclick: ((event: Event) => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browser notifications', () => {
  it('shows nothing without permission, or where the browser has no notifications', () => {
    FakeNotification.permission = 'default';
    expect(showAlertNotification(t, makeAlert(), vi.fn())).toBeNull();
    FakeNotification.permission = 'denied';
    expect(showAlertNotification(t, makeAlert(), vi.fn())).toBeNull();
    expect(FakeNotification.shown).toHaveLength(0);
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'Notification');
    expect(notificationState()).toBe('unsupported');
    expect(showAlertNotification(t, makeAlert(), vi.fn())).toBeNull();
  });

  it('shows title and body; clicking opens the sighting and closes it', () => {
    const open = vi.fn();
    showAlertNotification(t, makeAlert({ sightingId: 77, rarity: 'extremely_rare' }), open);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toContain('RARE SPECIES ALERT: ');
    expect(shown?.options.body).toContain('Spotted in ');
    expect(shown?.options.requireInteraction).toBe(true);
    // Actions need a service worker; the page's own notification is shown without them.
    expect(shown?.options).not.toHaveProperty('actions');

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    shown?.onclick?.(new Event('click', { cancelable: true }));
    expect(open).toHaveBeenCalledWith('/sighting/77');
    expect(shown?.close).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('closes an uncommon find after 10 s; a rare one stays', () => {
    vi.useFakeTimers();
    showAlertNotification(t, makeAlert({ rarity: 'uncommon' }), vi.fn());
    showAlertNotification(t, makeAlert({ id: 2, rarity: 'rare' }), vi.fn());
    const [uncommon, rare] = FakeNotification.shown;
    expect(uncommon?.options.requireInteraction).toBe(false);
    vi.advanceTimersByTime(9_999);
    expect(uncommon?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(uncommon?.close).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(rare?.close).not.toHaveBeenCalled();
  });

  it('logs a notification the browser refuses to create', () => {
    class Refusing extends FakeNotification {
      constructor(title: string, options: NotificationOptions) {
        super(title, options);
        throw new TypeError('Illegal constructor');
      }
    }
    vi.stubGlobal('Notification', Refusing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(showAlertNotification(t, makeAlert(), vi.fn())).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks for permission and reports the answer', async () => {
    FakeNotification.permission = 'default';
    expect(notificationState()).toBe('default');
    await expect(requestNotificationPermission()).resolves.toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
  });
});
