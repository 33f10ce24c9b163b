const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/sidebar-xi1Bw1l3.js',
      'assets/rolldown-runtime-XKyaHtl9.js',
      'assets/index-bIbMlBq6.js',
      'assets/index-DeADNRm4.css',
      'assets/rules-CRhj4ZjR.js',
      'assets/event-page-BoZRG_ux.js',
      'assets/honeypot-DR7BQMit.js',
      'assets/status-message-D_Oaj3Uk.js',
    ]),
) => i.map((i) => d[i]);

import {
  c as a,
  l as c,
  x as d,
  k as ee,
  S as i,
  s as l,
  D as n,
  g as o,
  N as r,
  i as s,
  w as u,
} from './index-bIbMlBq6.js';
import { n as e, r as t } from './rolldown-runtime-XKyaHtl9.js';

function f(e) {
  const [t = `0`, n] = String(Math.round(Math.abs(e) * 100) / 100).split(`.`),
    r = t.replace(/\B(?=(\d{3})+$)/g, `,`);
  return `NGN ${e < 0 ? `-` : ``}${r}${n ? `.${n}` : ``}`;
}
var p = [
    `January`,
    `February`,
    `March`,
    `April`,
    `May`,
    `June`,
    `July`,
    `August`,
    `September`,
    `October`,
    `November`,
    `December`,
  ],
  m = [`Sunday`, `Monday`, `Tuesday`, `Wednesday`, `Thursday`, `Friday`, `Saturday`];
function h({ date: e, month: t, year: n, time: r }) {
  const i = p.findIndex((e) => e.slice(0, 3).toUpperCase() === t.trim().toUpperCase()),
    a = /^(\d{1,2}):(\d{2})$/.exec(r.trim()),
    o = Number(e),
    s = new Date(Date.UTC(Number(n), i, o));
  return i < 0 || !a || !/^\d{4}$/.test(n.trim()) || s.getUTCDate() !== o
    ? null
    : {
        weekday: m[s.getUTCDay()],
        day: String(o),
        month: p[i],
        year: n.trim(),
        time: `${a[1]?.padStart(2, `0`)}:${a[2]}`,
        inZone: !0,
      };
}
function g(e, t) {
  return e.inZone ? (t ? `(${t} time)` : ``) : `(UTC)`;
}
var _ = {
  compact: (e) =>
    `${e.weekday.slice(0, 3)} ${e.day} ${e.month.slice(0, 3).toUpperCase()} ${e.year} · ${e.time}${e.inZone ? `` : ` UTC`}`,
  longDate: (e) => `${e.weekday}, ${e.day} ${e.month} ${e.year}`,
  longTime: (e, t) => `${e.time} ${g(e, t)}`.trim(),
  longDateTime: (e, t) => `${_.longDate(e)} at ${_.longTime(e, t)}`,
};
function v(e) {
  const t = h(e);
  return t ? _.compact(t) : e.startsAt;
}
function te(e) {
  const t = h(e);
  return t ? _.longDate(t) : e.startsAt;
}
function y(e) {
  const t = h(e);
  return t ? _.longTime(t, e.city) : e.startsAt;
}
var b = (e) => `/event-details/${encodeURIComponent(e)}`,
  x = c(),
  S = `Owambe Tickets`;
