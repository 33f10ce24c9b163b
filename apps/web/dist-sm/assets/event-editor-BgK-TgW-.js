import { r as b, n as y } from './admin-api-CHw1d_C1.js';
import { s as a, r as i, n, t as o, o as r, a as t } from './admin-event-rules-DdqI9aqh.js';
import { n as x } from './admin-paths-cgLaZDql.js';
import { l as _ } from './event-page-BoZRG_ux.js';
import { t as D, n as E } from './event-status-badge-DI6vKFjv.js';
import { D as f, x as g, l as h, O as m, N as p } from './index-bIbMlBq6.js';
import { t as w } from './modal-XO2-DcaL.js';
import { t as S } from './resource-state-DxO-3wkE.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { d as c, z as d, f as l, N as s, u } from './site-JEPK_OxW.js';
import { t as v } from './status-message-D_Oaj3Uk.js';
import { r as T } from './text-field-CM1H3Ms6.js';
import { t as C } from './use-admin-resource-CcngcaUw.js';

var O = e(p(), 1),
  k = h();
function A({ title: e, sold: t, busy: n, onConfirm: r, onClose: i }) {
  const [a, o] = (0, O.useState)(!0),
    s = (0, O.useId)(),
    l = `${t} ${t === 1 ? `ticket` : `tickets`}`;
  return (0, k.jsx)(w, {
    title: `Cancel ${e}?`,
    onClose: i,
    children: (0, k.jsxs)(`div`, {
      className: `grid gap-4`,
      children: [
        (0, k.jsxs)(`p`, {
          children: [
            l,
            ` `,
            t === 1 ? `is` : `are`,
            ` sold for this event. Once cancelled, its page says so, nothing more can be bought, and it cannot be reopened.`,
          ],
        }),
        (0, k.jsxs)(`div`, {
          className: `flex items-start gap-3`,
          children: [
            (0, k.jsx)(`input`, {
              id: s,
              type: `checkbox`,
              checked: a,
              onChange: (e) => o(e.target.checked),
              className: `mt-1 size-5 accent-brand-600`,
            }),
            (0, k.jsxs)(`label`, {
              htmlFor: s,
              children: [`Refund all `, l, ` in full through the payment provider (each buyer is emailed)`],
            }),
          ],
        }),
        (0, k.jsxs)(`div`, {
          className: `flex flex-wrap justify-end gap-3`,
          children: [
            (0, k.jsx)(c, { variant: `secondary`, onClick: i, disabled: n, children: `Keep the event` }),
            (0, k.jsx)(c, {
              onClick: () => r(a),
              busy: n,
              busyText: `Cancelling...`,
              className: `bg-danger hover:bg-red-800`,
              children: `Cancel the event`,
            }),
          ],
        }),
      ],
    }),
  });
}
function j({ values: e, problems: t, onChange: r, statuses: a = i }) {
  const s = (0, O.useId)(),
    c = (0, O.useMemo)(() => {
      const e = Intl.supportedValuesOf;
      return e ? e(`timeZone`) : [`Africa/Lagos`, `Europe/London`, `America/New_York`];
    }, []),
    l = (n, i, a = {}) =>
      (0, k.jsx)(T, { label: i, name: n, value: e[n], error: t[n], onChange: (e) => r(n, e.target.value), ...a });
  return (0, k.jsxs)(`div`, {
    className: `grid gap-4 sm:grid-cols-2`,
    children: [
      l(`title`, `Title`, { maxLength: n.title, className: `sm:col-span-2` }),
      l(`artistName`, `Artist`, { maxLength: n.artistName }),
      l(`eventOwner`, `Organizer (optional)`, { maxLength: n.eventOwner }),
      (0, k.jsx)(M, {
        label: `Category`,
        value: e.category,
        error: t.category,
        onChange: (e) => r(`category`, e),
        children: o.map((e) => (0, k.jsx)(`option`, { value: e, children: e }, e)),
      }),
      (0, k.jsx)(M, {
        label: `Status`,
        value: e.status,
        error: t.status,
        onChange: (e) => r(`status`, e),
        children: a.map((e) => (0, k.jsx)(`option`, { value: e, children: E(e) }, e)),
      }),
      l(`description`, `Description (one line)`, { maxLength: n.description, className: `sm:col-span-2` }),
      (0, k.jsx)(N, { label: `About`, value: e.about, error: t.about, onChange: (e) => r(`about`, e) }),
      l(`venue`, `Venue`, { maxLength: n.venue }),
      l(`city`, `City`, { maxLength: n.city }),
      l(`timeZone`, `Time zone`, {
        list: s,
        autoComplete: `off`,
        spellCheck: !1,
        hint: `Where the venue is, e.g. Africa/Lagos: the start is that local time.`,
        className: `sm:col-span-2`,
      }),
      (0, k.jsx)(`datalist`, { id: s, children: c.map((e) => (0, k.jsx)(`option`, { value: e }, e)) }),
      l(`startDate`, `Start date`, { type: `date` }),
      l(`startTime`, `Start time`, { type: `time` }),
      l(`basePrice`, `Price (NGN)`, { inputMode: `numeric`, hint: `Whole naira, per ticket.` }),
      l(`capacity`, `Capacity`, {
        inputMode: `numeric`,
        hint: `Seats for sale. It can go down only to what is already sold or held.`,
      }),
      l(`subaccountCode`, `Payment split code (optional)`, {
        spellCheck: !1,
        hint: `The Paystack subaccount that shares the payment, e.g. ACCT_8f4s1eq7ml6rlzj.`,
        className: `sm:col-span-2`,
      }),
    ],
  });
}
function M({ label: e, value: t, error: n, onChange: r, children: i }) {
  const a = (0, O.useId)();
  return (0, k.jsxs)(`div`, {
    className: `grid gap-1.5`,
    children: [
      (0, k.jsx)(`label`, { htmlFor: a, className: `text-sm font-medium text-ink`, children: e }),
      (0, k.jsx)(`select`, {
        id: a,
        value: t,
        onChange: (e) => r(e.target.value),
        'aria-invalid': n ? !0 : void 0,
        'aria-describedby': n ? `${a}-error` : void 0,
        className: u(!!n),
        children: i,
      }),
      n && (0, k.jsx)(`p`, { id: `${a}-error`, className: `text-sm text-danger`, children: n }),
    ],
  });
}
function N({ label: e, value: t, error: r, onChange: i }) {
  const a = (0, O.useId)();
  return (0, k.jsxs)(`div`, {
    className: `grid gap-1.5 sm:col-span-2`,
    children: [
      (0, k.jsx)(`label`, { htmlFor: a, className: `text-sm font-medium text-ink`, children: e }),
      (0, k.jsx)(`textarea`, {
        id: a,
        value: t,
        rows: 6,
        maxLength: n.about,
        onChange: (e) => i(e.target.value),
        'aria-invalid': r ? !0 : void 0,
        'aria-describedby': r ? `${a}-error` : void 0,
        className: u(!!r),
      }),
      r && (0, k.jsx)(`p`, { id: `${a}-error`, className: `text-sm text-danger`, children: r }),
    ],
  });
}
var P = {
  title: ``,
  artistName: ``,
  eventOwner: ``,
  category: `Concert`,
  description: ``,
  about: ``,
  venue: ``,
  city: ``,
  timeZone: `Africa/Lagos`,
  startDate: ``,
  startTime: `20:00`,
  basePrice: ``,
  capacity: ``,
  subaccountCode: ``,
  status: `draft`,
};
function F(e) {
  return {
    title: e.title,
    artistName: e.artistName,
    eventOwner: e.eventOwner,
    category: e.category,
    description: e.description,
    about: e.about,
    venue: e.venue,
    city: e.city,
    timeZone: e.timeZone,
    startDate: e.startDate,
    startTime: e.startTime,
    basePrice: String(e.basePrice),
    capacity: String(e.capacity),
    subaccountCode: e.subaccountCode,
    status: e.status,
  };
}
var I = (e) => (e.trim() === `` ? NaN : Number(e));
function L(e) {
  return { ...e, basePrice: I(e.basePrice), capacity: I(e.capacity) };
}
function R({ event: e, onUploaded: n }) {
  const [i, a] = (0, O.useState)(!1),
    [o, s] = (0, O.useState)(null),
    c = (0, O.useId)(),
    l = (0, O.useId)();
  async function u(i) {
    const o = i.target.files?.[0];
    if (((i.target.value = ``), o)) {
      if (o.size > 5242880) return s({ text: r.posterTooLarge, tone: `error` });
      if (!t.includes(o.type)) return s({ text: r.posterNotImage, tone: `error` });
      a(!0), s(null);
      try {
        n((await b(`/api/admin/events/${e.id}/poster`, o)).event), s({ text: r.posterSaved, tone: `success` });
      } catch (e) {
        s({ text: e.message, tone: `error` });
      } finally {
        a(!1);
      }
    }
  }
  return (0, k.jsxs)(`fieldset`, {
    className: `grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5`,
    children: [
      (0, k.jsx)(`legend`, { className: `px-1 text-sm font-semibold text-ink`, children: `Poster` }),
      (0, k.jsx)(`img`, {
        src: e.eventImage,
        alt: e.hasPoster ? `${e.title} poster` : `No poster yet`,
        width: 1200,
        height: 800,
        className: `aspect-[3/2] w-full max-w-md rounded-xl bg-brand-50 object-cover`,
      }),
      (0, k.jsxs)(`div`, {
        className: `grid gap-1`,
        children: [
          (0, k.jsx)(`label`, {
            htmlFor: c,
            className: `text-sm font-medium text-ink`,
            children: e.hasPoster ? `Replace the poster` : `Upload a poster`,
          }),
          (0, k.jsx)(`input`, {
            id: c,
            type: `file`,
            accept: t.join(`,`),
            onChange: u,
            disabled: i,
            'aria-describedby': l,
            className: `max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-600 file:px-4 file:font-semibold file:text-white`,
          }),
          (0, k.jsx)(`p`, {
            id: l,
            className: `text-xs text-muted`,
            children: `PNG, JPEG or WebP, up to 5 MB, at least 600 × 400 pixels. It is cropped to 3:2 for the pages and to 1200 × 630 for link previews.`,
          }),
        ],
      }),
      i && (0, k.jsx)(`p`, { role: `status`, className: `text-sm text-muted`, children: `Uploading...` }),
      (0, k.jsx)(v, { text: o?.text, tone: o?.tone }),
    ],
  });
}
var z = (e) =>
  `Refunds: ${e.refunded} done, ${e.pending} waiting for the payment provider, ${e.failed} failed` +
  (e.firstError ? ` (${e.firstError})` : ``) +
  `.`;
