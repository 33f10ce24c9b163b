import { t as m, n as p } from './admin-paths-cgLaZDql.js';
import { l as a, c as i, N as n, w as o, S as r, x as s, E as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { D as c, S as d, y as f, M as l, O as u } from './site-JEPK_OxW.js';

var h = e(n(), 1),
  g = a(),
  _ = ({ isActive: e }) =>
    `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold transition-colors ${e ? `bg-brand-600 text-white` : `text-ink hover:bg-brand-50 hover:text-brand-700`}`;
function v() {
  const { user: e } = i(),
    n = c(),
    [a, v] = (0, h.useState)(!1),
    y = (0, h.useId)(),
    { pathname: b } = t();
  return (
    (0, h.useEffect)(() => v(!1), [b]),
    (0, g.jsxs)(`div`, {
      className: `flex min-h-dvh flex-col bg-surface`,
      children: [
        (0, g.jsx)(u, {}),
        (0, g.jsx)(`header`, {
          className: `sticky top-0 z-20 border-b border-brand-100 bg-white`,
          children: (0, g.jsxs)(`div`, {
            className: `mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6`,
            children: [
              (0, g.jsx)(l, {}),
              (0, g.jsx)(`span`, {
                className: `hidden rounded-lg bg-brand-50 px-2 py-1 text-xs font-bold uppercase tracking-widest text-brand-700 sm:inline`,
                children: `Back office`,
              }),
              (0, g.jsxs)(`div`, {
                className: `ml-auto flex items-center gap-1`,
                children: [
                  (0, g.jsx)(`span`, {
                    className: `hidden max-w-56 truncate text-sm text-muted md:inline`,
                    children: e?.email,
                  }),
                  (0, g.jsx)(s, {
                    to: `/`,
                    className: `hidden min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex`,
                    children: `Storefront`,
                  }),
                  (0, g.jsx)(`button`, {
                    type: `button`,
                    onClick: () => void n(),
                    className: `hidden min-h-11 items-center rounded-xl border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex`,
                    children: `Log Out`,
                  }),
                  (0, g.jsxs)(`button`, {
                    type: `button`,
                    'aria-expanded': a,
                    'aria-controls': y,
                    onClick: () => v((e) => !e),
                    className: `grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 lg:hidden`,
                    children: [
                      a ? (0, g.jsx)(f, {}) : (0, g.jsx)(d, {}),
                      (0, g.jsx)(`span`, {
                        className: `sr-only`,
                        children: a ? `Close admin menu` : `Open admin menu`,
                      }),
                    ],
                  }),
                ],
              }),
            ],
          }),
        }),
        (0, g.jsxs)(`div`, {
          className: `mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-6 lg:px-6`,
          children: [
            (0, g.jsx)(`nav`, {
              id: y,
              'aria-label': `Back office`,
              className: `${a ? `block` : `hidden`} border-b border-brand-100 bg-white px-4 py-3 lg:block lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-6`,
              children: (0, g.jsxs)(`ul`, {
                className: `grid gap-1`,
                children: [
                  m.map((e) =>
                    (0, g.jsx)(
                      `li`,
                      {
                        children: (0, g.jsx)(r, {
                          to: e.to,
                          end: e.to === p.dashboard,
                          className: _,
                          children: e.label,
                        }),
                      },
                      e.to,
                    ),
                  ),
                  (0, g.jsx)(`li`, {
                    className: `sm:hidden`,
                    children: (0, g.jsx)(s, { to: `/`, className: _({ isActive: !1 }), children: `Storefront` }),
                  }),
                  (0, g.jsx)(`li`, {
                    className: `sm:hidden`,
                    children: (0, g.jsx)(`button`, {
                      type: `button`,
                      onClick: () => void n(),
                      className: `${_({ isActive: !1 })} w-full text-brand-700`,
                      children: `Log Out`,
                    }),
                  }),
                ],
              }),
            }),
            (0, g.jsx)(`main`, {
              id: `content`,
              tabIndex: -1,
              className: `min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-0`,
              children: (0, g.jsx)(o, {}),
            }),
          ],
        }),
      ],
    })
  );
}

export { v as Component };
//# sourceMappingURL=admin-layout-DgSQpK7s.js.map
