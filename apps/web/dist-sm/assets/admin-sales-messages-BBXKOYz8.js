var e = `Lagos time (WAT, UTC+1)`,
  t = [`pending`, `paid`, `expired`, `failed`, `refund_pending`, `refunded`],
  n = {
    pending: `Pending`,
    paid: `Paid`,
    expired: `Expired`,
    failed: `Failed`,
    refund_pending: `Refund pending`,
    refunded: `Refunded`,
  },
  r = { unused: `Valid (unused)`, used: `Checked in`, cancelled: `Cancelled` };
`${t.join(`, `)}`;

export { e as t, n as r, r as i, t as n };
//# sourceMappingURL=admin-sales-messages-BBXKOYz8.js.map