function B() {
  const { id: e } = m();
  return e === void 0 ? (0, k.jsx)(H, { loaded: null }) : (0, k.jsx)(V, { id: e }, e);
}
function V({ id: e }) {
  const { resource: t, reload: n, replace: r } = C(`/api/admin/events/${encodeURIComponent(e)}`);
  return t.data
    ? (0, k.jsx)(H, { loaded: t.data, onSaved: r })
    : (0, k.jsxs)(`div`, {
        className: `grid gap-4`,
        children: [
          (0, k.jsx)(s, { title: `Event` }),
          (0, k.jsx)(_, { to: x.events, children: `All events` }),
          (0, k.jsx)(S, { resource: t, onRetry: n, back: { to: x.events, label: `Back to the events` } }),
        ],
      });
}
function H({ loaded: e, onSaved: t }) {
  const n = f(),
    [i, o] = (0, O.useState)(() => (e ? F(e.event) : P)),
    [u, p] = (0, O.useState)({}),
    [m, h] = (0, O.useState)(null),
    [b, S] = (0, O.useState)(!1),
    [C, w] = (0, O.useState)(!1),
    T = e?.event,
    E = !T,
    M = (e, t) => {
      o((n) => ({ ...n, [e]: t })), u[e] && p((t) => ({ ...t, [e]: void 0 }));
    };
  async function N(s = {}) {
    const c = L(i),
      l = a(c);
    if ((p(l), Object.keys(l).length > 0)) h({ text: `Please correct the fields marked below.`, tone: `error` });
    else {
      S(!0), h(null);
      try {
        if (!e) {
          const { event: e } = await y(`POST`, `/api/admin/events`, c);
          n(x.event(e.id), { replace: !0 });
          return;
        }
        const i = await y(`PUT`, `/api/admin/events/${encodeURIComponent(e.event.id)}`, { ...c, ...s });
        t?.({ ...e, event: i.event }),
          o(F(i.event)),
          w(!1),
          h({ text: i.refunds ? `${r.saved} ${z(i.refunds)}` : r.saved, tone: `success` });
      } catch (e) {
        w(!1), h({ text: e.message, tone: `error` });
      } finally {
        S(!1);
      }
    }
  }
  const I = (e) => {
      e.preventDefault(), T && i.status === `cancelled` && T.status !== `cancelled` && T.sold > 0 ? w(!0) : N();
    },
    B = E ? `New event` : (T?.title ?? `Event`),
    V = E ? [`draft`] : T?.status === `cancelled` ? [`cancelled`] : [`draft`, `published`, `cancelled`];
  return (0, k.jsxs)(`div`, {
    className: `grid gap-6`,
    children: [
      (0, k.jsx)(s, { title: B }),
      (0, k.jsx)(_, { to: x.events, children: `All events` }),
      (0, k.jsxs)(`div`, {
        className: `flex flex-wrap items-center justify-between gap-3`,
        children: [
          (0, k.jsxs)(`div`, {
            className: `flex flex-wrap items-center gap-3`,
            children: [
              (0, k.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: B }),
              T && (0, k.jsx)(D, { status: T.status }),
            ],
          }),
          T &&
            (0, k.jsxs)(`div`, {
              className: `flex flex-wrap gap-2`,
              children: [
                (0, k.jsx)(g, {
                  to: `${x.event(T.id)}/preview`,
                  className: l(`secondary`),
                  children: `Preview the page`,
                }),
                T.status !== `draft` &&
                  (0, k.jsx)(`a`, {
                    href: T.publicPath,
                    className: l(`ghost`),
                    target: `_blank`,
                    rel: `noreferrer`,
                    children: `Open the public page`,
                  }),
              ],
            }),
        ],
      }),
      T &&
        (0, k.jsx)(`dl`, {
          className: `grid grid-cols-2 gap-3 sm:grid-cols-4`,
          children: [
            [`Sold`, `${T.sold} / ${T.capacity}`],
            [`Held now`, String(T.held)],
            [`Seats left`, String(T.remaining)],
            [`Revenue`, d(T.revenue)],
          ].map(([e, t]) =>
            (0, k.jsxs)(
              `div`,
              {
                className: `rounded-2xl border border-brand-100 bg-white p-4`,
                children: [
                  (0, k.jsx)(`dt`, {
                    className: `text-xs font-semibold uppercase tracking-wide text-muted`,
                    children: e,
                  }),
                  (0, k.jsx)(`dd`, { className: `mt-1 text-xl font-bold text-ink tabular-nums`, children: t }),
                ],
              },
              e,
            ),
          ),
        }),
      E &&
        (0, k.jsx)(`p`, {
          className: `text-sm text-muted`,
          children: `A new event starts as a draft. Save it, add a poster, then publish it to put it on sale.`,
        }),
      (0, k.jsx)(v, { text: m?.text, tone: m?.tone }),
      (0, k.jsxs)(`div`, {
        className: `grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start`,
        children: [
          (0, k.jsxs)(`form`, {
            noValidate: !0,
            onSubmit: I,
            className: `grid gap-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6`,
            children: [
              (0, k.jsx)(j, { values: i, problems: u, onChange: M, statuses: V }),
              (0, k.jsx)(`div`, {
                className: `flex flex-wrap gap-3`,
                children: (0, k.jsx)(c, {
                  type: `submit`,
                  busy: b,
                  busyText: `Saving...`,
                  children: E ? `Create the event` : `Save`,
                }),
              }),
            ],
          }),
          T && (0, k.jsx)(R, { event: T, onUploaded: (n) => e && t?.({ ...e, event: n }) }),
        ],
      }),
      C &&
        T &&
        e &&
        (0, k.jsx)(A, {
          title: T.title,
          sold: T.sold,
          busy: b,
          onClose: () => w(!1),
          onConfirm: (e) => void N({ confirmCancel: !0, refundTickets: e }),
        }),
    ],
  });
}
function U() {
  return (0, k.jsx)(B, {});
}

export { U as Component };
//# sourceMappingURL=event-editor-BgK-TgW-.js.map
