import { n as p } from './admin-api-CHw1d_C1.js';
import { t as m } from './admin-format-CO4hE-z1.js';
import { n as h } from './admin-paths-cgLaZDql.js';
import { r as u } from './admin-sales-messages-BBXKOYz8.js';
import { l as d } from './event-page-BoZRG_ux.js';
import { t as a } from './format-instant-CXMBL33o.js';
import { x as i, O as n, l as r, N as t } from './index-bIbMlBq6.js';
import { t as g } from './modal-XO2-DcaL.js';
import { n as b, t as x } from './order-status-1BF6WclC.js';
import { t as _ } from './resource-state-DxO-3wkE.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { u as c, z as l, N as o, d as s } from './site-JEPK_OxW.js';
import { t as y } from './status-badge-BXSm_loh.js';
import { t as f } from './status-message-D_Oaj3Uk.js';
import { t as v } from './use-admin-resource-CcngcaUw.js';

var S = e(t(), 1),
  C = r();
function w({
  title: e,
  children: t,
  confirmLabel: n,
  busyLabel: r,
  cancelLabel: i,
  reasonLabel: a,
  onConfirm: o,
  onClose: l,
}) {
  const [u, d] = (0, S.useState)(``),
    [p, m] = (0, S.useState)(!1),
    [h, _] = (0, S.useState)(null),
    v = (0, S.useId)();
  async function y(e) {
    e.preventDefault(), m(!0), _(null);
    try {
      await o(u.trim());
    } catch (e) {
      _(e instanceof Error ? e.message : String(e)), m(!1);
    }
  }
  return (0, C.jsx)(g, {
    title: e,
    onClose: p ? () => void 0 : l,
    children: (0, C.jsxs)(`form`, {
      onSubmit: y,
      className: `grid gap-4 px-5 py-4`,
      children: [
        (0, C.jsx)(`div`, { className: `grid gap-2 text-sm text-ink`, children: t }),
        a &&
          (0, C.jsxs)(`div`, {
            className: `grid gap-1.5`,
            children: [
              (0, C.jsx)(`label`, { htmlFor: v, className: `text-sm font-medium text-ink`, children: a }),
              (0, C.jsx)(`textarea`, {
                id: v,
                value: u,
                maxLength: 500,
                rows: 3,
                onChange: (e) => d(e.target.value),
                className: c(),
                'data-autofocus': !0,
              }),
            ],
          }),
        (0, C.jsx)(f, { text: h, tone: `error` }),
        (0, C.jsxs)(`div`, {
          className: `flex flex-wrap justify-end gap-2`,
          children: [
            (0, C.jsx)(s, { variant: `secondary`, onClick: l, disabled: p, children: i }),
            (0, C.jsx)(s, { type: `submit`, busy: p, busyText: r, children: n }),
          ],
        }),
      ],
    }),
  });
}
function T({ email: e }) {
  return e.sentAt
    ? (0, C.jsx)(y, { label: `Sent ${m(e.sentAt)}`, tone: `good` })
    : e.failedAt
      ? (0, C.jsx)(y, { label: `Failed after ${e.attempts} attempts`, tone: `stopped` })
      : (0, C.jsx)(y, {
          label: e.attempts > 0 ? `Retrying (${e.attempts} attempts)` : `Waiting to send`,
          tone: `waiting`,
        });
}
function E({ emails: e }) {
  return (0, C.jsxs)(`section`, {
    'aria-labelledby': `order-emails`,
    className: `grid gap-3`,
    children: [
      (0, C.jsx)(`h2`, { id: `order-emails`, className: `text-base font-bold text-ink`, children: `Emails sent` }),
      e.length === 0
        ? (0, C.jsx)(`p`, { className: `text-sm text-muted`, children: `No email was written for this order.` })
        : (0, C.jsx)(`ul`, {
            className: `grid gap-2`,
            children: e.map((e) =>
              (0, C.jsxs)(
                `li`,
                {
                  className: `grid justify-items-start gap-1 rounded-xl border border-brand-100 bg-white p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center`,
                  children: [
                    (0, C.jsxs)(`div`, {
                      className: `min-w-0`,
                      children: [
                        (0, C.jsx)(`p`, { className: `font-semibold text-ink`, children: e.subject }),
                        (0, C.jsxs)(`p`, {
                          className: `break-words text-xs text-muted`,
                          children: [
                            `To `,
                            e.to,
                            ` · written `,
                            (0, C.jsx)(`time`, { dateTime: e.createdAt, children: m(e.createdAt) }),
                          ],
                        }),
                        e.lastError &&
                          !e.sentAt &&
                          (0, C.jsx)(`p`, { className: `text-xs text-danger`, children: e.lastError }),
                      ],
                    }),
                    (0, C.jsx)(T, { email: e }),
                  ],
                },
                e.id,
              ),
            ),
          }),
    ],
  });
}
var D = (e, t = `—`) => (e ? (0, C.jsx)(`time`, { dateTime: e, children: m(e) }) : t);
function O({ title: e, children: t, className: n = `` }) {
  const r = `order-${e.toLowerCase().replace(/\W+/g, `-`)}`;
  return (0, C.jsxs)(`section`, {
    'aria-labelledby': r,
    className: `rounded-2xl border border-brand-100 bg-white p-4 sm:p-5 ${n}`,
    children: [
      (0, C.jsx)(`h2`, { id: r, className: `text-base font-bold text-ink`, children: e }),
      (0, C.jsx)(`div`, { className: `mt-3`, children: t }),
    ],
  });
}
function k({ rows: e }) {
  return (0, C.jsx)(`dl`, {
    className: `grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm`,
    children: e.map(([e, t]) =>
      (0, C.jsxs)(
        `div`,
        {
          className: `contents`,
          children: [
            (0, C.jsx)(`dt`, { className: `text-muted`, children: e }),
            (0, C.jsx)(`dd`, { className: `min-w-0 break-words text-ink`, children: t }),
          ],
        },
        e,
      ),
    ),
  });
}
function A(e) {
  return {
    refund: e.actions.refund
      ? null
      : e.status === `refunded`
        ? `Refunded already.`
        : e.status === `refund_pending`
          ? `The refund is with the payment service.`
          : `Only paid orders can be refunded (this one is ${u[e.status].toLowerCase()}).`,
    'cancel-ticket': e.actions.cancelTicket
      ? null
      : e.ticket
        ? `The ticket is ${e.ticket.status === `used` ? `already checked in` : `already cancelled`}.`
        : `This order has no ticket.`,
    'resend-ticket-email': e.actions.resendTicketEmail
      ? null
      : e.ticket
        ? `Only the unused ticket of a paid order can be emailed again.`
        : `This order has no ticket.`,
  };
}
function j({ id: e }) {
  const { resource: t, reload: n, replace: r } = v(`/api/admin/orders/${encodeURIComponent(e)}`),
    [s, c] = (0, S.useState)(null),
    [u, m] = (0, S.useState)(!1),
    [g, y] = (0, S.useState)(null),
    T = t.data;
  async function A(t, n = ``) {
    const i = await p(`POST`, `/api/admin/orders/${encodeURIComponent(e)}/${t}`, n ? { reason: n } : {});
    r(i.order), y({ text: i.message, tone: `success` }), c(null);
  }
  async function j(e, t) {
    try {
      await A(e, t);
    } catch (e) {
      throw (n(), e);
    }
  }
  async function N() {
    m(!0), y(null);
    try {
      await A(`resend-ticket-email`);
    } catch (e) {
      y({ text: e instanceof Error ? e.message : String(e), tone: `error` });
    } finally {
      m(!1);
    }
  }
  return (0, C.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      (0, C.jsx)(o, { title: T ? `Order ${T.reference}` : `Order` }),
      (0, C.jsx)(d, { to: h.orders, children: `Orders` }),
      (0, C.jsx)(_, { resource: t, onRetry: n, back: { to: h.orders, label: `Back to the orders` } }),
      T &&
        (0, C.jsxs)(C.Fragment, {
          children: [
            (0, C.jsxs)(`div`, {
              className: `flex flex-wrap items-center gap-3`,
              children: [
                (0, C.jsxs)(`h1`, {
                  className: `break-all text-2xl font-bold text-ink`,
                  children: [`Order `, T.reference],
                }),
                (0, C.jsx)(x, { status: T.status }),
              ],
            }),
            g && (0, C.jsx)(f, { text: g.text, tone: g.tone }),
            (0, C.jsx)(M, {
              order: T,
              resending: u,
              onRefund: () => c(`refund`),
              onCancel: () => c(`cancel-ticket`),
              onResend: () => void N(),
            }),
            (0, C.jsxs)(`div`, {
              className: `grid gap-4 lg:grid-cols-2`,
              children: [
                (0, C.jsx)(O, {
                  title: `Event and seats`,
                  children: (0, C.jsx)(k, {
                    rows: [
                      [`Event`, T.event.title],
                      [
                        `Starts`,
                        (0, C.jsx)(
                          `time`,
                          { dateTime: T.event.startsAt, children: a(T.event.startsAt, T.event.timeZone, T.event.city) },
                          `starts`,
                        ),
                      ],
                      [`Venue`, `${T.event.venue}, ${T.event.city}`],
                      [`Seats`, `${T.quantity} × ${l(T.unitPrice)}`],
                      [`Total`, (0, C.jsx)(`strong`, { children: l(T.amount) }, `total`)],
                      [`Placed`, D(T.createdAt)],
                    ],
                  }),
                }),
                (0, C.jsx)(O, {
                  title: `Buyer`,
                  children: (0, C.jsx)(k, {
                    rows: [
                      [`Name`, [T.buyer.firstName, T.buyer.lastName].filter(Boolean).join(` `)],
                      [
                        `Email`,
                        (0, C.jsx)(
                          `a`,
                          {
                            href: `mailto:${T.buyer.email}`,
                            className: `text-brand-700 underline`,
                            children: T.buyer.email,
                          },
                          `email`,
                        ),
                      ],
                      [`Phone`, T.buyer.phoneNumber],
                      [
                        `Account`,
                        (0, C.jsx)(`span`, { className: `font-mono text-xs`, children: T.buyer.userId }, `account`),
                      ],
                      [
                        `Gift for`,
                        T.gift
                          ? `${[T.gift.firstName, T.gift.lastName].filter(Boolean).join(` `)} (${T.gift.email})`
                          : `Not a gift`,
                      ],
                    ],
                  }),
                }),
                (0, C.jsx)(O, {
                  title: `Payment`,
                  children: (0, C.jsx)(k, {
                    rows: [
                      [`Provider`, T.payment.provider === `simulator` ? `Payment simulator (test mode)` : `Paystack`],
                      [`Amount`, `${l(T.amount)} (${T.currency})`],
                      [`Paid`, D(T.payment.paidAt, `Not paid`)],
                      ...(T.status === `pending` ? [[`Hold until`, D(T.payment.holdExpiresAt)]] : []),
                      [`Refund asked`, D(T.payment.refundRequestedAt, `Never`)],
                      ...(T.payment.refundProviderStatus ? [[`Provider says`, T.payment.refundProviderStatus]] : []),
                      ...(T.payment.refundError
                        ? [
                            [
                              `Last refund error`,
                              (0, C.jsx)(`span`, { className: `text-danger`, children: T.payment.refundError }, `e`),
                            ],
                          ]
                        : []),
                      [`Refunded`, D(T.payment.refundedAt, `No`)],
                    ],
                  }),
                }),
                (0, C.jsx)(O, {
                  title: `Ticket`,
                  children: T.ticket
                    ? (0, C.jsx)(k, {
                        rows: [
                          [
                            `Ticket ID`,
                            (0, C.jsx)(`span`, { className: `font-mono text-xs`, children: T.ticket.id }, `id`),
                          ],
                          [`Status`, (0, C.jsx)(b, { status: T.ticket.status }, `s`)],
                          [`Issued`, D(T.ticket.issuedAt)],
                          [`Checked in`, D(T.ticket.usedAt, `Not yet`)],
                          [
                            `Page`,
                            (0, C.jsxs)(
                              `a`,
                              {
                                href: T.ticket.pagePath,
                                target: `_blank`,
                                rel: `noreferrer`,
                                className: `text-brand-700 underline`,
                                children: [
                                  `Open the ticket page`,
                                  (0, C.jsx)(`span`, { className: `sr-only`, children: ` (new tab)` }),
                                ],
                              },
                              `page`,
                            ),
                          ],
                        ],
                      })
                    : (0, C.jsx)(`p`, {
                        className: `text-sm text-muted`,
                        children: `No ticket was issued for this order.`,
                      }),
                }),
              ],
            }),
            (0, C.jsx)(E, { emails: T.emails }),
            (0, C.jsx)(`p`, {
              className: `text-sm`,
              children: (0, C.jsx)(i, {
                to: h.auditLogOf(`order`, T.id),
                className: `font-semibold text-brand-700 underline`,
                children: `This order in the audit log`,
              }),
            }),
            s === `refund` &&
              (0, C.jsxs)(w, {
                title: `Refund this order?`,
                confirmLabel: `Refund ${l(T.amount)}`,
                busyLabel: `Refunding...`,
                cancelLabel: `Keep the order`,
                reasonLabel: `Reason (optional, kept in the audit log)`,
                onConfirm: (e) => j(`refund`, e),
                onClose: () => c(null),
                children: [
                  (0, C.jsxs)(`p`, {
                    children: [
                      l(T.amount),
                      ` goes back to `,
                      T.buyer.email,
                      ` through`,
                      ` `,
                      T.payment.provider === `simulator` ? `the payment simulator` : `Paystack`,
                      `.`,
                    ],
                  }),
                  T.status === `paid` &&
                    (0, C.jsxs)(`p`, {
                      children: [
                        `Its `,
                        T.quantity === 1 ? `seat goes` : `${T.quantity} seats go`,
                        ` back on sale`,
                        T.ticket ? ` and ticket ${T.ticket.id} is cancelled at once` : ``,
                        `. The buyer is emailed.`,
                      ],
                    }),
                ],
              }),
            s === `cancel-ticket` &&
              T.ticket &&
              (0, C.jsx)(w, {
                title: `Cancel this ticket?`,
                confirmLabel: `Cancel the ticket`,
                busyLabel: `Cancelling...`,
                cancelLabel: `Keep the ticket`,
                reasonLabel: `Reason (optional, emailed to the buyer)`,
                onConfirm: (e) => j(`cancel-ticket`, e),
                onClose: () => c(null),
                children: (0, C.jsxs)(`p`, {
                  children: [
                    `Ticket `,
                    T.ticket.id,
                    ` will no longer admit anyone: its page and the door will say cancelled. The order stays paid and its seats stay taken; refund the order to give the money back and free them.`,
                  ],
                }),
              }),
          ],
        }),
    ],
  });
}
function M({ order: e, resending: t, onRefund: n, onCancel: r, onResend: i }) {
  const a = A(e),
    o = (e) => (a[e] ? (0, C.jsx)(`span`, { className: `text-xs text-muted`, children: a[e] }) : null);
  return (0, C.jsxs)(`section`, {
    'aria-labelledby': `order-actions`,
    className: `rounded-2xl border border-brand-100 bg-white p-4 sm:p-5`,
    children: [
      (0, C.jsx)(`h2`, { id: `order-actions`, className: `text-base font-bold text-ink`, children: `Actions` }),
      (0, C.jsxs)(`div`, {
        className: `mt-3 grid gap-3 sm:grid-cols-3`,
        children: [
          (0, C.jsxs)(`div`, {
            className: `grid content-start gap-1`,
            children: [
              (0, C.jsx)(s, { onClick: n, disabled: !e.actions.refund, children: `Refund order` }),
              o(`refund`),
            ],
          }),
          (0, C.jsxs)(`div`, {
            className: `grid content-start gap-1`,
            children: [
              (0, C.jsx)(s, {
                variant: `secondary`,
                onClick: r,
                disabled: !e.actions.cancelTicket,
                children: `Cancel ticket`,
              }),
              o(`cancel-ticket`),
            ],
          }),
          (0, C.jsxs)(`div`, {
            className: `grid content-start gap-1`,
            children: [
              (0, C.jsx)(s, {
                variant: `secondary`,
                onClick: i,
                disabled: !e.actions.resendTicketEmail,
                busy: t,
                busyText: `Sending...`,
                children: `Resend ticket email`,
              }),
              o(`resend-ticket-email`),
            ],
          }),
        ],
      }),
    ],
  });
}
function N() {
  const { id: e = `` } = n();
  return (0, C.jsx)(j, { id: e }, e);
}

export { N as Component };
//# sourceMappingURL=order-C0r-UP32.js.map
