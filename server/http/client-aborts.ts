// Failures the client caused by going away or by breaking the protocol: an upload aborted mid-body, a
// connection reset, a WebSocket frame over the size limit. They are logged at info as what they are, not as
// server errors with a stack and a 500 reference, so the error log holds only what the site must fix.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Codes Node gives a stream or socket whose peer left before the end. */
const GONE_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Whether `error` comes from the client leaving: a reset or premature close, or a request whose body stopped
 * arriving because its connection closed (Node's "aborted").
 */
export function isClientAbort(error: unknown, request?: FastifyRequest): boolean {
  const code = codeOf(error);
  if (code && GONE_CODES.has(code)) return true;
  const raw = request?.raw;
  // `complete === false`, not falsy: injected requests (tests, page data) have no such flag and never count.
  return raw?.complete === false && (raw.destroyed || raw.socket?.destroyed === true);
}

/** ws names every violation by its peer WS_ERR_* (frame too large, bad UTF-8, unmasked frame...). */
export const isWebSocketProtocolError = (error: unknown): boolean =>
  codeOf(error)?.startsWith('WS_ERR_') === true;

/** The answer to a request whose client left: nobody reads it, but the request is logged with a 4xx. */
export const CLIENT_ABORT_MESSAGE = 'The request was aborted before it was complete.';

/**
 * @fastify/websocket's errorHandler: errors emitted on an established socket. A client's violation is logged at
 * info and ws has already begun the close with the fitting code (1009 for a frame over maxPayload), so the
 * close is left to finish; anything else is the server's error and the socket is cut.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isWebSocketProtocolError(error)) {
    request.log.info({ code: codeOf(error), reason: error.message }, 'websocket client broke the protocol');
    return;
  }
  if (isClientAbort(error)) {
    request.log.info({ code: codeOf(error) }, 'websocket client went away');
    socket.terminate();
    return;
  }
  request.log.error({ err: error }, 'websocket error');
  socket.terminate();
}
