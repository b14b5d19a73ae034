// Watches the part headers of a multipart/form-data body as it arrives, beside busboy, and reports the first
// part that is not a named form-data part (no Content-Disposition, only a Content-Type, `attachment; ...`).
// Busboy skips such parts silently, and when a skipped part of more than 16 KB ends in the same chunk as the
// closing delimiter its parser waits forever for the part to be read: the upload never got an answer.
// Refusing the body as soon as such a part shows up answers it, whatever busboy does.
import type { Readable } from 'node:stream';

/** Part headers larger than this are refused (busboy allows 80 KB; a browser sends a few hundred bytes). */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export type PartHeaderProblem = 'unnamed-part' | 'malformed';

/** The boundary parameter of a multipart Content-Type (RFC 2046: 1 to 70 characters). */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Whether a part's header block names a form-data part (`Content-Disposition: form-data; name=...`). */
export function isNamedFormDataPart(headerBlock: string): boolean {
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const [kind = '', ...params] = line.slice(colon + 1).split(';');
    return kind.trim().toLowerCase() === 'form-data' && params.some((p) => /^\s*name\s*=/i.test(p));
  }
  return false;
}

type State = 'body' | 'afterDelimiter' | 'header' | 'done';

/**
 * Scans `stream` (already flowing into the parser) for part delimiters and checks each part's headers;
 * `onProblem` is called once, at the first part that is not a named form-data part. Stops listening then,
 * at the closing delimiter, or on stop().
 */
export class PartHeaderCheck {
  private readonly delimiter: Buffer;
  private pending: Buffer;
  private state: State = 'body';
  problem: PartHeaderProblem | null = null;
  private readonly onData = (chunk: Buffer) => this.push(chunk);

  constructor(
    private readonly stream: Readable,
    boundary: string,
    private readonly onProblem: (problem: PartHeaderProblem) => void,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first delimiter has no CRLF before it: one is supposed, as busboy does.
    this.pending = Buffer.from(CRLF);
    stream.on('data', this.onData);
  }

  stop(): void {
    this.stream.off('data', this.onData);
    this.state = 'done';
    this.pending = Buffer.alloc(0);
  }

  private refuse(problem: PartHeaderProblem): void {
    this.problem = problem;
    this.stop();
    this.onProblem(problem);
  }

  private push(chunk: Buffer): void {
    if (this.state === 'done') return;
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.state === 'body') {
        const at = data.indexOf(this.delimiter);
        if (at < 0) {
          // Keep only what may be the start of a delimiter cut by the chunk boundary.
          this.pending = data.subarray(Math.max(0, data.length - this.delimiter.length + 1));
          return;
        }
        data = data.subarray(at + this.delimiter.length);
        this.state = 'afterDelimiter';
      }
      if (this.state === 'afterDelimiter') {
        if (data.length < 2) {
          this.pending = data;
          return;
        }
        if (data[0] === 0x2d && data[1] === 0x2d) {
          // The closing delimiter: what follows is an epilogue, ignored.
          this.stop();
          return;
        }
        this.state = 'header';
      }
      if (this.state === 'header') {
        const end = data.indexOf(HEADER_END);
        if (end > MAX_HEADER_BYTES || (end < 0 && data.length > MAX_HEADER_BYTES)) {
          this.refuse('malformed');
          return;
        }
        if (end < 0) {
          this.pending = data;
          return;
        }
        // The header block runs from the CRLF that ends the delimiter line (transport padding allowed
        // before it) to the blank line.
        const lineEnd = data.indexOf(CRLF);
        const block = data.subarray(lineEnd + CRLF.length, end + CRLF.length).toString('latin1');
        if (lineEnd === end || !isNamedFormDataPart(block)) {
          this.refuse('unnamed-part');
          return;
        }
        data = data.subarray(end + HEADER_END.length);
        this.state = 'body';
      }
    }
  }
}
