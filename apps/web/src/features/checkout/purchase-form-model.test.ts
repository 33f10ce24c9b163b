import { describe, expect, it } from 'vitest';
import { makeEvent } from '../catalog/test-events.ts';
import { parseOrderState } from './order-state.ts';
import {
  buildOrderState,
  clampQuantity,
  INVALID_PHONE,
  initialValues,
  maxQuantity,
  type PurchaseValues,
  validatePurchase,
} from './purchase-form-model.ts';

const valid: PurchaseValues = {
  firstName: 'Ada',
  lastName: '',
  email: 'ada@example.com',
  country: 'NG',
  phone: '0803 123 4567',
  quantity: 2,
  isGift: false,
  recipientFirstName: '',
  recipientLastName: '',
  recipientEmail: '',
};

describe('validatePurchase', () => {
  it.each(['a@x.io,b@y.org', 'a@x.io;b@y.org', 'a@x.io b@y.org', '<a@x.io>', 'a@x.io?bcc=b@y.org'])(
    'refuses a list or a header trick (%j) as the buyer’s or the gift recipient’s email',
    (email) => {
      expect(validatePurchase({ ...valid, email }).fields.email).toBe('Please enter a valid email address.');
      const gift = validatePurchase({ ...valid, isGift: true, recipientEmail: email });
      expect(gift.fields.recipientEmail).toBe('Please enter a valid email address.');
    },
  );

  it('accepts first name, email and phone; last name and recipient are optional even for a gift', () => {
    expect(validatePurchase(valid)).toEqual({ form: null, fields: {} });
    expect(validatePurchase({ ...valid, isGift: true })).toEqual({ form: null, fields: {} });
  });

  it.each([
    ['firstName', 'First name is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone number is required.'],
  ] as const)("says 'Please fill in all required fields.' when %s is empty", (field, message) => {
    const errors = validatePurchase({ ...valid, [field]: '   ' });
    expect(errors.form).toBe('Please fill in all required fields.');
    expect(errors.fields).toEqual({ [field]: message });
  });

  it('checks the email pattern', () => {
    expect(validatePurchase({ ...valid, email: 'ada@example' })).toEqual({
      form: null,
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('checks the phone number for the chosen country', () => {
    expect(validatePurchase({ ...valid, phone: '12345' }).fields).toEqual({ phone: INVALID_PHONE });
    expect(validatePurchase({ ...valid, country: 'US', phone: '202 555 0123' }).fields).toEqual({});
  });

  it('checks a recipient email only when given, and only for a gift', () => {
    expect(validatePurchase({ ...valid, isGift: true, recipientEmail: 'bola' }).fields).toEqual({
      recipientEmail: 'Please enter a valid email address.',
    });
    expect(validatePurchase({ ...valid, isGift: false, recipientEmail: 'bola' }).fields).toEqual({});
  });
});

describe('quantity', () => {
  it('is at least 1 and at most the cap', () => {
    expect(clampQuantity(0, 20)).toBe(1);
    expect(clampQuantity(-3, 20)).toBe(1);
    expect(clampQuantity(Number.NaN, 20)).toBe(1);
    expect(clampQuantity(5, 20)).toBe(5);
    expect(clampQuantity(25, 20)).toBe(20);
  });

  it('is capped by the seats left and by the per-order limit', () => {
    expect(maxQuantity({ remaining: 500, maxPerOrder: 10 })).toBe(10);
    expect(maxQuantity({ remaining: 7, maxPerOrder: 10 })).toBe(7);
    expect(maxQuantity({ remaining: 0, maxPerOrder: 10 })).toBe(0);
  });
});

describe('buildOrderState', () => {
  const event = makeEvent({ id: '1', basePrice: 3000 });

  it('has exactly the product.md §3.3 fields, with the phone in E.164 and the total', () => {
    const order = buildOrderState({ ...valid, lastName: ' Obi ' }, event);
    expect(order).toEqual({
      id: '1',
      orderKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      eventTitle: 'Davido Live In Concert',
      eventOwner: 'Davido',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
      ticketQuantity: 2,
      totalPrice: 6000,
      isGift: false,
      recipientFirstName: '',
      recipientLastName: '',
      recipientEmail: '',
      ticketFileName: 'ticket.png',
      ticketFileType: 'PNG',
      ticketFileSize: '1.2 MB',
    });
    expect(parseOrderState(order)).toEqual(order);
  });

  it('keeps the recipient only for a gift', () => {
    const gift = { ...valid, recipientFirstName: 'Bola', recipientEmail: 'bola@example.com' };
    expect(buildOrderState({ ...gift, isGift: true }, event)).toMatchObject({
      isGift: true,
      recipientFirstName: 'Bola',
      recipientEmail: 'bola@example.com',
    });
    expect(buildOrderState(gift, event)).toMatchObject({ isGift: false, recipientFirstName: '', recipientEmail: '' });
  });
});

describe('initialValues', () => {
  it('starts empty at +234 with one ticket, with the signed-in email', () => {
    expect(initialValues(null, 'me@example.com', 20)).toMatchObject({
      firstName: '',
      email: 'me@example.com',
      country: 'NG',
      phone: '',
      quantity: 1,
      isGift: false,
    });
  });

  it('restores an order coming back, but never the display defaults', () => {
    const back = parseOrderState({ id: '1', phoneNumber: '+12025550123', ticketQuantity: 30, isGift: true });
    expect(initialValues(back, 'me@example.com', 20)).toMatchObject({
      firstName: '',
      email: 'me@example.com',
      country: 'US',
      phone: '2025550123',
      quantity: 20,
      isGift: true,
    });
  });
});
