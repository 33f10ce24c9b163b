import { a as e } from './admin-support-messages-DXWo4twG.js';
import { l as n } from './index-bIbMlBq6.js';
import { t } from './status-badge-BXSm_loh.js';

var r = n(),
  i = { open: `waiting`, answered: `good`, closed: `neutral` },
  a = ({ status: n }) => (0, r.jsx)(t, { label: e[n], tone: i[n] });

export { a as t };
//# sourceMappingURL=support-status-DqWXCxJa.js.map
