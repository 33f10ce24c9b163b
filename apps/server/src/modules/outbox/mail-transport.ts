import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

/**
 * One recipient as the mailer is handed it (architecture.md §10). nodemailer reads a string as a list
 * ('a@x.io, b@y.org' is two recipients); an object is one address whatever its text holds
 * (nodemailer quotes a local part with a comma in it: one recipient, which no server delivers).
 */
export interface MailAddress {
  name?: string;
  address: string;
}

/**
 * A message as a transport takes it: nodemailer's options with `to` one address object and no
 * cc, bcc, reply-to or envelope, so nothing typed by a person can add a recipient.
 */
export type OutgoingMail = Omit<SendMailOptions, 'to' | 'cc' | 'bcc' | 'replyTo' | 'envelope'> & { to: MailAddress };

/** Where the worker delivers. */
export interface MailTransport {
  name: 'smtp' | 'mailbox';
  /**
   * True when the stored copy is the delivered message (the development mailbox): its links
   * must keep working, so `markSent` leaves them. Over SMTP they are blanked once sent.
   */
  keepsLinks: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Long enough for a slow server, short enough that a hung one never outlives the claim's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * nodemailer is loaded with the first message sent, not at start (about 2.5 MB of resident
 * memory a process without email never needs), and the transport made then.
 */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transporter;
  };
  return {
    send: async (mail: OutgoingMail) => {
      await (await open()).sendMail(mail);
    },
    close: () => {
      void transporter?.then((t) => t.close());
    },
  };
}

/**
 * SMTP when SMTP_URL is set; else the development mailbox when it is on; else none: the
 * messages wait in the outbox (nothing is lost) and start-up warns (server.ts).
 */
export function chooseMailTransport(config: Config): MailTransport | null {
  if (config.SMTP_URL) {
    // A pool keeps connections open between messages: a burst of ticket emails needs no
    // handshake per message.
    const smtp = lazyTransport({ url: config.SMTP_URL, pool: true, maxConnections: 5, ...SMTP_TIMEOUTS });
    return { name: 'smtp', keepsLinks: false, ...smtp };
  }
  if (config.DEV_MAILBOX) {
    // The message is still built as SMTP would send it (attachments drawn), so a message that
    // cannot be built fails in development too; the stored copy is what /dev/mailbox shows.
    const stream = lazyTransport({ streamTransport: true, buffer: true });
    return { name: 'mailbox', keepsLinks: true, ...stream };
  }
  return null;
}
