import { t as a } from './admin-format-CO4hE-z1.js';
import { n as o } from './admin-paths-cgLaZDql.js';
import { l as i } from './event-page-BoZRG_ux.js';
import { O as e, l as t } from './index-bIbMlBq6.js';
import { t as s } from './resource-state-DxO-3wkE.js';
import { N as n, f as r } from './site-JEPK_OxW.js';
import { t as c } from './use-admin-resource-CcngcaUw.js';

var l = t();
function u({ id: e }) {
  const { resource: t, reload: u } = c(`/api/admin/inquiries/${encodeURIComponent(e)}`),
    d = t.data;
  return (0, l.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      (0, l.jsx)(n, { title: d ? `Inquiry from ${d.name}` : `Inquiry` }),
      (0, l.jsx)(i, { to: o.inquiries, children: `Inquiries` }),
      (0, l.jsx)(s, { resource: t, onRetry: u, back: { to: o.inquiries, label: `Back to the inquiries` } }),
      d &&
        (0, l.jsxs)(`article`, {
          'aria-labelledby': `inquiry-title`,
          className: `grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6`,
          children: [
            (0, l.jsx)(`h1`, {
              id: `inquiry-title`,
              className: `break-words text-2xl font-bold text-ink`,
              children: d.organization,
            }),
            (0, l.jsxs)(`dl`, {
              className: `grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm`,
              children: [
                (0, l.jsx)(`dt`, { className: `text-muted`, children: `From` }),
                (0, l.jsx)(`dd`, { className: `break-words text-ink`, children: d.name }),
                (0, l.jsx)(`dt`, { className: `text-muted`, children: `Email` }),
                (0, l.jsx)(`dd`, { className: `break-all text-ink`, children: d.email }),
                (0, l.jsx)(`dt`, { className: `text-muted`, children: `Event type` }),
                (0, l.jsx)(`dd`, { className: `text-ink`, children: d.eventType }),
                (0, l.jsx)(`dt`, { className: `text-muted`, children: `Received` }),
                (0, l.jsx)(`dd`, {
                  className: `text-ink`,
                  children: (0, l.jsx)(`time`, { dateTime: d.createdAt, children: a(d.createdAt) }),
                }),
              ],
            }),
            (0, l.jsx)(`section`, {
              'aria-label': `Message`,
              children: (0, l.jsx)(`p`, {
                className: `whitespace-pre-wrap break-words rounded-xl bg-surface p-4 text-sm text-ink`,
                children: d.message,
              }),
            }),
            (0, l.jsx)(`div`, {
              children: (0, l.jsx)(`a`, {
                href: `mailto:${d.email}?subject=${encodeURIComponent(`Your inquiry: ${d.organization}`)}`,
                className: r(`primary`),
                children: `Reply by email`,
              }),
            }),
          ],
        }),
    ],
  });
}
function d() {
  const { id: t = `` } = e();
  return (0, l.jsx)(u, { id: t }, t);
}

export { d as Component };
//# sourceMappingURL=inquiry-CR1LAzdg.js.map
