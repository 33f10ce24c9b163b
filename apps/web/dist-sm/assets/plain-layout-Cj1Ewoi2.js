import { l as e, w as t } from './index-bIbMlBq6.js';
import { O as i, A as n, M as r } from './site-JEPK_OxW.js';

var a = e();
function o() {
  return (0, a.jsxs)(`div`, {
    className: `flex min-h-dvh flex-col`,
    children: [
      (0, a.jsx)(i, {}),
      (0, a.jsx)(`header`, {
        className: `border-b border-brand-100 bg-white`,
        children: (0, a.jsx)(`div`, {
          className: `mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6`,
          children: (0, a.jsx)(r, {}),
        }),
      }),
      (0, a.jsx)(`div`, {
        id: `content`,
        tabIndex: -1,
        className: `flex flex-1 flex-col focus:outline-none`,
        children: (0, a.jsx)(t, {}),
      }),
      (0, a.jsx)(n, {}),
    ],
  });
}

export { o as Component };
//# sourceMappingURL=plain-layout-Cj1Ewoi2.js.map
