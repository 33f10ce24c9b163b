// The door for the benchmark: a staff account made the way an operator makes one, with
// `npm run staff:add` against the benchmark's database (production has no mailbox to confirm
// an address for STAFF_EMAILS).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { serverCommand } from '../build-server.mjs';
import { signedInHeaders } from './checkout-flow.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Signs a new account up and in, makes it staff, and answers its request headers. */
export async function staffHeaders(baseUrl, { databaseUrl, account }) {
  const headers = await signedInHeaders(baseUrl, account);
  const grant = spawnSync(process.execPath, [...serverCommand('staff-add'), account.email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  if (grant.status !== 0) throw new Error(`staff:add failed: ${grant.stderr}`);
  return headers;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomText = (alphabet, length) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/**
 * An event with `count` paid one-person tickets, written straight into the benchmark's SQLite
 * file (as many buyers through the checkout would take minutes): what a big night's door list is.
 */
export function seedAdmissions(dbFile, eventId, count) {
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from users limit 1').get();
    const now = new Date().toISOString();
    const order = db.prepare(`insert into orders (id, reference, user_id, event_id, status, quantity, amount, currency,
      holds_seats, hold_expires_at, provider, first_name, last_name, email, phone_number, is_gift,
      recipient_first_name, recipient_last_name, recipient_email, created_at, updated_at, paid_at)
      values (?, ?, ?, ?, 'paid', 1, 1500, 'NGN', 1, ?, 'simulator', ?, ?, 'guest@example.com', '+2348031234567', 0, '', '', '', ?, ?, ?)`);
    const ticket = db.prepare(`insert into tickets (id, order_id, reference, status, issued_at, admits, manual_code)
      values (?, ?, ?, 'unused', ?, 1, ?)`);
    const names = ['Ada', 'Bola', 'Chidi', 'Tolu', 'Emeka', 'Ngozi', 'Kemi', 'Segun'];
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const id = `bench-door-${eventId}-${i}`;
        const reference = `OWB-${randomBytes(18).toString('base64url')}`;
        const first = names[i % names.length];
        order.run(id, reference, user.id, eventId, now, first, `Okafor${i % 97}`, now, now, now);
        ticket.run(
          `TICKET-${Date.now() + i}-${randomText(CROCKFORD, 8)}`,
          id,
          reference,
          now,
          randomText(CROCKFORD, 8),
        );
      }
    })();
  } finally {
    db.close();
  }
}

/** The event's admission list as a door device downloads it: compressed bytes, and the time to the last byte (best of `runs`). */
export async function measureAdmissionList(baseUrl, headers, eventId, { encoding = 'br', runs = 5 } = {}) {
  let best = Number.POSITIVE_INFINITY;
  let bytes = 0;
  let tickets = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/door/events/${eventId}/admissions`, {
      headers: { ...headers, 'accept-encoding': encoding },
    });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`admission list answered ${response.status}: ${body.slice(0, 200)}`);
    bytes = Number(response.headers.get('content-length'));
    tickets = JSON.parse(body).tickets.length;
    best = Math.min(best, ms);
  }
  return { bytes, tickets, ms: Math.round(best) };
}