function ne({ title: e }) {
  return (0, x.jsx)(`title`, { children: `${e} · ${S}` });
}
function C({ tone: e = `dark` }) {
  return (0, x.jsxs)(d, {
    to: `/`,
    className: `inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight ${e === `light` ? `text-white` : `text-brand-900`}`,
    children: [
      (0, x.jsxs)(`svg`, {
        viewBox: `0 0 32 32`,
        className: `size-8 shrink-0`,
        'aria-hidden': `true`,
        focusable: `false`,
        children: [
          (0, x.jsx)(`rect`, { width: `32`, height: `32`, rx: `9`, fill: `#7c3aed` }),
          (0, x.jsx)(`path`, {
            d: `M8 11.5a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2.2a2.3 2.3 0 0 0 0 4.6v2.2a2 2 0 0 0-2 2H10a2 2 0 0 0-2-2v-2.2a2.3 2.3 0 0 0 0-4.6z`,
            fill: `#fbbf24`,
          }),
          (0, x.jsx)(`circle`, { cx: `16`, cy: `16`, r: `2.6`, fill: `#7c3aed` }),
        ],
      }),
      (0, x.jsx)(`span`, { children: S }),
    ],
  });
}
var w = [
    { to: `/about`, label: `About` },
    { to: `/contact`, label: `Contact` },
    { to: `/terms`, label: `Terms` },
    { to: `/Privacy`, label: `Privacy` },
    { to: `/helpdesk#faq`, label: `FAQ` },
  ],
  T = `support@owambetickets.ng`;
function E() {
  return (0, x.jsxs)(`footer`, {
    className: `mt-auto bg-brand-900 text-brand-100 below-fold`,
    children: [
      (0, x.jsxs)(`div`, {
        className: `mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr]`,
        children: [
          (0, x.jsxs)(`div`, {
            className: `grid content-start gap-3`,
            children: [
              (0, x.jsx)(C, { tone: `light` }),
              (0, x.jsx)(`p`, {
                className: `max-w-sm text-sm text-brand-200`,
                children: `Tickets for the concerts and movies everyone will be talking about, paid in naira, with your QR ticket on screen and in your inbox.`,
              }),
              (0, x.jsxs)(`p`, {
                className: `text-sm`,
                children: [
                  `Questions?`,
                  ` `,
                  (0, x.jsx)(`a`, {
                    href: `mailto:${T}`,
                    className: `inline-flex min-h-11 items-center font-semibold text-accent-400 underline underline-offset-4`,
                    children: T,
                  }),
                ],
              }),
            ],
          }),
          (0, x.jsx)(`nav`, {
            'aria-label': `Footer`,
            children: (0, x.jsx)(`ul`, {
              className: `grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3`,
              children: w.map((e) =>
                (0, x.jsx)(
                  `li`,
                  {
                    children: (0, x.jsx)(d, {
                      to: e.to,
                      className: `inline-flex min-h-11 min-w-11 items-center rounded-lg text-sm font-semibold text-white hover:text-accent-400`,
                      children: e.label,
                    }),
                  },
                  e.label,
                ),
              ),
            }),
          }),
        ],
      }),
      (0, x.jsx)(`div`, {
        className: `border-t border-white/10`,
        children: (0, x.jsxs)(`p`, {
          suppressHydrationWarning: !0,
          className: `mx-auto max-w-6xl px-4 py-5 text-xs text-brand-300 sm:px-6`,
          children: [`© `, new Date().getFullYear(), ` Owambe Tickets. Prices in Nigerian naira (NGN).`],
        }),
      }),
    ],
  });
}
var D = t(r(), 1);
function O() {
  return (0, x.jsx)(`a`, {
    href: `#content`,
    className: `sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:inline-flex focus:min-h-11 focus:items-center`,
    children: `Skip to content`,
  });
}
function k() {
  const { signOut: e } = a(),
    t = n();
  return (0, D.useCallback)(async () => {
    await t(`/login`), await e();
  }, [t, e]);
}
function A({ className: e = ``, onAction: t }) {
  const { user: n } = a(),
    r = k(),
    [i, o] = (0, D.useState)(!1);
  if (!n) return (0, x.jsx)(d, { to: `/login`, className: e, onClick: t, children: `Log In` });
  async function s() {
    o(!0), t?.();
    try {
      await r();
    } finally {
      o(!1);
    }
  }
  return (0, x.jsx)(`button`, {
    type: `button`,
    className: e,
    onClick: s,
    disabled: i,
    'aria-busy': i || void 0,
    children: `Log Out`,
  });
}
function j({ children: e, className: t = `size-6`, ...n }) {
  return (0, x.jsx)(`svg`, {
    viewBox: `0 0 24 24`,
    fill: `none`,
    stroke: `currentColor`,
    strokeWidth: 1.8,
    strokeLinecap: `round`,
    strokeLinejoin: `round`,
    'aria-hidden': `true`,
    focusable: `false`,
    className: t,
    ...n,
    children: e,
  });
}
var M = (e) =>
    (0, x.jsxs)(j, {
      ...e,
      children: [
        (0, x.jsx)(`path`, { d: `M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8` }),
        (0, x.jsx)(`path`, { d: `M10.3 20a2 2 0 0 0 3.4 0` }),
      ],
    }),
  N = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M4 6h16M4 12h16M4 18h16` }) }),
  re = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M6 6l12 12M18 6L6 18` }) }),
  ie = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M15 18l-6-6 6-6` }) }),
  P = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M9 18l6-6-6-6` }) }),
  F = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M7 4.5v15l13-7.5z`, fill: `currentColor` }) }),
  I = (e) =>
    (0, x.jsxs)(j, {
      ...e,
      children: [(0, x.jsx)(`circle`, { cx: `11`, cy: `11`, r: `7` }), (0, x.jsx)(`path`, { d: `M20 20l-3.5-3.5` })],
    }),
  L = (e) =>
    (0, x.jsxs)(j, {
      ...e,
      children: [
        (0, x.jsx)(`path`, { d: `M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z` }),
        (0, x.jsx)(`circle`, { cx: `12`, cy: `9`, r: `2.5` }),
      ],
    }),
  R = (e) =>
    (0, x.jsxs)(j, {
      ...e,
      children: [
        (0, x.jsx)(`rect`, { x: `3.5`, y: `5`, width: `17`, height: `15.5`, rx: `2` }),
        (0, x.jsx)(`path`, { d: `M3.5 10h17M8 3v4M16 3v4` }),
      ],
    }),
  z = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M5 12h14M13 6l6 6-6 6` }) }),
  B = (e) =>
    (0, x.jsxs)(j, {
      ...e,
      children: [
        (0, x.jsx)(`path`, {
          d: `M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z`,
        }),
        (0, x.jsx)(`path`, { d: `M14 6v12`, strokeDasharray: `2 2` }),
      ],
    }),
  V = (e) => (0, x.jsx)(j, { ...e, children: (0, x.jsx)(`path`, { d: `M6 9l6 6 6-6` }) }),
  H = {
    primary: `bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300`,
    accent: `bg-accent-500 text-brand-900 hover:bg-accent-400 disabled:opacity-60`,
    secondary: `border border-brand-200 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-60`,
    ghost: `text-brand-700 hover:bg-brand-50 disabled:opacity-60`,
  },
  U = (e = `primary`, t = ``) =>
    `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${H[e]} ${t}`;
