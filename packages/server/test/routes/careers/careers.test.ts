import { CV_MAX_BYTES, DEPARTMENTS, JOB_TYPES, MESSAGES, type Job } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_RECEIVED, JOB_NOT_FOUND } from '../../../src/routes/careers/index.ts';
import { INVALID_ID } from '../../../src/routes/content/schemas.ts';
import { listJobApplications } from '../../../src/repositories/careers.ts';
import { findMedia } from '../../../src/repositories/media.ts';
import { buildTestApp, freshIp, readOutbox } from '../../helpers.ts';

let app: FastifyInstance;
let jobs: Job[];

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  jobs = (await app.inject('/career/getall')).json().data;
});
afterAll(() => app.close());

const application = (jobId: string) => ({
  jobId,
  name: 'Kiran Patil',
  email: 'Kiran@Example.com',
  phone: '9876543210',
  portfolioUrl: 'https://kiran.example.com',
  coverLetter: 'I draw every day and would love to animate your heroes.',
});

const apply = (payload: object, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/careers/apply', payload, remoteAddress: ip });

describe('GET /career/getall', () => {
  it('answers at least 8 jobs across the departments and job types, as served', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    const departments = new Set(jobs.map((j) => j.department));
    expect(departments.size).toBeGreaterThanOrEqual(6);
    for (const job of jobs) {
      expect(DEPARTMENTS.slice(1)).toContain(job.department);
      expect(JOB_TYPES.slice(1)).toContain(job.jobtypes);
      expect(job.position).toBeGreaterThanOrEqual(1);
      expect(job.tasks.length).toBeGreaterThan(0);
      expect(job.skills.length).toBeGreaterThan(0);
      expect(job.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(new Set(jobs.map((j) => j.jobtypes))).toEqual(new Set(JOB_TYPES.slice(1)));
  });
});

describe('GET /career/get/:id', () => {
  it('answers one job, 404 for an unknown id and 400 for a malformed one', async () => {
    const [job] = jobs;
    expect((await app.inject(`/career/get/${job?._id}`)).json()).toEqual({
      success: true,
      data: job,
    });
    const unknown = await app.inject('/career/get/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: JOB_NOT_FOUND });
    const malformed = await app.inject('/career/get/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(INVALID_ID);
  });
});

/** A multipart body as a browser's FormData sends it: the text fields and one file part. */
function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----ic-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const applyWithCv = (jobId: string, file?: { name: string; bytes: Buffer }) => {
  const { payload, contentType } = multipartBody(application(jobId), file);
  return app.inject({
    method: 'POST',
    url: '/api/careers/apply',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: freshIp(),
  });
};

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9)]);

describe('POST /api/careers/apply with a CV (multipart)', () => {
  it('stores the PDF in the media store at a path no public route serves', async () => {
    const job = jobs[4] as Job;
    const cv = pdfOf(300 * 1024);
    const res = await applyWithCv(job._id, { name: 'cv.pdf', bytes: cv });
    expect(res.statusCode).toBe(201);
    const [stored] = await listJobApplications(app.db, job._id);
    expect(stored?.email).toBe('kiran@example.com');
    expect(stored?.cv_media_path).toBe(`private/cv/${res.json().data.applicationId}.pdf`);
    const media = await findMedia(app.db, stored?.cv_media_path ?? '');
    expect(media?.contentType).toBe('application/pdf');
    expect(media?.body.equals(cv)).toBe(true);
    for (const url of [`/media/${stored?.cv_media_path}`, `/${stored?.cv_media_path}`]) {
      expect((await app.inject(url)).statusCode).toBe(404);
    }
  });

  it('takes the fields without a file too', async () => {
    const job = jobs[5] as Job;
    expect((await applyWithCv(job._id)).statusCode).toBe(201);
    const [stored] = await listJobApplications(app.db, job._id);
    expect(stored?.cv_media_path).toBeNull();
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name, and stores nothing', async () => {
    const job = jobs[6] as Job;
    const res = await applyWithCv(job._id, { name: 'cv.pdf', bytes: Buffer.from('<html>hi') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.cvNotPdf,
      messageKey: 'errors.cvNotPdf',
      errors: [{ field: 'cv', message: MESSAGES.cvNotPdf, messageKey: 'errors.cvNotPdf' }],
    });
    expect(await listJobApplications(app.db, job._id)).toEqual([]);
  });

  it('refuses a CV over 5 MB', async () => {
    const job = jobs[7] as Job;
    const res = await applyWithCv(job._id, { name: 'cv.pdf', bytes: pdfOf(CV_MAX_BYTES + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'cv', message: MESSAGES.cvTooLarge, messageKey: 'errors.cvTooLarge' },
    ]);
    expect(await listJobApplications(app.db, job._id)).toEqual([]);
  });

  it('still checks the text fields with the schema', async () => {
    const job = jobs[0] as Job;
    const { payload, contentType } = multipartBody({ ...application(job._id), email: 'nope' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/careers/apply',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });
});

describe('POST /api/careers/apply', () => {
  it('stores the application (email lower-cased) and answers 201', async () => {
    const job = jobs[0] as Job;
    const res = await apply(application(job._id));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: APPLICATION_RECEIVED });
    const stored = await listJobApplications(app.db, job._id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.data.applicationId,
      name: 'Kiran Patil',
      email: 'kiran@example.com',
      phone: '9876543210',
      portfolio_url: 'https://kiran.example.com',
    });
  });

  it('mails the applicant a confirmation: the role, and the way to other openings', async () => {
    const job = jobs[2] as Job;
    const email = `applicant.${freshIp().replaceAll('.', '')}@example.com`;
    expect((await apply({ ...application(job._id), email })).statusCode).toBe(201);
    const mails = (await readOutbox(app)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`We received your application: ${job.jobtitle}`);
    expect(mails[0]?.text).toContain('Hello Kiran Patil,');
    expect(mails[0]?.text).toContain(`Role: ${job.jobtitle}`);
    expect(mails[0]?.links).toEqual(['http://localhost:3000/careers']);
  });

  it('accepts an application without a portfolio', async () => {
    const job = jobs[1] as Job;
    const { portfolioUrl: _, ...withoutPortfolio } = application(job._id);
    expect((await apply(withoutPortfolio)).statusCode).toBe(201);
    const stored = await listJobApplications(app.db, job._id);
    expect(stored[0]?.portfolio_url).toBeNull();
  });

  it('stores a portfolio typed without its scheme as an https:// link', async () => {
    const job = jobs[3] as Job;
    const res = await apply({ ...application(job._id), portfolioUrl: 'github.com/meera' });
    expect(res.statusCode).toBe(201);
    const stored = await listJobApplications(app.db, job._id);
    expect(stored[0]?.portfolio_url).toBe('https://github.com/meera');
  });

  it('answers 404 for a job that does not exist', async () => {
    for (const jobId of ['0123456789abcdef01234567', 'not-a-job']) {
      const res = await apply(application(jobId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: JOB_NOT_FOUND });
    }
  });

  it('answers 400 with the field messages for an invalid body', async () => {
    const job = jobs[0] as Job;
    const res = await apply({ ...application(job._id), email: 'nope', coverLetter: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'coverLetter']));
    const noJob = await apply({ ...application(job._id), jobId: '' });
    expect(noJob.json().errors).toContainEqual({
      field: 'jobId',
      message: MESSAGES.jobRequired,
      messageKey: 'errors.jobRequired',
    });
  });

  it('limits applications from one address to 10 an hour', async () => {
    const ip = freshIp();
    const job = jobs[2] as Job;
    for (let i = 0; i < 10; i++)
      expect((await apply(application(job._id), ip)).statusCode).toBe(201);
    const res = await apply(application(job._id), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().success).toBe(false);
  });
});
