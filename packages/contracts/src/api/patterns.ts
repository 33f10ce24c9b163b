import { z } from 'zod';
import { messages } from '../messages/spec.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules/fields.ts';

/**
 * No control characters (NUL, newline, ...) and no lone UTF-16 surrogates: text that is neither
 * typed by a person nor storable as is (PostgreSQL refuses NUL; a lone surrogate is stored as U+FFFD).
 */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}]*$/u;

/**
 * No invisible format characters (\p{Cf}): bidi controls (U+202A..U+202E, U+2066..U+2069, the
 * marks U+200E/U+200F) that reorder the text around a name, and zero-width characters (U+200B..
 * U+200D, U+2060, U+FEFF) that make two names look the same.
 */
export const NO_FORMAT_CHARACTERS = /^[^\p{Cf}]*$/u;

/**
 * A trimmed, lower-cased email that is one address by the shared rule (`EMAIL_PATTERN` in
 * rules/fields.ts: the spec's pattern, one '@', no list separators, quotes, brackets or control
 * characters). The length is checked first with `abort: true`: Zod runs every check of a field
 * even after one failed, so without it the pattern still ran over a 60,000-character input.
 * Every string field that meets a pattern is capped so.
 */
export const emailField = z
  .string({ error: messages.validation.email })
  .trim()
  .max(EMAIL_MAX, { error: messages.validation.email, abort: true })
  .regex(EMAIL_PATTERN, { error: messages.validation.email })
  .transform((value) => value.toLowerCase());

/** Error answer of every API endpoint. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
