import { z } from 'zod';
import { messages } from './messages.ts';
import { EMAIL_PATTERN } from './rules.ts';

/**
 * No control characters (NUL, newline, ...) and no lone UTF-16 surrogates: text that is neither
 * typed by a person nor storable as is (PostgreSQL refuses NUL; a lone surrogate is stored as U+FFFD).
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}]*$/u;

/** A trimmed, lower-cased email that matches the spec's pattern. */
export const emailField = z
  .string({ error: messages.validation.email })
  .trim()
  .max(254, { error: messages.validation.email })
  .regex(EMAIL_PATTERN, { error: messages.validation.email })
  // The spec's pattern lets any non-space character through, a NUL included.
  .regex(NO_CONTROL_CHARACTERS, { error: messages.validation.email })
  .transform((value) => value.toLowerCase());

/** Error answer of every API endpoint. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
