import { t as e } from './admin-messages-C1SQWSwn.js';
import { o as a, l as i, E as n, w as o, c as r, x as s, C as t } from './index-bIbMlBq6.js';
import { f as c } from './site-JEPK_OxW.js';

var l = i();
function u() {
  const { user: e, status: i, isAdmin: s } = r(),
    c = n();
  if (i === `loading` || (e && s === null))
    return (0, l.jsxs)(`div`, {
      className: `grid min-h-dvh place-items-center`,
      role: `status`,
      'aria-live': `polite`,
      children: [(0, l.jsx)(a, {}), (0, l.jsx)(`span`, { className: `sr-only`, children: `Checking your session...` })],
    });
  if (!e) {
    const e = { from: c.pathname + c.search };
    return (0, l.jsx)(t, { to: `/login`, replace: !0, state: e });
  }
  return s ? (0, l.jsx)(o, {}) : (0, l.jsx)(d, {});
}
function d() {
  return (0, l.jsx)(`main`, {
    id: `content`,
    className: `grid min-h-dvh place-items-center bg-surface px-4`,
    children: (0, l.jsxs)(`div`, {
      className: `max-w-md rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm`,
      children: [
        (0, l.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: e.notAllowedTitle }),
        (0, l.jsx)(`p`, { className: `mt-3 text-muted`, children: e.notAllowedBody }),
        (0, l.jsx)(s, { to: `/`, className: c(`primary`, `mt-6`), children: `Back to the storefront` }),
      ],
    }),
  });
}

export { u as Component };
//# sourceMappingURL=require-admin-CaqHjZX8.js.map
