import { j as e, l as t } from './index-bIbMlBq6.js';
import { f as n } from './site-JEPK_OxW.js';

var r = t();
function i({ endpoint: t, label: i }) {
  const [a] = e(),
    o = new URLSearchParams(a);
  o.delete(`page`), o.delete(`pageSize`);
  const s = o.toString();
  return (0, r.jsx)(`a`, { href: s ? `${t}?${s}` : t, download: !0, className: n(`secondary`), children: i });
}

export { i as t };
//# sourceMappingURL=export-link-BSrebrt2.js.map
