// A click on an alert notification (spec section 9): View Sighting or the notification itself brings a WildLens
// window to the sighting, or opens one; Dismiss does nothing more than the close; nothing but this origin's
// /sighting/ pages is ever opened.
import { describe, expect, it, vi } from 'vitest';
import {
  type AlertClients,
  type AlertWindow,
  handleAlertNotificationClick,
  sightingUrl,
} from './notification-click';

const ORIGIN = 'https://wildlens.example';
const SIGHTING = `${ORIGIN}/sighting/77`;

function fakeWindow(
  url: string,
  focused = false,
): AlertWindow & {
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
} {
  return { url, focused, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) };
}

function fakeClients(windows: AlertWindow[] = []) {
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  } satisfies AlertClients;
  return clients;
}

describe('alert notification clicks', () => {
  it.each(['', 'view'])('action %j brings the focused WildLens window to the sighting', async (action) => {
    const other = fakeWindow(`${ORIGIN}/explore`);
    const focused = fakeWindow(`${ORIGIN}/`, true);
    const clients = fakeClients([other, focused]);
    await handleAlertNotificationClick(action, { url: '/sighting/77' }, clients, ORIGIN);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(SIGHTING);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('uses any open WildLens window when none has focus', async () => {
    const open = fakeWindow(`${ORIGIN}/map`);
    const clients = fakeClients([open]);
    await handleAlertNotificationClick('view', { url: '/sighting/77' }, clients, ORIGIN);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(SIGHTING);
  });

  it('opens a window on the sighting when no WildLens window is open', async () => {
    const elsewhere = fakeWindow('https://elsewhere.example/', true);
    const clients = fakeClients([elsewhere]);
    await handleAlertNotificationClick('view', { url: '/sighting/77' }, clients, ORIGIN);
    expect(elsewhere.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(SIGHTING);
  });

  it('opens a window when the open one cannot be navigated (not controlled by the worker)', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/`, true);
    uncontrolled.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    const clients = fakeClients([uncontrolled]);
    await handleAlertNotificationClick('', { url: '/sighting/77' }, clients, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(SIGHTING);
  });

  it('does nothing more on Dismiss, or on an action it does not know', async () => {
    for (const action of ['dismiss', 'share']) {
      const window = fakeWindow(`${ORIGIN}/`, true);
      const clients = fakeClients([window]);
      await handleAlertNotificationClick(action, { url: '/sighting/77' }, clients, ORIGIN);
      expect(clients.matchAll).not.toHaveBeenCalled();
      expect(clients.openWindow).not.toHaveBeenCalled();
      expect(window.navigate).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['another origin', { url: 'https://evil.example/sighting/77' }],
    ['a protocol-relative address', { url: '//evil.example/sighting/77' }],
    ['a page that is not a sighting', { url: '/account/settings' }],
    ['a script address', { url: 'javascript:alert(1)' }],
    ['no url', {}],
    ['a url that is not text', { url: 77 }],
    ['no data', null],
  ])('opens nothing for %s', async (_case, data) => {
    const window = fakeWindow(`${ORIGIN}/`, true);
    const clients = fakeClients([window]);
    await handleAlertNotificationClick('view', data, clients, ORIGIN);
    expect(window.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('reads the sighting address as an absolute one of this origin', () => {
    expect(sightingUrl({ url: '/sighting/77' }, ORIGIN)).toBe(SIGHTING);
    expect(sightingUrl({ url: `${SIGHTING}?photo=2` }, ORIGIN)).toBe(`${SIGHTING}?photo=2`);
    expect(sightingUrl({ url: 'https://evil.example/sighting/1' }, ORIGIN)).toBeNull();
  });
});
