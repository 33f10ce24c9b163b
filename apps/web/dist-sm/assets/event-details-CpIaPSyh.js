import { n as c, t as l, l as s } from './event-page-BoZRG_ux.js';
import { A as e, p as i, l as n, m as r, T as t } from './index-bIbMlBq6.js';
import { N as a, r as o } from './site-JEPK_OxW.js';

var u = n();
function d() {
  const { event: e } = t();
  return e ? (0, u.jsx)(l, { event: e }, e.id) : (0, u.jsx)(c, {});
}
function f() {
  const t = e();
  if (!(t instanceof i || t instanceof r)) throw t;
  return (0, u.jsxs)(`main`, {
    className: `mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:px-6 lg:pt-8`,
    children: [
      (0, u.jsx)(a, { title: `Event not loaded` }),
      (0, u.jsx)(`div`, { className: `mb-4`, children: (0, u.jsx)(s, { to: `/`, children: `All events` }) }),
      (0, u.jsx)(`h1`, { className: `mb-4 text-2xl font-bold text-ink`, children: `Event details` }),
      (0, u.jsx)(o, { what: `this event` }),
    ],
  });
}

export { d as Component, f as ErrorBoundary };
//# sourceMappingURL=event-details-CpIaPSyh.js.map
