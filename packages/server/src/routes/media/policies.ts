import { isPolicySlug, POLICIES, policyPdfFileName, type PolicySlug } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { etagOf, inMemory, type StoredMedia } from '../../media/store.ts';
import { renderPolicyPdf } from './policy-pdf.ts';
import { sendMedia } from './send.ts';

export const POLICY_NOT_FOUND = 'Policy not found.';
/** A revised policy ships with the code, so readers should see it within a day; then by ETag. */
const DAY = 'public, max-age=86400';
const FILE = /^([a-z-]{1,60})\.pdf$/;

// The text lives in the code, not the database, so each process prints a policy once and keeps it
// in memory; the bytes are deterministic, so every instance answers with the same ETag.
const printed = new Map<PolicySlug, Promise<StoredMedia>>();

function policyPdf(slug: PolicySlug): Promise<StoredMedia> {
  let pending = printed.get(slug);
  if (!pending) {
    pending = renderPolicyPdf(POLICIES[slug]).then((body) => ({
      contentType: 'application/pdf',
      body,
      etag: etagOf(body),
    }));
    // A failed print is not remembered: the next request tries again.
    pending.catch(() => printed.delete(slug));
    printed.set(slug, pending);
  }
  return pending;
}

/** GET /media/policies/{slug}.pdf: the legal page's text as a downloadable PDF (ranges too). */
export const policyMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/policies/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A legal page as a PDF, e.g. privacy-policy.pdf; honours Range (206)',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const slug = FILE.exec(request.params.file)?.[1];
      if (!slug || !isPolicySlug(slug)) throw notFound(POLICY_NOT_FOUND);
      const media = await policyPdf(slug);
      reply.header('content-disposition', `attachment; filename="${policyPdfFileName(slug)}"`);
      return sendMedia(request, reply, inMemory(media), DAY);
    },
  );
};