function W({
  variant: e = `primary`,
  busy: t = !1,
  busyText: n,
  className: r = ``,
  children: i,
  disabled: a,
  type: o = `button`,
  ...s
}) {
  return (0, x.jsxs)(`button`, {
    type: o,
    className: U(e, r),
    disabled: a || t,
    'aria-busy': t || void 0,
    ...s,
    children: [
      t &&
        (0, x.jsx)(`span`, {
          'aria-hidden': `true`,
          className: `size-4 animate-spin rounded-full border-2 border-current border-t-transparent`,
        }),
      t && n ? n : i,
    ],
  });
}
var G = (e = !1) =>
    `min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${e ? `border-danger` : `border-line`}`,
  K = () => l(() => import(`./sidebar-xi1Bw1l3.js`), __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7])),
  q = (0, D.lazy)(async () => ({ default: (await K()).Sidebar })),
  J = `site-sidebar`,
  ae = [
    { to: `/concerts`, label: `Concerts` },
    { to: `/about-us`, label: `About Us` },
    { to: `/organizers`, label: `Organizers` },
    { to: `/my-tickets`, label: `My Tickets` },
  ];
function Y({ variant: e = `nav` }) {
  const [t, n] = (0, D.useState)(!1),
    [r, a] = (0, D.useState)(!1),
    o = e === `landing`,
    s = `grid size-11 place-items-center rounded-full transition-colors ${o ? `text-white hover:bg-white/15` : `text-ink hover:bg-brand-50`}`;
  return (0, x.jsxs)(`header`, {
    className: o
      ? `absolute inset-x-0 top-0 z-20`
      : `sticky top-0 z-20 border-b border-brand-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80`,
    children: [
      (0, x.jsxs)(`div`, {
        className: `mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6`,
        children: [
          (0, x.jsx)(C, { tone: o ? `light` : `dark` }),
          !o &&
            (0, x.jsx)(`nav`, {
              'aria-label': `Main`,
              className: `ml-6 hidden lg:block`,
              children: (0, x.jsx)(`ul`, {
                className: `flex items-center gap-1`,
                children: ae.map((e) =>
                  (0, x.jsx)(
                    `li`,
                    {
                      children: (0, x.jsx)(i, {
                        to: e.to,
                        className: ({ isActive: e }) =>
                          `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${e ? `bg-brand-50 text-brand-700` : `text-muted hover:text-brand-700`}`,
                        children: e.label,
                      }),
                    },
                    e.to,
                  ),
                ),
              }),
            }),
          (0, x.jsxs)(`div`, {
            className: `ml-auto flex items-center gap-1`,
            children: [
              !o &&
                (0, x.jsx)(A, {
                  className: `mr-1 hidden min-h-11 items-center rounded-xl border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex`,
                }),
              (0, x.jsx)(d, {
                to: `/notifications`,
                'aria-label': `Notifications`,
                className: s,
                children: (0, x.jsx)(M, {}),
              }),
              (0, x.jsx)(`button`, {
                type: `button`,
                'aria-label': `Open menu`,
                'aria-haspopup': `dialog`,
                'aria-expanded': t,
                'aria-controls': r ? J : void 0,
                onPointerEnter: K,
                onFocus: K,
                onClick: () => {
                  a(!0), n(!0);
                },
                className: s,
                children: (0, x.jsx)(N, {}),
              }),
            ],
          }),
        ],
      }),
      r &&
        (0, x.jsx)(D.Suspense, { fallback: null, children: (0, x.jsx)(q, { id: J, open: t, onClose: () => n(!1) }) }),
    ],
  });
}
var oe = e({ Component: () => se });
function se() {
  return (0, x.jsxs)(`div`, {
    className: `flex min-h-dvh flex-col`,
    children: [
      (0, x.jsx)(O, {}),
      (0, x.jsx)(Y, { variant: `nav` }),
      (0, x.jsx)(`div`, {
        id: `content`,
        tabIndex: -1,
        className: `flex flex-1 flex-col focus:outline-none`,
        children: (0, x.jsx)(u, {}),
      }),
      (0, x.jsx)(E, {}),
    ],
  });
}
var ce = e({ eventsLoader: () => ue, fetchEvents: () => Z, forgetEventList: () => de }),
  le = 6e4,
  X = null;
