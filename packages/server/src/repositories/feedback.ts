import type { Db } from '../db/database.ts';

export interface NewFeedback {
  userId: string | null;
  email: string;
  name: string;
  subject: string;
  feedback: string;
}

export async function insertFeedback(db: Db, entry: NewFeedback, now: Date) {
  await db
    .insertInto('feedback')
    .values({
      user_id: entry.userId,
      email: entry.email,
      name: entry.name,
      subject: entry.subject,
      feedback: entry.feedback,
      created_at: now,
    })
    .execute();
}

export interface NewErrorReport {
  userId: string | null;
  message: string;
  page: string | null;
  details: string | null;
  userAgent: string | null;
}

export async function insertErrorReport(db: Db, report: NewErrorReport, now: Date) {
  await db
    .insertInto('error_reports')
    .values({
      user_id: report.userId,
      message: report.message,
      page: report.page,
      details: report.details,
      user_agent: report.userAgent,
      created_at: now,
    })
    .execute();
}

/** Feedback sent signed out under the address of an account being deleted goes with it. */
export async function deleteFeedbackByEmail(db: Db, email: string) {
  await db.deleteFrom('feedback').where('email', '=', email).execute();
}
