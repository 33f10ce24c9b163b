import { z } from 'zod';

/** Public settings the web app reads from GET /api/config. Never holds a secret. */
export const publicConfigSchema = z.object({
  publicUrl: z.string(),
  googleClientId: z.string().nullable(),
  supportEmail: z.string(),
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });
