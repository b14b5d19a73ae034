// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on notification e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Reachability for /api/health: SMTP verify, or the outbox directory being writable. */
  check(): Promise<boolean>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  /**
   * Development only: also log the recipient and the first link of each outbox mail, so a developer can follow
   * a reset link from the terminal. Elsewhere a live reset link in a log is a password for whoever reads it.
   */
  logLinks?: boolean;
}): Mailer {
  const { from, log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      async check() {
        try {
          await transport.verify();
          return true;
        } catch {
          return false;
        }
      },
    };
  }
  // The stream transport renders the exact RFC 822 message SMTP would carry, so the outbox is a faithful copy.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(options.outboxDir, name);
      // Write then rename, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      if (options.logLinks) {
        const link = message.text.match(/https?:\/\/\S+/)?.[0];
        log.info({ to: message.to, subject: message.subject, file, link }, 'mail written to outbox');
      } else {
        log.info({ subject: message.subject, file }, 'mail written to outbox');
      }
    },
    async check() {
      try {
        await fs.mkdir(options.outboxDir, { recursive: true });
        await fs.access(options.outboxDir, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
