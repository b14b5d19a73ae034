// Likes, bookmarks and comments: sent at once with a line, queued offline or when no answer comes, and a
// refusal from the server is left to the caller (never queued to fail again later).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { sendOrQueue } from './send-or-queue';

const engine = vi.hoisted(() => ({ enqueueLike: vi.fn(async () => 'queued-like') }));
vi.mock('./sync', () => engine);

afterEach(() => {
  vi.restoreAllMocks();
  engine.enqueueLike.mockClear();
});

describe('sendOrQueue', () => {
  it('sends at once when there is a line', async () => {
    const send = vi.fn(async () => ({ liked: true, likes: 4 }));
    await expect(sendOrQueue(send, (q) => q.enqueueLike(1, true))).resolves.toEqual({
      queued: false,
      result: { liked: true, likes: 4 },
    });
    expect(engine.enqueueLike).not.toHaveBeenCalled();
  });

  it('queues without trying while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = vi.fn();
    await expect(sendOrQueue(send, (q) => q.enqueueLike(1, true))).resolves.toEqual({ queued: true });
    expect(send).not.toHaveBeenCalled();
    expect(engine.enqueueLike).toHaveBeenCalledWith(1, true);
  });

  it('queues when the request gets no answer', async () => {
    const send = vi.fn(async () => {
      throw new Error('Request failed - no response from server');
    });
    await expect(sendOrQueue(send, (q) => q.enqueueLike(2, false))).resolves.toEqual({ queued: true });
    expect(engine.enqueueLike).toHaveBeenCalledWith(2, false);
  });

  it("passes the server's refusal on", async () => {
    const refusal = new ApiError(404, '{"message":"Sighting not found"}', 'Sighting not found', undefined);
    await expect(
      sendOrQueue(
        async () => {
          throw refusal;
        },
        (q) => q.enqueueLike(3, true),
      ),
    ).rejects.toBe(refusal);
    expect(engine.enqueueLike).not.toHaveBeenCalled();
  });
});
