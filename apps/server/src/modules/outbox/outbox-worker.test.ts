import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import { outboxRepository } from './outbox-repository.ts';
import { outboxWorker } from './outbox-worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A transport that takes `delayMs` per message and records what it sent. */
function slowTransport(delayMs: number) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    keepsLinks: false,
    send: async (mail) => {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(mail);
    },
    close: () => {},
  };
  return { transport, sent };
}

const worker = (transport: MailTransport, pollMs: number) =>
  outboxWorker({
    db: t.database.db,
    dialect: t.database.dialect,
    transport,
    from: 'x@example.com',
    maxAttempts: 3,
    pollMs,
    log: t.app.log,
  });

describe('outbox worker', () => {
  it('stop() waits for the message in flight, which is then recorded as sent', async () => {
    const { transport, sent } = slowTransport(150);
    const w = worker(transport, 0);
    const id = await outboxRepository(t.database.db).enqueue({
      to: { address: 'slow@example.com' },
      subject: 'Slow',
      text: 'hi',
    });
    const pass = w.drainOnce();
    await new Promise((r) => setTimeout(r, 30));
    await w.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Slow']);
    expect((await outboxRepository(t.database.db).byId(id))?.sent_at).not.toBeNull();
    expect(await pass).toBe(1);
  });

  it('wakes up right after an enqueue in this process instead of waiting for its next poll', async () => {
    const { transport, sent } = slowTransport(0);
    const w = worker(transport, 60_000);
    w.start();
    try {
      // Let the first pass (at start) find nothing due.
      await new Promise((r) => setTimeout(r, 100));
      sent.length = 0;
      await outboxRepository(t.database.db).enqueue({
        to: { address: 'soon@example.com' },
        subject: 'Soon',
        text: 'hi',
      });
      const deadline = Date.now() + 2000;
      while (sent.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(sent.map((m) => m.subject)).toEqual(['Soon']);
    } finally {
      await w.stop();
    }
  });
});
