import { f as e } from './event-page-BoZRG_ux.js';
import { l as n, x as r, E as t } from './index-bIbMlBq6.js';
import { N as a, A as i, f as o, l as s } from './site-JEPK_OxW.js';

var c = n();
function l() {
  const { pathname: n } = t();
  return (0, c.jsxs)(`div`, {
    className: `flex min-h-dvh flex-col`,
    children: [
      (0, c.jsx)(a, { title: `Page not found` }),
      (0, c.jsx)(s, { variant: `nav` }),
      (0, c.jsx)(`main`, {
        className: `grid flex-1 place-items-center px-4 py-16 sm:px-6`,
        children: (0, c.jsxs)(`div`, {
          className: `max-w-lg text-center`,
          children: [
            (0, c.jsx)(`p`, {
              'aria-hidden': `true`,
              className: `text-7xl font-extrabold text-brand-400`,
              children: `404`,
            }),
            (0, c.jsx)(`h1`, {
              className: `mt-2 text-2xl font-extrabold text-brand-900 sm:text-3xl`,
              children: e.router.noRoute,
            }),
            (0, c.jsxs)(`p`, {
              className: `mt-3 text-muted`,
              children: [
                `Nothing lives at`,
                ` `,
                (0, c.jsx)(`code`, {
                  'data-testid': `missing-path`,
                  className: `break-all rounded bg-brand-50 px-1.5 py-0.5 text-brand-800`,
                  children: n,
                }),
                `. The link may be old or mistyped.`,
              ],
            }),
            (0, c.jsxs)(`div`, {
              className: `mt-6 flex flex-wrap justify-center gap-3`,
              children: [
                (0, c.jsx)(r, { to: `/`, className: o(`primary`), children: `Go to the home page` }),
                (0, c.jsx)(r, { to: `/concerts`, className: o(`secondary`), children: `Browse concerts` }),
              ],
            }),
          ],
        }),
      }),
      (0, c.jsx)(i, {}),
    ],
  });
}

export { l as Component };
//# sourceMappingURL=not-found-D0lLbwGk.js.map
