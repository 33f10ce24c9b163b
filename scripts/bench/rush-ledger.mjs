// The ledger of the rush's event after the fault run: money taken at the provider, orders, tickets
// and emails, and seats, counted from the database. It balances, or the benchmark fails.

const count = async (store, sql, params) => Number(Object.values((await store.query(sql, params))[0] ?? { n: 0 })[0]);

/** Reads the ledger of `eventId`; a hold still kept `slackMs` past its expiry counts as kept too long. */
export async function readLedger(store, eventId, { slackMs }) {
  const ofEvent = [eventId];
  const [event] = await store.query('select capacity, remaining from events where id = ?', ofEvent);
  const seatsOf = async (status) =>
    count(
      store,
      'select coalesce(sum(quantity), 0) as n from orders where event_id = ? and holds_seats = 1 and status = ?',
      [eventId, status],
    );
  const lateBefore = new Date(Date.now() - slackMs).toISOString();
  const ledger = {
    capacity: Number(event.capacity),
    free: Number(event.remaining),
    sold: await seatsOf('paid'),
    held: await seatsOf('pending'),
    paidOrders: await count(store, "select count(*) as n from orders where event_id = ? and status = 'paid'", ofEvent),
    refundPending: await count(
      store,
      "select count(*) as n from orders where event_id = ? and status = 'refund_pending'",
      ofEvent,
    ),
    // The money side: every payment the provider (the simulator) took for this event.
    providerTaken: await count(
      store,
      `select count(*) as n from simulated_payments p join orders o on o.reference = p.reference
       where o.event_id = ? and p.status = 'success'`,
      ofEvent,
    ),
    tickets: await count(
      store,
      'select count(*) as n from tickets t join orders o on o.id = t.order_id where o.event_id = ?',
      ofEvent,
    ),
    paidWithoutOneTicket: await count(
      store,
      `select count(*) as n from orders o where o.event_id = ? and o.status = 'paid'
       and (select count(*) from tickets t where t.order_id = o.id) <> 1`,
      ofEvent,
    ),
    ticketsOfUnpaidOrders: await count(
      store,
      `select count(*) as n from tickets t join orders o on o.id = t.order_id
       where o.event_id = ? and o.status <> 'paid'`,
      ofEvent,
    ),
    // Paid orders whose emails (the ticket email, one per order here) have all been sent.
    emailedOrders: await count(
      store,
      `select count(*) as n from orders o where o.event_id = ? and o.status = 'paid'
       and exists (select 1 from outbox m where m.order_id = o.id)
       and not exists (select 1 from outbox m where m.order_id = o.id and m.sent_at is null)`,
      ofEvent,
    ),
    emailsSent: await count(
      store,
      `select count(*) as n from outbox m join orders o on o.id = m.order_id
       where o.event_id = ? and o.status = 'paid' and m.sent_at is not null`,
      ofEvent,
    ),
    emailsWaiting: await count(
      store,
      'select count(*) as n from outbox m join orders o on o.id = m.order_id where o.event_id = ? and m.sent_at is null',
      ofEvent,
    ),
    holdsKeptPastExpiry: await count(
      store,
      `select count(*) as n from orders where event_id = ? and status = 'pending' and holds_seats = 1
       and hold_expires_at < ?`,
      [eventId, lateBefore],
    ),
  };
  const problems = [];
  if (ledger.providerTaken !== ledger.paidOrders + ledger.refundPending) {
    problems.push(
      `the provider took ${ledger.providerTaken} payments but ${ledger.paidOrders} orders are paid and ${ledger.refundPending} wait for a refund`,
    );
  }
  if (ledger.tickets !== ledger.paidOrders)
    problems.push(`${ledger.tickets} tickets for ${ledger.paidOrders} paid orders`);
  if (ledger.paidWithoutOneTicket > 0)
    problems.push(`${ledger.paidWithoutOneTicket} paid orders without exactly one ticket`);
  if (ledger.ticketsOfUnpaidOrders > 0) problems.push(`${ledger.ticketsOfUnpaidOrders} tickets of orders not paid`);
  if (ledger.emailedOrders !== ledger.paidOrders) {
    problems.push(`${ledger.paidOrders - ledger.emailedOrders} paid orders whose ticket emails were not all sent`);
  }
  if (ledger.sold + ledger.held + ledger.free !== ledger.capacity || ledger.free < 0) {
    problems.push(`seats: ${ledger.sold} sold + ${ledger.held} held + ${ledger.free} free ≠ ${ledger.capacity}`);
  }
  if (ledger.holdsKeptPastExpiry > 0) problems.push(`${ledger.holdsKeptPastExpiry} holds kept past their expiry`);
  return { ...ledger, problems, balanced: problems.length === 0 };
}

export function printLedger(ledger) {
  const ok = (flag) => (flag ? 'yes' : 'NO');
  console.log(
    [
      '',
      'Ledger of the event:',
      `  payments taken by the provider ${ledger.providerTaken} = orders paid ${ledger.paidOrders} + waiting for a refund ${ledger.refundPending}: ${ok(ledger.providerTaken === ledger.paidOrders + ledger.refundPending)}`,
      `  orders paid ${ledger.paidOrders} = tickets issued ${ledger.tickets} = orders whose ticket emails were sent ${ledger.emailedOrders} (${ledger.emailsSent} emails sent, ${ledger.emailsWaiting} waiting): ${ok(ledger.paidOrders === ledger.tickets && ledger.tickets === ledger.emailedOrders)}`,
      `  seats sold ${ledger.sold} + held ${ledger.held} + free ${ledger.free} = capacity ${ledger.capacity}: ${ok(ledger.sold + ledger.held + ledger.free === ledger.capacity)}`,
      `  holds kept past their expiry: ${ledger.holdsKeptPastExpiry}; paid orders without exactly one ticket: ${ledger.paidWithoutOneTicket}; tickets of unpaid orders: ${ledger.ticketsOfUnpaidOrders}`,
      ledger.balanced ? 'The ledger balances.' : `The ledger does NOT balance: ${ledger.problems.join('; ')}.`,
    ].join('\n'),
  );
}
