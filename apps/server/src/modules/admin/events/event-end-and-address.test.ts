import { adminEventMessages as m } from '@storefront/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, formOf, saveEvent } from '../../../../test/admin-event-helpers.ts';
import { createSignedInAdmin } from '../../../../test/admin-helpers.ts';
import type { SignedInUser } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// Decision 27: the back office sets an event's end (at the venue's clock) and its address.

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t.app);
});
afterAll(() => t.close());

const address = {
  street: '1 Water Corporation Drive, Victoria Island',
  region: 'Lagos',
  postalCode: '101241',
  countryCode: 'NG',
};

describe("an event's end and address in the back office", () => {
  it('stores the end read at the venue clock (past midnight too) and the address; the public event shows both', async () => {
    const res = await createEvent(t.app, admin, { endDate: '2031-03-15', endTime: '00:30', ...address });
    expect(res.statusCode).toBe(201);
    const { event } = res.json();
    // Lagos is UTC+1: 19:30 to 00:30 the next morning is 18:30Z to 23:30Z.
    expect(event).toMatchObject({
      startsAt: '2031-03-14T18:30:00.000Z',
      endsAt: '2031-03-14T23:30:00.000Z',
      endDate: '2031-03-15',
      endTime: '00:30',
      ...address,
    });
    const { preview } = (await t.app.inject({ url: `/api/admin/events/${event.id}`, headers: admin.headers })).json();
    expect(preview).toMatchObject({ endsAt: '2031-03-14T23:30:00.000Z', ...address });
    expect(preview.onSaleAt).toEqual(expect.any(String));
  });

  it('a new event sent without an end runs 3 hours; a save without one keeps its length as the start moves', async () => {
    const { event } = (await createEvent(t.app, admin)).json();
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(3 * 3_600_000);
    const form = await formOf(t.app, admin, event.id);
    const saved = await saveEvent(t.app, admin, event.id, { ...form, startTime: '21:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().event).toMatchObject({ startTime: '21:00', endTime: '00:00', endDate: '2031-03-15' });
  });

  it('refuses an end not after the start, an end over a week later, and a bad postal or country code, each in a sentence', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: '2031-03-14', endTime: '19:30' }, m.endNotAfterStart],
      [{ endDate: '2031-03-14', endTime: '18:00' }, m.endNotAfterStart],
      [{ endDate: '2031-03-22', endTime: '20:00' }, m.endTooLate],
      [{ endDate: '14/03/2031', endTime: '22:00' }, m.endDate],
      [{ endDate: '2031-03-14', endTime: '25:00' }, m.endTime],
      [{ postalCode: '10124<1' }, m.postalCode],
      [{ countryCode: 'Nigeria' }, m.countryCode],
      [{ street: 'x'.repeat(161) }, m.streetLong],
    ];
    for (const [fields, message] of cases) {
      const res = await createEvent(t.app, admin, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
