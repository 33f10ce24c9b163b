import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, createSignedInStaff } from '../../../../test/admin-helpers.ts';
import { adminPost, orderIdOf } from '../../../../test/admin-sales-helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../../test/auth-helpers.ts';
import { remainingSeats, startOrder } from '../../../../test/checkout-helpers.ts';
import { buyTicket, checkIn } from '../../../../test/door-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { salesDashboard } from './sales-dashboard.ts';

// A Wednesday, 13:00 in Lagos: its week began on Monday 11 March (23:00 UTC on the 10th).
const NOW = new Date('2030-03-13T12:00:00.000Z');

let t: TestApp;
let admin: SignedInUser;
let buyer: SignedInUser;

/** Buys through the simulator, then dates the payment `paidAt`: the dashboard reads paid_at. */
async function sale(eventId: string, quantity: number, paidAt: string) {
  const ticket = await buyTicket(t.app, buyer, { eventId, ticketQuantity: quantity });
  await t.database.db
    .updateTable('orders')
    .set({ paid_at: paidAt })
    .where('reference', '=', ticket.transactionReference)
    .execute();
  return ticket;
}

beforeAll(async () => {
  t = await createTestApp({}, { capacity: 100 });
  admin = await createSignedInAdmin(t.app);
  buyer = await createSignedInUser(t.app);
  const staff = await createSignedInStaff(t.app);

  const a = await sale('1', 2, '2030-03-13T09:00:00.000Z'); // today
  await sale('1', 1, '2030-03-12T23:30:00.000Z'); // 00:30 today in Lagos
  await sale('2', 1, '2030-03-12T22:30:00.000Z'); // 23:30 yesterday in Lagos: this week
  await sale('2', 3, '2030-03-10T12:00:00.000Z'); // Sunday: last week
  await sale('3', 1, '2029-12-01T12:00:00.000Z'); // long ago: all time only
  const refunded = await sale('1', 1, '2030-03-13T10:00:00.000Z');
  expect(
    (await adminPost(t.app, admin, `/api/admin/orders/${await orderIdOf(t.app, refunded.transactionReference)}/refund`))
      .statusCode,
  ).toBe(200);
  await startOrder(t.app, buyer, { eventId: '2', ticketQuantity: 2 }); // a hold, not paid
  expect((await checkIn(t.app, staff.headers, a.verifyUrl)).json().result).toBe('admitted');
});
afterAll(() => t.close());

describe('the sales dashboard', () => {
  it('counts today, this week and all time by the Lagos clock, from paid orders only', async () => {
    const dashboard = await salesDashboard(t.database.db, NOW);
    expect(dashboard.timeZone).toBe('Africa/Lagos');
    expect(dashboard.today).toEqual({ orders: 2, ticketsSold: 3, revenue: 9000 });
    expect(dashboard.thisWeek).toEqual({ orders: 3, ticketsSold: 4, revenue: 11000 });
    expect(dashboard.allTime).toEqual({ orders: 5, ticketsSold: 8, revenue: 18500 });
    expect(dashboard.refunded).toEqual({ orders: 1, amount: 3000 });
  });

  it('gives each event its sales, seats held and left, and check-ins', async () => {
    const dashboard = await salesDashboard(t.database.db, NOW);
    const [first, second, third, fourth] = dashboard.events;
    expect(first).toMatchObject({
      eventId: '1',
      // The venue's zone and city, so the screen writes the start on its clock (architecture.md §15.1).
      timeZone: 'America/New_York',
      city: 'Atlanta',
      capacity: 100,
      ticketsSold: 3,
      revenue: 9000,
      seatsHeld: 0,
      seatsLeft: 97,
      // One scan of the 2-person ticket: one person in.
      checkedIn: 1,
    });
    expect(second).toMatchObject({
      eventId: '2',
      ticketsSold: 4,
      revenue: 8000,
      seatsHeld: 2,
      seatsLeft: 94,
      checkedIn: 0,
    });
    expect(third).toMatchObject({ eventId: '3', ticketsSold: 1, revenue: 1500, seatsLeft: 99 });
    expect(fourth).toMatchObject({ eventId: '4', ticketsSold: 0, revenue: 0, seatsHeld: 0, seatsLeft: 100 });
    expect(dashboard.events).toHaveLength(9);
    expect(dashboard.seatsHeld).toBe(2);
    expect(dashboard.seatsLeft).toBe(900 - 8 - 2);
    expect(dashboard.checkedIn).toBe(1);
    // The counter the checkout keeps agrees with the orders.
    expect(await remainingSeats(t.app, '1')).toBe(97);
    expect(await remainingSeats(t.app, '2')).toBe(94);
  });

  it('charts the last 30 Lagos days, oldest first, days without sales included', async () => {
    const { days } = await salesDashboard(t.database.db, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2030-02-12');
    expect(days.at(-1)).toEqual({ date: '2030-03-13', ticketsSold: 3, revenue: 9000 });
    expect(days.at(-2)).toEqual({ date: '2030-03-12', ticketsSold: 1, revenue: 2000 });
    expect(days.at(-3)).toEqual({ date: '2030-03-11', ticketsSold: 0, revenue: 0 });
    expect(days.at(-4)).toEqual({ date: '2030-03-10', ticketsSold: 3, revenue: 6000 });
    expect(days.reduce((sum, day) => sum + day.ticketsSold, 0)).toBe(7);
  });

  it('reads the orders, not the seat counter: a drifted counter does not move the figures', async () => {
    await t.database.db.updateTable('events').set({ remaining: 0 }).where('id', '=', '4').execute();
    const dashboard = await salesDashboard(t.database.db, NOW);
    expect(dashboard.events.find((e) => e.eventId === '4')?.seatsLeft).toBe(100);
    await t.database.db.updateTable('events').set({ remaining: 100 }).where('id', '=', '4').execute();
  });

  it('GET /api/admin/dashboard answers the same shape for an admin, and refuses everyone else', async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.allTime).toEqual({ orders: 5, ticketsSold: 8, revenue: 18500 });
    expect(body.days).toHaveLength(30);
    expect(body.events).toHaveLength(9);
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: buyer.headers })).statusCode).toBe(403);
  });
});
