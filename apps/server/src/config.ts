import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UNCONFIRMED_MAX_TICKETS, PAYMENT_CHANNELS } from '@storefront/contracts/rules';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DEV_SECRET = 'development-only-secret-change-me-in-production';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= max;
}

const HOP_COUNT = /^[0-9]{1,2}$/;

/**
 * Which proxies in front of us may tell the client's address in X-Forwarded-For:
 * - `false` (or 0): none, the socket's address is the client's;
 * - a number of hops: the address that many proxies back (1 = the one load balancer in front);
 * - a comma list of proxy addresses or CIDR ranges (and loopback, linklocal, uniquelocal).
 * `true` is refused: it trusts every hop, so anyone sets their own address with the header.
 */
const trustProxySetting = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every hop, so anyone could choose their address with X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses',
      });
    } else if (
      value !== 'false' &&
      !HOP_COUNT.test(value) &&
      !value.split(',').every((e) => isProxyAddress(e.trim()))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxies (e.g. 1), or a comma list of proxy addresses or ranges',
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (HOP_COUNT.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** A comma list of account emails (STAFF_EMAILS, ADMIN_EMAILS), trimmed and lower-cased. */
const emailList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma list of email addresses' })));

/** PAYMENT_CHANNELS: a comma list of Paystack's channel names, at least one; repeats are dropped. */
const paymentChannels = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((channel) => channel.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(PAYMENT_CHANNELS, { error: `must be a comma list of ${PAYMENT_CHANNELS.join(', ')}` }))
      .min(1, { error: `must name at least one of ${PAYMENT_CHANNELS.join(', ')}` }),
  )
  .transform((channels) => [...new Set(channels)]);

/** Every setting the server reads, with its default. `.env.example` lists the same. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: 127.0.0.1 outside production (only this machine), 0.0.0.0 in production. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: SQLite at ./data/storefront.db. `file:PATH` for another SQLite file, `postgres://` for PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, { error: 'must start with file: or postgres://' })
      .default(`file:${repoRoot}data/storefront.db`),
    /** Unset: http://localhost:{PORT} (a fixed :3000 sent every link to a dead port under another PORT). */
    PUBLIC_URL: z.url({ error: 'must be a full URL such as http://localhost:3000' }).optional(),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).default(DEV_SECRET),
    SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@owambetickets.ng'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    /** The helpdesk's live chat: a Tawk.to property id (or property/widget). Unset: our built-in assistant. */
    TAWK_PROPERTY_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}(\/[A-Za-z0-9]{1,64})?$/, {
        error: 'must be a Tawk.to property id, or property/widget',
      })
      .optional(),
    /** The site's X (Twitter) account for link cards' twitter:site, such as @owambetickets. Unset: no such tag. */
    TWITTER_SITE: z
      .string()
      .regex(/^@[A-Za-z0-9_]{1,15}$/, { error: 'must be an X (Twitter) handle such as @owambetickets' })
      .optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** How long a sign-in lasts (server session and its cookie). */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Failed sign-ins per client address and email together; sign-ups and reset requests per email (decision 22). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Failed sign-ins per client address, whatever the email: sized for a carrier's shared address (decision 22). */
    AUTH_ADDRESS_FAILURE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    AUTH_ADDRESS_FAILURE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Sign-ups, and apart from them reset requests, per client address: sized for a carrier's shared address. */
    AUTH_ADDRESS_REQUEST_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    AUTH_ADDRESS_REQUEST_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Failed sign-ins per email from all addresses together (a ceiling above the per-pair one). */
    AUTH_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
    AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(30),
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
    /**
     * The marketplace (decision 31): the platform's share of an organizer's ticket sales,
     * in percent (admins may override it per organizer), and who bears the provider's fee on a
     * split payment: 'account' (the platform, out of its commission) or 'subaccount' (the organizer).
     */
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
    PAYSTACK_FEE_BEARER: z.enum(['account', 'subaccount']).default('account'),
    /** The channels the pop-up offers (Paystack's and the simulator's): card, bank_transfer, ussd, bank. */
    PAYMENT_CHANNELS: paymentChannels.default([...PAYMENT_CHANNELS]),
    /** Simulator: how long after 'I have sent the money' (or 'I have dialled the code') the money arrives. */
    SIMULATOR_SETTLE_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /**
     * Simulator: a webhook our route did not answer 200 is posted again after this, for the first
     * four attempts (Paystack: every 3 minutes), then after SIMULATOR_WEBHOOK_LATE_RETRY_SECONDS,
     * for 72 hours. Tests shorten both.
     */
    SIMULATOR_WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
    SIMULATOR_WEBHOOK_LATE_RETRY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(3600),
    /** Newsletter sign-ups: 'local' (our own table) or 'mailerlite'. Unset: mailerlite when its API key is set. */
    NEWSLETTER_PROVIDER: z.enum(['local', 'mailerlite']).optional(),
    /** MailerLite's API token; only the server holds it (architecture.md §12). */
    MAILERLITE_API_KEY: z.string().min(1).optional(),
    /** The one group every subscriber joins (product.md §9). */
    MAILERLITE_GROUP_ID: z
      .string()
      .regex(/^\w+$/, { error: 'must be a MailerLite group id (letters and digits)' })
      .optional(),
    /** MailerLite's API; tests point it at a MailerLite-shaped server on loopback. */
    MAILERLITE_BASE_URL: z.url().default('https://connect.mailerlite.com'),
    MAILERLITE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Where organizer inquiries are emailed. */
    SALES_EMAIL: z.email({ error: 'must be an email address' }).default('sales@owambetickets.ng'),
    /** Newsletter and organizer inquiry: submissions allowed per client address (and per email) in each window. */
    FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** How long unpaid seats stay held for a buyer. */
    ORDER_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /**
     * Reconciliation (decision 24): how often each process sweeps expired holds (released only
     * after the provider says they were not paid) and rechecks orders that closed unpaid.
     */
    RECONCILE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Provider calls per sweep per process, at most, for expired holds and again for rechecks. */
    RECONCILE_BATCH: z.coerce.number().int().min(1).max(1000).default(50),
    /** How long after an order closed unpaid (expired, declined, cancelled) the provider is still asked about it. */
    RECONCILE_LOOKBACK_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /**
     * An account whose email is not confirmed may hold or buy at most this many tickets per event
     * (decision 21): signing up with an undeliverable address must not be a way to hold the house.
     */
    UNCONFIRMED_MAX_TICKETS: z.coerce.number().int().min(0).max(50).default(DEFAULT_UNCONFIRMED_MAX_TICKETS),
    /** Orders started (initialize) per account in each window: a script cannot churn holds. */
    CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    /**
     * Orders started per client address in each window: high, because a mobile network puts
     * thousands of buyers behind one address during an on-sale.
     */
    CHECKOUT_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
    CHECKOUT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Wrong promo and access codes per account (per client address for a guest) in each window,
     * counted together over every route that takes a code (lib/rate-limiter.ts `wrongCodeChecks`).
     */
    CODE_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    /** Wrong codes per client address, whatever the account: sized for a carrier's shared address (decision 22). */
    CODE_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    CODE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Seats of every seeded event on a fresh database (load tests, demos), each of the film's dates
     * unnumbered with that many. Unset: the catalogue's (500 an event; the film's dates sell their
     * halls' seat plans, decision 51).
     */
    EVENT_CAPACITY: z.coerce.number().int().min(0).max(10_000_000).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySetting.default(false),
    /** Door staff (may admit tickets at /check-in), by account email: a comma list. Once the address is confirmed. */
    STAFF_EMAILS: emailList,
    /** Back-office admins (/admin; they may also admit tickets), by account email: a comma list. Once the address is confirmed. */
    ADMIN_EMAILS: emailList,
    /** The development mailbox (/dev/mailbox, /api/dev/outbox). Unset: on outside production. */
    DEV_MAILBOX: booleanFlag.optional(),
    /** Unset: emails go to the development mailbox (outside production) or wait in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, {
        error: 'must start with smtp:// or smtps://, e.g. smtps://user:pass@smtp.example.com',
      })
      .optional(),
    /** The sender of every email: an address, or a name and address. */
    MAIL_FROM: z
      .string()
      .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
        error: 'must be an address or Name <address>',
      })
      .default('Owambe Tickets <tickets@owambetickets.ng>'),
    /** How often this process looks for emails to send; 0: this process sends none (another one does). */
    OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    /** Attempts before a message is marked failed (backoff doubles from 30 s, at most 1 h apart). */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Relative paths are taken from the repository root. */
    WEB_DIST: z
      .string()
      .default('apps/web/dist')
      .transform((path) => resolve(repoRoot, path)),
    /**
     * Rendered public pages kept in memory (decision 25), each with its brotli and gzip copies
     * (the landing page about 150 KB in all); the least recently used goes first. 0: none kept.
     */
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000).default(200),
  })
  .superRefine((config, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SECRET) {
      problem('SESSION_SECRET', 'must be set to a secret of your own in production');
    }
    if (config.NODE_ENV === 'production' && config.DEV_MAILBOX === true) {
      problem('DEV_MAILBOX', 'must not be true in production: the mailbox shows every reset link');
    }
    // architecture.md §6: simulators are off in production unless someone asks for one by name (a demo).
    if (config.NODE_ENV === 'production' && !config.PAYMENT_PROVIDER && !config.PAYSTACK_SECRET_KEY) {
      problem('PAYSTACK_SECRET_KEY', 'is required in production (or set PAYMENT_PROVIDER=simulator for a demo)');
    }
    if (config.PAYMENT_PROVIDER === 'paystack') {
      for (const key of ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'] as const) {
        if (!config[key]) problem(key, 'is required when PAYMENT_PROVIDER=paystack');
      }
    }
    if (config.NEWSLETTER_PROVIDER === 'mailerlite' || (!config.NEWSLETTER_PROVIDER && config.MAILERLITE_API_KEY)) {
      for (const key of ['MAILERLITE_API_KEY', 'MAILERLITE_GROUP_ID'] as const) {
        if (!config[key]) problem(key, 'is required for the MailerLite newsletter');
      }
    }
    if (!config.PAYMENT_PROVIDER && config.PAYSTACK_SECRET_KEY && !config.PAYSTACK_PUBLIC_KEY) {
      problem('PAYSTACK_PUBLIC_KEY', 'is required when PAYSTACK_SECRET_KEY is set');
    }
  })
  // Defaults that depend on other settings (architecture.md §6: the embedded defaults are safe on a network).
  .transform(({ HOST, DEV_MAILBOX, PAYMENT_PROVIDER, NEWSLETTER_PROVIDER, PUBLIC_URL, ...config }) => {
    const production = config.NODE_ENV === 'production';
    return {
      ...config,
      PUBLIC_URL: PUBLIC_URL ?? defaultPublicUrl(config.PORT),
      HOST: HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
      DEV_MAILBOX: DEV_MAILBOX ?? !production,
      PAYMENT_PROVIDER: PAYMENT_PROVIDER ?? (config.PAYSTACK_SECRET_KEY ? 'paystack' : 'simulator'),
      NEWSLETTER_PROVIDER: NEWSLETTER_PROVIDER ?? (config.MAILERLITE_API_KEY ? 'mailerlite' : 'local'),
    };
  });

export type Config = z.output<typeof configSchema>;

/** PUBLIC_URL when it is not set: this machine, on the port the server listens on. */
export function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

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
  // No delivery worker unless a test asks for one: tests drain the outbox themselves (drainOnce).
  // A test's one buyer may start many orders in a minute; the limit's own tests set it back.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '0',
    CHECKOUT_ACCOUNT_RATE_LIMIT_MAX: '1000',
    ...overrides,
  });
}
