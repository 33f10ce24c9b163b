import { l as t } from './index-bIbMlBq6.js';
import { N as e } from './site-JEPK_OxW.js';

var n = t();
function r({ title: t, intro: r, children: i }) {
  return (0, n.jsxs)(`main`, {
    className: `mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14`,
    children: [
      (0, n.jsx)(e, { title: t }),
      (0, n.jsx)(`h1`, { className: `text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl`, children: t }),
      r && (0, n.jsx)(`p`, { className: `mt-3 text-lg text-muted`, children: r }),
      (0, n.jsx)(`div`, {
        className: `mt-8 grid gap-6 text-base leading-relaxed text-ink [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4`,
        children: i,
      }),
    ],
  });
}

export { r as t };
//# sourceMappingURL=static-page-Ci65O0PN.js.map
