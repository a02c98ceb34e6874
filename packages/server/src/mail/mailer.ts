import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The links the mail exists to deliver; logged and stored beside outbox copies. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait, so an answer's timing never reveals whether
   * a mail went out (for example to an existing account). Failures are logged.
   */
  sendLater(message: MailMessage): void;
  /** Resolves once everything handed to sendLater has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** Where local mail lands when no SMTP server is configured. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

type Deliver = (message: MailMessage) => Promise<void>;

function smtpDelivery(config: Config, smtpUrl: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from: config.mailFrom, ...withoutLinks(message) });
  };
}

function withoutLinks({ links: _links, ...rest }: MailMessage) {
  return rest;
}

function outboxDelivery(config: Config, log: FastifyBaseLogger): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config.dataDir);
  return async (message) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...withoutLinks(message) });
    const sentAt = new Date().toISOString();
    const base = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${base}.eml`), info.message);
    const record = { to: message.to, subject: message.subject, links: message.links ?? [], sentAt };
    // Written aside and renamed, so whoever watches the outbox never reads half a record.
    const partial = path.join(dir, `${base}.json.partial`);
    await fs.writeFile(partial, JSON.stringify({ ...record, text: message.text }, null, 2));
    await fs.rename(partial, path.join(dir, `${base}.json`));
    log.info({ ...record, file: `${base}.eml` }, 'mail written to the outbox');
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes a file in DATA_DIR/outbox. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const deliver = config.smtpUrl
    ? smtpDelivery(config, config.smtpUrl)
    : outboxDelivery(config, log);
  const pending = new Set<Promise<void>>();
  return {
    send: deliver,
    sendLater(message) {
      const job = deliver(message)
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
