import type { FastifyPluginAsync } from 'fastify';
import { loginRoute } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { sessionRoutes } from './session.ts';
import { signupRoute } from './signup.ts';

/** Sign-up, sign-in, sign-out, the current user and password reset (spec section 7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signupRoute);
  await app.register(loginRoute);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};
