import { n as m } from './admin-api-CHw1d_C1.js';
import { t as h } from './admin-format-CO4hE-z1.js';
import { n as g } from './admin-paths-cgLaZDql.js';
import { i as a, t as c, a as i, n as o, r as s } from './admin-support-messages-DXWo4twG.js';
import { l as f } from './event-page-BoZRG_ux.js';
import { O as n, l as r, N as t } from './index-bIbMlBq6.js';
import { t as _ } from './resource-state-DxO-3wkE.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { u as d, N as l, d as u } from './site-JEPK_OxW.js';
import { t as p } from './status-message-D_Oaj3Uk.js';
import { t as y } from './support-status-DqWXCxJa.js';
import { t as v } from './use-admin-resource-CcngcaUw.js';

var b = e(t(), 1),
  x = r(),
  S = (e) => (e instanceof Error ? e.message : String(e));
function C({ email: e }) {
  return e.sentAt
    ? (0, x.jsxs)(x.Fragment, { children: [`Emailed to `, e.to, ` on `, h(e.sentAt)] })
    : e.failedAt
      ? (0, x.jsxs)(`span`, { className: `text-danger`, children: [`The email to `, e.to, ` could not be delivered`] })
      : (0, x.jsxs)(x.Fragment, { children: [`Waiting to be emailed to `, e.to] });
}
function w({ messages: e }) {
  return (0, x.jsx)(`ol`, {
    'aria-label': `Thread`,
    className: `grid gap-3`,
    children: e.map((e) => {
      const t = e.author === `staff`;
      return (0, x.jsx)(
        `li`,
        {
          children: (0, x.jsxs)(`article`, {
            'aria-label': `${t ? `Reply` : `Request`} from ${e.authorEmail}`,
            className: `rounded-2xl border p-4 wrap-anywhere ${t ? `border-brand-200 bg-brand-50 sm:ml-10` : `border-brand-100 bg-white sm:mr-10`}`,
            children: [
              (0, x.jsxs)(`header`, {
                className: `flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted`,
                children: [
                  (0, x.jsx)(`span`, {
                    className: `font-semibold text-ink`,
                    children: t ? `${e.authorEmail} (support)` : e.authorEmail,
                  }),
                  (0, x.jsx)(`time`, { dateTime: e.createdAt, children: h(e.createdAt) }),
                ],
              }),
              (0, x.jsx)(`p`, { className: `mt-2 whitespace-pre-wrap break-words text-sm text-ink`, children: e.body }),
              e.email &&
                (0, x.jsx)(`p`, { className: `mt-2 text-xs text-muted`, children: (0, x.jsx)(C, { email: e.email }) }),
            ],
          }),
        },
        e.id,
      );
    }),
  });
}
function T({ ticket: e, onSent: t }) {
  const [n, r] = (0, b.useState)(``),
    [i, o] = (0, b.useState)(!1),
    [l, f] = (0, b.useState)(null),
    p = (0, b.useId)();
  async function h(i) {
    i.preventDefault();
    const s = a(n);
    if (s) f(s);
    else {
      o(!0), f(null);
      try {
        const i = await m(`POST`, `/api/admin/support-tickets/${encodeURIComponent(e.id)}/replies`, { body: n });
        r(``), t(i);
      } catch (e) {
        f(S(e));
      } finally {
        o(!1);
      }
    }
  }
  return (0, x.jsxs)(`form`, {
    onSubmit: h,
    noValidate: !0,
    className: `grid gap-2 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5`,
    children: [
      (0, x.jsxs)(`label`, {
        htmlFor: p,
        className: `text-base font-bold text-ink wrap-anywhere`,
        children: [`Reply to `, e.email],
      }),
      (0, x.jsx)(`textarea`, {
        id: p,
        value: n,
        rows: 6,
        maxLength: c,
        onChange: (e) => r(e.target.value),
        'aria-invalid': l ? !0 : void 0,
        'aria-describedby': `${p}-hint${l ? ` ${p}-error` : ``}`,
        className: d(!!l),
      }),
      (0, x.jsxs)(`p`, {
        id: `${p}-hint`,
        className: `text-xs text-muted`,
        children: [`Emailed with the ticket number; the ticket becomes answered. `, s.replyLength],
      }),
      l && (0, x.jsx)(`p`, { id: `${p}-error`, role: `alert`, className: `text-sm text-danger`, children: l }),
      (0, x.jsx)(`div`, {
        children: (0, x.jsx)(u, { type: `submit`, busy: i, busyText: `Sending...`, children: `Send reply` }),
      }),
    ],
  });
}
function E({ ticket: e, onChanged: t }) {
  const [n, r] = (0, b.useState)(e.status),
    [a, s] = (0, b.useState)(!1),
    [c, l] = (0, b.useState)(null),
    f = (0, b.useId)();
  async function h(r) {
    r.preventDefault(), s(!0), l(null);
    try {
      t(await m(`POST`, `/api/admin/support-tickets/${encodeURIComponent(e.id)}/status`, { status: n }));
    } catch (e) {
      l(S(e));
    } finally {
      s(!1);
    }
  }
  return (0, x.jsxs)(`form`, {
    onSubmit: h,
    className: `flex flex-wrap items-end gap-2`,
    children: [
      (0, x.jsxs)(`div`, {
        className: `grid gap-1.5`,
        children: [
          (0, x.jsx)(`label`, { htmlFor: f, className: `text-sm font-medium text-ink`, children: `Status` }),
          (0, x.jsx)(`select`, {
            id: f,
            value: n,
            onChange: (t) => r(o.find((e) => e === t.target.value) ?? e.status),
            className: d(),
            children: o.map((e) => (0, x.jsx)(`option`, { value: e, children: i[e] }, e)),
          }),
        ],
      }),
      (0, x.jsx)(u, {
        type: `submit`,
        variant: `secondary`,
        busy: a,
        busyText: `Saving...`,
        disabled: n === e.status,
        children: `Set status`,
      }),
      c && (0, x.jsx)(p, { text: c, tone: `error`, className: `w-full` }),
    ],
  });
}
function D({ id: e }) {
  const t = `/api/admin/support-tickets/${encodeURIComponent(e)}`,
    { resource: n, reload: r, replace: i } = v(t),
    [a, o] = (0, b.useState)(null),
    s = n.data,
    c = (e) => {
      i(e.ticket), o({ text: e.message, tone: `success` });
    };
  return (0, x.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      (0, x.jsx)(l, { title: s ? `${s.id}: ${s.subject}` : `Support ticket` }),
      (0, x.jsx)(f, { to: g.support, children: `Support` }),
      (0, x.jsx)(_, { resource: n, onRetry: r, back: { to: g.support, label: `Back to the inbox` } }),
      s &&
        (0, x.jsxs)(x.Fragment, {
          children: [
            (0, x.jsxs)(`div`, {
              className: `grid gap-2`,
              children: [
                (0, x.jsxs)(`div`, {
                  className: `flex flex-wrap items-center gap-3`,
                  children: [
                    (0, x.jsx)(`h1`, { className: `text-2xl font-bold text-ink wrap-anywhere`, children: s.subject }),
                    (0, x.jsx)(y, { status: s.status }),
                  ],
                }),
                (0, x.jsxs)(`p`, {
                  className: `text-sm text-muted wrap-anywhere`,
                  children: [
                    (0, x.jsx)(`span`, { className: `font-mono`, children: s.id }),
                    ` · `,
                    s.category,
                    s.event ? ` · ${s.event.name}` : ``,
                    ` · from `,
                    s.email,
                    s.userId === `guest` ? ` (guest)` : ` (signed in)`,
                    ` · received `,
                    h(s.createdAt),
                  ],
                }),
              ],
            }),
            a && (0, x.jsx)(p, { text: a.text, tone: a.tone }),
            (0, x.jsx)(E, { ticket: s, onChanged: c }, s.status),
            (0, x.jsx)(w, { messages: s.messages }),
            (0, x.jsx)(T, { ticket: s, onSent: c }),
          ],
        }),
    ],
  });
}
function O() {
  const { id: e = `` } = n();
  return (0, x.jsx)(D, { id: e }, e);
}

export { O as Component };
//# sourceMappingURL=support-ticket-C-IyeDA1.js.map
