// Showing an alert as a browser notification: only with permission granted. Through the service worker it
// carries the spec's View Sighting and Dismiss actions and the sighting's address, which the worker opens; where
// there is no worker, the page's own notification is shown as before (a click opens the sighting and closes it).
// Either way an uncommon find closes by itself after 10 s, a rarer one requires interaction.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import {
  alertServiceWorker,
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

interface ShownOptions extends NotificationOptions {
  actions?: Array<{ action: string; title: string }>;
  image?: string;
}

/** A worker that has not activated yet: the test moves it on. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The registration the browser keeps: records the notifications shown through it. */
class FakeRegistration {
  active: FakeWorker | null = Object.assign(new FakeWorker(), { state: 'activated' as const });
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  shown: Array<{ title: string; options: ShownOptions; close: ReturnType<typeof vi.fn> }> = [];
  showNotification = vi.fn(async (title: string, options: ShownOptions) => {
    this.shown.push({ title, options, close: vi.fn() });
  });
  getNotifications = vi.fn(async (filter?: { tag?: string }) =>
    this.shown.filter((n) => !filter?.tag || n.options.tag === filter.tag),
  );
}

/** Lets every pending promise callback run (the registration's, the wait for activation). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function installServiceWorker(registration = new FakeRegistration()) {
  const container = {
    register: vi.fn(async (_url: string, _options: RegistrationOptions) => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, registration };
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('browser notifications through the service worker', () => {
  it('registers /sw.js for the whole site only when a notification is first shown, then reuses it', async () => {
    const { container, registration } = installServiceWorker();
    expect(container.register).not.toHaveBeenCalled();
    await expect(showAlertNotification(t, makeAlert({ id: 1 }), vi.fn())).resolves.toBe(true);
    await showAlertNotification(t, makeAlert({ id: 2 }), vi.fn());
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith(
      '/sw.js',
      expect.objectContaining({ scope: '/', updateViaCache: 'none' }),
    );
    expect(registration.showNotification).toHaveBeenCalledTimes(2);
    // Not the page's own notification as well.
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it("shows the spec's title, body, actions and the sighting's address; a rare find requires interaction", async () => {
    const { registration } = installServiceWorker();
    const alert = makeAlert({ id: 'match-5', sightingId: 77, rarity: 'extremely_rare' });
    await showAlertNotification(t, alert, vi.fn());
    const [shown] = registration.shown;
    expect(shown?.title).toBe('RARE SPECIES ALERT: \u2068Snow Leopard\u2069');
    expect(shown?.options.body).toBe(
      'Spotted in \u2068Hemis National Park\u2069 by \u2068arctic_fox_tales\u2069',
    );
    expect(shown?.options.actions).toEqual([
      { action: 'view', title: 'View Sighting' },
      { action: 'dismiss', title: 'Dismiss' },
    ]);
    expect(shown?.options.data).toEqual({ url: '/sighting/77' });
    expect(shown?.options.tag).toBe('rare-species-alert-match-5');
    expect(shown?.options.requireInteraction).toBe(true);
    expect(shown?.options.icon).toBe('/media/snow-leopard.jpg');
    expect(shown?.options.image).toBe('/media/snow-leopard.jpg');
  });

  it.each(['extremely_rare', 'very_rare', 'rare', 'common', 'other'] as const)(
    'requires interaction for a %s find',
    async (rarity) => {
      const { registration } = installServiceWorker();
      await showAlertNotification(t, makeAlert({ rarity }), vi.fn());
      expect(registration.shown[0]?.options.requireInteraction).toBe(true);
    },
  );

  it('closes an uncommon find after 10 s; a rare one stays', async () => {
    vi.useFakeTimers();
    const { registration } = installServiceWorker();
    await showAlertNotification(t, makeAlert({ id: 1, rarity: 'uncommon', imageUrl: null }), vi.fn());
    await showAlertNotification(t, makeAlert({ id: 2, rarity: 'rare' }), vi.fn());
    const [uncommon, rare] = registration.shown;
    expect(uncommon?.options.requireInteraction).toBe(false);
    expect(uncommon?.options.icon).toBe('/favicon.svg');
    expect(uncommon?.options).not.toHaveProperty('image');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(uncommon?.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.getNotifications).toHaveBeenCalledWith({ tag: 'rare-species-alert-1' });
    expect(uncommon?.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rare?.close).not.toHaveBeenCalled();
  });

  it('waits for a newly installed worker to activate before showing', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.active = null;
    registration.installing = worker;
    installServiceWorker(registration);
    const shown = showAlertNotification(t, makeAlert(), vi.fn());
    await settled();
    expect(registration.showNotification).not.toHaveBeenCalled();
    worker.moveTo('installed');
    worker.moveTo('activating');
    worker.moveTo('activated');
    await expect(shown).resolves.toBe(true);
    expect(registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('registers the worker as soon as the member allows notifications, not when refused', async () => {
    const { container } = installServiceWorker();
    FakeNotification.requestPermission.mockResolvedValueOnce('denied');
    await requestNotificationPermission();
    expect(container.register).not.toHaveBeenCalled();
    await requestNotificationPermission();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without permission, and does not register the worker for it', async () => {
    const { container, registration } = installServiceWorker();
    FakeNotification.permission = 'denied';
    await expect(showAlertNotification(t, makeAlert(), vi.fn())).resolves.toBe(false);
    expect(container.register).not.toHaveBeenCalled();
    expect(registration.shown).toHaveLength(0);
  });

  it("falls back to the page's notification when the worker cannot be registered or cannot show it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = installServiceWorker();
    container.register.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    await expect(showAlertNotification(t, makeAlert({ id: 1 }), vi.fn())).resolves.toBe(true);
    expect(FakeNotification.shown).toHaveLength(1);

    const { registration } = installServiceWorker();
    registration.showNotification.mockRejectedValueOnce(new TypeError('No active registration'));
    await expect(showAlertNotification(t, makeAlert({ id: 2 }), vi.fn())).resolves.toBe(true);
    expect(FakeNotification.shown).toHaveLength(2);

    const redundant = new FakeRegistration();
    const worker = new FakeWorker();
    redundant.active = null;
    redundant.installing = worker;
    installServiceWorker(redundant);
    const shown = showAlertNotification(t, makeAlert({ id: 3 }), vi.fn());
    await settled();
    worker.moveTo('redundant');
    await expect(shown).resolves.toBe(true);
    expect(FakeNotification.shown).toHaveLength(3);
    expect(warn).toHaveBeenCalled();
  });
});

describe("the page's own notification, where there is no service worker", () => {
  it('has no worker to register', async () => {
    await expect(alertServiceWorker()).resolves.toBeNull();
  });

  it('shows nothing without permission, or where the browser has no notifications', async () => {
    FakeNotification.permission = 'default';
    await expect(showAlertNotification(t, makeAlert(), vi.fn())).resolves.toBe(false);
    FakeNotification.permission = 'denied';
    await expect(showAlertNotification(t, makeAlert(), vi.fn())).resolves.toBe(false);
    expect(FakeNotification.shown).toHaveLength(0);
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'Notification');
    expect(notificationState()).toBe('unsupported');
    await expect(showAlertNotification(t, makeAlert(), vi.fn())).resolves.toBe(false);
  });

  it('shows title and body; clicking opens the sighting and closes it', async () => {
    const open = vi.fn();
    await showAlertNotification(t, makeAlert({ sightingId: 77, rarity: 'extremely_rare' }), open);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toContain('RARE SPECIES ALERT: ');
    expect(shown?.options.body).toContain('Spotted in ');
    expect(shown?.options.requireInteraction).toBe(true);
    // The Notification constructor throws on actions: only the worker's notification has them.
    expect(shown?.options).not.toHaveProperty('actions');

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    shown?.onclick?.(new Event('click', { cancelable: true }));
    expect(open).toHaveBeenCalledWith('/sighting/77');
    expect(shown?.close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
  });

  it('closes an uncommon find after 10 s; a rare one stays', async () => {
    vi.useFakeTimers();
    await showAlertNotification(t, makeAlert({ rarity: 'uncommon' }), vi.fn());
    await showAlertNotification(t, makeAlert({ id: 2, rarity: 'rare' }), vi.fn());
    const [uncommon, rare] = FakeNotification.shown;
    expect(uncommon?.options.requireInteraction).toBe(false);
    vi.advanceTimersByTime(9_999);
    expect(uncommon?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(uncommon?.close).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(rare?.close).not.toHaveBeenCalled();
  });

  it('logs a notification the browser refuses to create', async () => {
    class Refusing extends FakeNotification {
      constructor(title: string, options: NotificationOptions) {
        super(title, options);
        throw new TypeError('Illegal constructor');
      }
    }
    vi.stubGlobal('Notification', Refusing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(showAlertNotification(t, makeAlert(), vi.fn())).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('asks for permission and reports the answer', async () => {
    FakeNotification.permission = 'default';
    expect(notificationState()).toBe('default');
    await expect(requestNotificationPermission()).resolves.toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
  });
});
