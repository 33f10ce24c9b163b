var e = `paymentSuccess`;
function t() {
  try {
    sessionStorage.setItem(e, `true`);
  } catch {}
}
function n() {
  try {
    return sessionStorage.getItem(e) === `true`;
  } catch {
    return !1;
  }
}
function r() {
  try {
    sessionStorage.removeItem(e);
  } catch {}
}

export { n, r as t, t as r };
//# sourceMappingURL=payment-success-flag-kHv7FGZw.js.map
