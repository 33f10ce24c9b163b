/**
 * What the checkout needs from a card-payment provider (architecture.md §9). Two implementations:
 * the offline simulator (default) and Paystack. Both speak in kobo (amount × 100) and in the
 * provider's own words for a transaction's status.
 */
export interface InitializeInput {
  /** Our order reference; the provider keeps it as the transaction reference. */
  reference: string;
  email: string;
  amountKobo: number;
  currency: 'NGN';
  /** The split code: an organizer's subaccount, or the platform event's own; null when none. */
  subaccount: string | null;
  /**
   * For an organizer's subaccount (decision 31): the platform's commission as a flat charge in
   * kobo (Paystack's `transaction_charge`) and who bears the provider's fee (`bearer`).
   * Absent: the subaccount's own percentage applies (a platform event's split code).
   */
  split?: { transactionChargeKobo: number; bearer: FeeBearer } | undefined;
  metadata: { eventTitle: string; ticketQuantity: number; customerName: string };
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** Paystack's transaction statuses; only 'success' means the money was taken. */
export type ProviderStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'pending'
  | 'reversed'
  | 'ongoing'
  | 'processing'
  | 'queued';

/** Who bears the provider's fee on a split payment: the platform ('account') or the organizer ('subaccount'). */
export type FeeBearer = 'account' | 'subaccount';

/** How a paid transaction was divided, as the provider reported it (Paystack's `fees`, `fees_split`). */
export interface ReportedSplit {
  /** The provider's fee, in kobo. */
  feeKobo: number;
  /** What the subaccount (the organizer) received, in kobo; null when the provider did not say. */
  subaccountKobo: number | null;
}

/**
 * The split as Paystack reports it on a paid transaction, in its verify answer and in its
 * `charge.success` webhook alike: `fees`, and `fees_split.subaccount` when it said. Nothing
 * without a fee (not paid yet, or a provider that does not split).
 */
export function reportedSplit(data: {
  fees?: number | null | undefined;
  fees_split?: { subaccount?: number | null | undefined } | null | undefined;
}): { split?: ReportedSplit } {
  if (typeof data.fees !== 'number') return {};
  const subaccount = data.fees_split?.subaccount;
  return {
    split: {
      feeKobo: Math.round(data.fees),
      subaccountKobo: typeof subaccount === 'number' ? Math.round(subaccount) : null,
    },
  };
}

export interface VerifiedTransaction {
  reference: string;
  status: ProviderStatus | string;
  amountKobo: number;
  currency: string;
  /**
   * The provider's own words on the outcome when it gives them (Paystack's `gateway_response`),
   * e.g. 'Declined: insufficient funds' for a refused charge: what to tell a buyer whose payment failed.
   */
  reason?: string;
  /**
   * The channel the buyer chose in the pop-up, in Paystack's words ('card', 'bank_transfer',
   * 'ussd', 'bank'), when the provider reports one: the waiting page names a payment on its way by it.
   */
  channel?: string;
  /** The fee and the split, when the provider reported them (a paid transaction). */
  split?: ReportedSplit;
}

/** The provider did not answer usefully (network, timeout, 5xx, malformed answer). */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered that it does not know or refuses the request (a 4xx of its own). */
export class ProviderRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}

export interface RefundInput {
  /** Our order reference, which is the provider's transaction reference. */
  reference: string;
  /** The whole amount paid: refunds are always in full. */
  amountKobo: number;
  /** Why, in words the buyer may see (Paystack shows it to the customer). */
  customerNote: string;
  /** Why, for the merchant's own records at the provider (who asked). */
  merchantNote: string;
}

/**
 * The provider's word on a refund it accepted, in Paystack's terms: 'processed' means the money
 * went back (the simulator's refunds are instant); 'pending' or 'processing' mean it is on its way
 * (Paystack then announces `refund.processed` by webhook).
 */
export interface AcceptedRefund {
  status: 'pending' | 'processing' | 'processed' | string;
}

/** A bank payouts can be sent to. */
export interface PayoutBank {
  code: string;
  name: string;
}

export interface NewSubaccount {
  /** The organizer's name, as the provider's dashboard shows it. */
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The platform's commission when the subaccount is made, in percent (each payment sends its own charge). */
  percentageCharge: number;
}

export interface PaymentProvider {
  readonly name: 'simulator' | 'paystack';
  /** Throws ProviderUnavailableError or ProviderRejectedError. */
  initialize(input: InitializeInput): Promise<InitializedTransaction>;
  /** Throws ProviderUnavailableError, or ProviderRejectedError for an unknown reference. */
  verify(reference: string): Promise<VerifiedTransaction>;
  /**
   * Gives the whole payment of a transaction back. Throws ProviderUnavailableError (no useful
   * answer: the refund may or may not exist) or ProviderRejectedError (refused, e.g. already refunded).
   */
  refund(input: RefundInput): Promise<AcceptedRefund>;
  /** The banks payouts can go to (Nigeria, NGN). Throws ProviderUnavailableError. */
  listBanks(): Promise<PayoutBank[]>;
  /**
   * The holder's name of an account. Throws ProviderRejectedError when the provider cannot
   * resolve it (unknown bank, no such account), ProviderUnavailableError otherwise.
   */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }>;
  /** Creates a subaccount payouts go to. Throws ProviderRejectedError or ProviderUnavailableError. */
  createSubaccount(input: NewSubaccount): Promise<{ subaccountCode: string }>;
  /** The key webhooks are signed with (HMAC-SHA512 of the raw body, `x-paystack-signature`). */
  readonly webhookSecret: string;
}
