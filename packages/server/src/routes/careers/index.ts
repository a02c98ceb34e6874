import { jobApplicationReceiptSchema, jobApplicationSchema, jobSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { applicationReceivedMail } from '../../mail/templates/index.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { findJob, insertJobApplication, listJobs } from '../../repositories/careers.ts';
import { CONTENT_ID, idParams } from '../content/schemas.ts';
import { acceptCvUploads, cvOf, holdCv } from './cv-upload.ts';

export const JOB_NOT_FOUND = 'This job is not open any more.';
export const APPLICATION_RECEIVED = 'Thank you for applying! Our team will get back to you soon.';
const TAGS = ['careers'];
const HOUR = 60 * 60 * 1000;
const CAREERS: PublicContent = { areas: ['careers'] };

/** GET /career/getall, /career/get/:id and POST /api/careers/apply. */
export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptCvUploads(app);
  app.get(
    '/career/getall',
    {
      config: { publicContent: CAREERS },
      schema: {
        tags: TAGS,
        summary: 'Open jobs, newest first (the client renames jobtitle, jobtypes, position)',
        response: { 200: envelopeOf(z.array(jobSchema)) },
      },
    },
    async () => ok(await listJobs(app.db)),
  );

  app.get(
    '/career/get/:id',
    {
      config: { publicContent: CAREERS },
      schema: {
        tags: TAGS,
        summary: 'One job (the apply page shows its details)',
        params: idParams,
        response: { 200: envelopeOf(jobSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      return ok(job);
    },
  );

  app.post(
    '/api/careers/apply',
    {
      preValidation: [limitPerIp({ name: 'careers-apply', limit: 10, windowMs: HOUR }), holdCv],
      schema: {
        tags: TAGS,
        summary: 'Apply for a job: jobId, name, email, phone, optional portfolioUrl, coverLetter',
        description:
          'Stores the application for the hiring team and mails the applicant a confirmation. ' +
          'JSON, or multipart/form-data with the same fields and an optional `cv` file: a PDF ' +
          '(checked by its bytes) of at most 5 MB, kept in the media store where no public ' +
          'route serves it. At most 10 applications per hour from one address.',
        consumes: ['application/json', 'multipart/form-data'],
        body: jobApplicationSchema,
        response: {
          201: envelopeOf(jobApplicationReceiptSchema),
          400: failureSchema,
          404: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const application = request.body;
      const job = CONTENT_ID.test(application.jobId)
        ? await findJob(app.db, application.jobId)
        : undefined;
      if (!job) throw notFound(JOB_NOT_FOUND);
      const cv = cvOf(request);
      const now = app.now();
      const applicationId = await insertJobApplication(app.db, application, now, cv);
      await app.mailer.sendLater(
        applicationReceivedMail({
          to: application.email,
          name: application.name,
          jobTitle: job.jobtitle,
          careersLink: `${app.config.publicUrl}/careers`,
          receivedAt: now,
          // An applicant may have no account: the mail is in the language they applied in.
          language: requestLanguage(request),
        }),
      );
      return reply.code(201).send(ok({ applicationId }, APPLICATION_RECEIVED));
    },
  );
};
