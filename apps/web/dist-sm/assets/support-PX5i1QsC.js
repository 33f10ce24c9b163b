import { t as s } from './admin-format-CO4hE-z1.js';
import { n as c } from './admin-paths-cgLaZDql.js';
import { n, a as t } from './admin-support-messages-DXWo4twG.js';
import { n as l, t as u } from './data-table-DL1vdS2x.js';
import { x as a, l as i, N as r } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { N as o } from './site-JEPK_OxW.js';
import { t as d } from './support-status-DqWXCxJa.js';

var f = e(r(), 1),
  p = i(),
  m = [
    {
      label: `Ticket`,
      sort: `subject`,
      className: `min-w-[14rem]`,
      render: (e) =>
        (0, p.jsxs)(p.Fragment, {
          children: [
            (0, p.jsx)(a, {
              to: c.supportTicket(e.id),
              className: `font-semibold text-brand-700 underline`,
              children: e.subject,
            }),
            (0, p.jsxs)(`span`, {
              className: `block font-mono text-xs text-muted`,
              children: [e.id, ` · `, e.category, e.eventName ? ` · ${e.eventName}` : ``],
            }),
          ],
        }),
    },
    {
      label: `From`,
      sort: `email`,
      className: `min-w-48`,
      render: (e) => (0, p.jsx)(`span`, { className: `break-all`, children: e.email }),
    },
    { label: `Status`, sort: `status`, render: (e) => (0, p.jsx)(d, { status: e.status }) },
    { label: `Replies`, render: (e) => e.replies, className: `text-right tabular-nums` },
    {
      label: `Last activity`,
      sort: `updatedAt`,
      render: (e) => (0, p.jsx)(`time`, { dateTime: e.updatedAt, children: s(e.updatedAt) }),
      className: `whitespace-nowrap`,
    },
    {
      label: `Received`,
      sort: `createdAt`,
      render: (e) => (0, p.jsx)(`time`, { dateTime: e.createdAt, children: s(e.createdAt) }),
      className: `whitespace-nowrap`,
    },
  ];
function h({ counts: e }) {
  const [r, i] = l(`status`),
    a = [[``, `All`, e ? n.reduce((t, n) => t + e[n], 0) : null], ...n.map((n) => [n, t[n], e?.[n] ?? null])];
  return (0, p.jsxs)(`fieldset`, {
    className: `flex flex-wrap gap-1 rounded-xl bg-brand-50 p-1`,
    children: [
      (0, p.jsx)(`legend`, { className: `sr-only`, children: `Show tickets` }),
      a.map(([e, t, n]) =>
        (0, p.jsxs)(
          `button`,
          {
            type: `button`,
            'aria-pressed': r === e,
            onClick: () => i(e),
            className: `min-h-11 rounded-lg px-3 text-sm font-semibold ${r === e ? `bg-brand-600 text-white` : `text-brand-700 hover:bg-white`}`,
            children: [
              t,
              n !== null && (0, p.jsxs)(`span`, { className: `ml-1 tabular-nums`, children: [`(`, n, `)`] }),
            ],
          },
          t,
        ),
      ),
    ],
  });
}
function g() {
  const [e, t] = (0, f.useState)(null);
  return (0, p.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, p.jsx)(o, { title: `Support` }),
      (0, p.jsxs)(`div`, {
        children: [
          (0, p.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Support` }),
          (0, p.jsx)(`p`, {
            className: `mt-1 text-sm text-muted`,
            children: `Requests from the helpdesk. Replies are emailed to the requester and kept in the ticket's thread.`,
          }),
        ],
      }),
      (0, p.jsx)(h, { counts: e }),
      (0, p.jsx)(u, {
        endpoint: `/api/admin/support-tickets`,
        caption: `Support tickets`,
        columns: m,
        rowKey: (e) => e.id,
        defaultSort: `updatedAt`,
        defaultDir: `desc`,
        searchLabel: `Search by ticket number, email or subject`,
        onAnswer: (e) => t(e.counts),
      }),
    ],
  });
}
function _() {
  return (0, p.jsx)(g, {});
}

export { _ as Component };
//# sourceMappingURL=support-PX5i1QsC.js.map
