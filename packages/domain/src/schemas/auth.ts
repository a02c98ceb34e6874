// Login, signup, profile and password schemas (spec section 5).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isMinor } from '../logic/age.ts';
import {
  type Clock,
  dobField,
  emailField,
  nameField,
  passwordPresentField,
  strongPasswordField,
  usernameField,
} from './fields.ts';

const systemClock: Clock = () => new Date();

export const loginSchema = z.object({
  email: emailField(),
  password: passwordPresentField,
});
export type LoginPayload = z.output<typeof loginSchema>;

export const signupStep1Schema = z.object({
  email: emailField(),
  password: strongPasswordField,
  newsLetter: z.boolean().default(true),
  terms: z.literal(true, { error: MESSAGES.termsRequired }),
});

export function createSignupStep2Schema(clock: Clock = systemClock) {
  return z.object({ name: nameField, dob: dobField(clock), username: usernameField });
}
export const signupStep2Schema = createSignupStep2Schema();

/** The birthday may be left out (e.g. saving just an avatar): /api/me never answers it. */
export function createProfileSchema(clock: Clock = systemClock) {
  return createSignupStep2Schema(clock).extend({
    dob: dobField(clock).optional(),
    avatar: z.string().trim().max(500).optional(),
  });
}
export const profileSchema = createProfileSchema();
export type ProfilePayload = z.output<typeof profileSchema>;

/**
 * The full signup body the server accepts. Under 18 a guardian email is required, because the
 * policy needs parental consent before the account is active (spec section 6).
 */
export function createSignupSchema(clock: Clock = systemClock) {
  return z
    .object({
      email: emailField(),
      password: strongPasswordField,
      name: nameField,
      dob: dobField(clock),
      username: usernameField,
      newsLetter: z.boolean().default(true),
      guardianEmail: emailField().optional(),
    })
    .superRefine((body, ctx) => {
      if (!body.guardianEmail && isMinor(body.dob, clock())) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardianEmail'],
          message: MESSAGES.guardianConsentRequired,
        });
      }
    });
}
export const signupSchema = createSignupSchema();
/** The signup body (spec section 3), newsLetter defaulted. */
export type SignupPayload = z.output<typeof signupSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(MESSAGES.forgotInvalidEmail),
});

/** The API body. New passwords follow the signup strength rule (the spec shows none here). */
export const resetPasswordSchema = z.object({ newPassword: strongPasswordField });

export const resetPasswordFormSchema = z
  .object({
    newPassword: strongPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  });

export const guardianConsentSchema = z.object({ guardianEmail: emailField() });
