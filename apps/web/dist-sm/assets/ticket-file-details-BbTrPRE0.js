import { f as t } from './event-page-BoZRG_ux.js';
import { N as d, T as f, o as h, D as l, l as m, b as p, E as u } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { b as a, z as c, T as i, I as n, d as o, N as r, g as s } from './site-JEPK_OxW.js';

var g = e(d(), 1),
  _ = m();
function v() {
  return (0, _.jsx)(`main`, {
    className: `grid flex-1 place-items-center px-4 py-20`,
    role: `status`,
    'aria-live': `polite`,
    children: (0, _.jsxs)(`div`, {
      className: `grid justify-items-center gap-3 text-muted`,
      children: [(0, _.jsx)(h, {}), (0, _.jsx)(`p`, { className: `font-medium`, children: t.events.loading })],
    }),
  });
}
function y({ message: e }) {
  const t = l(),
    n = u();
  return (0, _.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-5 px-4 py-20 text-center`,
    children: [
      (0, _.jsx)(r, { title: `Event not found` }),
      (0, _.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600`,
        children: (0, _.jsx)(i, { className: `size-8` }),
      }),
      (0, _.jsx)(`h1`, { className: `text-xl font-bold text-balance text-ink sm:text-2xl`, children: e }),
      (0, _.jsx)(o, { variant: `secondary`, onClick: () => (n.key === 'default' ? t(`/`) : t(-1)), children: `Back` }),
    ],
  });
}
function b({ notFound: e, children: t }) {
  const { id: n, event: r } = f();
  return (0, _.jsx)(
    g.Suspense,
    {
      fallback: (0, _.jsx)(v, {}),
      children: (0, _.jsx)(p, { resolve: r, children: (r) => (r ? t(r) : (0, _.jsx)(y, { message: e(n) })) }),
    },
    n,
  );
}
function x({ event: e, stackOnWide: t = !1 }) {
  return (0, _.jsxs)(`div`, {
    className: `flex gap-4 ${t ? `lg:flex-col` : ``}`,
    children: [
      (0, _.jsx)(`img`, {
        src: e.eventImage,
        width: e.imageWidth,
        height: e.imageHeight,
        alt: ``,
        className: `aspect-[3/2] h-auto w-28 shrink-0 self-start rounded-xl bg-brand-100 object-cover sm:w-32 ${t ? `lg:w-full` : ``}`,
      }),
      (0, _.jsxs)(`div`, {
        className: `min-w-0 grid content-start gap-1`,
        children: [
          (0, _.jsx)(`h2`, { className: `text-lg leading-snug font-bold text-ink`, children: e.title }),
          (0, _.jsx)(`p`, { className: `text-sm text-muted`, children: n(e) }),
          (0, _.jsxs)(`p`, { className: `text-sm text-muted`, children: [e.venue, `, `, e.city] }),
          (0, _.jsxs)(`p`, {
            className: `text-sm font-semibold text-brand-700`,
            children: [
              c(e.basePrice),
              ` `,
              (0, _.jsx)(`span`, { className: `font-normal text-muted`, children: `per ticket` }),
            ],
          }),
        ],
      }),
    ],
  });
}
var S = (e, t) => e * t,
  C = (e) => Math.round(e * 100) / 100;
function w(e, t) {
  const n = Math.max(1, Math.floor(e.ticketQuantity)),
    r = t === void 0 ? e.totalPrice : S(t, n);
  return { unitPrice: C(r / n), quantity: n, total: r };
}
var T = (e) => /pdf/i.test(e.ticketFileType) || /\.pdf$/i.test(e.ticketFileName);
function E({ pdf: e }) {
  return (0, _.jsx)(a, {
    'data-icon': e ? `document` : `image`,
    className: `size-5 shrink-0`,
    children: e
      ? (0, _.jsx)(`path`, { d: `M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 13h6m-6 4h4` })
      : (0, _.jsx)(`path`, {
          d: `M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm-1 12 5-5 4 4 2-2 5 5M15.5 9.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z`,
        }),
  });
}
function D({ file: e, label: t, note: n }) {
  const [r, i] = (0, g.useState)(!1),
    a = (0, g.useId)(),
    o = (0, g.useId)(),
    c = T(e);
  return (0, _.jsxs)(`div`, {
    className: `rounded-xl border border-brand-100 bg-white`,
    children: [
      (0, _.jsxs)(`button`, {
        type: `button`,
        'aria-expanded': r,
        'aria-controls': a,
        'aria-describedby': n ? o : void 0,
        onClick: () => i((e) => !e),
        className: `flex min-h-11 w-full items-center gap-3 rounded-xl px-4 py-2.5 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50`,
        children: [
          (0, _.jsx)(E, { pdf: c }),
          (0, _.jsx)(`span`, { className: `flex-1`, children: t }),
          (0, _.jsx)(s, { className: `size-4 transition-transform ${r ? `rotate-180` : ``}` }),
        ],
      }),
      n && (0, _.jsx)(`p`, { id: o, className: `px-4 pb-3 text-sm text-muted`, children: n }),
      (0, _.jsx)(`div`, {
        id: a,
        hidden: !r,
        className: `border-t border-brand-100 px-4 py-3`,
        children: (0, _.jsxs)(`dl`, {
          className: `grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm`,
          children: [
            (0, _.jsx)(`dt`, { className: `text-muted`, children: `File name` }),
            (0, _.jsx)(`dd`, { className: `font-medium break-all text-ink`, children: e.ticketFileName || `—` }),
            (0, _.jsx)(`dt`, { className: `text-muted`, children: `Type` }),
            (0, _.jsx)(`dd`, { className: `font-medium text-ink`, children: e.ticketFileType || `—` }),
            (0, _.jsx)(`dt`, { className: `text-muted`, children: `Size` }),
            (0, _.jsx)(`dd`, { className: `font-medium text-ink`, children: e.ticketFileSize || `—` }),
          ],
        }),
      }),
    ],
  });
}

export { b as a, D as t, S as r, w as n, x as i };
//# sourceMappingURL=ticket-file-details-BbTrPRE0.js.map
