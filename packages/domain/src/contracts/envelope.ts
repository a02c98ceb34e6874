// The one response envelope every API route answers with, so the app's client can unwrap
// success and failure the same way everywhere.
import { z } from 'zod';

/**
 * A message's key in the app's `errors` catalogue (issue 19), beside its English text, when it is
 * one of the domain's messages: the app shows it in the reader's language.
 */
const messageKeySchema = z.string().optional();

export const apiFieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  messageKey: messageKeySchema,
});

export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  messageKey: messageKeySchema,
  errors: z.array(apiFieldErrorSchema).optional(),
  /** On unexpected errors (5xx): the request's id, which its log lines carry too. */
  requestId: z.string().optional(),
});

export type ApiSuccess<T> = { success: true; data: T; message?: string; messageKey?: string };
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;
export type ApiFailure = z.infer<typeof apiFailureSchema>;
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
    message: z.string().optional(),
    messageKey: messageKeySchema,
  });
}

/** What a paging list call adds beside `data` when a page was asked for. */
export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A list's envelope, plus `meta` beside `data` when a page was asked for. */
export function pagedEnvelope<T extends z.ZodType>(itemSchema: T) {
  return successEnvelope(z.array(itemSchema)).extend({ meta: pageMetaSchema.optional() });
}
export type PagedSuccess<T> = ApiSuccess<T[]> & { meta?: PageMeta };
