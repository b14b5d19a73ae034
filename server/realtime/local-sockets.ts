// The authenticated sockets of this process, by member: delivery of an already serialised message, and the
// heartbeat that drops connections whose peer stopped answering (a phone that lost its network never sends FIN).
import WebSocket from 'ws';
import {
  type RealtimeAudience,
  SESSION_ENDED_CLOSE_CODE,
  SESSION_ENDED_MESSAGE,
  type SessionEnd,
} from './messages';

/** A Buffer sent as a text frame: the JSON is encoded once per publish, never once per socket. */
const AS_TEXT = { binary: false } as const;

/**
 * The whole WebSocket text frame of a message: server frames are not masked, so the same bytes go to every
 * socket. Framing once per publish instead of once per socket saves an allocation and a two-part write per
 * socket: with 10,000 sockets, most of the server's share of an alert's fan-out (docs/PERFORMANCE.md).
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/**
 * ws keeps its frame writer private and untyped. Its sendFrame([frame]) writes ready-made frames the way
 * ws.send() itself ends (engine.io's pre-encoded frames use it too); without compression (perMessageDeflate is
 * off here) nothing is ever queued in front of it. Should a future ws lose it, send() is used instead.
 */
interface FrameWriter {
  sendFrame(list: Buffer[], cb?: (err?: Error) => void): void;
}
function frameWriterOf(socket: WebSocket): FrameWriter | undefined {
  const sender = (socket as unknown as { _sender?: Partial<FrameWriter> })._sender;
  return typeof sender?.sendFrame === 'function' ? (sender as FrameWriter) : undefined;
}
/** A reader this far behind cannot keep up; dropping it keeps its backlog out of the server's memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class LocalSockets {
  private readonly byMember = new Map<number, Set<WebSocket>>();
  /** The session (SHA-256 of its id) each socket was authenticated by, so a sign-out closes only its own. */
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  /** Sockets pinged by the last heartbeat that have not answered yet. */
  private readonly awaitingPong = new Set<WebSocket>();
  /** One listener shared by every socket (ws calls it with the socket as `this`): no closure per connection. */
  private readonly onPong: (this: WebSocket) => void;
  private readonly heartbeat: NodeJS.Timeout;
  private total = 0;

  constructor(heartbeatMs: number) {
    const awaiting = this.awaitingPong;
    this.onPong = function onPong(this: WebSocket) {
      awaiting.delete(this);
    };
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    // The heartbeat alone must not keep a process (or a test run) alive.
    this.heartbeat.unref();
  }

  get size(): number {
    return this.total;
  }

  /** Adds a member's socket; it leaves by itself when it closes. Adding the same socket twice is harmless. */
  add(memberId: number, socket: WebSocket, sessionHash?: string): void {
    if (sessionHash) this.sessionOf.set(socket, sessionHash);
    let sockets = this.byMember.get(memberId);
    if (!sockets) {
      sockets = new Set();
      this.byMember.set(memberId, sockets);
    }
    if (sockets.has(socket)) return;
    sockets.add(socket);
    this.total += 1;
    socket.on('pong', this.onPong);
    socket.once('close', () => this.remove(memberId, socket));
  }

  remove(memberId: number, socket: WebSocket): void {
    const sockets = this.byMember.get(memberId);
    if (!sockets?.delete(socket)) return;
    this.total -= 1;
    if (sockets.size === 0) this.byMember.delete(memberId);
    this.awaitingPong.delete(socket);
    socket.off('pong', this.onPong);
  }

  /** Sends one serialised message to the audience's sockets on this process; answers how many got it. */
  deliver(to: RealtimeAudience, payload: Buffer): number {
    let sent = 0;
    const frame = textFrame(payload);
    if (to === 'all') {
      for (const sockets of this.byMember.values()) sent += this.sendAll(sockets, payload, frame);
      return sent;
    }
    for (const memberId of new Set(to)) {
      const sockets = this.byMember.get(memberId);
      if (sockets) sent += this.sendAll(sockets, payload, frame);
    }
    return sent;
  }

  /**
   * Closes the sockets of sessions that ended (one session, or all of the member's) on this process: they hear
   * authentication_failed, then a normal close, and leave the registry at once (alerts stop before the close
   * handshake ends). Answers how many were closed.
   */
  endSessions(end: SessionEnd): number {
    const sockets = this.byMember.get(end.memberId);
    if (!sockets) return 0;
    let closed = 0;
    for (const socket of [...sockets]) {
      if (end.sessionHash && this.sessionOf.get(socket) !== end.sessionHash) continue;
      this.remove(end.memberId, socket);
      closeForEndedSession(socket);
      closed += 1;
    }
    return closed;
  }

  /** Stops the heartbeat; the sockets themselves are closed by the WebSocket server as the app shuts down. */
  close(): void {
    clearInterval(this.heartbeat);
  }

  private sendAll(sockets: Set<WebSocket>, payload: Buffer, frame: Buffer): number {
    let sent = 0;
    for (const socket of sockets) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        continue;
      }
      const writer = frameWriterOf(socket);
      if (writer) writer.sendFrame([frame]);
      else socket.send(payload, AS_TEXT);
      sent += 1;
    }
    return sent;
  }

  /** A socket that did not answer the previous ping is dead: terminate it (its close handler removes it). */
  private beat(): void {
    for (const sockets of this.byMember.values()) {
      for (const socket of sockets) {
        if (this.awaitingPong.has(socket)) {
          socket.terminate();
          continue;
        }
        this.awaitingPong.add(socket);
        socket.ping();
      }
    }
  }
}

/** Tells a socket its session is over and closes it; the client (spec section 4) then stops reconnecting. */
export function closeForEndedSession(socket: WebSocket): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: 'authentication_failed', message: SESSION_ENDED_MESSAGE }));
  socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_MESSAGE);
}
