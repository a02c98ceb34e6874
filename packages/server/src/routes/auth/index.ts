import type { FastifyPluginAsync } from 'fastify';
import { loginRoute } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { sessionRoutes } from './session.ts';
import { signupRoute } from './signup.ts';
import { verifyEmailRoute } from './verify-email.ts';

/** Sign-up (and the original signup's code check), sign-in, sign-out, the current user and password reset (spec section 7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(verifyEmailRoute);
};
