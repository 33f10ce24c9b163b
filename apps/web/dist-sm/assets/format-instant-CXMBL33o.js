import { F as e } from './site-JEPK_OxW.js';

var t = new Map();
function n(e) {
  let n = t.get(e);
  return (
    n ||
      ((n = new Intl.DateTimeFormat(`en-GB`, {
        timeZone: e,
        weekday: `long`,
        day: `numeric`,
        month: `long`,
        year: `numeric`,
        hour: `2-digit`,
        minute: `2-digit`,
        hourCycle: `h23`,
      })),
      t.set(e, n)),
    n
  );
}
function r(e, t) {
  const r = new Date(e);
  if (Number.isNaN(r.getTime())) return null;
  let i,
    a = !0;
  try {
    i = n(t || `UTC`);
  } catch {
    (i = n(`UTC`)), (a = !1);
  }
  const o = i.formatToParts(r),
    s = (e) => o.find((t) => t.type === e)?.value ?? ``;
  return {
    weekday: s(`weekday`),
    day: s(`day`),
    month: s(`month`),
    year: s(`year`),
    time: `${s(`hour`)}:${s(`minute`)}`,
    inZone: a && !!t,
  };
}
function i(t, n, i) {
  const a = r(t, n);
  return a ? e.longDateTime(a, i) : t;
}

export { i as t };
//# sourceMappingURL=format-instant-CXMBL33o.js.map
