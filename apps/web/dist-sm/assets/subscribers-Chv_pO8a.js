import { t as o } from './admin-format-CO4hE-z1.js';
import { r as t } from './admin-support-messages-DXWo4twG.js';
import { t as s } from './data-table-DL1vdS2x.js';
import { t as c } from './export-link-BSrebrt2.js';
import { N as n, l as r } from './index-bIbMlBq6.js';
import { n as l } from './list-filters-BaPF2tsb.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { N as i } from './site-JEPK_OxW.js';
import { t as u } from './status-badge-BXSm_loh.js';
import { t as a } from './status-message-D_Oaj3Uk.js';

var d = e(n(), 1),
  f = r(),
  p = [
    [`active`, `Active`],
    [`unsubscribed`, `Unsubscribed`],
  ],
  m = [
    { label: `Email`, sort: `email`, render: (e) => (0, f.jsx)(`span`, { className: `break-all`, children: e.email }) },
    {
      label: `Status`,
      render: (e) =>
        e.unsubscribedAt
          ? (0, f.jsx)(u, { label: `Unsubscribed`, tone: `neutral` })
          : (0, f.jsx)(u, { label: `Active`, tone: `good` }),
    },
    {
      label: `Subscribed`,
      sort: `subscribedAt`,
      render: (e) => (0, f.jsx)(`time`, { dateTime: e.subscribedAt, children: o(e.subscribedAt) }),
      className: `whitespace-nowrap`,
    },
    {
      label: `Unsubscribed`,
      sort: `unsubscribedAt`,
      render: (e) =>
        e.unsubscribedAt ? (0, f.jsx)(`time`, { dateTime: e.unsubscribedAt, children: o(e.unsubscribedAt) }) : `—`,
      className: `whitespace-nowrap`,
    },
  ];
function h() {
  const [e, n] = (0, d.useState)(`local`);
  return (0, f.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, f.jsx)(i, { title: `Subscribers` }),
      (0, f.jsxs)(`div`, {
        className: `flex flex-wrap items-end justify-between gap-3`,
        children: [
          (0, f.jsxs)(`div`, {
            children: [
              (0, f.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Newsletter subscribers` }),
              (0, f.jsx)(`p`, {
                className: `mt-1 text-sm text-muted`,
                children: `Sign-ups from the newsletter form, with who has unsubscribed.`,
              }),
            ],
          }),
          (0, f.jsx)(c, { endpoint: `/api/admin/subscribers.csv`, label: `Export CSV` }),
        ],
      }),
      e === `mailerlite` && (0, f.jsx)(a, { text: t.mailerliteNote, tone: `info` }),
      (0, f.jsx)(s, {
        endpoint: `/api/admin/subscribers`,
        caption: `Newsletter subscribers`,
        columns: m,
        rowKey: (e) => e.id,
        defaultSort: `subscribedAt`,
        defaultDir: `desc`,
        searchLabel: `Search by email`,
        filters: (0, f.jsx)(l, { label: `Status`, name: `status`, options: p }),
        onAnswer: (e) => n(e.provider),
      }),
    ],
  });
}
function g() {
  return (0, f.jsx)(h, {});
}

export { g as Component };
//# sourceMappingURL=subscribers-Chv_pO8a.js.map
