import { l as e, x as t } from './index-bIbMlBq6.js';
import { m as i, N as n, f as r } from './site-JEPK_OxW.js';

var a = e();
function o() {
  return (0, a.jsxs)(`main`, {
    className: `grid flex-1 place-items-center px-4 py-16 sm:px-6`,
    children: [
      (0, a.jsx)(n, { title: `Notifications` }),
      (0, a.jsxs)(`div`, {
        className: `max-w-md text-center`,
        children: [
          (0, a.jsx)(`span`, {
            className: `mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600`,
            children: (0, a.jsx)(i, { className: `size-8` }),
          }),
          (0, a.jsx)(`h1`, {
            className: `mt-5 text-3xl font-extrabold tracking-tight text-brand-900`,
            children: `Notifications`,
          }),
          (0, a.jsx)(`p`, { className: `mt-3 text-lg font-semibold text-ink`, children: `No notifications yet` }),
          (0, a.jsx)(`p`, {
            className: `mt-1 text-muted`,
            children: `When there's news about your tickets or a show you follow, you'll find it here.`,
          }),
          (0, a.jsx)(t, { to: `/`, className: r(`secondary`, `mt-6`), children: `Back to events` }),
        ],
      }),
    ],
  });
}

export { o as Component };
//# sourceMappingURL=notifications-CC0Uvmxz.js.map
