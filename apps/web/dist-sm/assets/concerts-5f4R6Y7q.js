import { x as i, T as n, l as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import {
  v as _,
  C as a,
  P as c,
  b as d,
  f,
  t as g,
  r as h,
  _ as l,
  n as m,
  I as o,
  i as p,
  N as s,
  a as u,
} from './site-JEPK_OxW.js';

var v = e(t(), 1),
  y = 5e3;
function b(e, { paused: t = !1, interval: n = y } = {}) {
  const [r, i] = (0, v.useState)(0),
    a = (0, v.useCallback)((t) => i(e ? ((t % e) + e) % e : 0), [e]),
    o = (0, v.useCallback)(() => i((t) => (e ? (t + 1) % e : 0)), [e]),
    s = (0, v.useCallback)(() => i((t) => (e ? (t - 1 + e) % e : 0)), [e]);
  return (
    (0, v.useEffect)(() => {
      if (t || e < 2) return;
      const a = window.setTimeout(() => i((r + 1) % e), n);
      return () => window.clearTimeout(a);
    }, [t, e, n, r]),
    { index: e ? Math.min(r, e - 1) : 0, next: o, previous: s, goTo: a }
  );
}
var x = r(),
  S = (e) => (0, x.jsx)(d, { ...e, children: (0, x.jsx)(`path`, { d: `M8 5v14M16 5v14`, strokeWidth: 3 }) }),
  C = `grid size-11 place-items-center rounded-full bg-white/90 text-brand-800 shadow-lg transition hover:bg-white`;
function w({ events: e }) {
  const [t, n] = (0, v.useState)(!1),
    [r, s] = (0, v.useState)(!1),
    [u, d] = (0, v.useState)(!1),
    p = u || t || r,
    { index: h, next: g, previous: y, goTo: w } = b(e.length, { paused: p });
  return (0, x.jsxs)(`section`, {
    'aria-roledescription': `carousel`,
    'aria-label': `Featured concerts`,
    onMouseEnter: () => n(!0),
    onMouseLeave: () => n(!1),
    onFocus: () => s(!0),
    onBlur: (e) => {
      e.currentTarget.contains(e.relatedTarget) || s(!1);
    },
    className: `relative overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl`,
    children: [
      (0, x.jsx)(`div`, {
        className: `grid`,
        'aria-live': p ? `polite` : `off`,
        'data-testid': `slides`,
        children: e.map((t, n) =>
          (0, x.jsxs)(
            `div`,
            {
              role: `group`,
              'aria-roledescription': `slide`,
              'aria-label': `${n + 1} of ${e.length}: ${t.title}`,
              'aria-hidden': n !== h,
              inert: n !== h,
              'data-active': n === h,
              className: `grid transition-opacity duration-700 [grid-area:1/1] md:grid-cols-[3fr_2fr] ${n === h ? `opacity-100` : `pointer-events-none opacity-0`}`,
              children: [
                (0, x.jsx)(m, { event: t, eager: n === 0, className: `aspect-[3/2] md:h-full` }),
                (0, x.jsxs)(`div`, {
                  className: `flex flex-col justify-center gap-3 p-6 pb-20 sm:p-10 sm:pb-20 md:pb-10`,
                  children: [
                    (0, x.jsx)(`p`, {
                      className: `text-sm font-bold uppercase tracking-widest text-accent-400`,
                      children: t.artistName,
                    }),
                    (0, x.jsx)(`h2`, {
                      className: `text-2xl font-extrabold leading-tight sm:text-4xl`,
                      children: t.title,
                    }),
                    (0, x.jsx)(`p`, { className: `text-brand-100`, children: t.description }),
                    (0, x.jsxs)(`p`, {
                      className: `text-sm font-semibold text-brand-200`,
                      children: [o(t), ` · `, t.venue, `, `, t.city],
                    }),
                    (0, x.jsx)(i, {
                      to: c(t.id),
                      className: f(`accent`, `mt-2 self-start`),
                      children: `More Info & Tickets`,
                    }),
                  ],
                }),
              ],
            },
            t.id,
          ),
        ),
      }),
      (0, x.jsxs)(`div`, {
        className: `absolute bottom-4 left-4 right-4 flex items-center justify-between gap-3 md:left-auto md:w-[40%] md:pr-6`,
        children: [
          (0, x.jsx)(`div`, {
            className: `flex items-center`,
            children: e.map((e, t) =>
              (0, x.jsx)(
                `button`,
                {
                  type: `button`,
                  'aria-label': `Show slide ${t + 1}`,
                  'aria-current': t === h ? `true` : void 0,
                  onClick: () => w(t),
                  className: `grid size-11 place-items-center`,
                  children: (0, x.jsx)(`span`, {
                    className: `block h-2 rounded-full transition-all ${t === h ? `w-6 bg-accent-400` : `w-2 bg-white/50`}`,
                  }),
                },
                e.id,
              ),
            ),
          }),
          (0, x.jsxs)(`div`, {
            className: `flex gap-2`,
            children: [
              (0, x.jsx)(`button`, {
                type: `button`,
                'aria-label': u ? `Play slideshow` : `Pause slideshow`,
                onClick: () => d((e) => !e),
                className: C,
                children: u ? (0, x.jsx)(a, { className: `size-5` }) : (0, x.jsx)(S, { className: `size-5` }),
              }),
              (0, x.jsx)(`button`, {
                type: `button`,
                'aria-label': `Previous slide`,
                onClick: y,
                className: C,
                children: (0, x.jsx)(l, {}),
              }),
              (0, x.jsx)(`button`, {
                type: `button`,
                'aria-label': `Next slide`,
                onClick: g,
                className: C,
                children: (0, x.jsx)(_, {}),
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
var T = 4,
  E = 8;
function D() {
  const { events: e, failed: t } = n(),
    r = e.filter((e) => e.category === `Concert`),
    i = r.slice(0, T),
    a = [...r].sort(u).slice(0, E);
  return (0, x.jsxs)(`main`, {
    className: `mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12`,
    children: [
      (0, x.jsx)(s, { title: `Concerts` }),
      (0, x.jsx)(`p`, {
        className: `text-sm font-bold uppercase tracking-widest text-accent-600`,
        children: `Live music`,
      }),
      (0, x.jsx)(`h1`, {
        className: `text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl`,
        children: `Concerts`,
      }),
      (0, x.jsx)(`p`, {
        className: `mt-2 max-w-2xl text-muted`,
        children: `The biggest Afrobeats nights of 2027, from Atlanta to Auckland. Pick a show and get your tickets in naira.`,
      }),
      t && (0, x.jsx)(h, { what: `the concerts`, className: `mt-6` }),
      i.length > 0 && (0, x.jsx)(`div`, { className: `mt-8`, children: (0, x.jsx)(w, { events: i }) }),
      !t &&
        (0, x.jsxs)(`section`, {
          'aria-labelledby': `all-concerts`,
          className: `mt-14`,
          children: [
            (0, x.jsx)(`h2`, {
              id: `all-concerts`,
              className: `text-2xl font-extrabold tracking-tight text-brand-900`,
              children: `All concerts`,
            }),
            a.length === 0
              ? (0, x.jsx)(p, {
                  title: `No concerts on sale right now.`,
                  className: `mt-6`,
                  children: `New shows are announced all the time. Check back soon.`,
                })
              : (0, x.jsx)(`ul`, {
                  className: `mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4`,
                  'data-testid': `concert-grid`,
                  children: a.map((e) =>
                    (0, x.jsx)(`li`, { className: `grid`, children: (0, x.jsx)(g, { event: e }) }, e.id),
                  ),
                }),
          ],
        }),
    ],
  });
}

export { D as Component };
//# sourceMappingURL=concerts-5f4R6Y7q.js.map
