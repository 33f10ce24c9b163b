import { z } from 'zod';
import { PAYMENT_CHANNELS } from '../rules/payment-channels.ts';

/**
 * The payment simulator's pop-up and its routes (/api/payment-simulator/transactions/{reference}/...):
 * what it offers, what it takes and what it answers. Amounts are in kobo, as Paystack's are.
 */

/** Banks the simulator offers for USSD and "pay with bank", with their real USSD prefixes. */
export const SIMULATOR_BANKS = [
  { id: 'gtbank', name: 'GTBank', ussd: '737' },
  { id: 'access', name: 'Access Bank', ussd: '901' },
  { id: 'zenith', name: 'Zenith Bank', ussd: '966' },
  { id: 'firstbank', name: 'First Bank', ussd: '894' },
  { id: 'uba', name: 'UBA', ussd: '919' },
] as const;
export type SimulatorBankId = (typeof SIMULATOR_BANKS)[number]['id'];
const bankIds = SIMULATOR_BANKS.map((bank) => bank.id) as [SimulatorBankId, ...SimulatorBankId[]];

/**
 * Why a bank or card refuses a payment, as Paystack's `gateway_response` words it. The key is
 * what Decline sends; the sentence is what verify, the webhook and the pop-up's callback carry.
 */
export const SIMULATOR_DECLINE_REASONS = {
  insufficient_funds: 'Declined: insufficient funds',
  do_not_honour: 'Declined: do not honour',
  limit_exceeded: 'Declined: transaction limit exceeded',
  incorrect_pin: 'Declined: incorrect PIN',
  expired_card: 'Declined: expired card',
} as const;
export type SimulatorDeclineReason = keyof typeof SIMULATOR_DECLINE_REASONS;
const reasonKeys = Object.keys(SIMULATOR_DECLINE_REASONS) as [SimulatorDeclineReason, ...SimulatorDeclineReason[]];

/** What a Decline with no reason stores: Paystack's plain word for a refused charge. */
export const SIMULATOR_PLAIN_DECLINE = 'Declined';

/** Paystack's transfer accounts stop taking money 30 minutes after they are given out. */
export const SIMULATOR_TRANSFER_MINUTES = 30;

/** The simulator's one-time code for "pay with bank": test mode says it in the pop-up. */
export const SIMULATOR_BANK_OTP = '123456';

export const simulatorMessages = {
  alreadyPaid: 'This payment is already paid.',
  alreadyDeclined: 'This payment was declined. Start a new payment to try again.',
  alreadyReversed: 'This payment was refunded.',
  onItsWay: 'The money for this payment is already on its way by bank transfer or USSD.',
  noTransfer: 'No bank transfer was started for this payment. Choose bank transfer in the pop-up first.',
  noUssd: 'No USSD payment was started for this payment. Choose USSD in the pop-up first.',
  nothingInFlight: 'No bank transfer or USSD payment is on its way for this payment.',
  transferExpired:
    'This transfer account has expired (they last 30 minutes). Choose bank transfer again for a new one.',
  channelOff: (channel: string) => `The ${channel} channel is not offered here (PAYMENT_CHANNELS).`,
} as const;

const objectBody = { error: 'The request body must be a JSON object.' };
const channelField = z.enum(['card', 'bank'], { error: "channel must be 'card' or 'bank'." }).optional();

/** POST .../pay: Pay (card) or the approve step (bank). */
export const simulatorPayRequestSchema = z.object({ channel: channelField }, objectBody);

/** POST .../decline: the card or bank refuses, for one of the fixed reasons. */
export const simulatorDeclineRequestSchema = z.object(
  {
    channel: channelField,
    reason: z.enum(reasonKeys, { error: `reason must be one of: ${reasonKeys.join(', ')}.` }).optional(),
  },
  objectBody,
);

/** POST .../ussd: the buyer's bank, whose USSD prefix the dial code starts with. */
export const simulatorUssdRequestSchema = z.object(
  { bank: z.enum(bankIds, { error: `bank must be one of: ${bankIds.join(', ')}.` }) },
  objectBody,
);

const paymentChannelSchema = z.enum(PAYMENT_CHANNELS);

/** GET .../{reference}: the transaction as the simulator knows it. */
export const simulatedTransactionSchema = z.object({
  reference: z.string(),
  /** pending (nothing chosen), ongoing (a transfer or USSD payment in flight), success, failed, reversed. */
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  email: z.string(),
  channel: paymentChannelSchema.nullable(),
  /** Paystack's words on the outcome, e.g. 'Declined: insufficient funds'. */
  gatewayResponse: z.string().nullable(),
  /** When an ongoing transfer or USSD payment arrives (or when a payment arrived). */
  settlesAt: z.string().nullable(),
});

/** Pay, Decline and arrive. */
export const simulatorOutcomeSchema = z.object({
  reference: z.string(),
  status: z.string(),
  gatewayResponse: z.string().nullable(),
});

/** POST .../transfer: the account to send the exact amount to, and until when it takes money. */
export const simulatorTransferSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string().regex(/^\d{10}$/),
  accountName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
});

/** POST .../ussd: the code to dial for this payment. */
export const simulatorUssdSchema = z.object({ bankName: z.string(), dialCode: z.string(), amount: z.number().int() });

/** POST .../transfer-sent and .../ussd-dialled: when the money will arrive. */
export const simulatorInFlightSchema = z.object({
  reference: z.string(),
  status: z.string(),
  settlesAt: z.string(),
});
