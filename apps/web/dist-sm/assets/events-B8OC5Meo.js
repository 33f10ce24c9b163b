import { r as e } from './admin-event-rules-DdqI9aqh.js';
import { n as o } from './admin-paths-cgLaZDql.js';
import { t as s } from './data-table-DL1vdS2x.js';
import { n as l, t as u } from './event-status-badge-DI6vKFjv.js';
import { x as a, l as i } from './index-bIbMlBq6.js';
import { n as c } from './list-filters-BaPF2tsb.js';
import { f as n, z as r, N as t } from './site-JEPK_OxW.js';

function d(e, t) {
  const n = new Date(e);
  if (Number.isNaN(n.getTime())) return e;
  try {
    return new Intl.DateTimeFormat(`en-GB`, { dateStyle: `medium`, timeStyle: `short`, timeZone: t }).format(n);
  } catch {
    return n.toISOString();
  }
}
var f = i(),
  p = [
    {
      label: `Event`,
      sort: `title`,
      render: (e) =>
        (0, f.jsxs)(`div`, {
          className: `flex min-w-56 items-center gap-3`,
          children: [
            (0, f.jsx)(`img`, {
              src: e.eventImage,
              alt: ``,
              width: 60,
              height: 40,
              className: `h-10 w-15 shrink-0 rounded-md object-cover`,
            }),
            (0, f.jsxs)(`div`, {
              children: [
                (0, f.jsx)(a, {
                  to: o.event(e.id),
                  className: `font-semibold text-brand-700 underline-offset-2 hover:underline`,
                  children: e.title,
                }),
                (0, f.jsx)(`p`, { className: `text-xs text-muted`, children: e.artistName }),
              ],
            }),
          ],
        }),
    },
    {
      label: `Starts`,
      sort: `startsAt`,
      render: (e) =>
        (0, f.jsx)(`time`, {
          dateTime: e.startsAt,
          className: `whitespace-nowrap`,
          children: d(e.startsAt, e.timeZone),
        }),
    },
    { label: `Status`, sort: `status`, render: (e) => (0, f.jsx)(u, { status: e.status }) },
    {
      label: `Sold`,
      sort: `sold`,
      render: (e) => `${e.sold.toLocaleString(`en-NG`)} / ${e.capacity.toLocaleString(`en-NG`)}`,
      className: `text-right tabular-nums whitespace-nowrap`,
    },
    { label: `Held`, render: (e) => e.held.toLocaleString(`en-NG`), className: `text-right tabular-nums` },
    {
      label: `Revenue`,
      sort: `revenue`,
      render: (e) => r(e.revenue),
      className: `text-right tabular-nums whitespace-nowrap`,
    },
  ],
  m = e.map((e) => [e, l(e)]);
function h() {
  return (0, f.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, f.jsx)(t, { title: `Events` }),
      (0, f.jsxs)(`div`, {
        className: `flex flex-wrap items-end justify-between gap-3`,
        children: [
          (0, f.jsxs)(`div`, {
            children: [
              (0, f.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Events` }),
              (0, f.jsx)(`p`, {
                className: `mt-1 text-sm text-muted`,
                children: `Sold and held seats and revenue come from the orders.`,
              }),
            ],
          }),
          (0, f.jsx)(a, { to: o.newEvent, className: n(`primary`), children: `New event` }),
        ],
      }),
      (0, f.jsx)(s, {
        endpoint: `/api/admin/events`,
        caption: `Events`,
        columns: p,
        rowKey: (e) => e.id,
        defaultSort: `startsAt`,
        defaultDir: `asc`,
        searchLabel: `Search by title, artist, venue or city`,
        filters: (0, f.jsx)(c, { label: `Status`, name: `status`, options: m }),
      }),
    ],
  });
}
function g() {
  return (0, f.jsx)(h, {});
}

export { g as Component };
//# sourceMappingURL=events-B8OC5Meo.js.map
