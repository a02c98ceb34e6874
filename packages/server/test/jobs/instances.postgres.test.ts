import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../../src/mail/mailer.ts';
import { buildSiblingApp, buildTestApp, freshIp, readOutbox, signUp } from '../helpers.ts';

// Two instances of the server on one PostgreSQL database, as behind a load balancer: a mail
// accepted by either is delivered by exactly one of them (pg-boss claims each job once).

let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = await buildTestApp();
  second = await buildSiblingApp(first);
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('jobs on two instances of one PostgreSQL database', () => {
  it('delivers every accepted mail once, whichever instance accepted and whichever ran it', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(first)));
    const requests = users.flatMap((user) =>
      [first, second].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/forget-password',
          payload: { email: user.body.email },
          remoteAddress: freshIp(),
        }),
      ),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));

    await Promise.all([first.mailer.settled(), second.mailer.settled()]);
    const mails = await readOutbox(first);
    const resets = mails.filter((mail) => mail.subject === 'Reset your IC Universe password');
    expect(resets).toHaveLength(12);
    for (const user of users) {
      expect(resets.filter((mail) => mail.to === user.body.email)).toHaveLength(2);
    }
    // Twelve distinct links: no job was delivered twice.
    expect(new Set(resets.map((mail) => mail.links[0])).size).toBe(12);
    const { rows } = await sql<{ state: string; count: string }>`
      select state, count(*) as count from pgboss.job where name = ${MAIL_JOB.name} group by state
    `.execute(first.db);
    expect(rows.map((r) => [r.state, Number(r.count)])).toEqual([['completed', 12]]);
  });
});
