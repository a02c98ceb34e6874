import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue, QueueSpec } from '../jobs/index.ts';
import { linksOf, type MailContent, mailHtml, mailText } from './templates/layout.ts';

/** A mail as delivered: both parts rendered, and the links it exists to deliver. */
interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface Mailer {
  /** Delivers now (the mail job's work). */
  send(content: MailContent): Promise<void>;
  /**
   * Stores the mail as a job and resolves once it is stored (in `within`'s transaction when
   * given): a job delivers it, retried with backoff, on whichever instance, so a mail accepted
   * for sending survives a crash. The request never waits for delivery, so an answer's timing
   * does not reveal whether a mail went out (for example to an existing account).
   */
  sendLater(content: MailContent, within?: Db): Promise<void>;
  /** Resolves once no mail (nor other job) that is due waits (tests). */
  settled(): Promise<void>;
}

/**
 * Mail delivery as jobs: retried 8 times, 30 s after the first failure and doubling, so an SMTP
 * server may be away for about two hours before a mail is failed for good.
 */
export const MAIL_JOB: QueueSpec = {
  name: 'mail',
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

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
    const record = { to: message.to, subject: message.subject, links: message.links, sentAt };
    // Written aside and renamed, so whoever watches the outbox never reads half a record.
    const partial = path.join(dir, `${base}.json.partial`);
    const copy = { ...record, text: message.text, html: message.html };
    await fs.writeFile(partial, JSON.stringify(copy, null, 2));
    await fs.rename(partial, path.join(dir, `${base}.json`));
    log.info({ ...record, file: `${base}.eml` }, 'mail written to the outbox');
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes a file in DATA_DIR/outbox. Every mail
 * goes out in the site's layout, as HTML with a plain-text part. Defines the mail job on `jobs`.
 */
export function createMailer(config: Config, log: FastifyBaseLogger, jobs: JobQueue): Mailer {
  const deliver = config.smtpUrl
    ? smtpDelivery(config, config.smtpUrl)
    : outboxDelivery(config, log);
  const site = { publicUrl: config.publicUrl };
  const render = (content: MailContent): MailMessage => ({
    to: content.to,
    subject: content.subject,
    text: mailText(content, site),
    html: mailHtml(content, site),
    links: linksOf(content),
  });
  const send = (content: MailContent) => deliver(render(content));
  jobs.define(MAIL_JOB, send);
  return {
    send,
    sendLater: (content, within) => jobs.send(MAIL_JOB.name, content, { within }),
    settled: () => jobs.settled(),
  };
}
