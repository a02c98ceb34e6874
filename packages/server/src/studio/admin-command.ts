// npm run studio:admin -- email@example.com
// Makes the account of that address an admin of the studio (creating the account when there is
// none) and mails it a link to set its password, through the outbox when SMTP_URL is unset.
import { emailField } from '@ic/domain';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { underStartupLock } from '../db/startup-lock.ts';
import { createJobQueue } from '../jobs/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { makeAdmin } from './make-admin.ts';

const parsed = emailField().safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run studio:admin -- email@example.com');
  process.exit(2);
}

const config = loadConfig(process.env);
const db = createDb(config);
const log = pino({ level: config.logLevel });
// The mail is a job like every other: this process delivers it before it exits.
const jobs = createJobQueue(db, log, { databaseUrl: config.databaseUrl });
const mailer = createMailer(config, log, jobs);
try {
  await underStartupLock(db, config.databaseUrl !== undefined, () => migrateToLatest(db));
  await jobs.start();
  const { user, created } = await makeAdmin(
    db,
    { mailer, publicUrl: config.publicUrl },
    parsed.data,
    new Date(),
  );
  console.log(
    `${user.email} is an admin (${created ? 'new account' : 'existing account'}). ` +
      'A link to set the password was mailed; it works once, for 7 days.',
  );
} finally {
  await mailer.settled();
  await jobs.stop();
  await db.destroy();
}
