import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, getCsrf, type SignedInUser } from '../test/auth-helpers.ts';
import { orderBody } from '../test/checkout-helpers.ts';
import { buyTicket } from '../test/door-helpers.ts';
import { CLIENT_ID, startGoogleKeys } from '../test/google-keys.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// An email field once accepted 'a@x.io,b@y.org', and one support ticket, newsletter sign-up,
// sign-up or reset request was mailed to every address in it. Every endpoint with an email field
// now refuses anything but one address (product.md §5) with a 400 and the spec's sentence, and stores and sends nothing.

const INVALID = 'Please enter a valid email address.';

/** Lists and header tricks, each an address our mailer or someone else's could read as several. */
const NOT_ONE_ADDRESS = [
  'a@x.io,b@y.org',
  'a@x.io, b@y.org',
  'a@x.io;b@y.org',
  'a@x.io b@y.org',
  '"a"@x.io',
  '"a,b"@x.io',
  '<a@x.io>',
  'Ada <a@x.io>',
  'a@x.io?bcc=b@y.org',
  'a@x.io&b@y.org',
  'a@x.io\r\nBcc: b@y.org',
];

const PASSWORD = 'secret-password';
/** An account that exists, so that the good requests to sign-in and reset do something. */
const MEMBER = 'member@example.com';

let t: TestApp;
let csrf: Record<string, string>;
let buyer: SignedInUser;
let client = 0;
let username = 0;
/** The buyer's ticket, for "Send to a friend". */
let shared = '';

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_EMAIL_RATE_LIMIT_MAX: '10000',
    FORM_RATE_LIMIT_MAX: '10000',
  });
  csrf = (await getCsrf(t.app)).headers;
  buyer = await createSignedInUser(t.app);
  await createSignedInUser(t.app, { email: MEMBER, password: PASSWORD });
  shared = (await buyTicket(t.app, buyer, { eventId: '5' })).transactionReference;
});
afterAll(() => t.close());

/** Rows in every table a request with an email could write to. */
const TABLES = [
  'outbox',
  'users',
  'sessions',
  'password_reset_tokens',
  'email_verification_tokens',
  'support_tickets',
  'newsletter_subscribers',
  'organizer_inquiries',
  'orders',
  'simulated_payments',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

interface EmailField {
  /** The endpoint and the field, as the test names it. */
  name: string;
  url: string;
  /** A body that is valid but for the email given. */
  body: (email: string) => Record<string, unknown>;
  /** An email the endpoint takes, and the status it answers then. */
  good: string;
  ok: number;
  signedIn?: boolean;
}

const FIELDS: EmailField[] = [
  {
    name: 'POST /api/signup email',
    url: '/api/signup',
    body: (email) => ({ username: `newcomer${++username}`, email, password: PASSWORD }),
    good: 'newcomer@example.com',
    ok: 201,
  },
  {
    name: 'POST /api/login email',
    url: '/api/login',
    body: (email) => ({ email, password: PASSWORD }),
    good: MEMBER,
    ok: 200,
  },
  {
    name: 'POST /api/forgot-password email',
    url: '/api/forgot-password',
    body: (email) => ({ email }),
    good: MEMBER,
    ok: 200,
  },
  {
    name: 'POST /api/support-tickets email',
    url: '/api/support-tickets',
    body: (email) => ({
      email,
      subject: 'Where is my ticket',
      description: 'I paid yesterday and nothing came.',
      category: 'Ticketing',
    }),
    good: 'asker@example.com',
    ok: 201,
  },
  {
    name: 'POST /api/newsletter/subscribe email',
    url: '/api/newsletter/subscribe',
    body: (email) => ({ email }),
    good: 'reader@example.com',
    ok: 201,
  },
  {
    name: 'POST /api/organizer-inquiries email',
    url: '/api/organizer-inquiries',
    body: (email) => ({ name: 'Ada Obi', email, organization: 'Lagos Live', eventType: 'Concert', message: 'Hello' }),
    good: 'organizer@example.com',
    ok: 201,
  },
  {
    name: "POST /api/initialize-transaction email (the buyer's)",
    url: '/api/initialize-transaction',
    body: (email) => orderBody({ email }),
    good: 'ada.obi@example.com',
    ok: 200,
    signedIn: true,
  },
  {
    name: 'POST /api/initialize-transaction recipientEmail (the gift recipient)',
    url: '/api/initialize-transaction',
    body: (email) => orderBody({ isGift: true, recipientFirstName: 'Bola', recipientEmail: email }),
    good: 'bola.ade@example.com',
    ok: 200,
    signedIn: true,
  },
  {
    name: 'POST /api/tickets/{reference}/send-to-friend email',
    get url() {
      return `/api/tickets/${shared}/send-to-friend`;
    },
    body: (email) => ({ email }),
    good: 'friend@example.com',
    ok: 200,
    signedIn: true,
  },
  {
    // Development only: the Google sign-in simulator's token for any typed email.
    name: 'POST /api/google-simulator/token email',
    url: '/api/google-simulator/token',
    body: (email) => ({ email }),
    good: 'tester@example.com',
    ok: 200,
  },
];

function post(field: EmailField, email: string) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: field.url,
    headers: field.signedIn ? buyer.headers : csrf,
    payload: field.body(email),
    // Each from its own address: no per-address limit is met. The simulator answers loopback only.
    remoteAddress: field.url.startsWith('/api/google-simulator') ? '127.0.0.1' : `10.17.${client >> 8}.${client & 255}`,
  });
}

describe('every email field takes exactly one address', () => {
  it.each(FIELDS)(
    '$name refuses a list or a header trick with a 400 and the spec’s sentence, storing nothing',
    async (field) => {
      for (const email of NOT_ONE_ADDRESS) {
        const before = await rowCounts();
        const res = await post(field, email);
        expect(res.statusCode, `${JSON.stringify(email)}: ${res.body}`).toBe(400);
        expect(res.json(), JSON.stringify(email)).toEqual({ message: INVALID });
        expect(await rowCounts(), JSON.stringify(email)).toEqual(before);
      }
    },
  );

  it.each(FIELDS)('$name still takes one address (the bodies above are valid but for the email)', async (field) => {
    const res = await post(field, field.good);
    expect(res.statusCode, res.body).toBe(field.ok);
  });

  it('the development outbox filter refuses a list too', async () => {
    const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent('a@x.io,b@y.org')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\S/);
  });
});

describe('Google sign-in', () => {
  it('refuses a token whose email is not one address, and makes no account', async () => {
    const google = await startGoogleKeys();
    const app = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      AUTH_RATE_LIMIT_MAX: '1000',
    });
    try {
      const headers = (await getCsrf(app.app)).headers;
      const signIn = async (email: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/google-login',
          headers,
          payload: { idToken: await google.idToken({ claims: { email, sub: `sub-${email}` } }) },
        });
      const users = async () =>
        Number(
          (
            await app.database.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll<string | number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (const email of NOT_ONE_ADDRESS) {
        const res = await signIn(email);
        expect(res.statusCode, JSON.stringify(email)).toBe(401);
        expect(res.json()).toEqual({ message: 'Failed to sign in with Google. Please try again.' });
      }
      expect(await users()).toBe(0);
      expect((await signIn('chioma@gmail.com')).statusCode).toBe(200);
      expect(await users()).toBe(1);
    } finally {
      await app.close();
      await google.close();
    }
  });
});
