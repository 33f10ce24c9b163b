import { describe, expect, it } from 'vitest';
import { sampleOrder } from './order-fixture.ts';
import { newOrderKey, ORDER_DEFAULTS, parseOrderState, typedValue } from './order-state.ts';

const full = sampleOrder();

describe('parseOrderState', () => {
  it('keeps a complete order as it is', () => {
    expect(parseOrderState(full)).toEqual(full);
  });

  it("fills in the spec's defaults for absent fields", () => {
    expect(parseOrderState({ id: '4' })).toEqual({
      id: '4',
      orderKey: '',
      eventTitle: '',
      eventOwner: '',
      firstName: 'Guest',
      lastName: '',
      email: 'No email provided',
      phoneNumber: 'No phone provided',
      ticketQuantity: 1,
      totalPrice: 0,
      isGift: false,
      recipientFirstName: '',
      recipientLastName: '',
      recipientEmail: '',
      ticketFileName: '',
      ticketFileType: '',
      ticketFileSize: '',
    });
  });

  it('treats blank text and fields of the wrong type as absent', () => {
    const order = parseOrderState({
      id: ' 2 ',
      firstName: '   ',
      email: 42,
      phoneNumber: null,
      ticketQuantity: 0,
      totalPrice: -5,
      isGift: 'yes',
      lastName: ['x'],
    });
    expect(order).toMatchObject({
      id: '2',
      firstName: ORDER_DEFAULTS.firstName,
      email: ORDER_DEFAULTS.email,
      phoneNumber: ORDER_DEFAULTS.phoneNumber,
      ticketQuantity: 1,
      totalPrice: 0,
      isGift: false,
      lastName: '',
    });
    expect(parseOrderState({ id: '1', ticketQuantity: 2.5 })?.ticketQuantity).toBe(1);
    expect(parseOrderState({ id: '1', totalPrice: Number.NaN })?.totalPrice).toBe(0);
  });

  it('trims text and cuts what is far too long', () => {
    const order = parseOrderState({ id: '1', firstName: '  Ada  ', lastName: 'x'.repeat(500) });
    expect(order?.firstName).toBe('Ada');
    expect(order?.lastName).toHaveLength(200);
  });

  it('ignores fields that are not part of the order', () => {
    const order = parseOrderState({ ...full, amount: 1, __proto__: { evil: true } });
    expect(Object.keys(order ?? {}).sort()).toEqual(Object.keys(full).sort());
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'order'],
    ['an array', [full]],
    ['no id', { ...full, id: undefined }],
    ['an empty id', { ...full, id: '  ' }],
    ['a numeric id', { ...full, id: 1 }],
    ['the login redirect itself', { from: '/order-summary/1' }],
  ])('returns null for %s', (_, value) => {
    expect(parseOrderState(value)).toBeNull();
  });
});

describe('typedValue', () => {
  it('turns a display default back into an empty field', () => {
    expect(typedValue('Guest', ORDER_DEFAULTS.firstName)).toBe('');
    expect(typedValue('Ada', ORDER_DEFAULTS.firstName)).toBe('Ada');
  });
});

describe('the order key', () => {
  it('keeps a well-formed key from history and drops anything else', () => {
    const key = newOrderKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newOrderKey()).not.toBe(key);
    expect(parseOrderState({ id: '1', orderKey: key })?.orderKey).toBe(key);
    expect(parseOrderState({ id: '1', orderKey: 'short' })?.orderKey).toBe('');
    expect(parseOrderState({ id: '1', orderKey: '<script>alert(1)</script>' })?.orderKey).toBe('');
  });
});

describe('parseOrderState with tiers', () => {
  it('keeps well-formed lines, makes the quantity their sum, and keeps the access code', () => {
    const order = parseOrderState({
      id: '5',
      ticketQuantity: 99,
      accessCode: ' CREW5 ',
      lines: [
        { ticketTypeId: '5-regular', name: 'Regular', quantity: 2, unitPrice: 2500, admits: 1 },
        { ticketTypeId: '5-vip', name: 'VIP', quantity: 0, unitPrice: 20000, admits: 1 },
        { ticketTypeId: '', quantity: 3 },
        'junk',
        { ticketTypeId: '5-table', name: 'Table for 10', quantity: 1, unitPrice: -1, admits: 'ten' },
      ],
    });
    expect(order?.lines).toEqual([
      { ticketTypeId: '5-regular', name: 'Regular', quantity: 2, unitPrice: 2500, admits: 1 },
      { ticketTypeId: '5-table', name: 'Table for 10', quantity: 1, unitPrice: 0, admits: 1 },
    ]);
    expect(order?.ticketQuantity).toBe(3);
    expect(order?.accessCode).toBe('CREW5');
  });

  it('reads a state saved before tiers as a one-tier order, without lines', () => {
    const order = parseOrderState({ id: '1', ticketQuantity: 2, lines: 'nope' });
    expect(order).not.toHaveProperty('lines');
    expect(order).not.toHaveProperty('accessCode');
    expect(order?.ticketQuantity).toBe(2);
  });

  it("keeps the chosen date's id (decision 50), and drops one no date could have", () => {
    expect(parseOrderState(sampleOrder({ id: '3', showtimeId: '3-2' }))?.showtimeId).toBe('3-2');
    expect(parseOrderState({ ...full, showtimeId: '3 2; drop' })).not.toHaveProperty('showtimeId');
    expect(parseOrderState({ ...full, showtimeId: 32 })).not.toHaveProperty('showtimeId');
    expect(parseOrderState({ ...full, showtimeId: 'x'.repeat(65) })).not.toHaveProperty('showtimeId');
    expect(parseOrderState(full)).not.toHaveProperty('showtimeId');
  });
});
