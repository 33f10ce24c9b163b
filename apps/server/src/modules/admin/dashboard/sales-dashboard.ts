import {
  BUSINESS_TIME_ZONE,
  type Dashboard,
  type MoneySplit,
  SALES_CHART_DAYS,
  type SalesDay,
} from '@storefront/contracts/messages';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  lastLocalDates,
  localDate,
  startOfDate,
  startOfLocalDay,
  startOfLocalWeek,
} from '../../../lib/business-time.ts';
import { platformScope, type Scope, scopedOrganizer } from '../../organizers/index.ts';

const n = (value: unknown) => Number(value ?? 0);

/** seats (quantity) of paid orders, conditionally: one scan gives every period's figures. */
const paidSince = (since: string) => ({
  orders: sql<number>`sum(case when paid_at >= ${since} then 1 else 0 end)`,
  seats: sql<number>`sum(case when paid_at >= ${since} then quantity else 0 end)`,
  money: sql<number>`sum(case when paid_at >= ${since} then amount else 0 end)`,
});

/** The per-event rows' own columns: selected, and grouped by (PostgreSQL wants every one named). */
const eventColumns = [
  'events.id',
  'events.title',
  'events.starts_at',
  'events.time_zone',
  'events.city',
  'events.status',
  'events.capacity',
  'events.sort_order',
] as const;

/**
 * Orders of the scope's events only (decision 31): `orders.event_id in (their events)`. The platform
 * sees every order. Used on every orders query below, so an organizer's figures are theirs alone.
 */
export function ordersInScope(scope: Scope) {
  const organizerId = scopedOrganizer(scope);
  return <T>(query: T & { where: (...args: never[]) => T }): T => {
    if (organizerId === null) return query;
    return (
      query as unknown as {
        where(lhs: 'orders.event_id', op: 'in', rhs: (eb: ExpressionBuilder<Database, 'orders'>) => unknown): T;
      }
    ).where('orders.event_id', 'in', (eb) =>
      eb.selectFrom('events').select('events.id').where('events.organizer_id', '=', organizerId),
    );
  };
}

const emptySplit = (): MoneySplit => ({ ticketsSold: 0, gross: 0, fees: 0, feesBorne: 0, commission: 0, net: 0 });

/** Adds a group of paid orders to a split: net = gross − fees the organizer bore − commission (decision 31). */
function addTo(
  split: MoneySplit,
  row: { seats: unknown; money: unknown; fees: unknown; borne: unknown; commission: unknown },
) {
  const gross = Math.round(n(row.money) * 100);
  split.ticketsSold += n(row.seats);
  split.gross += gross;
  split.fees += n(row.fees);
  split.feesBorne += n(row.borne);
  split.commission += n(row.commission);
  split.net += gross - n(row.borne) - n(row.commission);
}

/**
 * The dashboard's figures (architecture.md §15.2), all counted from the orders and tickets tables, never
 * from a counter: tickets sold are the seats of 'paid' orders (a refunded order no longer
 * counts), revenue their amounts, held seats those of pending orders still holding them, and
 * check-ins the people admitted at the door (one per scan). Days and weeks are the business's
 * (Africa/Lagos, weeks from Monday), whatever the server's zone.
 */
