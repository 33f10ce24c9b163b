import { i as e, r as t } from './admin-sales-messages-BBXKOYz8.js';
import { l as r } from './index-bIbMlBq6.js';
import { t as n } from './status-badge-BXSm_loh.js';

var i = r(),
  a = {
    paid: `good`,
    pending: `waiting`,
    refund_pending: `waiting`,
    refunded: `neutral`,
    expired: `neutral`,
    failed: `stopped`,
  },
  o = { unused: `good`, used: `neutral`, cancelled: `stopped` },
  s = ({ status: e }) => (0, i.jsx)(n, { label: t[e], tone: a[e] }),
  c = ({ status: t }) => (0, i.jsx)(n, { label: e[t], tone: o[t] });

export { c as n, s as t };
//# sourceMappingURL=order-status-1BF6WclC.js.map
