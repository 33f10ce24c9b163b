import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_SECRET = 'development-only-secret-change-me-in-production';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, with its default. `.env.example` lists the same. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: SQLite at ./data/storefront.db. `file:PATH` for another SQLite file, `postgres://` for PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, { error: 'must start with file: or postgres://' })
      .default(`file:${repoRoot}data/storefront.db`),
    PUBLIC_URL: z.url({ error: 'must be a full URL such as http://localhost:3000' }).default('http://localhost:3000'),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).default(DEV_SECRET),
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@owambetickets.ng'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** How long a sign-in lasts (server session and its cookie). */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Login, Google login and forgot-password: attempts allowed per address and per email in each window. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Card payments: 'simulator' (offline, no keys) or 'paystack'. Unset: paystack when its secret key is set. */
    PAYMENT_PROVIDER: z.enum(['simulator', 'paystack']).optional(),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, { error: 'must look like sk_test_... or sk_live_...' })
      .optional(),
    PAYSTACK_PUBLIC_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { error: 'must look like pk_test_... or pk_live_...' })
      .optional(),
    /** Paystack's API; tests point it at a Paystack-shaped server on loopback. */
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    PAYSTACK_SCRIPT_URL: z.url().default('https://js.paystack.co/v1/inline.js'),
    /** How long a call to Paystack may take before the order is left pending for the webhook. */
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How long unpaid seats stay held for a buyer. */
    ORDER_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Seats of every seeded event on a fresh database (load tests, demos). */
    EVENT_CAPACITY: z.coerce.number().int().min(0).max(10_000_000).default(500),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    /** Relative paths are taken from the repository root. */
    WEB_DIST: z
      .string()
      .default('apps/web/dist')
      .transform((path) => resolve(repoRoot, path)),
  })
  .superRefine((config, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SECRET) {
      problem('SESSION_SECRET', 'must be set to a secret of your own in production');
    }
    // DESIGN §9: simulators are off in production unless someone asks for one by name (a demo).
    if (config.NODE_ENV === 'production' && !config.PAYMENT_PROVIDER && !config.PAYSTACK_SECRET_KEY) {
      problem('PAYSTACK_SECRET_KEY', 'is required in production (or set PAYMENT_PROVIDER=simulator for a demo)');
    }
    if (config.PAYMENT_PROVIDER === 'paystack') {
      for (const key of ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'] as const) {
        if (!config[key]) problem(key, 'is required when PAYMENT_PROVIDER=paystack');
      }
    }
    if (!config.PAYMENT_PROVIDER && config.PAYSTACK_SECRET_KEY && !config.PAYSTACK_PUBLIC_KEY) {
      problem('PAYSTACK_PUBLIC_KEY', 'is required when PAYSTACK_SECRET_KEY is set');
    }
  })
  .transform((config) => ({
    ...config,
    PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? (config.PAYSTACK_SECRET_KEY ? 'paystack' : 'simulator'),
  }));

export type Config = z.infer<typeof configSchema>;

/** Reads and validates the environment once; a bad setting stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Test and script helper: the defaults, overridden by the given values. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
