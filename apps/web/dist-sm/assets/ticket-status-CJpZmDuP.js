var e = { unused: `Valid (unused)`, used: `Used`, cancelled: `Cancelled` },
  t = (t) => e[t] ?? t,
  n = {
    unused: `bg-green-50 text-success ring-success/30`,
    used: `bg-red-50 text-danger ring-danger/30`,
    cancelled: `bg-red-50 text-danger ring-danger/30`,
  };

export { n, t };
//# sourceMappingURL=ticket-status-CJpZmDuP.js.map
