import { t as c } from './admin-format-CO4hE-z1.js';
import { n as l } from './admin-paths-cgLaZDql.js';
import { t } from './admin-sales-messages-BBXKOYz8.js';
import { n as u } from './event-status-badge-DI6vKFjv.js';
import { N as a, l as o, x as s } from './index-bIbMlBq6.js';
import { t as d } from './resource-state-DxO-3wkE.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { z as i, N as n, d as r } from './site-JEPK_OxW.js';
import { t as f } from './use-admin-resource-CcngcaUw.js';

var p = e(a(), 1),
  m = o(),
  h = {
    revenue: { label: `Revenue`, format: i },
    ticketsSold: { label: `Tickets sold`, format: (e) => e.toLocaleString(`en-NG`) },
  },
  g = new Intl.DateTimeFormat(`en-GB`, { day: `numeric`, month: `short`, timeZone: `UTC` }),
  _ = (e) => g.format(new Date(`${e}T00:00:00Z`));
function v(e) {
  const t = Math.max(0, ...e);
  if (t === 0) return 1;
  const n = 10 ** Math.floor(Math.log10(t));
  return ([1, 2, 5, 10].find((e) => e * n >= t) ?? 10) * n;
}
var y = 600,
  b = 200;
function x({ days: e, timeZoneLabel: t }) {
  const [n, r] = (0, p.useState)(`revenue`),
    a = (0, p.useId)(),
    { label: o, format: s } = h[n],
    c = e.map((e) => e[n]),
    l = v(c),
    u = c.reduce((e, t) => e + t, 0),
    d = e.reduce((e, t) => (t[n] > (e?.[n] ?? 0) ? t : e), null),
    f = e[0],
    g = e[e.length - 1],
    x = y / Math.max(1, e.length),
    S =
      f && g
        ? `${o} by day from ${_(f.date)} to ${_(g.date)}: ${s(u)} in all${d ? `, most on ${_(d.date)} (${s(d[n])})` : `, no sales`}.`
        : `No days to show.`;
  return (0, m.jsxs)(`section`, {
    'aria-labelledby': a,
    className: `grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5`,
    children: [
      (0, m.jsxs)(`div`, {
        className: `flex flex-wrap items-center justify-between gap-3`,
        children: [
          (0, m.jsxs)(`h2`, {
            id: a,
            className: `text-lg font-bold text-ink`,
            children: [`Sales over the last `, e.length, ` days`],
          }),
          (0, m.jsxs)(`fieldset`, {
            className: `flex gap-1 rounded-xl bg-brand-50 p-1`,
            children: [
              (0, m.jsx)(`legend`, { className: `sr-only`, children: `Show` }),
              Object.keys(h).map((e) =>
                (0, m.jsx)(
                  `button`,
                  {
                    type: `button`,
                    'aria-pressed': n === e,
                    onClick: () => r(e),
                    className: `min-h-11 rounded-lg px-3 text-sm font-semibold ${n === e ? `bg-brand-600 text-white` : `text-brand-700 hover:bg-white`}`,
                    children: h[e].label,
                  },
                  e,
                ),
              ),
            ],
          }),
        ],
      }),
      (0, m.jsxs)(`div`, {
        className: `grid grid-cols-[auto_1fr] gap-x-2`,
        children: [
          (0, m.jsxs)(`div`, {
            className: `flex flex-col justify-between py-0.5 text-right text-xs text-muted`,
            'aria-hidden': `true`,
            children: [
              (0, m.jsx)(`span`, { children: s(l) }),
              (0, m.jsx)(`span`, { children: s(l / 2) }),
              (0, m.jsx)(`span`, { children: `0` }),
            ],
          }),
          (0, m.jsxs)(`svg`, {
            role: `img`,
            'aria-label': S,
            viewBox: `0 0 ${y} ${b}`,
            preserveAspectRatio: `none`,
            className: `h-48 w-full`,
            children: [
              [0, 0.5, 1].map((e) =>
                (0, m.jsx)(
                  `line`,
                  {
                    x1: 0,
                    x2: y,
                    y1: b * e,
                    y2: b * e,
                    stroke: `#ece2ff`,
                    strokeWidth: 1,
                    vectorEffect: `non-scaling-stroke`,
                  },
                  e,
                ),
              ),
              e.map((e, t) => {
                const r = (e[n] / l) * b;
                return (0, m.jsx)(
                  `rect`,
                  {
                    'data-date': e.date,
                    x: t * x + x * 0.15,
                    width: x * 0.7,
                    y: b - r,
                    height: r,
                    rx: 2,
                    className: `fill-brand-500`,
                    children: (0, m.jsx)(`title`, { children: `${_(e.date)}: ${s(e[n])}` }),
                  },
                  e.date,
                );
              }),
            ],
          }),
          (0, m.jsx)(`span`, {}),
          (0, m.jsxs)(`div`, {
            className: `flex justify-between pt-1 text-xs text-muted`,
            'aria-hidden': `true`,
            children: [
              (0, m.jsx)(`span`, { children: f ? _(f.date) : `` }),
              (0, m.jsx)(`span`, { children: g ? _(g.date) : `` }),
            ],
          }),
        ],
      }),
      (0, m.jsxs)(`p`, {
        className: `text-xs text-muted`,
        children: [`Days in `, t, `. Paid orders only; refunded orders are left out.`],
      }),
      (0, m.jsxs)(`details`, {
        className: `text-sm`,
        children: [
          (0, m.jsx)(`summary`, {
            className: `inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700`,
            children: `Sales by day as a table`,
          }),
          (0, m.jsx)(`div`, {
            className: `max-h-80 overflow-y-auto`,
            children: (0, m.jsxs)(`table`, {
              className: `w-full text-left`,
              children: [
                (0, m.jsx)(`caption`, { className: `sr-only`, children: `Sales by day` }),
                (0, m.jsx)(`thead`, {
                  className: `text-xs uppercase tracking-wide text-muted`,
                  children: (0, m.jsxs)(`tr`, {
                    children: [
                      (0, m.jsx)(`th`, { scope: `col`, className: `py-2 pr-4`, children: `Day` }),
                      (0, m.jsx)(`th`, { scope: `col`, className: `py-2 pr-4 text-right`, children: `Tickets sold` }),
                      (0, m.jsx)(`th`, { scope: `col`, className: `py-2 text-right`, children: `Revenue` }),
                    ],
                  }),
                }),
                (0, m.jsx)(`tbody`, {
                  children: e.map((e) =>
                    (0, m.jsxs)(
                      `tr`,
                      {
                        className: `border-t border-brand-100`,
                        children: [
                          (0, m.jsx)(`th`, {
                            scope: `row`,
                            className: `py-1.5 pr-4 font-normal`,
                            children: (0, m.jsx)(`time`, { dateTime: e.date, children: _(e.date) }),
                          }),
                          (0, m.jsx)(`td`, {
                            className: `py-1.5 pr-4 text-right tabular-nums`,
                            children: e.ticketsSold,
                          }),
                          (0, m.jsx)(`td`, { className: `py-1.5 text-right tabular-nums`, children: i(e.revenue) }),
                        ],
                      },
                      e.date,
                    ),
                  ),
                }),
              ],
            }),
          }),
        ],
      }),
    ],
  });
}
var S = (e) => e.toLocaleString(`en-NG`),
  C = new Intl.DateTimeFormat(`en-GB`, { dateStyle: `medium`, timeZone: `Africa/Lagos` });
