import type { Migration } from 'kysely';
import * as m001 from './001-events.ts';
import * as m002 from './002-accounts.ts';
import * as m003 from './003-orders.ts';
import * as m004 from './004-email-verification.ts';
import * as m005 from './005-outbox-delivery.ts';
import * as m006 from './006-staff.ts';
import * as m007 from './007-support-tickets.ts';
import * as m008 from './008-newsletter-and-inquiries.ts';
import * as m009 from './009-admin.ts';
import * as m010 from './010-event-admin.ts';
import * as m011 from './011-support-threads.ts';
import * as m012 from './012-refunds-and-order-emails.ts';
import * as m013 from './013-events-revision.ts';
import * as m014 from './014-checkout-limits.ts';
import * as m015 from './015-simulated-payment-channels.ts';
import * as m016 from './016-reconciliation.ts';
import * as m017 from './017-door.ts';
import * as m018 from './018-support-reference.ts';
import * as m019 from './019-list-unsubscribe.ts';
import * as m020 from './020-event-end-and-address.ts';
import * as m021 from './021-ticket-tiers.ts';
import * as m022 from './022-promo-codes.ts';
import * as m023 from './023-waitlist.ts';
import * as m024 from './024-organizers.ts';
import * as m025 from './025-organizer-profile.ts';
import * as m026 from './026-ticket-read-indexes.ts';
import * as m027 from './027-order-write-indexes.ts';
import * as m028 from './028-tier-stock-check.ts';
import * as m029 from './029-gift-email-index.ts';
import * as m030 from './030-event-hold-expiry-index.ts';
import * as m031 from './031-refund-reason.ts';
import * as m032 from './032-buyer-details.ts';
import * as m033 from './033-showtimes.ts';
import * as m034 from './034-seat-plans.ts';
import * as m035 from './035-waitlist-by-date.ts';
import * as m036 from './036-waiting-rooms.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the same code runs
 * under tsx, Vitest and a bundle. Add a new file and a line here; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '001-events': m001,
  '002-accounts': m002,
  '003-orders': m003,
  '004-email-verification': m004,
  '005-outbox-delivery': m005,
  '006-staff': m006,
  '007-support-tickets': m007,
  '008-newsletter-and-inquiries': m008,
  '009-admin': m009,
  '010-event-admin': m010,
  '011-support-threads': m011,
  '012-refunds-and-order-emails': m012,
  '013-events-revision': m013,
  '014-checkout-limits': m014,
  '015-simulated-payment-channels': m015,
  '016-reconciliation': m016,
  '017-door': m017,
  '018-support-reference': m018,
  '019-list-unsubscribe': m019,
  '020-event-end-and-address': m020,
  '021-ticket-tiers': m021,
  '022-promo-codes': m022,
  '023-waitlist': m023,
  '024-organizers': m024,
  '025-organizer-profile': m025,
  '026-ticket-read-indexes': m026,
  '027-order-write-indexes': m027,
  '028-tier-stock-check': m028,
  '029-gift-email-index': m029,
  '030-event-hold-expiry-index': m030,
  '031-refund-reason': m031,
  '032-buyer-details': m032,
  '033-showtimes': m033,
  '034-seat-plans': m034,
  '035-waitlist-by-date': m035,
  '036-waiting-rooms': m036,
};
