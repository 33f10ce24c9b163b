import type { TicketStatus } from '@storefront/contracts/api';
import { type OrderStatus, REFERENCE_PATTERN } from '@storefront/contracts/rules';
import { type TicketLookup, ticketPath } from '../../lib/tickets.ts';

/**
 * The built-in chat assistant's brain: keyword matching over the help content, with no network
 * and no model. It never makes up an answer: a question it does not recognise gets the offer of
 * the support form.
 */

export interface HelpAnswer {
  text: string;
  /** A page of the storefront that helps next. */
  link?: { to: string; label: string };
  /** Offer the Create Ticket form under the answer. */
  offerTicket?: boolean;
}

export type AssistantReply =
  | { kind: 'answer'; answer: HelpAnswer }
  /** The message holds a transaction reference: the caller looks its ticket up. */
  | { kind: 'lookup'; reference: string }
  /** Money left the buyer's account but no ticket came, and no reference was given: the caller looks the account's orders up. */
  | { kind: 'orders' };

interface Topic {
  /** Lower-case word stems; a message scores one point for each it contains. */
  keywords: string[];
  answer: HelpAnswer;
}

export const greeting =
  'Hello! I am the Owambe Tickets assistant, an automatic helper, not a person. I can help with buying ' +
  'tickets, refunds, finding your ticket, payment problems and gifts. Type your transaction reference (it ' +
  'starts with OWB-) and I will check your ticket’s status. To talk to a person, press Talk to a person.';

/** 'I was debited but have no ticket', in the ways people say it: money gone, or a ticket that never came. */
const MONEY_GONE = ['debited', 'deducted', 'charged', 'money left', 'money was taken', 'took my money', 'paid but'];
const NEVER_CAME = ['no ticket', "didn't get", 'did not get', "didn't receive", 'did not receive', 'not received'];
const soundsDebited = (text: string) =>
  MONEY_GONE.some((phrase) => text.includes(phrase)) ||
  (NEVER_CAME.some((phrase) => text.includes(phrase)) && /\b(paid|payment|money|bank)\b/.test(text));

const topics: Topic[] = [
  {
    keywords: ['buy', 'purchase', 'get ticket', 'book', 'order', 'price'],
    answer: {
      text:
        'You can buy tickets via the Events page: choose an event, press Get Tickets (Book Now for movies), fill ' +
        'in your details and pay on the order summary, by card, bank transfer, USSD or from your bank account. ' +
        'You need to be signed in to pay.',
      link: { to: '/concerts', label: 'Browse events' },
    },
  },
  {
    keywords: ['refund', 'money back', 'cancel', 'return'],
    answer: {
      text:
        'Refunds are available within 24 hours of purchase. Please contact support with your transaction ' +
        'reference, from the email address you bought the ticket with.',
      offerTicket: true,
    },
  },
  {
    keywords: ['find', 'lost', 'where is my', 'status', 'reference', 'my ticket', 'view ticket', 'qr', 'check'],
    answer: {
      text:
        'You can check your ticket status on the Ticket Details page with your transaction reference. It starts ' +
        'with OWB- and is in your confirmation email. Type it here and I will look the ticket up for you.',
      link: { to: '/my-tickets', label: 'My tickets (signed in)' },
    },
  },
  {
    keywords: [
      'transfer',
      'ussd',
      'bank',
      'no card',
      "don't have a card",
      'dont have a card',
      'without a card',
      'account number',
      'dial',
      'channel',
      'ways to pay',
      'pay with',
    ],
    answer: {
      text:
        'Yes: the payment window offers card, bank transfer, USSD and payment from your bank account. For a bank ' +
        'transfer you get an account number to send the exact amount to within 30 minutes; for USSD you dial the ' +
        'code shown for your bank. Either way the money takes a minute or two to reach us: the page waits for it ' +
        'and turns into your ticket by itself, and the ticket is emailed to you. Your seats stay held while it is on its way.',
      link: { to: '/concerts', label: 'Choose an event' },
    },
  },
  {
    keywords: ['pay', 'card', 'charged', 'declined', 'debit', 'failed', 'transaction'],
    answer: {
      text:
        'If the card was declined, you can try again or pay another way (bank transfer, USSD or from your bank ' +
        'account) from the same order summary. If money left your account but no ticket arrived, create a support ' +
        'ticket in the Payment category with your transaction reference and we will sort it out.',
      offerTicket: true,
    },
  },
  {
    keywords: ['gift', 'friend', 'someone else', 'recipient', 'present'],
    answer: {
      text:
        'To give a ticket as a gift, tick the gift option on the ticket purchase form and enter the recipient’s ' +
        'name and email. The ticket is emailed to you and to the recipient.',
      link: { to: '/concerts', label: 'Choose an event' },
    },
  },
  {
    keywords: ['human', 'agent', 'person', 'support', 'contact', 'complain', 'help me'],
    answer: {
      text: 'Our support team answers every ticket by email. Create one and we will get back to you.',
      offerTicket: true,
    },
  },
  {
    keywords: ['hello', ' hi ', ' hey ', 'good morning', 'good afternoon', 'good evening'],
    answer: { text: greeting },
  },
];

