import { f as n, i as r, a as t } from './event-page-BoZRG_ux.js';
import { f as _, l as b, c as g, N as h, E as m, D as p, x as S, g as v, p as x, h as y } from './index-bIbMlBq6.js';
import { n as C, t as T, r as w } from './order-state-CffGgglX.js';
import { r as O } from './payment-success-flag-kHv7FGZw.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { N as c, f as d, z as f, b as l, d as u } from './site-JEPK_OxW.js';
import { t as E } from './status-message-D_Oaj3Uk.js';
import { i as a, a as i, n as o, t as s } from './ticket-file-details-BbTrPRE0.js';
import { i as D } from './tickets-kRBGXKDU.js';
import { t as ee } from './use-public-config-CcceXxSL.js';

var k = e(h(), 1),
  A = b(),
  j = (e) => `Pay ${f(e)}`;
function M({ flow: e, total: t }) {
  const { pay: r, busy: i, scriptStatus: a, message: o } = e,
    s = (0, k.useRef)(null),
    c = (0, k.useId)(),
    l = (0, k.useRef)(!1);
  return (
    (0, k.useEffect)(() => {
      l.current && !i && s.current?.focus(), (l.current = i);
    }, [i]),
    (0, A.jsxs)(`div`, {
      className: `grid gap-2`,
      children: [
        (0, A.jsx)(u, {
          ref: s,
          variant: `accent`,
          busy: i,
          busyText: n.payment.processing,
          disabled: a !== `ready`,
          'aria-describedby': a === `loading` ? c : void 0,
          onClick: r,
          className: `w-full text-base`,
          children: j(t),
        }),
        a === `loading` &&
          (0, A.jsx)(`p`, {
            id: c,
            className: `text-center text-xs text-muted`,
            children: `Loading the secure payment window...`,
          }),
        (0, A.jsx)(`div`, {
          'aria-live': `polite`,
          'aria-atomic': `true`,
          'data-testid': `pay-message`,
          children: (0, A.jsx)(E, { text: o, announce: !1 }),
        }),
      ],
    })
  );
}
var N = (e) =>
    (0, A.jsxs)(l, {
      ...e,
      children: [
        (0, A.jsx)(`rect`, { x: `4.5`, y: `10.5`, width: `15`, height: `10`, rx: `2` }),
        (0, A.jsx)(`path`, { d: `M8 10.5V7.5a4 4 0 0 1 8 0v3` }),
      ],
    }),
  te = (e) =>
    (0, A.jsxs)(l, {
      ...e,
      children: [(0, A.jsx)(`path`, { d: `M4 12a8 8 0 1 0 2.4-5.7L4 8.5` }), (0, A.jsx)(`path`, { d: `M4 4v4.5h4.5` })],
    }),
  ne = (e) =>
    (0, A.jsxs)(l, {
      ...e,
      children: [
        (0, A.jsx)(`circle`, { cx: `12`, cy: `8`, r: `3.5` }),
        (0, A.jsx)(`path`, { d: `M5 20a7 7 0 0 1 14 0` }),
      ],
    });
function P({ icon: e, children: t }) {
  return (0, A.jsxs)(`li`, {
    className: `flex gap-3`,
    children: [
      (0, A.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `mt-0.5 grid size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600`,
        children: e,
      }),
      (0, A.jsx)(`span`, { className: `min-w-0`, children: t }),
    ],
  });
}
function F({ event: e }) {
  const t = e.eventOwner || e.artistName;
  return (0, A.jsxs)(`ul`, {
    'aria-label': `About this payment`,
    className: `grid gap-3 border-t border-brand-100 pt-4 text-sm text-muted`,
    children: [
      (0, A.jsxs)(P, {
        icon: (0, A.jsx)(N, { className: `size-4` }),
        children: [
          (0, A.jsx)(`strong`, { className: `font-semibold text-ink`, children: `Secure payment by Paystack.` }),
          ` Your card details go straight to Paystack and never reach our servers.`,
        ],
      }),
      (0, A.jsxs)(P, {
        icon: (0, A.jsx)(te, { className: `size-4` }),
        children: [
          `Refunds within `,
          24,
          ` hours of purchase.`,
          ` `,
          (0, A.jsx)(S, {
            to: `/helpdesk`,
            className: `font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600`,
            children: `Refund policy`,
          }),
        ],
      }),
      t &&
        (0, A.jsxs)(P, {
          icon: (0, A.jsx)(ne, { className: `size-4` }),
          children: [`Organized by `, (0, A.jsx)(`strong`, { className: `font-semibold text-ink`, children: t })],
        }),
    ],
  });
}
var I = class extends Error {
    constructor() {
      super(`Unexpected answer from the server`), (this.name = `UnexpectedPaymentAnswer`);
    }
  },
  L = [`pending`, `paid`, `expired`, `failed`, `refund_pending`, `refunded`];
