import { z } from 'zod';
import { messages } from './messages.ts';
import { emailField } from './patterns.ts';

const v = messages.validation;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 200;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: v.passwordLogin })
    .min(PASSWORD_MIN, { error: v.passwordLogin })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  username: z
    .string({ error: v.username })
    .trim()
    .min(USERNAME_MIN, { error: v.username })
    .max(40, { error: 'Username must be at most 40 characters long.' }),
  email: emailField,
  password: z
    .string({ error: v.passwordLogin })
    .min(PASSWORD_MIN, { error: v.passwordLogin })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const googleLoginRequestSchema = z.object({
  idToken: z
    .string({ error: 'Google ID token is required.' })
    .min(1, { error: 'Google ID token is required.' })
    .max(8192),
});

export const forgotPasswordRequestSchema = z.object({ email: emailField });

export const resetPasswordRequestSchema = z.object({
  password: z
    .string({ error: v.passwordReset })
    .min(PASSWORD_MIN, { error: v.passwordReset })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
});
export const resetTokenParamsSchema = z.object({ token: z.string().min(16).max(200) });

/** The public profile: what login returns and the browser keeps under the `user` key. */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const meResponseSchema = z.object({ user: userProfileSchema.nullable() });
export const resetPasswordResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
