import type { Ticket } from '@storefront/contracts/api';

export const SAMPLE_REFERENCE = 'OWB-abcdefghijklmnopqrstuvwx';

/** An issued gift ticket for event 1 (2 × NGN 3,000), as the API serves it; override what a test is about. */
export function sampleTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticketId: 'TICKET-1767225600000-a1b2c3d4',
    transactionReference: SAMPLE_REFERENCE,
    eventId: '1',
    eventTitle: 'Davido Live In Concert',
    eventDate: '2027-04-18T00:00:00.000Z',
    venue: 'State Farm Arena',
    city: 'Atlanta',
    timeZone: 'America/New_York',
    eventEndDate: '2027-04-18T04:30:00.000Z',
    venueAddress: 'State Farm Arena, 1 State Farm Drive, Atlanta, Georgia 30303',
    ticketHolder: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
    isGift: true,
    recipient: { firstName: 'Bola', lastName: 'Ade', email: 'bola@example.com' },
    ticketQuantity: 2,
    lines: [{ name: 'Regular', quantity: 2, admits: 1, unitPrice: 3000 }],
    totalPrice: 6000,
    seats: [],
    status: 'unused',
    verificationToken: 'tok',
    // The QR's short link (architecture.md §11): the reference in capitals and its MAC.
    verifyUrl: 'HTTP://LOCALHOST/T/ABCDEFGHIJKLMNOPQRSTUVWXJWEGGX2DX41K',
    manualCode: 'K7QM2XD4',
    admitted: 0,
    // Just issued: the ticket email is still in the outbox.
    emailDelivery: 'sending',
    cancelReason: null,
    ...overrides,
  };
}
