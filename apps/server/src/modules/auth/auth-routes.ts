import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.ts';
import { emailVerificationRoutes } from './email-verification-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';

/** Every account endpoint. Answers are never cached: they carry or depend on the session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(accountRoutes);
  await app.register(googleRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
};