function Z(e = Date.now()) {
  if (X && e - X.at < le) return X.promise;
  const t = o(`/api/events`).then((e) => e.events);
  return (
    (X = { at: e, promise: t }),
    t.catch(() => {
      X?.promise === t && (X = null);
    }),
    t
  );
}
async function ue({ context: e }) {
  const t = s(e);
  try {
    return { events: await (t ? t.events.list() : Z()), failed: !1 };
  } catch {
    return { events: [], failed: !0 };
  }
}
function de() {
  X = null;
}
var Q = (e) => (e.category === `Movie` ? `Book Now` : `Get Tickets`),
  fe = (e, t) => (e.startsAt < t.startsAt ? -1 : +(e.startsAt > t.startsAt));
function pe({ title: e, children: t, className: n = `` }) {
  return (0, x.jsxs)(`div`, {
    className: `rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center ${n}`,
    children: [
      (0, x.jsx)(`p`, { className: `text-lg font-bold text-ink`, children: e }),
      (0, x.jsx)(`p`, { className: `mt-1 text-muted`, children: t }),
    ],
  });
}
function me({ what: e, className: t = `` }) {
  const n = ee(),
    r = n.state === `loading`;
  return (0, x.jsxs)(`div`, {
    className: `flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 ${t}`,
    children: [
      (0, x.jsxs)(`p`, {
        role: `alert`,
        className: `text-sm text-danger`,
        children: [`We couldn't load `, e, ` right now. Please check your connection and try again.`],
      }),
      (0, x.jsx)(W, {
        variant: `secondary`,
        'aria-disabled': r || void 0,
        'aria-busy': r || void 0,
        onClick: () => {
          r || n.revalidate();
        },
        children: r ? `Retrying...` : `Retry`,
      }),
    ],
  });
}
function $({ event: e, eager: t = !1, className: n = `` }) {
  return (0, x.jsx)(`img`, {
    src: e.eventImage,
    srcSet: e.imageSrcSet,
    sizes: e.imageSrcSet ? `(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw` : void 0,
    width: e.imageWidth,
    height: e.imageHeight,
    alt: `${e.title} poster`,
    loading: t ? `eager` : `lazy`,
    decoding: `async`,
    className: `block h-auto w-full bg-brand-100 object-cover ${n}`,
  });
}
function he({ event: e }) {
  const t = (0, D.useId)();
  return (0, x.jsxs)(`article`, {
    className: `@container flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-lg`,
    children: [
      (0, x.jsx)($, { event: e, className: `aspect-[3/2]` }),
      (0, x.jsxs)(`div`, {
        className: `flex flex-1 flex-col gap-3 p-5`,
        children: [
          (0, x.jsxs)(`p`, {
            className: `flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-700`,
            children: [(0, x.jsx)(R, { className: `size-4 shrink-0` }), v(e)],
          }),
          (0, x.jsx)(`h3`, { id: t, className: `text-lg font-bold leading-snug text-ink`, children: e.title }),
          (0, x.jsx)(`p`, { className: `line-clamp-3 text-sm text-muted`, children: e.description }),
          (0, x.jsxs)(`p`, {
            className: `flex items-center gap-1.5 text-sm text-muted`,
            children: [
              (0, x.jsx)(L, { className: `size-4 shrink-0` }),
              (0, x.jsxs)(`span`, { children: [e.venue, `, `, e.city] }),
            ],
          }),
          (0, x.jsxs)(`div`, {
            className: `mt-auto grid gap-3 pt-2 @[17rem]:flex @[17rem]:items-center @[17rem]:justify-between`,
            children: [
              (0, x.jsxs)(`p`, {
                className: `text-sm text-muted`,
                children: [
                  (0, x.jsx)(`span`, {
                    className: `text-base font-bold whitespace-nowrap text-ink`,
                    children: f(e.basePrice),
                  }),
                  ` `,
                  (0, x.jsx)(`span`, { className: `whitespace-nowrap @[17rem]:block`, children: `per ticket` }),
                ],
              }),
              (0, x.jsx)(d, {
                to: b(e.id),
                'aria-describedby': t,
                className: U(e.category === `Movie` ? `accent` : `primary`, `shrink-0 whitespace-nowrap`),
                children: Q(e),
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

export {
  _ as F,
  $ as n,
  A as E,
  B as T,
  b as P,
  C as M,
  ce as s,
  E as A,
  F as C,
  f as z,
  fe as a,
  G as u,
  he as t,
  I as w,
  ie as _,
  j as b,
  k as D,
  L as x,
  M as m,
  me as r,
  N as S,
  ne as N,
  O,
  oe as c,
  P as v,
  pe as i,
  Q as o,
  R as h,
  re as y,
  S as j,
  T as k,
  te as L,
  U as f,
  V as g,
  v as I,
  W as d,
  Y as l,
  y as R,
  z as p,
};
//# sourceMappingURL=site-JEPK_OxW.js.map
