// A load process of the real-time benchmark: opens one WebSocket per session token it is given, authenticates
// each as the web app does, keeps them idle, and reports when each socket received the alert of a round. Run by
// bench/realtime.ts with fork(); several of them share the 10,000 connections (2 cores, one event loop each).
import WebSocket from 'ws';

/** A bench member's session: the cookie's token, and the member's id the authenticate message names. */
export interface BenchSession {
  token: string;
  userId: number;
}

export type ClientCommand =
  | { type: 'connect'; url: string; tokens: BenchSession[]; concurrency: number }
  /** Times the next message of each socket: the alert of this id, or (anyAlert) any rare-species alert. */
  | { type: 'arm'; alertId: string; anyAlert?: boolean }
  | { type: 'collect' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'connected'; established: number; failed: number; firstError?: string }
  | {
      type: 'round';
      /** Receive times (performance.timeOrigin + performance.now(), ms) of the established sockets; NaN if none. */
      times: number[];
      /** Sockets whose last message was not the alert of this round. */
      wrong: number;
    };

const sockets: WebSocket[] = [];
let times = new Float64Array(0);
let lastMessage: Buffer[] = [];
let received = 0;
let alertId = '';
let anyAlert = false;
let reported = true;

const send = (report: ClientReport) => process.send?.(report);

/** Opens one socket and resolves once the server answered its authenticate message. */
function open(url: string, { token, userId }: BenchSession): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    // Deflate off, as a server without it would answer anyway: the client's own memory stays small too.
    const socket = new WebSocket(url, {
      headers: { cookie: `wl_session=${token}` },
      perMessageDeflate: false,
    });
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'authenticate', userId, sessionId: token, timestamp: Date.now() })),
    );
    socket.once('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString('utf8')) as { type: string };
      if (reply.type === 'authenticated') resolve(socket);
      else reject(new Error(`authentication answered ${reply.type}`));
    });
  });
}

/** The alert handler: the receive time is taken before anything else is done with the frame. */
function listen(socket: WebSocket, index: number): void {
  socket.on('message', (data: Buffer) => {
    const at = performance.timeOrigin + performance.now();
    if (!Number.isNaN(times[index] ?? 0)) return;
    times[index] = at;
    lastMessage[index] = data;
    received += 1;
    if (received === sockets.length) report();
  });
}

function report(): void {
  if (reported) return;
  reported = true;
  let wrong = 0;
  for (const data of lastMessage) {
    if (!data) continue; // not received: counted as missing by the parent
    const message = JSON.parse(data.toString('utf8')) as { type?: string; data?: { id?: string } };
    const right = anyAlert ? message.type === 'rare_species_alert' : message.data?.id === alertId;
    if (!right) wrong += 1;
  }
  send({ type: 'round', times: Array.from(times), wrong });
}

async function connectAll(url: string, tokens: BenchSession[], concurrency: number): Promise<void> {
  const before = sockets.length;
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++];
      if (!token) break;
      try {
        const socket = await open(url, token);
        listen(socket, sockets.length);
        sockets.push(socket);
      } catch (err) {
        failed += 1;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  send({ type: 'connected', established: sockets.length - before, failed, firstError });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command.url, command.tokens, command.concurrency);
      break;
    case 'arm':
      times = new Float64Array(sockets.length).fill(Number.NaN);
      lastMessage = new Array(sockets.length);
      received = 0;
      alertId = command.alertId;
      anyAlert = command.anyAlert ?? false;
      reported = false;
      break;
    case 'collect':
      report();
      break;
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.disconnect?.();
      break;
  }
});
