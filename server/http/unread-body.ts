// A request answered before its body was read to the end (an upload refused at its first chunk, a 401 before
// the parts are read, a multipart parser that gave up) would leave the rest of the body in the connection:
// the next request on that keep-alive connection then waits behind bytes nobody reads, until the server
// times the connection out (73 s in Chromium). So every reply checks, in one onSend hook, whether its request
// body is still unread; if so the rest is drained to nowhere, within a bound; a body announced larger than
// the bound is answered with `Connection: close` instead, and one that passes it while draining is cut off.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Reads what is left of `raw` and throws it away; past `maxBytes` the connection is closed instead. */
function drain(raw: IncomingMessage, maxBytes: number): void {
  // Parsers that stopped reading (busboy waiting for a part no one consumes) let go of the stream first.
  raw.unpipe();
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) raw.socket.destroy();
  });
  // A client that goes away meanwhile is not an error worth an unhandled 'error' event.
  raw.on('error', () => {});
  raw.resume();
}

/**
 * Registers the hook on the root instance, so it covers every route and every early refusal (hooks that
 * refuse before the handler, handler errors, parser errors). `maxBytes` bounds what one reply drains.
 */
export function registerUnreadBodyDrain(app: FastifyInstance, maxBytes: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.readableEnded || !hasBody(raw)) return payload;
    const announced = Number(raw.headers['content-length']);
    // Node would otherwise read an unconsumed body to its end, however large: too much to wait for.
    if (!raw.complete && Number.isFinite(announced) && announced > maxBytes)
      reply.header('connection', 'close');
    drain(raw, maxBytes);
    return payload;
  });
}
