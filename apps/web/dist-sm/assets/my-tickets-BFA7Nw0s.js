import { t } from './format-instant-CXMBL33o.js';
import { o as a, l as i, N as n, x as o, g as r } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { T as c, f as l, N as s } from './site-JEPK_OxW.js';
import { t as u } from './status-message-D_Oaj3Uk.js';
import { n as d, t as f } from './ticket-status-CJpZmDuP.js';
import { r as p } from './tickets-kRBGXKDU.js';

var m = e(n(), 1),
  h = i();
function g({ ticket: e }) {
  return (0, h.jsxs)(`li`, {
    className: `grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5`,
    children: [
      (0, h.jsxs)(`div`, {
        className: `grid gap-1`,
        children: [
          (0, h.jsx)(`h2`, { className: `text-lg font-bold text-ink`, children: e.eventTitle }),
          (0, h.jsx)(`p`, { className: `text-sm text-muted`, children: t(e.eventDate, e.timeZone, e.city) }),
          (0, h.jsxs)(`p`, {
            className: `text-sm text-muted`,
            children: [
              [e.venue, e.city].filter(Boolean).join(`, `),
              ` · `,
              e.ticketQuantity,
              ` `,
              e.ticketQuantity === 1 ? `ticket` : `tickets`,
              e.relation === `gift` ? ` · a gift to you` : ``,
            ],
          }),
        ],
      }),
      (0, h.jsxs)(`div`, {
        className: `flex flex-wrap items-center gap-3 sm:justify-end`,
        children: [
          (0, h.jsx)(`span`, {
            className: `rounded-full px-3 py-1 text-xs font-semibold ring-1 ${d[e.status] ?? ``}`,
            children: f(e.status),
          }),
          (0, h.jsx)(o, {
            to: p(e.transactionReference),
            className: l(`secondary`),
            'aria-label': `View ticket for ${e.eventTitle}, ${e.ticketId}`,
            children: `View ticket`,
          }),
        ],
      }),
    ],
  });
}
function _() {
  return (0, h.jsxs)(`div`, {
    className: `grid justify-items-center gap-3 py-10 text-center`,
    children: [
      (0, h.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600`,
        children: (0, h.jsx)(c, { className: `size-8` }),
      }),
      (0, h.jsx)(`p`, {
        className: `max-w-md text-muted`,
        children: `No tickets yet. Tickets you buy, and gifts sent to your confirmed email, show up here.`,
      }),
      (0, h.jsx)(o, { to: `/concerts`, className: l(`primary`, `mt-2`), children: `Explore Events` }),
    ],
  });
}
function v() {
  const [e, t] = (0, m.useState)({ kind: `loading` });
  return (
    (0, m.useEffect)(() => {
      const e = new AbortController();
      return (
        r(`/api/my-tickets`, { signal: e.signal })
          .then(({ tickets: e }) => t({ kind: `ready`, tickets: e }))
          .catch((e) => {
            e.name !== `AbortError` && t({ kind: `failed`, message: e.message });
          }),
        () => e.abort()
      );
    }, []),
    (0, h.jsxs)(`main`, {
      className: `mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10`,
      children: [
        (0, h.jsx)(s, { title: `My Tickets` }),
        (0, h.jsx)(`h1`, {
          className: `text-2xl font-extrabold tracking-tight text-ink sm:text-3xl`,
          children: `My Tickets`,
        }),
        e.kind === `loading` &&
          (0, h.jsxs)(`div`, {
            role: `status`,
            'aria-live': `polite`,
            className: `grid justify-items-center gap-3 py-10 text-muted`,
            children: [(0, h.jsx)(a, {}), (0, h.jsx)(`p`, { children: `Loading your tickets...` })],
          }),
        e.kind === `failed` && (0, h.jsx)(u, { text: `Failed to load your tickets: ${e.message}` }),
        e.kind === `ready` &&
          (e.tickets.length === 0
            ? (0, h.jsx)(_, {})
            : (0, h.jsx)(`ul`, {
                className: `grid gap-4`,
                'aria-label': `Your tickets`,
                children: e.tickets.map((e) => (0, h.jsx)(g, { ticket: e }, e.ticketId)),
              })),
      ],
    })
  );
}
function y() {
  return (0, h.jsx)(v, {});
}

export { y as Component };
//# sourceMappingURL=my-tickets-BFA7Nw0s.js.map
