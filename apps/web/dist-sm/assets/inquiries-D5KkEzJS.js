import { t as r } from './admin-format-CO4hE-z1.js';
import { n as i } from './admin-paths-cgLaZDql.js';
import { t as a } from './data-table-DL1vdS2x.js';
import { l as e, x as t } from './index-bIbMlBq6.js';
import { N as n } from './site-JEPK_OxW.js';

var o = e(),
  s = [
    {
      label: `Name`,
      sort: `name`,
      render: (e) =>
        (0, o.jsx)(t, { to: i.inquiry(e.id), className: `font-semibold text-brand-700 underline`, children: e.name }),
    },
    { label: `Organization`, sort: `organization`, render: (e) => e.organization },
    { label: `Event type`, sort: `eventType`, render: (e) => e.eventType },
    {
      label: `Email`,
      className: `min-w-48`,
      render: (e) => (0, o.jsx)(`span`, { className: `break-all`, children: e.email }),
    },
    {
      label: `Received`,
      sort: `createdAt`,
      render: (e) => (0, o.jsx)(`time`, { dateTime: e.createdAt, children: r(e.createdAt) }),
      className: `whitespace-nowrap`,
    },
  ];
function c() {
  return (0, o.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, o.jsx)(n, { title: `Inquiries` }),
      (0, o.jsxs)(`div`, {
        children: [
          (0, o.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Organizer inquiries` }),
          (0, o.jsx)(`p`, {
            className: `mt-1 text-sm text-muted`,
            children: `Sent from the organizers page; each was also emailed to the sales team.`,
          }),
        ],
      }),
      (0, o.jsx)(a, {
        endpoint: `/api/admin/inquiries`,
        caption: `Organizer inquiries`,
        columns: s,
        rowKey: (e) => e.id,
        defaultSort: `createdAt`,
        defaultDir: `desc`,
        searchLabel: `Search by name, email, organization or message`,
      }),
    ],
  });
}
function l() {
  return (0, o.jsx)(c, {});
}

export { l as Component };
//# sourceMappingURL=inquiries-D5KkEzJS.js.map
