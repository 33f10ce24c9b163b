var e = new Intl.DateTimeFormat(`en-NG`, { dateStyle: `medium`, timeStyle: `short`, timeZone: `Africa/Lagos` });
function t(t) {
  const n = new Date(t);
  return Number.isNaN(n.getTime()) ? t : e.format(n);
}

export { t };
//# sourceMappingURL=admin-format-CO4hE-z1.js.map
