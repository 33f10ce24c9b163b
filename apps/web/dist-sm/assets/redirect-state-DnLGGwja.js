var e = /^\/(login|signup|forgot-password|reset-password|verify-email)(\/|$|\?)/;
function t(t) {
  return typeof t != `string` || !t.startsWith(`/`) || t.startsWith(`//`) || t.startsWith(`/\\`) || e.test(t) ? `/` : t;
}
function n(e) {
  const n = e && typeof e == `object` ? e : {},
    r = { from: t(n.from) };
  return (n.orderState !== void 0 && n.orderState !== null && (r.orderState = n.orderState), r);
}
function r(e) {
  const t = n(e);
  return t.from === `/` && t.orderState === void 0 ? void 0 : t;
}
function i(e) {
  const t = e && typeof e == `object` ? e : {};
  return {
    notice: typeof t.notice == `string` ? t.notice : void 0,
    email: typeof t.email == `string` ? t.email : void 0,
  };
}

export { i as n, n as r, r as t };
//# sourceMappingURL=redirect-state-DnLGGwja.js.map
