import type { OrderState } from './order-state.ts';

/** A complete gift order for event 1 (2 × NGN 3,000), for tests; override what a test is about. */
export function sampleOrder(overrides: Partial<OrderState> = {}): OrderState {
  return {
    id: '1',
    orderKey: 'sample-order-key-0001',
    eventTitle: 'Davido Live In Concert',
    eventOwner: 'Davido',
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phoneNumber: '+2348031234567',
    ticketQuantity: 2,
    totalPrice: 6000,
    isGift: true,
    recipientFirstName: 'Bola',
    recipientLastName: 'Ade',
    recipientEmail: 'bola@example.com',
    ticketFileName: 'ticket.png',
    ticketFileType: 'PNG',
    ticketFileSize: '1.2 MB',
    ...overrides,
  };
}
