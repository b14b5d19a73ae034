// Test support: reads the .eml files the outbox mailer writes, decoding MIME parts (quoted-printable, base64)
// so tests can assert on what a person would read.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const c = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in headers such as Subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers, body } = splitHeaders(raw);
  const mail: OutboxMail = {
    file,
    headers,
    subject: headers.subject ?? '',
    to: headers.to ?? '',
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
    : [raw];
  for (const part of parts) {
    const parsed = boundary ? splitHeaders(part.replace(/^\r?\n/, '')) : { headers, body };
    const type = parsed.headers['content-type'] ?? 'text/plain';
    const content = decodeBody(parsed.body, parsed.headers['content-transfer-encoding']);
    if (type.startsWith('text/html')) mail.html = content;
    else if (type.startsWith('text/plain')) mail.text = content;
  }
  return mail;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(path.join(dir, name)));
}
