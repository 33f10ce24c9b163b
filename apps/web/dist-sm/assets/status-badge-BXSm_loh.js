import { l as e } from './index-bIbMlBq6.js';

var t = e(),
  n = {
    good: `bg-green-50 text-success ring-success/30`,
    waiting: `bg-amber-50 text-accent-600 ring-accent-500/40`,
    stopped: `bg-red-50 text-danger ring-danger/30`,
    neutral: `bg-brand-50 text-brand-800 ring-brand-200`,
  };
function r({ label: e, tone: r }) {
  return (0, t.jsx)(`span`, {
    className: `inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${n[r]}`,
    children: e,
  });
}

export { r as t };
//# sourceMappingURL=status-badge-BXSm_loh.js.map
