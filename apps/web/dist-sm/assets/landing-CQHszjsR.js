import { x as a, l as i, T as n, j as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import {
  j as _,
  o as b,
  t as C,
  I as c,
  _ as d,
  w as E,
  a as f,
  i as g,
  f as h,
  O as l,
  d as m,
  A as o,
  b as p,
  r as S,
  C as s,
  v as T,
  P as u,
  l as v,
  u as w,
  p as x,
  n as y,
} from './site-JEPK_OxW.js';

var D = e(t(), 1),
  O = i(),
  k = (e) => (0, O.jsx)(p, { className: `size-7`, children: e }),
  A = [
    {
      name: `Concerts`,
      to: `/concerts`,
      icon: k(
        (0, O.jsxs)(O.Fragment, {
          children: [
            (0, O.jsx)(`path`, { d: `M9 18V5l11-2v13` }),
            (0, O.jsx)(`circle`, { cx: `6`, cy: `18`, r: `3` }),
            (0, O.jsx)(`circle`, { cx: `17`, cy: `16`, r: `3` }),
          ],
        }),
      ),
    },
    { name: `Hangouts`, icon: k((0, O.jsx)(`path`, { d: `M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v7M8 21h8M7.5 7h9` })) },
    {
      name: `Movies`,
      icon: k(
        (0, O.jsxs)(O.Fragment, {
          children: [
            (0, O.jsx)(`rect`, { x: `3`, y: `5`, width: `18`, height: `14`, rx: `2` }),
            (0, O.jsx)(`path`, { d: `M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4` }),
          ],
        }),
      ),
    },
    { name: `Festivals`, icon: k((0, O.jsx)(`path`, { d: `M3 21l9-17 9 17zM12 4v17M7.5 21l4.5-8 4.5 8` })) },
    {
      name: `Sports`,
      icon: k(
        (0, O.jsxs)(O.Fragment, {
          children: [
            (0, O.jsx)(`circle`, { cx: `12`, cy: `12`, r: `9` }),
            (0, O.jsx)(`path`, { d: `M12 3c3 3 3 15 0 18M3 12h18M5.5 5.5c3 2 10 2 13 0M5.5 18.5c3-2 10-2 13 0` }),
          ],
        }),
      ),
    },
    {
      name: `Workshops`,
      icon: k((0, O.jsx)(`path`, { d: `M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-.5zM4 18a2 2 0 0 1 2-2h12M8 8h6` })),
    },
  ],
  j = `flex h-full min-h-32 flex-col justify-between gap-4 rounded-2xl p-5`;
function M() {
  return (0, O.jsxs)(`section`, {
    'aria-labelledby': `categories-heading`,
    className: `mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 below-fold`,
    children: [
      (0, O.jsx)(`p`, { className: `text-sm font-bold uppercase tracking-widest text-accent-600`, children: `Browse` }),
      (0, O.jsx)(`h2`, {
        id: `categories-heading`,
        className: `text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl`,
        children: `Categories`,
      }),
      (0, O.jsx)(`ul`, {
        className: `mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6`,
        'data-testid': `categories-grid`,
        children: A.map((e) =>
          (0, O.jsx)(
            `li`,
            {
              children: e.to
                ? (0, O.jsxs)(a, {
                    to: e.to,
                    className: `${j} group bg-brand-600 text-white shadow-lg shadow-brand-600/25 transition hover:-translate-y-0.5 hover:bg-brand-700`,
                    children: [
                      e.icon,
                      (0, O.jsxs)(`span`, {
                        className: `flex items-center justify-between font-bold`,
                        children: [
                          e.name,
                          (0, O.jsx)(x, { className: `size-5 transition-transform group-hover:translate-x-1` }),
                        ],
                      }),
                    ],
                  })
                : (0, O.jsxs)(`div`, {
                    className: `${j} border border-dashed border-brand-200 bg-white text-muted`,
                    children: [
                      e.icon,
                      (0, O.jsxs)(`span`, {
                        className: `grid`,
                        children: [
                          (0, O.jsx)(`span`, { className: `font-bold text-ink/70`, children: e.name }),
                          (0, O.jsx)(`span`, { className: `text-xs`, children: `Coming soon` }),
                        ],
                      }),
                    ],
                  }),
            },
            e.name,
          ),
        ),
      }),
    ],
  });
}
var N = [`Concert`, `Hangouts`, `Movies`, `Film`];
function P(e) {
  switch (e) {
    case `Concert`:
      return [`Concert`];
    case `Movies`:
    case `Film`:
      return [`Movie`];
    case `Hangouts`:
      return [];
    default:
      return;
  }
}
var F = (e) =>
  e
    .normalize(`NFD`)
    .replace(/[\u0300-\u036f]/g, ``)
    .toLowerCase()
    .replace(/\s+/g, ` `)
    .trim();
function I(e, t) {
  if (!e.trim()) return !0;
  const n = F(e).split(` `).filter(Boolean),
    r = F(t);
  return n.every((e) => r.includes(e));
}
var L = (e) => !e.event.trim() && !e.category && !e.location.trim();
function R(e, t) {
  const n = P(t.category);
  return e.filter(
    (e) =>
      (!n || n.includes(e.category)) &&
      I(t.event, `${e.title} ${e.artistName} ${e.eventOwner ?? ``}`) &&
      I(t.location, `${e.city} ${e.venue}`),
  );
}
function z(e) {
  return { event: e.get(`event`) ?? ``, category: e.get(`category`) ?? ``, location: e.get(`location`) ?? `` };
}
function B(e) {
  const t = new URLSearchParams();
  for (const n of [`event`, `category`, `location`]) {
    const r = e[n].trim();
    r && t.set(n, r);
  }
  return t;
}
var V = `${w()} min-h-12`,
  H = `text-xs font-bold uppercase tracking-wider text-muted`;
function U({ initial: e, onSearch: t }) {
  const [n, r] = (0, D.useState)(e),
    i = (e) => (t) => r((n) => ({ ...n, [e]: t.target.value }));
  function a(e) {
    e.preventDefault(), t(n);
  }
  return (0, O.jsx)(`search`, {
    'aria-label': `Find events`,
    children: (0, O.jsxs)(`form`, {
      onSubmit: a,
      className: `grid gap-3 rounded-2xl bg-white p-4 shadow-2xl shadow-brand-900/30 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto] lg:items-end`,
      children: [
        (0, O.jsxs)(`div`, {
          className: `grid gap-1.5`,
          children: [
            (0, O.jsx)(`label`, { htmlFor: `hero-event`, className: H, children: `Event` }),
            (0, O.jsx)(`input`, {
              id: `hero-event`,
              type: `search`,
              placeholder: `Artist or event`,
              value: n.event,
              onChange: i(`event`),
              className: V,
            }),
          ],
        }),
        (0, O.jsxs)(`div`, {
          className: `grid gap-1.5`,
          children: [
            (0, O.jsx)(`label`, { htmlFor: `hero-category`, className: H, children: `Category` }),
            (0, O.jsxs)(`select`, {
              id: `hero-category`,
              value: n.category,
              onChange: i(`category`),
              className: V,
              children: [
                (0, O.jsx)(`option`, { value: ``, children: `All categories` }),
                N.map((e) => (0, O.jsx)(`option`, { value: e, children: e }, e)),
              ],
            }),
          ],
        }),
        (0, O.jsxs)(`div`, {
          className: `grid gap-1.5`,
          children: [
            (0, O.jsx)(`label`, { htmlFor: `hero-location`, className: H, children: `Location` }),
            (0, O.jsx)(`input`, {
              id: `hero-location`,
              type: `text`,
              placeholder: `City or venue`,
              autoComplete: `address-level2`,
              value: n.location,
              onChange: i(`location`),
              className: V,
            }),
          ],
        }),
        (0, O.jsxs)(m, {
          type: `submit`,
          variant: `accent`,
          className: `min-h-12 sm:col-span-2 lg:col-span-1`,
          children: [(0, O.jsx)(E, { className: `size-5` }), `Search`],
        }),
      ],
    }),
  });
}
var W = { id: `421w1j87fEM`, title: `Burna Boy – Last Last (Official Music Video)` },
  G = (e) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(e)}?autoplay=1&rel=0`;
function K() {
  const [e, t] = (0, D.useState)(!1);
  return (0, O.jsx)(`section`, {
    'aria-labelledby': `highlight-heading`,
    className: `bg-brand-50 py-14 below-fold`,
    children: (0, O.jsxs)(`div`, {
      className: `mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-center`,
      children: [
        (0, O.jsxs)(`div`, {
          children: [
            (0, O.jsx)(`p`, {
              className: `text-sm font-bold uppercase tracking-widest text-accent-600`,
              children: `Highlights`,
            }),
            (0, O.jsx)(`h2`, {
              id: `highlight-heading`,
              className: `text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl`,
              children: `Feel the energy before you get there`,
            }),
            (0, O.jsx)(`p`, {
              className: `mt-3 text-muted`,
              children: `A taste of the nights our fans come back for. The video loads from YouTube only when you press play.`,
            }),
          ],
        }),
        (0, O.jsx)(`div`, {
          className: `relative aspect-video overflow-hidden rounded-2xl bg-brand-800 text-white shadow-2xl shadow-brand-900/20`,
          children: e
            ? (0, O.jsx)(`iframe`, {
                src: G(W.id),
                title: W.title,
                allow: `accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture`,
                referrerPolicy: `strict-origin-when-cross-origin`,
                allowFullScreen: !0,
                className: `absolute inset-0 size-full border-0`,
              })
            : (0, O.jsxs)(`button`, {
                type: `button`,
                onClick: () => t(!0),
                'aria-label': `Play video: ${W.title}`,
                className: `group absolute inset-0 flex size-full flex-col bg-[radial-gradient(circle_at_30%_20%,#9a64fb_0,transparent_45%),radial-gradient(circle_at_80%_90%,#f59e0b_0,transparent_40%),linear-gradient(135deg,#3b1577,#1e0b3b)]`,
                children: [
                  (0, O.jsx)(`span`, {
                    className: `grid flex-1 place-items-center`,
                    children: (0, O.jsx)(`span`, {
                      className: `grid size-16 place-items-center sm:size-20 rounded-full bg-white/95 text-brand-700 shadow-xl transition-transform group-hover:scale-110`,
                      children: (0, O.jsx)(s, { className: `ml-1 size-7 sm:size-9` }),
                    }),
                  }),
                  (0, O.jsxs)(`span`, {
                    className: `block bg-gradient-to-t from-black/70 to-transparent p-4 text-left text-sm font-semibold sm:text-base`,
                    children: [
                      W.title,
                      (0, O.jsx)(`span`, {
                        className: `block text-xs font-normal text-brand-200`,
                        children: `Plays from youtube-nocookie.com`,
                      }),
                    ],
                  }),
                ],
              }),
        }),
      ],
    }),
  });
}
function q({ children: e }) {
  return (0, O.jsxs)(`section`, {
    'aria-labelledby': `hero-heading`,
    className: `relative overflow-hidden bg-brand-900 bg-[radial-gradient(ellipse_at_15%_10%,rgba(154,100,251,0.55),transparent_55%),radial-gradient(ellipse_at_90%_80%,rgba(245,158,11,0.35),transparent_50%)] pb-14 pt-28 text-white sm:pb-20 sm:pt-36`,
    children: [
      (0, O.jsxs)(`svg`, {
        'aria-hidden': `true`,
        className: `absolute inset-0 size-full opacity-[0.07]`,
        focusable: `false`,
        children: [
          (0, O.jsx)(`defs`, {
            children: (0, O.jsx)(`pattern`, {
              id: `hero-dots`,
              width: `28`,
              height: `28`,
              patternUnits: `userSpaceOnUse`,
              children: (0, O.jsx)(`circle`, { cx: `2`, cy: `2`, r: `1.6`, fill: `#fff` }),
            }),
          }),
          (0, O.jsx)(`rect`, { width: `100%`, height: `100%`, fill: `url(#hero-dots)` }),
        ],
      }),
      (0, O.jsxs)(`div`, {
        className: `relative mx-auto grid max-w-6xl gap-8 px-4 sm:px-6`,
        children: [
          (0, O.jsxs)(`div`, {
            className: `max-w-2xl`,
            children: [
              (0, O.jsx)(`p`, {
                className: `inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-bold uppercase tracking-widest text-accent-400 ring-1 ring-white/15`,
                children: `Concerts · Movies · Nights out`,
              }),
              (0, O.jsxs)(`h1`, {
                id: `hero-heading`,
                className: `mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl`,
                children: [
                  `Find your next `,
                  (0, O.jsx)(`span`, { className: `text-accent-400`, children: `owambe` }),
                  `.`,
                ],
              }),
              (0, O.jsx)(`p`, {
                className: `mt-4 text-lg text-brand-100 sm:text-xl`,
                children: `Afrobeats shows and Nollywood premieres from Lagos to London. Pay in naira and get your QR ticket on screen and by email.`,
              }),
            ],
          }),
          e,
        ],
      }),
    ],
  });
}
function J(e, t) {
  return `${t} ${t === 1 ? `event` : `events`} found${e.event.trim() ? ` matching “${e.event.trim()}”` : ``}${e.category ? ` (${e.category})` : ``}${e.location.trim() ? ` in ${e.location.trim()}` : ``}.`;
}
function Y({ search: e, results: t, onClear: n, searchKey: r }) {
  const i = (0, D.useRef)(null);
  return (
    (0, D.useEffect)(() => {
      r && (i.current?.focus({ preventScroll: !0 }), i.current?.scrollIntoView({ block: `start`, behavior: `smooth` }));
    }, [r]),
    (0, O.jsxs)(`section`, {
      'aria-labelledby': `search-results-heading`,
      className: `mx-auto w-full max-w-6xl scroll-mt-4 px-4 pt-12 sm:px-6`,
      children: [
        (0, O.jsxs)(`div`, {
          className: `flex flex-wrap items-end justify-between gap-3`,
          children: [
            (0, O.jsxs)(`div`, {
              children: [
                (0, O.jsx)(`h2`, {
                  id: `search-results-heading`,
                  ref: i,
                  tabIndex: -1,
                  className: `scroll-mt-6 text-2xl font-extrabold tracking-tight text-brand-900 focus:outline-none sm:text-3xl`,
                  children: `Search results`,
                }),
                (0, O.jsx)(`p`, { role: `status`, className: `mt-1 text-muted`, children: J(e, t.length) }),
              ],
            }),
            (0, O.jsx)(m, { variant: `secondary`, onClick: n, children: `Clear search` }),
          ],
        }),
        t.length > 0
          ? (0, O.jsx)(`ul`, {
              className: `mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3`,
              children: t.map((e) =>
                (0, O.jsx)(`li`, { className: `grid`, children: (0, O.jsx)(C, { event: e }) }, e.id),
              ),
            })
          : (0, O.jsx)(g, {
              title: `No events match your search.`,
              className: `mt-6`,
              children:
                e.category === `Hangouts`
                  ? `Hangouts are coming soon. Try Concert or Movies for now.`
                  : `Try another artist, city or category, or clear the search to see everything.`,
            }),
      ],
    })
  );
}
var X = () => window.matchMedia?.(`(prefers-reduced-motion: reduce)`).matches ?? !1;
function Z({ events: e }) {
  const t = (0, D.useId)(),
    n = (0, D.useRef)(null),
    [r, i] = (0, D.useState)({ start: !0, end: !1 }),
    a = (0, D.useCallback)(() => {
      const e = n.current;
      e && i({ start: e.scrollLeft <= 1, end: e.scrollLeft + e.clientWidth >= e.scrollWidth - 1 });
    }, []);
  (0, D.useEffect)(
    () => (a(), window.addEventListener(`resize`, a), () => window.removeEventListener(`resize`, a)),
    [a],
  );
  const o = (e) => n.current?.scrollBy({ left: e * 300, behavior: X() ? `auto` : `smooth` }),
    s = `grid size-11 place-items-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm transition hover:bg-brand-50 aria-disabled:opacity-40`;
  return (0, O.jsxs)(`section`, {
    'aria-labelledby': t,
    className: `mx-auto max-w-6xl pt-14 pb-6`,
    children: [
      (0, O.jsxs)(`div`, {
        className: `flex items-end justify-between gap-4 px-4 sm:px-6`,
        children: [
          (0, O.jsxs)(`div`, {
            children: [
              (0, O.jsx)(`p`, {
                className: `text-sm font-bold uppercase tracking-widest text-accent-600`,
                children: `Don't miss out`,
              }),
              (0, O.jsx)(`h2`, {
                id: t,
                className: `text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl`,
                children: `Upcoming Events`,
              }),
            ],
          }),
          e.length > 0 &&
            (0, O.jsxs)(`div`, {
              className: `flex gap-2`,
              children: [
                (0, O.jsx)(`button`, {
                  type: `button`,
                  'aria-label': `Scroll left`,
                  'aria-disabled': r.start,
                  onClick: () => o(-1),
                  className: s,
                  children: (0, O.jsx)(d, {}),
                }),
                (0, O.jsx)(`button`, {
                  type: `button`,
                  'aria-label': `Scroll right`,
                  'aria-disabled': r.end,
                  onClick: () => o(1),
                  className: s,
                  children: (0, O.jsx)(T, {}),
                }),
              ],
            }),
        ],
      }),
      e.length === 0
        ? (0, O.jsx)(g, {
            title: `No upcoming events right now.`,
            className: `mx-4 mt-6 sm:mx-6`,
            children: `New concerts and movies are added all the time. Check back soon.`,
          })
        : (0, O.jsx)(`ul`, {
            ref: n,
            onScroll: a,
            'data-testid': `upcoming-slider`,
            className: `mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:scroll-px-6 sm:px-6`,
            children: e.map((e, t) =>
              (0, O.jsx)(
                `li`,
                { className: `w-[284px] shrink-0 snap-start`, children: (0, O.jsx)(Q, { event: e, eager: t < 2 }) },
                e.id,
              ),
            ),
          }),
    ],
  });
}
function Q({ event: e, eager: t }) {
  const n = (0, D.useId)();
  return (0, O.jsxs)(`article`, {
    className: `flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100`,
    children: [
      (0, O.jsxs)(`div`, {
        className: `relative`,
        children: [
          (0, O.jsx)(y, { event: e, eager: t, className: `aspect-[3/2]` }),
          (0, O.jsx)(`span`, {
            className: `absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800`,
            children: e.category,
          }),
        ],
      }),
      (0, O.jsxs)(`div`, {
        className: `flex flex-1 flex-col gap-1 p-4`,
        children: [
          (0, O.jsx)(`p`, {
            className: `text-sm font-bold uppercase tracking-wide text-accent-600`,
            children: e.artistName,
          }),
          (0, O.jsx)(`h3`, { id: n, className: `font-bold leading-snug text-ink`, children: e.title }),
          (0, O.jsx)(`p`, { className: `text-sm font-semibold text-brand-700`, children: c(e) }),
          (0, O.jsxs)(`p`, { className: `text-sm text-muted`, children: [e.venue, `, `, e.city] }),
          (0, O.jsx)(`div`, {
            className: `mt-auto pt-3`,
            children: (0, O.jsx)(a, {
              to: u(e.id),
              'aria-describedby': n,
              className: h(e.category === `Movie` ? `accent` : `primary`, `w-full`),
              children: b(e),
            }),
          }),
        ],
      }),
    ],
  });
}
function $({ currentUrl: e, nextUrl: t, defaultShouldRevalidate: n }) {
  return e.pathname === t.pathname && e.search !== t.search ? !1 : n;
}
function ee() {
  const { events: e, failed: t } = n(),
    [i, a] = r(),
    s = z(i),
    [c, u] = (0, D.useState)(0),
    d = (0, D.useMemo)(() => [...e].sort(f), [e]),
    p = R(d, s);
  function m(e) {
    a(B(e), { preventScrollReset: !0 }), u((e) => e + 1);
  }
  function h() {
    a(new URLSearchParams(), { preventScrollReset: !0 }),
      requestAnimationFrame(() => document.getElementById(`hero-event`)?.focus());
  }
  return (0, O.jsxs)(`div`, {
    className: `flex min-h-dvh flex-col`,
    children: [
      (0, O.jsx)(`title`, { children: `${_} · Concert and movie tickets in naira` }),
      (0, O.jsx)(l, {}),
      (0, O.jsx)(v, { variant: `landing` }),
      (0, O.jsxs)(`main`, {
        id: `content`,
        tabIndex: -1,
        className: `flex-1 focus:outline-none`,
        children: [
          (0, O.jsx)(q, { children: (0, O.jsx)(U, { initial: s, onSearch: m }, i.toString()) }),
          !L(s) && (0, O.jsx)(Y, { search: s, results: p, onClear: h, searchKey: c ? `${c}` : `` }),
          t
            ? (0, O.jsx)(`div`, {
                className: `mx-auto max-w-6xl px-4 pt-14 pb-6 sm:px-6`,
                children: (0, O.jsx)(S, { what: `the events` }),
              })
            : (0, O.jsx)(Z, { events: d }),
          (0, O.jsx)(M, {}),
          (0, O.jsx)(K, {}),
        ],
      }),
      (0, O.jsx)(o, {}),
    ],
  });
}

export { $ as shouldRevalidate, ee as Component };
//# sourceMappingURL=landing-CQHszjsR.js.map
