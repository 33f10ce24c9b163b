import { l as a, c as i, E as n, o, N as r, w as s, C as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';

var c = e(r(), 1),
  l = a();
function u() {
  const { user: e, status: r } = i(),
    a = n(),
    u = (0, c.useRef)(!1);
  if ((e && r === `ready` && (u.current = !0), r === `loading`))
    return (0, l.jsxs)(`div`, {
      className: `grid min-h-[50dvh] place-items-center`,
      role: `status`,
      'aria-live': `polite`,
      children: [(0, l.jsx)(o, {}), (0, l.jsx)(`span`, { className: `sr-only`, children: `Checking your session...` })],
    });
  if (!e && u.current) return (0, l.jsx)(t, { to: `/login`, replace: !0 });
  if (!e) {
    const e = { from: a.pathname + a.search, orderState: a.state ?? void 0 };
    return (0, l.jsx)(t, { to: `/login`, replace: !0, state: e });
  }
  return (0, l.jsx)(s, {});
}

export { u as Component };
//# sourceMappingURL=require-auth-DZTetsoF.js.map