async function R(e) {
  const t = await y(`/api/initialize-transaction`, {
      eventId: e.id,
      ticketQuantity: e.ticketQuantity,
      firstName: e.firstName,
      lastName: e.lastName,
      email: w(e.email, T.email),
      phoneNumber: w(e.phoneNumber, T.phoneNumber),
      isGift: e.isGift,
      recipientFirstName: e.isGift ? e.recipientFirstName : ``,
      recipientLastName: e.isGift ? e.recipientLastName : ``,
      recipientEmail: e.isGift ? e.recipientEmail : ``,
    }),
    n = _(t) && _(t.data) ? t.data : null;
  if (!n || typeof n.reference != `string` || !n.reference) throw new I();
  return { reference: n.reference };
}
async function z(e) {
  const t = await v(`/api/verify-transaction/${encodeURIComponent(e)}`),
    n = _(t) && _(t.data) ? t.data : null;
  if (!n || typeof n.status != `string` || !L.includes(n.orderStatus)) throw new I();
  return {
    status: n.status,
    orderStatus: n.orderStatus,
    ticket: D(n.ticket),
    message: typeof n.message == `string` && n.message ? n.message : null,
  };
}
async function B(e) {
  await y(`/api/orders/${encodeURIComponent(e)}/cancel`, {});
}
async function V(e, t) {
  const n = await y(`/api/tickets`, {
      transactionReference: e,
      eventId: t.id,
      eventTitle: t.eventTitle,
      ticketHolder: { firstName: t.firstName, lastName: t.lastName, email: t.email },
      isGift: t.isGift,
      ...(t.isGift
        ? { recipient: { firstName: t.recipientFirstName, lastName: t.recipientLastName, email: t.recipientEmail } }
        : {}),
      ticketQuantity: t.ticketQuantity,
    }),
    r = D(n);
  if (!r) throw new I();
  return r;
}
function H(e) {
  return e instanceof x && e.message !== n.auth.httpError(e.status) ? e.message : null;
}
function U(e) {
  return (H(e) ?? (e instanceof Error && e.message ? e.message : `unknown error`)).replace(/[.\s]+$/, ``);
}
function W() {
  const e = window.PaystackPop;
  return e && typeof e.setup == `function` ? e : null;
}
var G = new Map();
function K(e) {
  let t = G.get(e);
  return (
    t ||
      ((t = new Promise((t, n) => {
        const r = document.createElement(`script`);
        (r.src = e),
          (r.async = !0),
          r.addEventListener(`load`, () => t()),
          r.addEventListener(`error`, () => {
            r.remove(), n(Error(`Could not load ${e}`));
          }),
          document.head.append(r);
      })),
      G.set(e, t),
      t.catch(() => G.delete(e))),
    t
  );
}
function q(e) {
  const [t, n] = (0, k.useState)(`loading`);
  return (
    (0, k.useEffect)(() => {
      if (e === void 0) return;
      if (!e) {
        n(`failed`);
        return;
      }
      let t = !0;
      return (
        n(`loading`),
        K(e).then(
          () => t && n(`ready`),
          () => t && n(`failed`),
        ),
        () => {
          t = !1;
        }
      );
    }, [e]),
    t
  );
}
var J = (e, t) => e.setup(t).openIframe();
function Y({ event: e, order: i, total: a }) {
  const o = p(),
    { user: s, setUser: c } = g(),
    { config: l, failed: u } = ee(),
    d = q(u ? `` : l?.payment.scriptUrl),
    [f, m] = (0, k.useState)(!1),
    [h, _] = (0, k.useState)(null),
    v = (e) => {
      _(e), m(!1);
    },
    y = async (e) => {
      v(n.payment.signInRequired);
      const r = { ...i, notice: n.payment.signInRequired };
      await o(t(i.id), { state: r }), e && c(null);
    },
    b = async (t, a) => {
      if (a.status !== `success`) {
        B(t).catch(() => {}), v(n.payment.failed);
        return;
      }
      let s;
      try {
        s = await z(t);
      } catch {
        v(n.payment.verificationFailed);
        return;
      }
      if (s.orderStatus === `refund_pending` && s.message) v(s.message);
      else if (s.status !== `success`) v(n.payment.verificationFailed);
      else
        try {
          const n = await V(t, i);
          O();
          const a = { ticket: n, order: i, reference: t };
          await o(r(e.id), { state: a });
        } catch (e) {
          v(n.payment.ticketFailed(U(e), l?.supportEmail ?? `our support address`));
        }
    },
    S = async () => {
      if (f || d !== `ready` || !l) return;
      if (!s) {
        await y(!1);
        return;
      }
      const t = W();
      if (!t) {
        _(n.payment.scriptNotLoaded);
        return;
      }
      _(null), m(!0);
      let r;
      try {
        ({ reference: r } = await R(i));
      } catch (e) {
        if (e instanceof x && e.status === 401) {
          await y(!0);
          return;
        }
        v(H(e) ?? n.payment.initializeFailed);
        return;
      }
      let o = !1;
      try {
        J(t, {
          key: l.payment.publicKey,
          email: i.email,
          amount: Math.round(a * 100),
          currency: `NGN`,
          ref: r,
          metadata: {
            eventTitle: i.eventTitle || e.title,
            ticketQuantity: i.ticketQuantity,
            customerName: [i.firstName, i.lastName].filter(Boolean).join(` `),
            custom_fields: [
              { display_name: `Event`, variable_name: `event_title`, value: i.eventTitle || e.title },
              { display_name: `Tickets`, variable_name: `ticket_quantity`, value: i.ticketQuantity },
            ],
          },
          callback: (e) => {
            o || ((o = !0), b(r, e));
          },
          onClose: () => {
            o || ((o = !0), B(r).catch(() => {}), v(n.payment.cancelled));
          },
        });
      } catch {
        B(r).catch(() => {}), v(n.payment.initializeFailed);
      }
    };
  return {
    pay: () => void S(),
    busy: f,
    scriptStatus: d,
    message: h ?? (d === `failed` ? n.payment.scriptFailed : null),
  };
}
var X = `rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6`;
function Z({ title: e, children: t }) {
  return (0, A.jsxs)(`section`, {
    className: X,
    children: [
      (0, A.jsx)(`h2`, { className: `mb-3 text-base font-bold text-ink`, children: e }),
      (0, A.jsx)(`dl`, {
        className: `grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]`,
        children: t,
      }),
    ],
  });
}
function Q({ label: e, children: t }) {
  return (0, A.jsxs)(A.Fragment, {
    children: [
      (0, A.jsx)(`dt`, { className: `text-muted`, children: e }),
      (0, A.jsx)(`dd`, { className: `font-medium break-words text-ink`, children: t }),
    ],
  });
}
var $ = (e, t) => [e, t].filter(Boolean).join(` `);
function re({ event: e }) {
  return (0, A.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center`,
    children: [
      (0, A.jsx)(c, { title: `Order summary` }),
      (0, A.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `There is no order to show yet` }),
      (0, A.jsxs)(`p`, {
        className: `text-muted`,
        children: [`Fill in the ticket form for `, e.title, ` first, then come back here to check your order.`],
      }),
      (0, A.jsx)(S, { to: t(e.id), className: d(`primary`), children: `Go to the ticket form` }),
    ],
  });
}
var ie = (e) =>
  `Your ticket${e.ticketFileType ? ` (${e.ticketFileType})` : ``}, delivered on screen and by email after payment. There is nothing to upload.`;
function ae({ event: e, order: n }) {
  const { unitPrice: r, quantity: i, total: l } = o(n, e.basePrice),
    u = n.ticketFileName ? n : e,
    p = Y({ event: e, order: n, total: l });
  return (0, A.jsxs)(`main`, {
    'aria-busy': p.busy,
    inert: p.busy,
    className: `mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-16 transition-[filter] sm:px-6 lg:pt-10 ${p.busy ? `blur-sm` : ``}`,
    children: [
      (0, A.jsx)(c, { title: `Order summary: ${e.title}` }),
      (0, A.jsx)(`h1`, {
        className: `mb-6 text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl`,
        children: `Buy ${e.title} Ticket`,
      }),
      (0, A.jsxs)(`div`, {
        className: `grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8`,
        children: [
          (0, A.jsxs)(`div`, {
            className: `grid gap-5`,
            children: [
              (0, A.jsx)(`section`, { 'aria-label': `Event`, className: X, children: (0, A.jsx)(a, { event: e }) }),
              (0, A.jsxs)(Z, {
                title: `Your details`,
                children: [
                  (0, A.jsx)(Q, { label: `Name`, children: $(n.firstName, n.lastName) }),
                  (0, A.jsx)(Q, { label: `Email`, children: n.email }),
                  (0, A.jsx)(Q, { label: `Phone`, children: n.phoneNumber }),
                ],
              }),
              n.isGift &&
                (0, A.jsxs)(Z, {
                  title: `Gift for`,
                  children: [
                    (0, A.jsx)(Q, {
                      label: `Name`,
                      children: $(n.recipientFirstName, n.recipientLastName) || `Not given`,
                    }),
                    (0, A.jsx)(Q, { label: `Email`, children: n.recipientEmail || `Not given` }),
                  ],
                }),
              (0, A.jsx)(s, { file: u, label: `1 file attached`, note: ie(u) }),
            ],
          }),
          (0, A.jsxs)(`section`, {
            'aria-label': `Payment`,
            className: `${X} grid gap-4 lg:sticky lg:top-24`,
            children: [
              (0, A.jsx)(`h2`, { className: `text-base font-bold text-ink`, children: `Price` }),
              (0, A.jsxs)(`dl`, {
                className: `grid gap-2 text-sm`,
                children: [
                  (0, A.jsxs)(`div`, {
                    className: `flex items-baseline justify-between gap-4`,
                    children: [
                      (0, A.jsx)(`dt`, { className: `text-muted`, children: `Tickets` }),
                      (0, A.jsxs)(`dd`, {
                        className: `text-ink`,
                        'data-testid': `unit-line`,
                        children: [f(r), ` × `, i],
                      }),
                    ],
                  }),
                  (0, A.jsxs)(`div`, {
                    className: `flex items-baseline justify-between gap-4`,
                    children: [
                      (0, A.jsx)(`dt`, { className: `text-muted`, children: `Fees` }),
                      (0, A.jsx)(`dd`, {
                        className: `text-ink`,
                        'data-testid': `fees-line`,
                        children: `No booking fee`,
                      }),
                    ],
                  }),
                  (0, A.jsxs)(`div`, {
                    className: `mt-1 flex items-baseline justify-between gap-4 border-t border-brand-100 pt-3`,
                    children: [
                      (0, A.jsx)(`dt`, { className: `text-base font-bold text-ink`, children: `Total` }),
                      (0, A.jsx)(`dd`, {
                        className: `text-xl font-extrabold text-brand-700`,
                        'data-testid': `total`,
                        children: f(l),
                      }),
                    ],
                  }),
                ],
              }),
              (0, A.jsx)(M, { flow: p, total: l }),
              (0, A.jsx)(S, { to: t(e.id), state: n, className: d(`secondary`, `w-full`), children: `Back` }),
              (0, A.jsx)(F, { event: e }),
            ],
          }),
        ],
      }),
    ],
  });
}
function oe({ event: e }) {
  const t = m(),
    n = C(t.state);
  return n && n.id === e.id ? (0, A.jsx)(ae, { event: e, order: n }) : (0, A.jsx)(re, { event: e });
}
function se() {
  return (0, A.jsx)(i, { notFound: n.events.notFoundShort, children: (e) => (0, A.jsx)(oe, { event: e }, e.id) });
}

export { se as Component };
//# sourceMappingURL=order-summary-CV3YAQgX.js.map
