import type { AuditEntry, AuditQuery, PageMeta } from '@ic/domain';
import type { Db } from '../db/database.ts';
import { startOfIndianDay } from './takings.ts';

export interface NewAuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetKind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** Appends one entry; call it in the transaction of the change it records. */
export async function recordAudit(db: Db, entry: NewAuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target_kind: entry.targetKind,
      target_id: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
      request_id: entry.requestId,
      at: now,
    })
    .execute();
}

/** A page of entries, newest first, filtered by actor email, action and India days. */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; meta: PageMeta }> {
  const { actor, action, from, to, page, limit } = query;
  const filtered = db
    .selectFrom('audit_log')
    .$if(actor !== undefined, (q) => q.where('actor_email', '=', actor ?? ''))
    .$if(action !== undefined, (q) => q.where('action', '=', action ?? ''))
    .$if(from !== undefined, (q) => q.where('at', '>=', startOfIndianDay(from ?? '')))
    .$if(to !== undefined, (q) =>
      q.where('at', '<', new Date(startOfIndianDay(to ?? '').getTime() + DAY_MS)),
    );
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const count = Number(total);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      requestId: row.request_id,
      at: row.at.toISOString(),
    })),
    meta: { total: count, page, limit, pages: Math.ceil(count / limit) },
  };
}
