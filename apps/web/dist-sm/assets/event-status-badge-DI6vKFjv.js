import { l as t } from './index-bIbMlBq6.js';
import { t as e } from './status-badge-BXSm_loh.js';

var n = t(),
  r = { draft: `Draft`, published: `Published`, cancelled: `Cancelled` },
  i = { draft: `neutral`, published: `good`, cancelled: `stopped` },
  a = ({ status: t }) => (0, n.jsx)(e, { label: r[t], tone: i[t] }),
  o = (e) => r[e];

export { a as t, o as n };
//# sourceMappingURL=event-status-badge-DI6vKFjv.js.map
