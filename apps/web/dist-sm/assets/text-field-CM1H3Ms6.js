import { l as n, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { u as r } from './site-JEPK_OxW.js';

var i = e(t(), 1),
  a = n();
function o({ label: e, error: t, hint: n, revealable: o = !1, type: s = `text`, className: c = ``, id: l, ...u }) {
  const d = (0, i.useId)(),
    f = l ?? d,
    [p, m] = (0, i.useState)(!1),
    h = [t ? `${f}-error` : null, n ? `${f}-hint` : null].filter(Boolean).join(` `);
  return (0, a.jsxs)(`div`, {
    className: `grid gap-1.5 ${c}`,
    children: [
      (0, a.jsx)(`label`, { htmlFor: f, className: `text-sm font-medium text-ink`, children: e }),
      (0, a.jsxs)(`div`, {
        className: `relative`,
        children: [
          (0, a.jsx)(`input`, {
            id: f,
            type: o && p ? `text` : s,
            'aria-invalid': t ? !0 : void 0,
            'aria-describedby': h || void 0,
            className: `${r(!!t)} ${o ? `pr-16` : ``}`,
            ...u,
          }),
          o &&
            (0, a.jsx)(`button`, {
              type: `button`,
              onClick: () => m((e) => !e),
              className: `absolute inset-y-px right-px rounded-r-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50`,
              'aria-controls': f,
              'aria-label': p ? `Hide ${e.toLowerCase()}` : `Show ${e.toLowerCase()}`,
              children: p ? `Hide` : `Show`,
            }),
        ],
      }),
      n && (0, a.jsx)(`p`, { id: `${f}-hint`, className: `text-xs text-muted`, children: n }),
      t && (0, a.jsx)(`p`, { id: `${f}-error`, className: `text-sm text-danger`, children: t }),
    ],
  });
}
function s({ label: e = `Email`, ...t }) {
  return (0, a.jsx)(o, {
    label: e,
    type: `email`,
    name: `email`,
    autoComplete: `email`,
    inputMode: `email`,
    spellCheck: !1,
    ...t,
  });
}
function c(e) {
  return (0, a.jsx)(o, { type: `password`, revealable: !0, ...e });
}

export { c as n, o as r, s as t };
//# sourceMappingURL=text-field-CM1H3Ms6.js.map
