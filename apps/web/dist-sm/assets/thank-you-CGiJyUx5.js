import { a as f, f as p } from './event-page-BoZRG_ux.js';
import { O as a, N as i, D as n, f as o, E as r, l as s, C as t } from './index-bIbMlBq6.js';
import { n as b } from './order-state-CffGgglX.js';
import { n as v, t as y } from './payment-success-flag-kHv7FGZw.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { N as c, z as d, b as l, d as u } from './site-JEPK_OxW.js';
import { t as m } from './status-message-D_Oaj3Uk.js';
import { r as _, n as g, i as h } from './tickets-kRBGXKDU.js';

var x = e(i(), 1);
function S(e) {
  const t = o(e) ? e : {},
    n = h(t.ticket),
    r = n?.transactionReference ?? (typeof t.reference == `string` ? t.reference : null);
  return { ticket: n, order: b(t.order), reference: r || null };
}
var C = s(),
  w = (e) =>
    (0, C.jsxs)(l, {
      ...e,
      children: [
        (0, C.jsx)(`circle`, { cx: `12`, cy: `12`, r: `9` }),
        (0, C.jsx)(`path`, { d: `M8 12.5l2.8 2.8L16.5 9.5` }),
      ],
    }),
  T = `N/A`;
function E({ label: e, children: t }) {
  return (0, C.jsxs)(`div`, {
    className: `grid gap-0.5 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-baseline sm:gap-4`,
    children: [
      (0, C.jsx)(`dt`, { className: `text-sm text-muted`, children: e }),
      (0, C.jsx)(`dd`, { className: `font-medium break-words text-ink`, children: t }),
    ],
  });
}
var D = (e = ``, t = ``) => [e, t].filter(Boolean).join(` `);
function O(e, t, n, r) {
  return {
    reference: r ?? T,
    ticketId: t?.ticketId ?? T,
    name: t ? D(t.ticketHolder.firstName, t.ticketHolder.lastName) : D(n?.firstName, n?.lastName),
    email: t?.ticketHolder.email ?? n?.email ?? ``,
    event: t?.eventTitle || n?.eventTitle || `Event ${e}`,
    quantity: t?.ticketQuantity ?? n?.ticketQuantity ?? null,
    total: t?.totalPrice ?? n?.totalPrice ?? null,
    isGift: t?.isGift ?? n?.isGift ?? !1,
    recipientName: t
      ? D(t.recipient?.firstName, t.recipient?.lastName)
      : D(n?.recipientFirstName, n?.recipientLastName),
    recipientEmail: t ? (t.recipient?.email ?? ``) : (n?.recipientEmail ?? ``),
  };
}
function k({ eventId: e }) {
  const t = r(),
    i = n(),
    a = S(t.state),
    [o, s] = (0, x.useState)(a.ticket),
    [l, f] = (0, x.useState)(null),
    h = (0, x.useId)();
  (0, x.useEffect)(() => {
    if (!a.reference) return;
    const e = new AbortController();
    return (
      g(a.reference, e.signal).then(
        (e) => e.kind === `found` && s(e.ticket),
        () => {},
      ),
      () => e.abort()
    );
  }, [a.reference]);
  const v = O(e, o, a.order, a.reference);
  return (0, C.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 pt-8 pb-16 sm:px-6 sm:pt-12`,
    children: [
      (0, C.jsx)(c, { title: `Thank you` }),
      (0, C.jsxs)(`div`, {
        className: `grid justify-items-center gap-3 text-center`,
        children: [
          (0, C.jsx)(`span`, {
            'aria-hidden': `true`,
            className: `grid size-16 place-items-center rounded-full bg-green-50 text-success ring-8 ring-green-50/60`,
            children: (0, C.jsx)(w, { className: `size-9` }),
          }),
          (0, C.jsx)(`h1`, {
            className: `text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl`,
            children: p.ticket.thankYou,
          }),
          (0, C.jsxs)(`p`, {
            className: `max-w-md text-pretty text-muted`,
            children: [
              `Your payment was successful. A confirmation email with your ticket will be sent to`,
              ` `,
              v.email
                ? (0, C.jsx)(`strong`, { className: `font-semibold text-ink`, children: v.email })
                : `your email address`,
              `.`,
            ],
          }),
        ],
      }),
      o?.status === `cancelled` &&
        (0, C.jsx)(m, {
          text: `This ticket has since been cancelled: it will not admit anyone at the door.`,
          tone: `error`,
        }),
      (0, C.jsxs)(`section`, {
        'aria-labelledby': h,
        className: `rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6`,
        children: [
          (0, C.jsx)(`h2`, { id: h, className: `mb-1 text-base font-bold text-ink`, children: `Your purchase` }),
          (0, C.jsxs)(`dl`, {
            className: `divide-y divide-brand-100`,
            children: [
              (0, C.jsx)(E, {
                label: `Transaction reference`,
                children: (0, C.jsx)(`span`, { className: `font-mono text-sm break-all`, children: v.reference }),
              }),
              (0, C.jsx)(E, {
                label: `Ticket ID`,
                children: (0, C.jsx)(`span`, { className: `font-mono text-sm break-all`, children: v.ticketId }),
              }),
              (0, C.jsx)(E, { label: `Customer name`, children: v.name || T }),
              (0, C.jsx)(E, { label: `Email`, children: v.email || T }),
              (0, C.jsx)(E, { label: `Event`, children: v.event }),
              (0, C.jsx)(E, { label: `Tickets purchased`, children: v.quantity ?? T }),
              (0, C.jsx)(E, {
                label: `Total paid`,
                children: (0, C.jsx)(`span`, {
                  className: `font-bold text-brand-700`,
                  children: v.total === null ? T : d(v.total),
                }),
              }),
              v.isGift &&
                (0, C.jsxs)(C.Fragment, {
                  children: [
                    (0, C.jsx)(E, { label: `Recipient name`, children: v.recipientName || `Not given` }),
                    (0, C.jsx)(E, { label: `Recipient email`, children: v.recipientEmail || `Not given` }),
                  ],
                }),
            ],
          }),
        ],
      }),
      (0, C.jsx)(`div`, { 'aria-live': `polite`, children: (0, C.jsx)(m, { text: l, tone: `error`, announce: !1 }) }),
      (0, C.jsxs)(`div`, {
        className: `grid gap-3 sm:grid-cols-2`,
        children: [
          (0, C.jsx)(u, {
            onClick: () => {
              !v.reference || v.reference === T ? f(p.ticket.invalidReference) : i(_(v.reference));
            },
            className: `text-base`,
            children: `View Ticket`,
          }),
          (0, C.jsx)(u, {
            variant: `secondary`,
            onClick: () => {
              y(), i(`/`);
            },
            className: `text-base`,
            children: `Return to Home`,
          }),
        ],
      }),
    ],
  });
}
function A({ eventId: e }) {
  return v() ? (0, C.jsx)(k, { eventId: e }) : (0, C.jsx)(t, { to: f(e), replace: !0 });
}
function j() {
  const { id: e = `` } = a();
  return (0, C.jsx)(A, { eventId: e });
}

export { j as Component };
//# sourceMappingURL=thank-you-CGiJyUx5.js.map
