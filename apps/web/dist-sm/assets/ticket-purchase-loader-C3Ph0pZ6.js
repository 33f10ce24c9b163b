import { u as e } from './event-page-BoZRG_ux.js';

var t = 6e4,
  n = new Map(),
  r = () => n.clear();
function i(r) {
  const i = r.params.id ?? ``,
    a = n.get(i);
  if (a && a.expires > Date.now()) return { id: i, event: a.event };
  const o = e(r).then((e) => e.event);
  return (
    n.set(i, { event: o, expires: Date.now() + t }),
    o.catch(() => {
      n.get(i)?.event === o && n.delete(i);
    }),
    { id: i, event: o }
  );
}

export { i as ticketPurchaseLoader, r as forgetEvents };
//# sourceMappingURL=ticket-purchase-loader-C3Ph0pZ6.js.map
