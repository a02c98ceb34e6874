// The one response envelope every API route answers with, so the app's client can unwrap
// success and failure the same way everywhere.
import { z } from 'zod';

export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFieldError = { field: string; message: string };
export type ApiFailure = { success: false; message: string; errors?: ApiFieldError[] };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export const apiFieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(apiFieldErrorSchema).optional(),
});

export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
    message: z.string().optional(),
  });
}
