import { describe, expect, it } from 'vitest';
import {
  adminEventProblems,
  eventDateParts,
  formStartsAt,
  isTimeZone,
  adminEventMessages as m,
  readPrice,
} from './admin-events.ts';

const valid = {
  title: 'Tems',
  artistName: 'Tems',
  eventOwner: '',
  category: 'Concert',
  description: 'One night.',
  about: 'All the songs.',
  venue: 'Eko Convention Centre',
  city: 'Lagos',
  timeZone: 'Africa/Lagos',
  startDate: '2031-03-14',
  startTime: '19:30',
  endDate: '2031-03-14',
  endTime: '22:30',
  street: '',
  region: '',
  postalCode: '',
  countryCode: 'NG',
  basePrice: 25000,
  capacity: 0,
  maxPerOrder: 10,
  maxPerAccount: 20,
  doorsOpenMinutes: 180,
  subaccountCode: '',
  status: 'draft',
};

describe('the event form rules', () => {
  it('find nothing wrong with a complete form (capacity 0 is allowed: nothing on sale yet)', () => {
    expect(adminEventProblems(valid)).toEqual({});
  });

  it('name each field that is wrong, with its sentence', () => {
    expect(
      adminEventProblems({ ...valid, title: ' ', basePrice: Number.NaN, capacity: 2.5, subaccountCode: 'ACCT_' }),
    ).toEqual({ title: m.title, basePrice: m.basePrice, capacity: m.capacity, subaccountCode: m.subaccountCode });
    expect(adminEventProblems({ ...valid, startDate: '2031-02-29' })).toEqual({ startDate: m.noSuchDate });
    expect(adminEventProblems({ ...valid, startTime: '24:00' })).toEqual({ startTime: m.startTime });
  });

  it('take an end after the start, within a week, read at the venue', () => {
    expect(adminEventProblems({ ...valid, endDate: '2031-03-15', endTime: '01:00' })).toEqual({});
    expect(adminEventProblems({ ...valid, endTime: '19:30' })).toEqual({ endTime: m.endNotAfterStart });
    expect(adminEventProblems({ ...valid, endDate: '2031-03-22', endTime: '19:31' })).toEqual({
      endDate: m.endTooLate,
    });
    expect(adminEventProblems({ ...valid, endDate: '2031-02-30' })).toEqual({ endDate: m.noSuchDate });
    expect(adminEventProblems({ ...valid, endDate: '' })).toEqual({ endDate: m.endDate });
    expect(adminEventProblems({ ...valid, countryCode: 'ng' })).toEqual({ countryCode: m.countryCode });
    expect(adminEventProblems({ ...valid, postalCode: 'SE10 0DX', region: 'Greater London' })).toEqual({});
    expect(adminEventProblems({ ...valid, street: 'Main\u202EStreet' })).toEqual({
      street: m.hiddenCharacters('street address'),
    });
  });

  it('read a price typed as text the way rules/naira-input.ts does, each problem with its own sentence', () => {
    for (const basePrice of ['25,000', '25 000', 'NGN 25,000', '25000']) {
      expect(adminEventProblems({ ...valid, basePrice })).toEqual({});
    }
    expect(readPrice('NGN 25,000')).toEqual({ naira: 25000 });
    expect(readPrice(25000)).toEqual({ naira: 25000 });
    expect(adminEventProblems({ ...valid, basePrice: '' })).toEqual({ basePrice: m.basePrice });
    expect(adminEventProblems({ ...valid, basePrice: '10,000,001' })).toEqual({ basePrice: m.basePrice });
    expect(adminEventProblems({ ...valid, basePrice: '25.000' })).toEqual({ basePrice: m.priceTyped.ambiguous });
    expect(adminEventProblems({ ...valid, basePrice: '2,50,000' })).toEqual({ basePrice: m.priceTyped.grouping });
    expect(adminEventProblems({ ...valid, basePrice: '25,000.50' })).toEqual({ basePrice: m.priceTyped.kobo });
    expect(adminEventProblems({ ...valid, basePrice: 'free' })).toEqual({ basePrice: m.priceTyped.unreadable });
  });

  it('take whole limits per buyer, per order up to 50, per account up to 1,000 and never below per order', () => {
    expect(adminEventProblems({ ...valid, maxPerOrder: 1, maxPerAccount: 1 })).toEqual({});
    expect(adminEventProblems({ ...valid, maxPerOrder: 50, maxPerAccount: 1000 })).toEqual({});
    for (const maxPerOrder of [0, 51, 2.5, Number.NaN, '5', undefined]) {
      expect(adminEventProblems({ ...valid, maxPerOrder })).toEqual({ maxPerOrder: m.maxPerOrder });
    }
    for (const maxPerAccount of [0, 1001, 20.5, Number.NaN, 'twenty']) {
      expect(adminEventProblems({ ...valid, maxPerAccount })).toEqual({ maxPerAccount: m.maxPerAccount });
    }
    expect(adminEventProblems({ ...valid, maxPerOrder: 12, maxPerAccount: 11 })).toEqual({
      maxPerAccount: m.accountBelowOrder,
    });
    // A per-order value that is itself wrong is the one problem reported.
    expect(adminEventProblems({ ...valid, maxPerOrder: 60, maxPerAccount: 11 })).toEqual({
      maxPerOrder: m.maxPerOrder,
    });
  });

  it('refuse control and text-direction characters, and allow line breaks in the About text only', () => {
    expect(adminEventProblems({ ...valid, title: 'Tems\u202E', city: 'La\ngos', eventOwner: '\u2067x' })).toEqual({
      title: m.hiddenCharacters('title'),
      city: m.hiddenCharacters('city'),
      eventOwner: m.hiddenCharacters('organizer'),
    });
    expect(adminEventProblems({ ...valid, about: 'Line one.\r\n\tLine two.', title: 'Beyoncé 👩‍🎤' })).toEqual({});
  });

  it('take IANA zone names only', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it("store the date as the catalogue does and start it at the venue's local time", () => {
    expect(eventDateParts('2031-03-04', '19:30', 'Africa/Lagos')).toEqual({
      month: 'MAR',
      date: '4',
      year: '2031',
      time: '19:30',
      timeZone: 'Africa/Lagos',
    });
    expect(formStartsAt({ startDate: '2031-03-04', startTime: '19:30', timeZone: 'Africa/Lagos' })?.toISOString()).toBe(
      '2031-03-04T18:30:00.000Z',
    );
    expect(formStartsAt({ startDate: '2031-13-01', startTime: '19:30', timeZone: 'Africa/Lagos' })).toBeNull();
  });

  it("take the doors' opening as whole minutes before the start, from 0 to a day", () => {
    for (const doorsOpenMinutes of [0, 45, 1440])
      expect(adminEventProblems({ ...valid, doorsOpenMinutes })).toEqual({});
    for (const doorsOpenMinutes of [-1, 1441, 2.5, '60', undefined]) {
      expect(adminEventProblems({ ...valid, doorsOpenMinutes })).toEqual({ doorsOpenMinutes: m.doorsOpenMinutes });
    }
  });
});
