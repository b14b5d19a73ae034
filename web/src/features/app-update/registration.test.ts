// Registering the service worker and taking its updates: only in production builds, only after the page has
// loaded; a waiting version is offered, never forced (no SKIP_WAITING until the member chooses Reload), and
// Reload reloads the page once, when the new version controls it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_URLS_MESSAGE } from '../../service-worker/cache-names';

class FakeWorkbox extends EventTarget {
  static created: FakeWorkbox[] = [];
  /** The browser refuses the next registration (private mode, storage off). */
  static refuse = false;
  register = vi.fn(async (_options?: { immediate?: boolean }) => {
    if (FakeWorkbox.refuse) throw new DOMException('refused', 'SecurityError');
    return {} as ServiceWorkerRegistration;
  });
  update = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {
    super();
    FakeWorkbox.created.push(this);
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const container = Object.assign(new EventTarget(), {
  controller: null as { postMessage: ReturnType<typeof vi.fn> } | null,
});
const reload = vi.fn();

/** A fresh copy of the module (its state is per page). */
async function freshModule() {
  vi.resetModules();
  return import('./registration');
}

/** Lets the idle callback (a 1 s timer here), the dynamic import and the registration run. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1500);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorkbox.created = [];
  FakeWorkbox.refuse = false;
  container.controller = null;
  reload.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  vi.stubGlobal('location', { ...window.location, reload });
  // No idle callback in the test browser: the module falls back to a timer.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('registration', () => {
  it('registers /sw.js for the whole site, classic, never from the HTTP cache, once per page', async () => {
    // A production build's worker is one classic script (the dev server's is a module).
    vi.stubEnv('DEV', false);
    const { startServiceWorker } = await freshModule();
    startServiceWorker(true);
    startServiceWorker(true);
    await settle();
    expect(FakeWorkbox.created).toHaveLength(1);
    const [workbox] = FakeWorkbox.created;
    expect(workbox?.url).toBe('/sw.js');
    expect(workbox?.options).toEqual({ scope: '/', type: 'classic', updateViaCache: 'none' });
    expect(workbox?.register).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event before registering', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    try {
      const { startServiceWorker } = await freshModule();
      startServiceWorker(true);
      await settle();
      expect(FakeWorkbox.created).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      await settle();
      expect(FakeWorkbox.created).toHaveLength(1);
    } finally {
      Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    }
  });

  it('registers nothing when not enabled (the dev server) or where browsers offer no workers', async () => {
    const first = await freshModule();
    first.startServiceWorker(false);
    await settle();
    expect(FakeWorkbox.created).toHaveLength(0);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    const second = await freshModule();
    second.startServiceWorker(true);
    await settle();
    expect(FakeWorkbox.created).toHaveLength(0);
  });

  it('keeps the page working when the browser refuses the registration, and stops asking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeWorkbox.refuse = true;
    const { startServiceWorker, isUpdateReady } = await freshModule();
    startServiceWorker(true);
    await settle();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(FakeWorkbox.created[0]?.update).not.toHaveBeenCalled();
    expect(isUpdateReady()).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the first visit', () => {
  it('hands the worker that takes the page over what the page loaded before, and who is signed in', async () => {
    const { startServiceWorker } = await freshModule();
    startServiceWorker(true);
    await settle();
    const [workbox] = FakeWorkbox.created;
    const controller = { postMessage: vi.fn() };
    container.controller = controller;
    workbox?.dispatchEvent(new Event('controlling'));
    workbox?.dispatchEvent(new Event('controlling'));
    expect(controller.postMessage).toHaveBeenCalledTimes(1);
    expect(controller.postMessage).toHaveBeenCalledWith({
      type: CACHE_URLS_MESSAGE,
      urls: expect.arrayContaining(['/api/auth/me']),
    });
  });

  it('hands over nothing when a worker already controlled the page (it saw every request)', async () => {
    const controller = { postMessage: vi.fn() };
    container.controller = controller;
    const { startServiceWorker } = await freshModule();
    startServiceWorker(true);
    await settle();
    FakeWorkbox.created[0]?.dispatchEvent(new Event('controlling'));
    expect(controller.postMessage).not.toHaveBeenCalled();
  });
});

describe('updates', () => {
  it('offers a waiting version, and never tells it to take over on its own', async () => {
    const { startServiceWorker, isUpdateReady, subscribeToUpdate } = await freshModule();
    const listener = vi.fn();
    subscribeToUpdate(listener);
    startServiceWorker(true);
    await settle();
    const [workbox] = FakeWorkbox.created;
    expect(isUpdateReady()).toBe(false);
    workbox?.dispatchEvent(new Event('waiting'));
    expect(isUpdateReady()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(workbox?.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Reload posts SKIP_WAITING, then reloads once when the new version controls the page', async () => {
    const { startServiceWorker, applyUpdate } = await freshModule();
    startServiceWorker(true);
    await settle();
    const [workbox] = FakeWorkbox.created;
    workbox?.dispatchEvent(new Event('waiting'));
    applyUpdate();
    expect(workbox?.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reload still reloads if the new version never takes over', async () => {
    const { startServiceWorker, applyUpdate } = await freshModule();
    startServiceWorker(true);
    await settle();
    FakeWorkbox.created[0]?.dispatchEvent(new Event('waiting'));
    applyUpdate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later hides the offer until another version waits', async () => {
    const { startServiceWorker, dismissUpdate, isUpdateReady } = await freshModule();
    startServiceWorker(true);
    await settle();
    const [workbox] = FakeWorkbox.created;
    workbox?.dispatchEvent(new Event('waiting'));
    dismissUpdate();
    expect(isUpdateReady()).toBe(false);
    expect(workbox?.messageSkipWaiting).not.toHaveBeenCalled();
    workbox?.dispatchEvent(new Event('waiting'));
    expect(isUpdateReady()).toBe(true);
  });

  it('asks for a new version every hour while the page is visible and online', async () => {
    const { startServiceWorker } = await freshModule();
    startServiceWorker(true);
    await settle();
    const [workbox] = FakeWorkbox.created;
    expect(workbox?.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(workbox?.update).toHaveBeenCalledTimes(1);
  });
});
