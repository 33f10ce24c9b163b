var e = /^\S[^\s@]*@\S[^\s.]*\.\S+$/,
  t = (t) => t.length <= 254 && e.test(t),
  n = /^OWB-[A-Za-z0-9_-]{24}$/;

export { n as t, t as n };
//# sourceMappingURL=rules-CRhj4ZjR.js.map
