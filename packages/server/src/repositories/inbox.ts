import type { ErrorReportEntry, FeedbackMessage, InboxStatus, PageMeta } from '@ic/domain';
import type { Db } from '../db/database.ts';

export interface InboxQuery {
  status?: InboxStatus | undefined;
  page: number;
  limit: number;
}

type Page<T> = { items: T[]; meta: PageMeta };

const metaOf = (total: unknown, { page, limit }: InboxQuery): PageMeta => {
  const count = Number(total);
  return { total: count, page, limit, pages: Math.ceil(count / limit) };
};

export async function listFeedback(db: Db, query: InboxQuery): Promise<Page<FeedbackMessage>> {
  const filtered = db
    .selectFrom('feedback')
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status ?? 'open'));
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { items: rows.map(toFeedbackMessage), meta: metaOf(total, query) };
}

export async function findFeedback(db: Db, id: string): Promise<FeedbackMessage | undefined> {
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toFeedbackMessage(row);
}

function toFeedbackMessage(row: {
  id: string;
  user_id: string | null;
  email: string;
  name: string;
  subject: string;
  feedback: string;
  status: InboxStatus;
  hidden_reason: string | null;
  created_at: Date;
}): FeedbackMessage {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    subject: row.subject,
    feedback: row.feedback,
    status: row.status,
    hiddenReason: row.hidden_reason,
    createdAt: row.created_at.toISOString(),
  };
}

function errorReports(db: Db) {
  return db.selectFrom('error_reports').leftJoin('users', 'users.id', 'error_reports.user_id');
}

export async function listErrorReports(db: Db, query: InboxQuery): Promise<Page<ErrorReportEntry>> {
  const filtered = errorReports(db).$if(query.status !== undefined, (q) =>
    q.where('error_reports.status', '=', query.status ?? 'open'),
  );
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll('error_reports')
      .select('users.email')
      .orderBy('error_reports.created_at', 'desc')
      .orderBy('error_reports.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { items: rows.map(toErrorReport), meta: metaOf(total, query) };
}

export async function findErrorReport(db: Db, id: string): Promise<ErrorReportEntry | undefined> {
  const row = await errorReports(db)
    .selectAll('error_reports')
    .select('users.email')
    .where('error_reports.id', '=', id)
    .executeTakeFirst();
  return row && toErrorReport(row);
}

function toErrorReport(row: {
  id: string;
  user_id: string | null;
  email: string | null;
  message: string;
  page: string | null;
  details: string | null;
  user_agent: string | null;
  status: InboxStatus;
  created_at: Date;
}): ErrorReportEntry {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    message: row.message,
    page: row.page,
    details: row.details,
    userAgent: row.user_agent,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export async function setInboxStatus(
  db: Db,
  table: 'feedback' | 'error_reports',
  id: string,
  status: InboxStatus,
): Promise<void> {
  await db.updateTable(table).set({ status }).where('id', '=', id).execute();
}
