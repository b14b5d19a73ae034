// A raw HTTP/1.1 client over one socket, for tests about connections themselves (keep-alive after a refused
// body): app.inject has no connection, and node:http's agent hides which socket a request went on.
import net from 'node:net';

/** A hang detector, not a benchmark: a healthy answer takes milliseconds. */
export const ANSWER_WITHIN_MS = 4000;

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A keep-alive connection that reads one HTTP/1.1 response at a time (Content-Length bodies only). */
export class Connection {
  private readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  ended = false;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    const end = () => {
      this.ended = true;
      this.waiting?.();
    };
    socket.on('end', end);
    socket.on('close', end);
    // A server that closes while the client still sends makes writes fail; the response may still be read.
    socket.on('error', end);
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    if (head.length > 0) this.socket.write(head);
    if (body.length > 0) this.socket.write(body);
  }

  /** The next response, or an error after ANSWER_WITHIN_MS (the freeze this file is about). */
  async response(): Promise<RawResponse> {
    const deadline = Date.now() + ANSWER_WITHIN_MS;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.ended) throw new Error('connection closed before a complete response');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no response within ${ANSWER_WITHIN_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = undefined;
    }
  }

  private parse(): RawResponse | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < headEnd + 4 + length) return null;
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  /** Whether the server closed the connection within ANSWER_WITHIN_MS. */
  async closedByServer(): Promise<boolean> {
    const deadline = Date.now() + ANSWER_WITHIN_MS;
    while (!this.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.ended;
  }

  close(): void {
    this.socket.destroy();
  }
}
