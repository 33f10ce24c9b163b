import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: parsed, with the envelope's recipients (RCPT TO), whom it is delivered to. */
export type ReceivedMail = ParsedMail & { rcptTo: string[] };

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message received, parsed, in arrival order (across restarts). */
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port (after stop). */
  start(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives: where the tests' emails really arrive. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // The SMTP pool keeps connections open; stop() must not wait 30 s for them.
        closeTimeout: 50,
        disableReverseLookup: true,
        onData(stream, session, callback) {
          const rcptTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          simpleParser(stream, { keepCidLinks: true })
            .then((mail) => {
              received.push(Object.assign(mail, { rcptTo }));
              callback();
            })
            .catch(callback);
        },
      });
      s.on('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        boundPort = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return received;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start: listen,
  };
}
