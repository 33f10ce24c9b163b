import { n as e } from './tickets-kRBGXKDU.js';

function t({ params: t, request: n }) {
  const r = t.transactionReference ?? ``;
  return { reference: r, lookup: e(r, n.signal) };
}

export { t as ticketLoader };
//# sourceMappingURL=ticket-loader-duz5rVJQ.js.map
