var e = { firstName: `Guest`, email: `No email provided`, phoneNumber: `No phone provided`, ticketQuantity: 1 },
  t = 200;
function n(e) {
  return typeof e == `string` ? e.trim().slice(0, t) : ``;
}
function r(t) {
  return typeof t == `number` && Number.isInteger(t) && t >= 1 ? t : e.ticketQuantity;
}
function i(e) {
  return typeof e == `number` && Number.isFinite(e) && e >= 0 ? e : 0;
}
function a(t) {
  if (!t || typeof t != `object` || Array.isArray(t)) return null;
  const a = t,
    o = n(a.id);
  return o
    ? {
        id: o,
        eventTitle: n(a.eventTitle),
        eventOwner: n(a.eventOwner),
        firstName: n(a.firstName) || e.firstName,
        lastName: n(a.lastName),
        email: n(a.email) || e.email,
        phoneNumber: n(a.phoneNumber) || e.phoneNumber,
        ticketQuantity: r(a.ticketQuantity),
        totalPrice: i(a.totalPrice),
        isGift: a.isGift === !0,
        recipientFirstName: n(a.recipientFirstName),
        recipientLastName: n(a.recipientLastName),
        recipientEmail: n(a.recipientEmail),
        ticketFileName: n(a.ticketFileName),
        ticketFileType: n(a.ticketFileType),
        ticketFileSize: n(a.ticketFileSize),
      }
    : null;
}
function o(e, t) {
  return e === t ? `` : e;
}

export { a as n, e as t, o as r };
//# sourceMappingURL=order-state-CffGgglX.js.map