export async function salesDashboard(
  db: Kysely<Database>,
  now = new Date(),
  scope: Scope = platformScope,
): Promise<Dashboard> {
  const organizerId = scopedOrganizer(scope);
  const scoped = ordersInScope(scope);
  const zone = BUSINESS_TIME_ZONE;
  const today = startOfLocalDay(zone, now).toISOString();
  const week = startOfLocalWeek(zone, now).toISOString();
  const dates = lastLocalDates(zone, now, SALES_CHART_DAYS);
  const chartStart = startOfDate(zone, dates[0] ?? localDate(zone, now)).toISOString();

  const todayCols = paidSince(today);
  const weekCols = paidSince(week);
  const [totals, refunds, events, checkIns, hours, tierSales, splitRows] = await Promise.all([
    scoped(db.selectFrom('orders'))
      .select([
        sql<number>`count(*)`.as('orders'),
        sql<number>`sum(quantity)`.as('seats'),
        sql<number>`sum(amount)`.as('money'),
        todayCols.orders.as('today_orders'),
        todayCols.seats.as('today_seats'),
        todayCols.money.as('today_money'),
        weekCols.orders.as('week_orders'),
        weekCols.seats.as('week_seats'),
        weekCols.money.as('week_money'),
      ])
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow(),
    scoped(db.selectFrom('orders'))
      .select([sql<number>`count(*)`.as('orders'), sql<number>`sum(amount)`.as('money')])
      .where('status', 'in', ['refund_pending', 'refunded'])
      .where('refund_requested_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('events')
      .leftJoin('orders', 'orders.event_id', 'events.id')
      .select([
        ...eventColumns,
        sql<number>`sum(case when orders.status = 'paid' then orders.quantity else 0 end)`.as('seats'),
        sql<number>`sum(case when orders.status = 'paid' then orders.amount else 0 end)`.as('money'),
        sql<number>`sum(case when orders.status = 'pending' and orders.holds_seats = 1 then orders.quantity else 0 end)`.as(
          'held',
        ),
      ])
      .$if(organizerId !== null, (query) => query.where('events.organizer_id', '=', organizerId as string))
      .groupBy(eventColumns)
      .orderBy('events.sort_order')
      .orderBy('events.starts_at')
      .execute(),
    scoped(db.selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id'))
      // People let in (a scan admits one person of a group ticket, architecture.md §11).
      .select(['orders.event_id', sql<number>`sum(tickets.admitted)`.as('seats')])
      .where('tickets.admitted', '>', 0)
      .groupBy('orders.event_id')
      .execute(),
    // Summed per UTC hour (the same text function on both databases), then put on Lagos days
    // here: exact for any zone whose offset is whole hours, as West Africa Time's is.
    scoped(db.selectFrom('orders'))
      .select([
        sql<string>`substr(paid_at, 1, 13)`.as('hour'),
        sql<number>`sum(quantity)`.as('seats'),
        sql<number>`sum(amount)`.as('money'),
      ])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', chartStart)
      .groupBy(sql`substr(paid_at, 1, 13)`)
      .execute(),
    // Per ticket type (architecture.md §9.3): the lines of paid orders, at the price each was bought at.
    db
      .selectFrom('ticket_types')
      .$if(organizerId !== null, (query) =>
        query.where('ticket_types.event_id', 'in', (eb) =>
          eb
            .selectFrom('events')
            .select('events.id')
            .where('events.organizer_id', '=', organizerId as string),
        ),
      )
      .leftJoin(
        db
          .selectFrom('order_lines')
          .innerJoin('orders', 'orders.id', 'order_lines.order_id')
          .select([
            'order_lines.ticket_type_id',
            sql<number>`sum(order_lines.quantity)`.as('tickets'),
            sql<number>`sum(order_lines.quantity * order_lines.unit_price)`.as('money'),
          ])
          .where('orders.status', '=', 'paid')
          .groupBy('order_lines.ticket_type_id')
          .as('sold'),
        'sold.ticket_type_id',
        'ticket_types.id',
      )
      .select(['ticket_types.id', 'ticket_types.event_id', 'ticket_types.name', 'sold.tickets', 'sold.money'])
      .orderBy('ticket_types.sort_order')
      .orderBy('ticket_types.id')
      .execute(),
    // The split (decision 31), per event and UTC hour: kobo, a null column (the platform's own
    // events, or a payment not yet settled) counted as 0.
    scoped(db.selectFrom('orders'))
      .select([
        'event_id',
        sql<string>`substr(paid_at, 1, 13)`.as('hour'),
        sql<number>`sum(quantity)`.as('seats'),
        sql<number>`sum(amount)`.as('money'),
        sql<number>`sum(coalesce(fee_kobo, 0))`.as('fees'),
        sql<number>`sum(case when fee_bearer = 'subaccount' then coalesce(fee_kobo, 0) else 0 end)`.as('borne'),
        sql<number>`sum(coalesce(commission_kobo, 0))`.as('commission'),
      ])
      .where('status', '=', 'paid')
      .groupBy(['event_id', sql`substr(paid_at, 1, 13)`])
      .execute(),
  ]);
  const tiersByEvent = new Map<
    string,
    { ticketTypeId: string; name: string; ticketsSold: number; revenue: number }[]
  >();
  for (const tier of tierSales) {
    const list = tiersByEvent.get(tier.event_id) ?? [];
    list.push({ ticketTypeId: tier.id, name: tier.name, ticketsSold: n(tier.tickets), revenue: n(tier.money) });
    tiersByEvent.set(tier.event_id, list);
  }

  const byDay = new Map<string, SalesDay>(dates.map((date) => [date, { date, ticketsSold: 0, revenue: 0 }]));
  for (const hour of hours) {
    const day = byDay.get(localDate(zone, new Date(`${hour.hour}:00:00.000Z`)));
    if (!day) continue;
    day.ticketsSold += n(hour.seats);
    day.revenue += n(hour.money);
  }

  const split = { allTime: emptySplit(), days: new Map<string, MoneySplit>(), events: new Map<string, MoneySplit>() };
  for (const date of dates) split.days.set(date, emptySplit());
  for (const row of splitRows) {
    addTo(split.allTime, row);
    const perEvent = split.events.get(row.event_id) ?? emptySplit();
    addTo(perEvent, row);
    split.events.set(row.event_id, perEvent);
    const day = row.hour ? split.days.get(localDate(zone, new Date(`${row.hour}:00:00.000Z`))) : undefined;
    if (day) addTo(day, row);
  }

  const admitted = new Map(checkIns.map((row) => [row.event_id, n(row.seats)]));
  const eventRows = events.map((event) => {
    const ticketsSold = n(event.seats);
    const seatsHeld = n(event.held);
    return {
      eventId: event.id,
      title: event.title,
      startsAt: event.starts_at,
      timeZone: event.time_zone,
      city: event.city,
      status: event.status,
      capacity: n(event.capacity),
      ticketsSold,
      revenue: n(event.money),
      seatsHeld,
      seatsLeft: Math.max(0, n(event.capacity) - ticketsSold - seatsHeld),
      checkedIn: admitted.get(event.id) ?? 0,
      tiers: tiersByEvent.get(event.id) ?? [],
    };
  });
  const sum = (pick: (row: (typeof eventRows)[number]) => number) => eventRows.reduce((t, row) => t + pick(row), 0);

  return {
    timeZone: zone,
    generatedAt: now.toISOString(),
    today: { orders: n(totals.today_orders), ticketsSold: n(totals.today_seats), revenue: n(totals.today_money) },
    thisWeek: { orders: n(totals.week_orders), ticketsSold: n(totals.week_seats), revenue: n(totals.week_money) },
    allTime: { orders: n(totals.orders), ticketsSold: n(totals.seats), revenue: n(totals.money) },
    refunded: { orders: n(refunds.orders), amount: n(refunds.money) },
    seatsHeld: sum((row) => row.seatsHeld),
    seatsLeft: sum((row) => row.seatsLeft),
    checkedIn: sum((row) => row.checkedIn),
    days: [...byDay.values()],
    events: eventRows,
    split: {
      allTime: split.allTime,
      days: [...split.days].map(([date, money]) => ({ date, ...money })),
      events: eventRows.map((row) => ({ eventId: row.eventId, ...(split.events.get(row.eventId) ?? emptySplit()) })),
    },
  };
}
