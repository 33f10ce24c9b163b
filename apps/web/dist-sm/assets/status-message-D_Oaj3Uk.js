import { l as e } from './index-bIbMlBq6.js';

var t = e(),
  n = (e) => /failed|used|expired/i.test(e);
function r({ text: e, tone: r, className: i = ``, announce: a = !0 }) {
  if (!e) return null;
  const o = r ?? (n(e) ? `error` : `info`),
    s = {
      error: `border-danger/30 bg-red-50 text-danger`,
      success: `border-success/30 bg-green-50 text-success`,
      info: `border-brand-200 bg-brand-50 text-brand-800`,
    }[o];
  return (0, t.jsx)(`p`, {
    role: a ? (o === `error` ? `alert` : `status`) : void 0,
    'data-tone': o,
    className: `rounded-xl border px-4 py-3 text-sm ${s} ${i}`,
    children: e,
  });
}

export { r as t };
//# sourceMappingURL=status-message-D_Oaj3Uk.js.map
