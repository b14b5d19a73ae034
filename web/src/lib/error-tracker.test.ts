// The client error tracker's rules from spec section 8, driven with a fake transport and clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSeverity, ErrorTracker, scriptErrorSeverity, type TrackerTransport } from './error-tracker';

interface Sent {
  url: string;
  body: unknown;
}

function setup(options: { online?: boolean; postOk?: boolean[] } = {}) {
  const sent: Sent[] = [];
  const beacons: Sent[] = [];
  const answers = [...(options.postOk ?? [])];
  const sleeps: number[] = [];
  let now = 1_000_000;
  const transport: TrackerTransport = {
    async post(url, body) {
      sent.push({ url, body });
      return answers.length ? (answers.shift() as boolean) : true;
    },
    beacon(url, body) {
      beacons.push({ url, body });
      return true;
    },
  };
  const tracker = new ErrorTracker(
    transport,
    () => now,
    async (ms) => {
      sleeps.push(ms);
    },
    () => options.online ?? true,
  );
  return { tracker, sent, beacons, sleeps, advance: (ms: number) => (now += ms) };
}

const batchSizes = (sent: Sent[]) =>
  sent
    .filter((s) => s.url === '/api/errors/batch')
    .map((s) => (s.body as { errors: unknown[] }).errors.length);

describe('severity rules', () => {
  it('grades script errors by the words in their message', () => {
    expect(scriptErrorSeverity('Stripe checkout failed')).toBe('critical');
    expect(scriptErrorSeverity('Could not save the draft')).toBe('critical');
    expect(scriptErrorSeverity('fetch to the API timed out')).toBe('high');
    expect(scriptErrorSeverity('Permission denied')).toBe('high');
    expect(scriptErrorSeverity('x is undefined')).toBe('medium');
  });

  it('grades API errors by status', () => {
    expect(apiErrorSeverity(503)).toBe('critical');
    expect(apiErrorSeverity(401)).toBe('high');
    expect(apiErrorSeverity(403)).toBe('high');
    expect(apiErrorSeverity(404)).toBe('medium');
    expect(apiErrorSeverity(302)).toBe('low');
  });
});

describe('ErrorTracker', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('sends critical errors at once to /api/errors and retries after 1, 2 and 4 s', async () => {
    t = setup({ postOk: [false, false, false, true] });
    t.tracker.track({ type: 'javascript', message: 'upload failed' });
    await new Promise((r) => setTimeout(r, 0));
    expect(t.sent.map((s) => s.url)).toEqual(['/api/errors', '/api/errors', '/api/errors', '/api/errors']);
    expect(t.sleeps).toEqual([1000, 2000, 4000]);
    expect(t.sent[0]?.body).toMatchObject({ severity: 'critical' });
  });

  it('queues medium errors and flushes a batch when 5 are waiting', async () => {
    for (let i = 0; i < 4; i++) t.tracker.track({ type: 'javascript', message: `glitch ${i}` });
    expect(t.sent).toHaveLength(0);
    expect(t.tracker.pending).toHaveLength(4);
    t.tracker.track({ type: 'javascript', message: 'glitch 4' });
    await new Promise((r) => setTimeout(r, 0));
    expect(batchSizes(t.sent)).toEqual([5]);
    expect(t.tracker.pending).toHaveLength(0);
  });

  it('flushes right away when a high-severity report arrives', async () => {
    t.tracker.track({ type: 'javascript', message: 'minor' });
    t.tracker.track({
      type: 'api',
      message: '403: Forbidden',
      statusCode: 403,
      endpoint: '/api/x',
      method: 'GET',
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(batchSizes(t.sent)).toEqual([2]);
  });

  it('throttles identical errors to once per 5 s', () => {
    t = setup({ online: false });
    t.tracker.track({ type: 'javascript', message: 'same' });
    t.tracker.track({ type: 'javascript', message: 'same' });
    t.advance(4999);
    t.tracker.track({ type: 'javascript', message: 'same' });
    expect(t.tracker.pending).toHaveLength(1);
    t.advance(2);
    t.tracker.track({ type: 'javascript', message: 'same' });
    expect(t.tracker.pending).toHaveLength(2);
  });

  it('keeps at most 50 reports while offline, dropping the oldest', () => {
    t = setup({ online: false });
    for (let i = 0; i < 60; i++) t.tracker.track({ type: 'javascript', message: `offline ${i}` });
    expect(t.tracker.pending).toHaveLength(50);
    expect(t.tracker.pending[0]?.message).toBe('offline 10');
    expect(t.sent).toHaveLength(0);
  });

  it('puts a failed batch back in the queue', async () => {
    t = setup({ postOk: [false] });
    for (let i = 0; i < 5; i++) t.tracker.track({ type: 'javascript', message: `e${i}` });
    await new Promise((r) => setTimeout(r, 0));
    expect(t.tracker.pending).toHaveLength(5);
  });

  it('sends the queue by beacon on page unload', () => {
    t.tracker.track({ type: 'javascript', message: 'before unload' });
    t.tracker.flushWithBeacon();
    expect(t.beacons).toHaveLength(1);
    expect(t.beacons[0]?.url).toBe('/api/errors/batch');
    expect(t.tracker.pending).toHaveLength(0);
  });

  it("maps the client's user_experience type to the server's ux and keeps the last 10 actions", () => {
    t = setup({ online: false });
    for (let i = 0; i < 12; i++) t.tracker.recordAction(`click:${i}`);
    t.tracker.track({ type: 'user_experience', message: 'slow render' });
    const report = t.tracker.pending[0];
    expect(report?.errorType).toBe('ux');
    expect(report?.contextData?.recentActions).toEqual(
      Array.from({ length: 10 }, (_, i) => `click:${i + 2}`),
    );
  });
});
