import { l as e, x as n, o as t } from './index-bIbMlBq6.js';
import { d as r } from './site-JEPK_OxW.js';

var i = e();
function a({ resource: e, onRetry: a, back: o }) {
  return e.state === `loading`
    ? (0, i.jsxs)(`p`, {
        role: `status`,
        className: `flex items-center gap-3 py-10 text-muted`,
        children: [(0, i.jsx)(t, {}), `Loading...`],
      })
    : e.state === `not-found`
      ? (0, i.jsxs)(`div`, {
          role: `alert`,
          className: `grid justify-items-start gap-3 rounded-2xl border border-brand-100 bg-white p-6`,
          children: [
            (0, i.jsx)(`p`, { className: `text-ink`, children: e.message }),
            (0, i.jsx)(n, { to: o.to, className: `font-semibold text-brand-700 underline`, children: o.label }),
          ],
        })
      : e.state === `error`
        ? (0, i.jsxs)(`div`, {
            role: `alert`,
            className: `flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger`,
            children: [
              (0, i.jsx)(`span`, { children: e.message }),
              (0, i.jsx)(r, { variant: `secondary`, onClick: a, children: `Try again` }),
            ],
          })
        : null;
}

export { a as t };
//# sourceMappingURL=resource-state-DxO-3wkE.js.map