const fallback: HelpAnswer = {
  text:
    'Sorry, I could not find an answer to that. Our support team can help: create a support ticket and they ' +
    'will reply by email.',
  offerTicket: true,
};

const almostReference: HelpAnswer = {
  text: 'That looks like part of a transaction reference: it is OWB- followed by 24 letters, digits, - or _. Please check it against your confirmation email.',
};

// The reference anywhere in the message, not run into other reference characters.
const referenceInText = new RegExp(`(?<![\\w-])${REFERENCE_PATTERN.source.slice(1, -1)}(?![\\w-])`);

export function replyTo(message: string): AssistantReply {
  const reference = referenceInText.exec(message)?.[0];
  if (reference) return { kind: 'lookup', reference };
  if (/\bOWB-/i.test(message)) return { kind: 'answer', answer: almostReference };
  const text = ` ${message.toLowerCase().replace(/\s+/g, ' ')} `;
  if (soundsDebited(text)) return { kind: 'orders' };
  let best: Topic | null = null;
  let bestScore = 0;
  for (const topic of topics) {
    const score = topic.keywords.filter((keyword) => text.includes(keyword)).length;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return { kind: 'answer', answer: best?.answer ?? fallback };
}

/** Questions offered as one-tap buttons when the chat opens. */
export const suggestedQuestions = [
  'How do I buy tickets?',
  'Can I get a refund?',
  'How do I find my ticket?',
  'My payment failed',
  'I was debited but have no ticket',
  'Can I pay by bank transfer?',
  'Can I send a ticket as a gift?',
];

const statusMeaning: Record<TicketStatus, string> = {
  unused: 'it is valid and has not been used at the door yet',
  used: 'it has already been checked in at the door',
  cancelled: 'it has been cancelled',
};

/** What the assistant says about a ticket it looked up by its transaction reference. */
export function lookupAnswer(reference: string, lookup: TicketLookup): HelpAnswer {
  if (lookup.kind === 'found') {
    const { eventTitle, status } = lookup.ticket;
    return {
      text: `I found your ticket for ${eventTitle}. Status: ${status} (${statusMeaning[status]}).`,
      link: { to: ticketPath(reference), label: 'View ticket' },
    };
  }
  if (lookup.kind === 'not-found') {
    return {
      text: `I could not find a ticket with the reference ${reference}. Please check it against your confirmation email, or create a support ticket.`,
      offerTicket: true,
    };
  }
  return {
    text: `I could not look the ticket up just now (${lookup.statusText}). Please try again in a moment, or create a support ticket.`,
    offerTicket: true,
  };
}

/** An order as the assistant reads it (GET /api/my-orders, or verify for a typed reference). */
export interface OrderLookup {
  reference: string;
  eventTitle: string | null;
  status: OrderStatus;
  /** The server's words for a paid order without a ticket (a refund is coming). */
  message: string | null;
}

const about = (order: OrderLookup) => (order.eventTitle ? ` for ${order.eventTitle}` : '');

/** What became of an order, and what happens next, for a buyer who says they paid but have no ticket. */
export function orderAnswer(order: OrderLookup): HelpAnswer {
  switch (order.status) {
    case 'paid':
      return {
        text: `Your payment${about(order)} (${order.reference}) went through and your ticket was issued. It is on its ticket page and in your email.`,
        link: { to: ticketPath(order.reference), label: 'View ticket' },
      };
    case 'pending':
      return {
        text:
          `We have not had word of your payment${about(order)} (${order.reference}) yet. A bank transfer or USSD ` +
          'payment takes a minute or two to reach us, and your seats stay held for 30 minutes meanwhile: the ticket is ' +
          'emailed to you the moment it arrives. If the money left your account more than 30 minutes ago, create a ' +
          'support ticket with this reference.',
        offerTicket: true,
      };
    case 'refund_pending':
      return {
        text: `${order.message ?? 'Your payment arrived too late for a seat and will be refunded in full within 5 working days.'} You do not need to do anything.`,
      };
    case 'refunded':
      return {
        text: `Your payment${about(order)} (${order.reference}) was refunded in full. A refund can take up to 5 working days to show in your account.`,
      };
    default:
      return {
        text:
          `The order${about(order)} (${order.reference}) was not paid: it was cancelled or its hold ran out, so no ` +
          'money was taken for it. If your bank shows a debit for it, it is usually reversed within 24 hours; if ' +
          'not, create a support ticket with this reference and your bank receipt.',
        offerTicket: true,
      };
  }
}

/** The buyer says they paid, and is not signed in or has no orders: how to find the order. */
export const noOrderFound: HelpAnswer = {
  text:
    'I could not find an order to look at. Type your transaction reference (it starts with OWB- and is in your ' +
    'confirmation email), or sign in with the account you bought with, and I will check what happened.',
  link: { to: '/login', label: 'Sign in' },
  offerTicket: true,
};