function w({ title: e, figures: t }) {
  return (0, m.jsxs)(`div`, {
    className: `rounded-2xl border border-brand-100 bg-white p-4 sm:p-5`,
    children: [
      (0, m.jsx)(`dt`, { className: `text-sm font-semibold text-muted`, children: e }),
      (0, m.jsxs)(`dd`, {
        className: `mt-1`,
        children: [
          (0, m.jsx)(`span`, { className: `block text-2xl font-bold text-ink tabular-nums`, children: i(t.revenue) }),
          (0, m.jsxs)(`span`, {
            className: `mt-1 block text-sm text-muted`,
            children: [
              S(t.ticketsSold),
              ` `,
              t.ticketsSold === 1 ? `ticket` : `tickets`,
              ` sold · `,
              S(t.orders),
              ` `,
              t.orders === 1 ? `order` : `orders`,
            ],
          }),
        ],
      }),
    ],
  });
}
function T({ label: e, value: t, note: n }) {
  return (0, m.jsxs)(`div`, {
    className: `rounded-2xl border border-brand-100 bg-white p-4`,
    children: [
      (0, m.jsx)(`dt`, { className: `text-sm font-semibold text-muted`, children: e }),
      (0, m.jsxs)(`dd`, {
        className: `mt-1 text-xl font-bold text-ink tabular-nums`,
        children: [t, n && (0, m.jsx)(`span`, { className: `block text-xs font-normal text-muted`, children: n })],
      }),
    ],
  });
}
function E({ events: e }) {
  return (0, m.jsxs)(`section`, {
    'aria-labelledby': `per-event`,
    className: `grid gap-3`,
    children: [
      (0, m.jsx)(`h2`, { id: `per-event`, className: `text-lg font-bold text-ink`, children: `Per event` }),
      (0, m.jsx)(`section`, {
        tabIndex: 0,
        'aria-label': `Per event table`,
        className: `relative overflow-x-auto rounded-2xl border border-brand-100 bg-white`,
        children: (0, m.jsxs)(`table`, {
          className: `w-full min-w-[52rem] border-collapse text-left text-sm`,
          children: [
            (0, m.jsx)(`caption`, { className: `sr-only`, children: `Sales, seats and check-ins per event` }),
            (0, m.jsx)(`thead`, {
              className: `bg-brand-50 text-xs uppercase tracking-wide text-muted`,
              children: (0, m.jsxs)(`tr`, {
                children: [
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2`, children: `Event` }),
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2 text-right`, children: `Sold` }),
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2 text-right`, children: `Revenue` }),
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2 text-right`, children: `Held` }),
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2 text-right`, children: `Left` }),
                  (0, m.jsx)(`th`, { scope: `col`, className: `px-4 py-2 text-right`, children: `Checked in` }),
                  (0, m.jsx)(`th`, {
                    scope: `col`,
                    className: `px-4 py-2`,
                    children: (0, m.jsx)(`span`, { className: `sr-only`, children: `Links` }),
                  }),
                ],
              }),
            }),
            (0, m.jsx)(`tbody`, {
              children: e.map((e) =>
                (0, m.jsxs)(
                  `tr`,
                  {
                    className: `border-t border-brand-100 align-top`,
                    children: [
                      (0, m.jsxs)(`th`, {
                        scope: `row`,
                        className: `px-4 py-3 text-left font-semibold text-ink`,
                        children: [
                          e.title,
                          (0, m.jsxs)(`span`, {
                            className: `block text-xs font-normal text-muted`,
                            children: [
                              C.format(new Date(e.startsAt)),
                              ` · capacity `,
                              S(e.capacity),
                              e.status !== `published` && ` · ${u(e.status)}`,
                            ],
                          }),
                        ],
                      }),
                      (0, m.jsx)(`td`, { className: `px-4 py-3 text-right tabular-nums`, children: S(e.ticketsSold) }),
                      (0, m.jsx)(`td`, {
                        className: `whitespace-nowrap px-4 py-3 text-right tabular-nums`,
                        children: i(e.revenue),
                      }),
                      (0, m.jsx)(`td`, { className: `px-4 py-3 text-right tabular-nums`, children: S(e.seatsHeld) }),
                      (0, m.jsx)(`td`, { className: `px-4 py-3 text-right tabular-nums`, children: S(e.seatsLeft) }),
                      (0, m.jsxs)(`td`, {
                        className: `whitespace-nowrap px-4 py-3 text-right tabular-nums`,
                        children: [S(e.checkedIn), ` of `, S(e.ticketsSold)],
                      }),
                      (0, m.jsx)(`td`, {
                        className: `px-4 py-3`,
                        children: (0, m.jsxs)(`span`, {
                          className: `flex flex-wrap gap-x-3 gap-y-1`,
                          children: [
                            (0, m.jsxs)(s, {
                              to: l.ordersWhere({ eventId: e.eventId }),
                              className: `font-semibold text-brand-700 underline`,
                              children: [
                                `Orders`,
                                (0, m.jsxs)(`span`, { className: `sr-only`, children: [` for `, e.title] }),
                              ],
                            }),
                            (0, m.jsxs)(`a`, {
                              href: `/api/admin/events/${encodeURIComponent(e.eventId)}/attendees.csv`,
                              download: !0,
                              className: `font-semibold text-brand-700 underline`,
                              children: [
                                `Attendees CSV`,
                                (0, m.jsxs)(`span`, { className: `sr-only`, children: [` for `, e.title] }),
                              ],
                            }),
                          ],
                        }),
                      }),
                    ],
                  },
                  e.eventId,
                ),
              ),
            }),
          ],
        }),
      }),
    ],
  });
}
function D() {
  const { resource: e, reload: a } = f(`/api/admin/dashboard`),
    o = e.data;
  return (0, m.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, m.jsx)(n, { title: `Dashboard` }),
      (0, m.jsxs)(`div`, {
        className: `flex flex-wrap items-end justify-between gap-3`,
        children: [
          (0, m.jsxs)(`div`, {
            children: [
              (0, m.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Dashboard` }),
              (0, m.jsxs)(`p`, {
                className: `mt-1 text-sm text-muted`,
                children: [
                  `Counted from paid orders; days and weeks (from Monday) in `,
                  t,
                  `.`,
                  o && (0, m.jsxs)(m.Fragment, { children: [` Figures of `, c(o.generatedAt), `.`] }),
                ],
              }),
            ],
          }),
          (0, m.jsx)(r, {
            variant: `secondary`,
            onClick: a,
            busy: e.state === `loading` && o !== null,
            children: `Refresh`,
          }),
        ],
      }),
      (0, m.jsx)(d, { resource: e, onRetry: a, back: { to: l.dashboard, label: `Dashboard` } }),
      o &&
        (0, m.jsxs)(m.Fragment, {
          children: [
            (0, m.jsxs)(`section`, {
              'aria-labelledby': `sales-heading`,
              className: `grid gap-3`,
              children: [
                (0, m.jsx)(`h2`, { id: `sales-heading`, className: `sr-only`, children: `Sales` }),
                (0, m.jsxs)(`dl`, {
                  className: `grid gap-3 sm:grid-cols-3`,
                  children: [
                    (0, m.jsx)(w, { title: `Today`, figures: o.today }),
                    (0, m.jsx)(w, { title: `This week`, figures: o.thisWeek }),
                    (0, m.jsx)(w, { title: `All time`, figures: o.allTime }),
                  ],
                }),
                (0, m.jsxs)(`dl`, {
                  className: `grid grid-cols-2 gap-3 lg:grid-cols-4`,
                  children: [
                    (0, m.jsx)(T, { label: `Seats left`, value: S(o.seatsLeft), note: `across all events` }),
                    (0, m.jsx)(T, { label: `Holds pending`, value: S(o.seatsHeld), note: `seats in unpaid orders` }),
                    (0, m.jsx)(T, {
                      label: `Checked in`,
                      value: `${S(o.checkedIn)} of ${S(o.allTime.ticketsSold)}`,
                      note: `seats admitted at the door`,
                    }),
                    (0, m.jsx)(T, {
                      label: `Refunds`,
                      value: i(o.refunded.amount),
                      note: `${S(o.refunded.orders)} ${o.refunded.orders === 1 ? `order` : `orders`}`,
                    }),
                  ],
                }),
              ],
            }),
            (0, m.jsx)(x, { days: o.days, timeZoneLabel: `Lagos time (WAT, UTC+1)` }),
            (0, m.jsx)(E, { events: o.events }),
          ],
        }),
    ],
  });
}
function O() {
  return (0, m.jsx)(D, {});
}

export { O as Component };
//# sourceMappingURL=dashboard-Dy4DaPX2.js.map
