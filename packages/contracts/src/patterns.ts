import { z } from 'zod';
import { messages } from './messages.ts';
import { EMAIL_PATTERN } from './rules.ts';

/** A trimmed, lower-cased email that matches the spec's pattern. */
export const emailField = z
  .string({ error: messages.validation.email })
  .trim()
  .max(254, { error: messages.validation.email })
  .regex(EMAIL_PATTERN, { error: messages.validation.email })
  .transform((value) => value.toLowerCase());

/** Error answer of every API endpoint. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
