import { t as s } from './admin-format-CO4hE-z1.js';
import { n as c } from './admin-paths-cgLaZDql.js';
import { n as e, t as n, r as t } from './admin-sales-messages-BBXKOYz8.js';
import { t as l } from './data-table-DL1vdS2x.js';
import { t as u } from './export-link-BSrebrt2.js';
import { l as a, x as o } from './index-bIbMlBq6.js';
import { n as d, t as f } from './list-filters-BaPF2tsb.js';
import { t as h, n as m } from './order-status-1BF6WclC.js';
import { z as i, N as r } from './site-JEPK_OxW.js';
import { t as p } from './use-admin-resource-CcngcaUw.js';

var g = a(),
  _ = e.map((e) => [e, t[e]]),
  v = [
    {
      label: `Order`,
      sort: `createdAt`,
      render: (e) =>
        (0, g.jsxs)(g.Fragment, {
          children: [
            (0, g.jsx)(o, {
              to: c.order(e.id),
              className: `font-mono text-xs font-semibold text-brand-700 underline`,
              children: e.reference,
            }),
            (0, g.jsx)(`time`, {
              dateTime: e.createdAt,
              className: `block text-xs text-muted`,
              children: s(e.createdAt),
            }),
          ],
        }),
    },
    {
      label: `Buyer`,
      sort: `email`,
      className: `min-w-[10rem]`,
      render: (e) =>
        (0, g.jsxs)(g.Fragment, {
          children: [
            (0, g.jsx)(`span`, { className: `block font-semibold text-ink`, children: e.buyerName }),
            (0, g.jsx)(`span`, { className: `block break-all text-xs text-muted`, children: e.email }),
          ],
        }),
    },
    { label: `Event`, sort: `eventTitle`, render: (e) => e.eventTitle },
    { label: `Seats`, sort: `quantity`, render: (e) => e.quantity, className: `text-right tabular-nums` },
    {
      label: `Amount`,
      sort: `amount`,
      render: (e) => i(e.amount),
      className: `whitespace-nowrap text-right tabular-nums`,
    },
    { label: `Status`, sort: `status`, render: (e) => (0, g.jsx)(h, { status: e.status }) },
    {
      label: `Ticket`,
      render: (e) =>
        e.ticketId && e.ticketStatus
          ? (0, g.jsxs)(g.Fragment, {
              children: [
                (0, g.jsx)(m, { status: e.ticketStatus }),
                (0, g.jsx)(`span`, { className: `mt-1 block font-mono text-xs text-muted`, children: e.ticketId }),
              ],
            })
          : (0, g.jsx)(`span`, { className: `text-muted`, children: `None` }),
    },
  ];
function y() {
  const e = (p(`/api/admin/event-options`).resource.data ?? []).map((e) => [e.id, e.title]);
  return (0, g.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, g.jsx)(r, { title: `Orders` }),
      (0, g.jsxs)(`div`, {
        className: `flex flex-wrap items-end justify-between gap-3`,
        children: [
          (0, g.jsxs)(`div`, {
            children: [
              (0, g.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Orders` }),
              (0, g.jsxs)(`p`, {
                className: `mt-1 text-sm text-muted`,
                children: [`Dates are days in `, n, `, by when the order was placed.`],
              }),
            ],
          }),
          (0, g.jsx)(u, { endpoint: `/api/admin/orders.csv`, label: `Export CSV` }),
        ],
      }),
      (0, g.jsx)(l, {
        endpoint: `/api/admin/orders`,
        caption: `Orders`,
        columns: v,
        rowKey: (e) => e.id,
        defaultSort: `createdAt`,
        defaultDir: `desc`,
        searchLabel: `Search by email, name, reference or ticket ID`,
        filters: (0, g.jsxs)(g.Fragment, {
          children: [
            (0, g.jsx)(d, { label: `Event`, name: `eventId`, options: e }),
            (0, g.jsx)(d, { label: `Status`, name: `status`, options: _ }),
            (0, g.jsx)(f, { label: `From`, name: `from` }),
            (0, g.jsx)(f, { label: `To`, name: `to` }),
          ],
        }),
      }),
    ],
  });
}
function b() {
  return (0, g.jsx)(y, {});
}

export { b as Component };
//# sourceMappingURL=orders-CExPkqYI.js.map
