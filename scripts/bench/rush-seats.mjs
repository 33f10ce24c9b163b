// The seated rush's venue (decision 51): a 500-seat plan given to the rush's event as one date,
// written straight into the database before the servers take buyers, as the back office would.

/** Rows A to T, 25 seats each with aisles after seats 5 and 20: 500 seats. */
const ROWS = 'ABCDEFGHIJKLMNOPQRST'.split('');
const SEATS_PER_ROW = 25;
const AISLES_AFTER = [5, 20];
const PLAN = 'rush-arena';

export const seatIdsOfPlan = () =>
  ROWS.flatMap((row) => Array.from({ length: SEATS_PER_ROW }, (_, n) => `1-${row}${n + 1}`));

/** Gives the event one date selling the plan's seats at its Regular tier; answers the date's id. */
export async function seatTheEvent(store, eventId) {
  const stamp = new Date().toISOString();
  const [event] = await store.query('select starts_at, ends_at from events where id = ?', [eventId]);
  const seats = [];
  for (const [y, row] of ROWS.entries()) {
    let x = 0;
    for (let number = 1; number <= SEATS_PER_ROW; number += 1) {
      seats.push([PLAN, `1-${row}${number}`, 'Stand', row, number, x, y, 'standard']);
      x += AISLES_AFTER.includes(number) ? 2 : 1;
    }
  }
  const showtimeId = `${eventId}-seated`;
  const sections = [
    {
      name: 'Stand',
      firstRow: 'A',
      rows: ROWS.length,
      seatsPerRow: SEATS_PER_ROW,
      aisleAfter: AISLES_AFTER,
      wheelchair: [],
      companion: [],
      restricted: [],
    },
  ];
  await store.transaction(async () => {
    await store.query(
      'insert into seat_plans (id, venue, name, sections, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
      [PLAN, 'Rush Arena', 'Stand', JSON.stringify(sections), stamp, stamp],
    );
    for (let i = 0; i < seats.length; i += 100) {
      const batch = seats.slice(i, i + 100);
      await store.query(
        `insert into plan_seats (plan_id, seat_id, section, row, number, x, y, kind) values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        batch.flat(),
      );
    }
    await store.query(
      'insert into showtimes (id, event_id, starts_at, ends_at, capacity, remaining, seat_plan_id) values (?, ?, ?, ?, ?, ?, ?)',
      [showtimeId, eventId, event.starts_at, event.ends_at, seats.length, seats.length, PLAN],
    );
    for (let i = 0; i < seats.length; i += 100) {
      const batch = seats.slice(i, i + 100);
      await store.query(
        `insert into showtime_seats (showtime_id, seat_id, ticket_type_id) values ${batch.map(() => '(?, ?, ?)').join(', ')}`,
        batch.flatMap((seat) => [showtimeId, seat[1], `${eventId}-regular`]),
      );
    }
  });
  return showtimeId;
}

/**
 * Every seat sold once: the seats owned, the holding orders' seats, and any seat two holding
 * orders both name (none, or the database let a seat be sold twice).
 */
export async function seatLedger(store, showtimeId) {
  const [owned] = await store.query(
    'select count(*) as n from showtime_seats where showtime_id = ? and order_id is not null',
    [showtimeId],
  );
  const [named] = await store.query(
    `select count(*) as n, count(distinct order_seats.seat_id) as seats from order_seats
     join orders on orders.id = order_seats.order_id where orders.showtime_id = ? and orders.holds_seats = 1`,
    [showtimeId],
  );
  const [orphans] = await store.query(
    `select count(*) as n from order_seats join orders on orders.id = order_seats.order_id
     left join showtime_seats s on s.showtime_id = orders.showtime_id and s.seat_id = order_seats.seat_id
     where orders.showtime_id = ? and orders.holds_seats = 1 and (s.order_id is null or s.order_id <> orders.id)`,
    [showtimeId],
  );
  return {
    owned: Number(owned.n),
    named: Number(named.n),
    distinct: Number(named.seats),
    notOwned: Number(orphans.n),
  };
}
