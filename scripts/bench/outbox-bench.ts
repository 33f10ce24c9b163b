// Email delivery figures for `npm run bench` (run by run.mjs under tsx, as it imports the server's
// TypeScript): emails/s drained to an SMTP server on loopback, and what writing a paid order's
// ticket email to the outbox costs inside the order's transaction. Prints Markdown lines.
//   BENCH_EMAILS (default 1000) emails drained; 2000 enqueue samples.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { testConfig } from '../../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database.ts';
import { chooseMailTransport } from '../../apps/server/src/modules/outbox/mail-transport.ts';
import { outboxRepository } from '../../apps/server/src/modules/outbox/outbox-repository.ts';
import { outboxWorker } from '../../apps/server/src/modules/outbox/outbox-worker.ts';
import { type IssuedTicket, ticketIssuedEmails } from '../../apps/server/src/modules/tickets/ticket-email.ts';
import { smtpSink } from './rush-servers.mjs';

const emails = Number(process.env.BENCH_EMAILS ?? 1000);
const dbFile = join(tmpdir(), `storefront-outbox-bench-${process.pid}.db`);

const sink = await smtpSink(0);

const ticket = (i: number): IssuedTicket => ({
  ticketId: `TICKET-${i}-BENCH`,
  reference: `OWB-bench${i}`,
  manualCode: 'K7QX-M2PD',
  eventTitle: 'Davido Live In Concert',
  startsAt: '2027-04-18T00:00:00.000Z',
  endsAt: '2027-04-18T04:30:00.000Z',
  address: 'State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303',
  posterUrl: 'http://localhost:3000/media/events/1/share.png',
  supportEmail: 'support@owambetickets.ng',
  timeZone: 'America/New_York',
  venue: 'State Farm Arena',
  city: 'Atlanta',
  quantity: 2,
  amount: 30000,
  ticketLink: `http://localhost:3000/ticket/OWB-bench${i}`,
  verifyLink: `http://localhost:3000/api/verify?ticketId=TICKET-${i}-BENCH&code=OWB-bench${i}&token=${'x'.repeat(43)}`,
  holder: { email: `buyer${i}@example.com`, firstName: 'Ada', lastName: 'Obi' },
});

const database = openDatabase(`file:${dbFile}`);
try {
  await migrateToLatest(database.db);

  // What the paid path pays: building the ticket email and inserting it, in the order's transaction.
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    await database.db.transaction().execute(async (trx) => {
      const started = process.hrtime.bigint();
      for (const email of ticketIssuedEmails(ticket(i))) await outboxRepository(trx).enqueue(email);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    });
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.floor((samples.length - 1) * p)]?.toFixed(3);
  // Those 2000 wait in the outbox too; the drain below sends all of them plus `emails` more.
  for (let i = 0; i < emails; i++) {
    for (const email of ticketIssuedEmails(ticket(2000 + i))) await outboxRepository(database.db).enqueue(email);
  }
  const total = 2000 + emails;

  const config = testConfig({ SMTP_URL: sink.url });
  const transport = chooseMailTransport(config);
  if (!transport) throw new Error('no transport');
  const worker = outboxWorker({
    db: database.db,
    dialect: database.dialect,
    transport,
    from: config.MAIL_FROM,
    maxAttempts: 8,
    pollMs: 0,
    log: pino({ level: 'warn' }),
  });
  const started = performance.now();
  const sent = await worker.drainOnce();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  if (sent !== total || sink.received !== total) throw new Error(`sent ${sent}, received ${sink.received} of ${total}`);

  console.log(
    `\nTicket emails (QR PNG drawn and .ics attached at send time) drained to an SMTP server on loopback, SQLite: ` +
      `${Math.round(total / seconds)} emails/s (${total} emails in ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `Writing a paid order's ticket email to the outbox, inside its transaction (built + inserted), SQLite: ` +
      `p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (2000 orders)`,
  );
} finally {
  await database.close();
  await sink.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
}
