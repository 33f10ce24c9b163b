import { f as e } from './index-bIbMlBq6.js';

var t = (e) => `/ticket/${encodeURIComponent(e)}`,
  n = (e) => `/api/tickets/${encodeURIComponent(e)}/calendar.ics`,
  r = [`unused`, `used`, `cancelled`];
function i(t) {
  if (!e(t)) return null;
  const { firstName: n, lastName: r, email: i } = t;
  return typeof n != `string` || typeof i != `string`
    ? null
    : { firstName: n, lastName: typeof r == `string` ? r : ``, email: i };
}
var a = (e) => typeof e == `string`,
  o = (e) => typeof e == `number` && Number.isFinite(e);
function s(t) {
  if (!e(t)) return null;
  const n = t,
    s = i(n.ticketHolder);
  if (
    !s ||
    !a(n.ticketId) ||
    !a(n.transactionReference) ||
    !a(n.eventId) ||
    !a(n.eventTitle) ||
    !a(n.eventDate) ||
    !o(n.ticketQuantity) ||
    !o(n.totalPrice) ||
    !r.includes(n.status) ||
    !a(n.verifyUrl)
  )
    return null;
  const c = n.isGift === !0 ? i(n.recipient) : null;
  return {
    ticketId: n.ticketId,
    transactionReference: n.transactionReference,
    eventId: n.eventId,
    eventTitle: n.eventTitle,
    eventDate: n.eventDate,
    venue: a(n.venue) ? n.venue : ``,
    city: a(n.city) ? n.city : ``,
    timeZone: a(n.timeZone) ? n.timeZone : ``,
    ticketHolder: s,
    isGift: n.isGift === !0,
    ...(c ? { recipient: c } : {}),
    ticketQuantity: n.ticketQuantity,
    totalPrice: n.totalPrice,
    status: n.status,
    verificationToken: a(n.verificationToken) ? n.verificationToken : ``,
    verifyUrl: n.verifyUrl,
  };
}
async function c(e, t) {
  let n;
  try {
    n = await fetch(`/api/tickets/${encodeURIComponent(e)}`, {
      headers: { accept: `application/json` },
      credentials: `same-origin`,
      signal: t,
    });
  } catch (e) {
    if (e.name === `AbortError`) throw e;
    return { kind: `failed`, statusText: `No answer from the server` };
  }
  if (n.status === 404 || n.status === 400) return { kind: `not-found` };
  if (!n.ok) return { kind: `failed`, statusText: n.statusText || `HTTP ${n.status}` };
  const r = s(await n.json().catch(() => null));
  return r ? { kind: `found`, ticket: r } : { kind: `failed`, statusText: `Unexpected answer from the server` };
}

export { c as n, n as t, s as i, t as r };
//# sourceMappingURL=tickets-kRBGXKDU.js.map
