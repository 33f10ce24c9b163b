import { n as a } from './data-table-DL1vdS2x.js';
import { l as n, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { u as r } from './site-JEPK_OxW.js';
import { r as i } from './text-field-CM1H3Ms6.js';

var o = e(t(), 1),
  s = n();
function c({ label: e, name: t, options: n }) {
  const [i, c] = a(t),
    l = (0, o.useId)();
  return (0, s.jsxs)(`div`, {
    className: `grid gap-1.5`,
    children: [
      (0, s.jsx)(`label`, { htmlFor: l, className: `text-sm font-medium text-ink`, children: e }),
      (0, s.jsxs)(`select`, {
        id: l,
        value: i,
        onChange: (e) => c(e.target.value),
        className: r(),
        children: [
          (0, s.jsx)(`option`, { value: ``, children: `All` }),
          n.map(([e, t]) => (0, s.jsx)(`option`, { value: e, children: t }, e)),
        ],
      }),
    ],
  });
}
function l({ label: e, name: t }) {
  const [n, r] = a(t);
  return (0, s.jsx)(i, { label: e, type: `date`, value: n, onChange: (e) => r(e.target.value) });
}

export { c as n, l as t };
//# sourceMappingURL=list-filters-BaPF2tsb.js.map
