import { t } from './admin-format-CO4hE-z1.js';
import { t as i } from './data-table-DL1vdS2x.js';
import { f as n, l as r } from './index-bIbMlBq6.js';
import { n as a } from './list-filters-BaPF2tsb.js';
import { N as e } from './site-JEPK_OxW.js';

var o = r(),
  s = 80;
function c(e) {
  if (e === void 0) return `—`;
  const t = typeof e == `string` ? e : JSON.stringify(e);
  return t.length > s ? `${t.slice(0, 79)}…` : t;
}
function l({ before: e, after: t }) {
  const r = n(e) ? e : {},
    i = n(t) ? t : {},
    a = [...new Set([...Object.keys(r), ...Object.keys(i)])].filter(
      (e) => JSON.stringify(r[e]) !== JSON.stringify(i[e]),
    );
  return e === null && t === null
    ? (0, o.jsx)(`span`, { className: `text-muted`, children: `—` })
    : (0, o.jsxs)(`div`, {
        className: `grid gap-1`,
        children: [
          a.length > 0 &&
            (0, o.jsxs)(`ul`, {
              className: `grid gap-0.5`,
              children: [
                a.slice(0, 6).map((e) =>
                  (0, o.jsxs)(
                    `li`,
                    {
                      className: `wrap-anywhere`,
                      children: [
                        (0, o.jsx)(`span`, { className: `font-semibold`, children: e }),
                        `: `,
                        c(r[e]),
                        ` → `,
                        c(i[e]),
                      ],
                    },
                    e,
                  ),
                ),
                a.length > 6 &&
                  (0, o.jsxs)(`li`, { className: `text-muted`, children: [`and `, a.length - 6, ` more`] }),
              ],
            }),
          (0, o.jsxs)(`details`, {
            children: [
              (0, o.jsx)(`summary`, { className: `cursor-pointer text-brand-700`, children: `Before and after` }),
              (0, o.jsx)(`pre`, {
                className: `mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-surface p-2 text-xs`,
                children: JSON.stringify({ before: e, after: t }, null, 2),
              }),
            ],
          }),
        ],
      });
}
var u = [
    [`event`, `Events`],
    [`order`, `Orders`],
    [`ticket`, `Tickets`],
    [`support_ticket`, `Support tickets`],
  ],
  d = [
    {
      label: `When`,
      sort: `createdAt`,
      render: (e) => (0, o.jsx)(`time`, { dateTime: e.createdAt, children: t(e.createdAt) }),
      className: `whitespace-nowrap`,
    },
    { label: `Who`, sort: `actorEmail`, render: (e) => e.actorEmail },
    {
      label: `Action`,
      sort: `action`,
      render: (e) => (0, o.jsx)(`code`, { className: `text-xs`, children: e.action }),
    },
    { label: `Target`, render: (e) => `${e.targetType} ${e.targetId}`, className: `min-w-40 wrap-anywhere` },
    { label: `Changes`, render: (e) => (0, o.jsx)(l, { before: e.before, after: e.after }), className: `min-w-64` },
  ];
function f() {
  return (0, o.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, o.jsx)(e, { title: `Audit log` }),
      (0, o.jsxs)(`div`, {
        children: [
          (0, o.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Audit log` }),
          (0, o.jsx)(`p`, {
            className: `mt-1 text-sm text-muted`,
            children: `Who changed what in the back office, and when.`,
          }),
        ],
      }),
      (0, o.jsx)(i, {
        endpoint: `/api/admin/audit-log`,
        caption: `Audit log`,
        columns: d,
        rowKey: (e) => e.id,
        defaultSort: `createdAt`,
        defaultDir: `desc`,
        searchLabel: `Search by email, action or target`,
        filters: (0, o.jsx)(a, { label: `Target`, name: `targetType`, options: u }),
      }),
    ],
  });
}
function p() {
  return (0, o.jsx)(f, {});
}

export { p as Component };
//# sourceMappingURL=audit-log-DKEGBgHX.js.map
