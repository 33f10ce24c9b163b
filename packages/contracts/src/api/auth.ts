import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { messages } from '../messages/spec.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../rules/fields.ts';
import { checkoutMessages, namePart, phoneField } from './checkout.ts';
import { apiErrorSchema, emailField, NO_CONTROL_CHARACTERS, NO_FORMAT_CHARACTERS } from './patterns.ts';

const v = messages.validation;

/** A password of PASSWORD_MIN..PASSWORD_MAX characters; `tooShort` is the screen's own wording. */
const passwordField = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, { error: tooShort })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });
const bodyObject = { error: authMessages.notJsonObject };

export const loginRequestSchema = z.object(
  {
    email: emailField,
    password: passwordField(v.passwordLogin),
  },
  bodyObject,
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object(
  {
    username: z
      .string({ error: v.username })
      .trim()
      // One form per name: "é" typed as one code point or as e + accent is the same username.
      .normalize('NFC')
      .min(USERNAME_MIN, { error: v.username })
      .max(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters long.`, abort: true })
      // A NUL is refused by PostgreSQL (a 500), and a newline or other control character in a
      // name shown on screen is never meant.
      .regex(NO_CONTROL_CHARACTERS, { error: 'Username must not contain control characters.' })
      // Bidi controls and zero-width characters make a name read as another one.
      .regex(NO_FORMAT_CHARACTERS, { error: authMessages.usernameInvisible }),
    email: emailField,
    password: passwordField(v.passwordLogin),
  },
  bodyObject,
);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const googleLoginRequestSchema = z.object(
  {
    idToken: z
      .string({ error: authMessages.googleTokenRequired })
      .min(1, { error: authMessages.googleTokenRequired })
      .max(8192, { error: authMessages.googleFailed }),
  },
  bodyObject,
);
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField }, bodyObject);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object(
  {
    password: passwordField(v.passwordReset),
  },
  bodyObject,
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * The token of an emailed link (reset, email confirmation). The handler checks its form, so a
 * mangled link gets the same answer as an expired one (Fastify's maxParamLength caps it at 100).
 */
export const emailedTokenParamsSchema = z.object({ token: z.string() });

/** The public profile: what login returns and the browser keeps under the `user` key. */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Answer of login and Google login (200). */
export const userResponseSchema = z.object({ user: userProfileSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * The buyer's own details remembered on the account (migration 032, architecture.md §9.2): the
 * purchase form starts with them. Each is null until an order or the buyer set it. Only the
 * account itself reads them (GET /api/me); docs/security.md.
 */
export const buyerDetailsSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** E.164, as orders carry it. */
  phone: z.string().nullable(),
});
export type BuyerDetails = z.infer<typeof buyerDetailsSchema>;

/**
 * PATCH /api/me/buyer-details: the buyer's own details, checked as the purchase form's (names of at
 * most 100 characters without control characters, an E.164 phone). A field left out is kept; an
 * empty one is forgotten.
 */
export const buyerDetailsRequestSchema = z.object(
  {
    firstName: namePart('First name').optional(),
    lastName: namePart('Last name').optional(),
    phone: z.union([z.literal(''), phoneField], { error: checkoutMessages.phoneNumber }).optional(),
  },
  bodyObject,
);
export type BuyerDetailsRequest = z.infer<typeof buyerDetailsRequestSchema>;

/** Answer of PATCH /api/me/buyer-details: the details as now stored. */
export const buyerDetailsResponseSchema = z.object({ buyer: buyerDetailsSchema });

/** GET /api/me: the session's profile (null for a guest) and whether it may open the back office. */
export const meResponseSchema = z.object({
  user: userProfileSchema.nullable(),
  /** The signed-in buyer's own details for the purchase form (null for a guest). */
  buyer: buyerDetailsSchema.nullable(),
  isAdmin: z.boolean(),
  /** May admit tickets at the door (staff, or an admin): the menus then link to Check-in. */
  isStaff: z.boolean(),
  /** An approved (or paused) organizer (architecture.md §16): the menus then link to the organizer console. */
  isOrganizer: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const resetPasswordResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** A success answer that is a sentence and nothing else (sign-up, forgot-password, confirm email): the error answer's shape. */
export const messageResponseSchema = apiErrorSchema;
