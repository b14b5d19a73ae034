// /ws: a member is authenticated from the session cookie of the upgrade request; a visitor is refused.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestApp, makeUser, type TestApp } from '../test/harness';
import { FORGED_USER_MESSAGE } from './socket-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('/ws', () => {
  it('authenticates a signed-in member', async () => {
    const user = await makeUser(t.app);
    const socket = await t.app.injectWS('/ws', { headers: { cookie: user.cookie } });
    const reply = nextMessage(socket);
    socket.send(
      JSON.stringify({
        type: 'authenticate',
        userId: user.id,
        sessionId: 'placeholder',
        timestamp: Date.now(),
      }),
    );
    expect(await reply).toEqual({ type: 'authenticated', userId: user.id });
    socket.terminate();
  });

  it("refuses a member whose message claims another member's id (forged userId)", async () => {
    const user = await makeUser(t.app);
    const socket = await t.app.injectWS('/ws', { headers: { cookie: user.cookie } });
    const reply = nextMessage(socket);
    socket.send(
      JSON.stringify({ type: 'authenticate', userId: user.id + 1, sessionId: 'x', timestamp: Date.now() }),
    );
    expect(await reply).toEqual({ type: 'authentication_failed', message: FORGED_USER_MESSAGE });
    socket.terminate();
  });

  it('refuses a visitor, whatever user id the message claims', async () => {
    const socket = await t.app.injectWS('/ws');
    const reply = nextMessage(socket);
    socket.send(
      JSON.stringify({ type: 'authenticate', userId: 1, sessionId: 'forged', timestamp: Date.now() }),
    );
    expect(await reply).toEqual({ type: 'authentication_failed', message: 'Authentication required' });
    socket.terminate();
  });

  it('answers malformed and unknown messages with an error message', async () => {
    const socket = await t.app.injectWS('/ws');
    let reply = nextMessage(socket);
    socket.send('not json');
    expect((await reply).type).toBe('error');
    reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'dance' }));
    expect(await reply).toEqual({ type: 'error', message: 'Unknown message type: dance' });
    socket.terminate();
  });
});
