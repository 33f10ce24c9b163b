import { r as _, y as b, g as ee, p as g, n as h, N as m, l as ne, i as te, v, x as y } from './index-bIbMlBq6.js';
import { n as e, r as t } from './rolldown-runtime-XKyaHtl9.js';
import {
  R as a,
  b as c,
  o as d,
  x as f,
  P as i,
  f as l,
  L as n,
  T as o,
  z as p,
  N as r,
  _ as s,
  h as u,
} from './site-JEPK_OxW.js';

var x = {
  validation: {
    email: `Please enter a valid email address.`,
    passwordLogin: `Password must be at least 6 characters long.`,
    username: `Username must be at least 3 characters long.`,
    passwordsMismatch: `Passwords do not match.`,
    passwordReset: `Password must be at least 6 characters.`,
    requiredFields: `Please fill in all required fields.`,
    newsletterEmpty: `Please enter an email address.`,
    supportSubject: `Subject must be at least 5 characters.`,
    supportDescription: `Description must be at least 10 characters.`,
  },
  auth: {
    signingIn: `Signing in...`,
    signingUp: `Signing up...`,
    httpError: v.httpError,
    signInFailed: `Failed to sign in. Please try again.`,
    googleSignInFailed: `Failed to sign in with Google. Please try again.`,
    googleButtonFailed: `Google Sign-In failed. Please try again.`,
    signupFailedStatus: (e) => `Signup failed with status: ${e}`,
    network: v.network,
    resetLinkFailed: `Failed to send reset link. Please try again.`,
    resetLinkSent: `A password reset link has been sent to your email.`,
    resetFailed: `Failed to reset password.`,
  },
  events: {
    noEventSelected: `No event selected.`,
    notFoundForId: (e) => `No event found for ID: ${e}. Please check the event ID or go back.`,
    notFoundShort: (e) => `No event found for ID ${e}`,
    loading: `Loading event data...`,
    linkCopied: `Link copied to clipboard!`,
    copyFailed: (e) => `Failed to copy link: ${e}`,
    calculating: `Calculating...`,
    started: `Event Started!`,
    cartComingSoon: `Shopping cart coming soon.`,
  },
  payment: {
    processing: `Processing...`,
    scriptFailed: `Failed to load payment system. Please try again later.`,
    scriptNotLoaded: `Paystack script not loaded. Please try again.`,
    signInRequired: `Please sign in to complete your payment.`,
    initializeFailed: `Failed to initialize payment. Please try again.`,
    cancelled: `Payment cancelled.`,
    failed: `Payment failed. Please try again.`,
    verificationFailed: `Payment verification failed. Please contact support.`,
    ticketFailed: (e, t) => `Payment successful, but failed to create ticket: ${e}. Please contact support at ${t}.`,
  },
  ticket: {
    invalidReference: `Unable to view ticket: Invalid transaction reference`,
    fetchFailed: (e) => `Failed to fetch ticket: ${e}`,
    notFound: `Ticket not found`,
    loading: `Loading...`,
    emailFailed: `Failed to send ticket email, Please download manually.`,
    emailSent: (e) => `Ticket sent to ${e}, Check your inbox!`,
    downloadFailed: `Failed to download ticket, Please try again.`,
    downloaded: `Ticket downloaded successfully.`,
    notReusable: (e) => `This ticket is ${e} and cannot be reused.`,
    thankYou: `Thank You for Your Purchase!`,
  },
  newsletter: {
    alreadySubscribed: `This email is already subscribed to the newsletter.`,
    failed: (e) => `Failed to subscribe: ${e}`,
    success: `Subscribed successfully!`,
  },
  router: b,
  support: {
    loadEventsFailed: `Failed to load events.`,
    submitFailed: `Failed to submit ticket. Please try again.`,
    submitted: `Ticket submitted successfully!`,
    chatFailed: `Chat service failed to load. Please refresh the page.`,
  },
  organizers: { thanks: `Thank you for your interest! We’ll get back to you within 24 hours.` },
  dates: { invalidMonth: `Invalid month`, invalidEventDate: `Invalid eventDate` },
};
function S(e, t) {
  const n = e.getTime() - t.getTime();
  if (n <= 0) return { started: !0, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const r = Math.floor(n / 1e3);
  return {
    started: !1,
    days: Math.floor(r / 86400),
    hours: Math.floor((r % 86400) / 3600),
    minutes: Math.floor((r % 3600) / 60),
    seconds: r % 60,
  };
}
var re = e({ eventDetailsLoader: () => C }),
  ie = /^[0-9]{1,6}$/;
async function C({ params: e, request: t, context: n }) {
  const r = (e.id ?? ``).trim();
  if (!ie.test(r)) return { event: null };
  const i = te(n);
  if (i) return { event: (await i.events.findById(r)) ?? null };
  try {
    return { event: await ee(`/api/events/${encodeURIComponent(r)}`, { signal: t.signal }) };
  } catch (e) {
    if (e instanceof g && (e.status === 404 || e.status === 400)) return { event: null };
    throw e;
  }
}
var w = ne();
function T({ to: e, children: t }) {
  return (0, w.jsxs)(y, {
    to: e,
    className: `inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline`,
    children: [(0, w.jsx)(s, { className: `size-4` }), t],
  });
}
var E = `This event has already started, so tickets are no longer on sale.`,
  D = `This event has been cancelled. Tickets are no longer on sale.`;
function O(e, t = Date.now()) {
  if (e.status === `cancelled`) return { kind: `cancelled` };
  const n = Date.parse(e.startsAt);
  if (!Number.isNaN(n) && n <= t) return { kind: `started` };
  if (e.remaining <= 0) return { kind: `sold-out` };
  const r = e.remaining <= 20 || e.remaining <= e.capacity * 0.1;
  return { kind: `on-sale`, remaining: e.remaining, few: r };
}
var k = (e) => `Only ${e} ${e === 1 ? `ticket` : `tickets`} left`,
  A = t(m(), 1),
  j = 1e3;
function M({ startsAt: e, className: t = `` }) {
  const [n, r] = (0, A.useState)(null);
  (0, A.useEffect)(() => {
    const t = new Date(e);
    r(null);
    const n = window.setInterval(() => {
      const e = S(t, new Date());
      r(e), e.started && window.clearInterval(n);
    }, j);
    return () => window.clearInterval(n);
  }, [e]);
  const i = `grid min-h-14 content-center rounded-2xl bg-brand-900/75 px-3 py-2 text-white shadow-lg ring-1 ring-white/15 backdrop-blur-md sm:min-h-20 sm:px-4 sm:py-3 ${t}`;
  if (!n)
    return (0, w.jsx)(`div`, {
      role: `timer`,
      'aria-label': `Countdown to the event`,
      className: i,
      children: (0, w.jsx)(`p`, {
        className: `px-1 text-sm font-semibold sm:text-base`,
        children: x.events.calculating,
      }),
    });
  if (n.started)
    return (0, w.jsx)(`div`, {
      role: `timer`,
      'aria-label': `Countdown to the event`,
      className: i,
      children: (0, w.jsx)(`p`, {
        className: `px-1 text-sm font-bold text-accent-400 sm:text-base`,
        children: x.events.started,
      }),
    });
  const a = [
    [n.days, n.days === 1 ? `Day` : `Days`],
    [n.hours, n.hours === 1 ? `Hour` : `Hours`],
    [n.minutes, n.minutes === 1 ? `Minute` : `Minutes`],
    [n.seconds, n.seconds === 1 ? `Second` : `Seconds`],
  ];
  return (0, w.jsx)(`div`, {
    role: `timer`,
    'aria-label': `Countdown to the event`,
    className: i,
    children: (0, w.jsxs)(`p`, {
      className: `flex gap-1.5 sm:gap-3`,
      children: [
        (0, w.jsx)(`span`, { className: `sr-only`, children: `Starts in ` }),
        a.map(([e, t]) =>
          (0, w.jsxs)(
            `span`,
            {
              className: `flex min-w-10 flex-col items-center sm:min-w-14`,
              children: [
                (0, w.jsx)(`span`, {
                  className: `text-lg leading-tight font-extrabold tabular-nums sm:text-3xl`,
                  children: String(e).padStart(2, `0`),
                }),
                ` `,
                (0, w.jsx)(`span`, {
                  className: `text-[0.625rem] font-semibold tracking-wide text-white/75 uppercase sm:text-xs`,
                  children: t,
                }),
                ` `,
              ],
            },
            t.replace(/s$/, ``),
          ),
        ),
      ],
    }),
  });
}
var N = `(max-width: 767px)`;
function P(e) {
  const t = (0, A.useCallback)(
    (t) => {
      if (typeof window.matchMedia != `function`) return () => {};
      const n = window.matchMedia(e);
      return (n.addEventListener(`change`, t), () => n.removeEventListener(`change`, t));
    },
    [e],
  );
  return (0, A.useSyncExternalStore)(
    t,
    () => typeof window.matchMedia == `function` && window.matchMedia(e).matches,
    () => !1,
  );
}
function F(e, t = 200) {
  return e.length <= t ? e : `${e.slice(0, t).trimEnd()}...`;
}
function I({ about: e }) {
  const t = P(N),
    [n, r] = (0, A.useState)(!1),
    i = (0, A.useId)(),
    a = t && e.length > 200,
    o = a && !n ? F(e) : e;
  return (0, w.jsxs)(`section`, {
    'aria-labelledby': `${i}-heading`,
    className: `grid gap-3`,
    children: [
      (0, w.jsx)(`h2`, { id: `${i}-heading`, className: `text-xl font-bold text-ink`, children: `About this event` }),
      (0, w.jsx)(`p`, { id: i, className: `leading-relaxed text-pretty text-muted`, children: o }),
      a &&
        (0, w.jsx)(`button`, {
          type: `button`,
          'aria-expanded': n,
          'aria-controls': i,
          onClick: () => r((e) => !e),
          className: `min-h-11 justify-self-start rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline`,
          children: n ? `Read Less` : `Read More`,
        }),
    ],
  });
}
var L = (e) => `/ticket-purchase/${encodeURIComponent(e)}`,
  R = (e) => `/order-summary/${encodeURIComponent(e)}`,
  z = (e) => `/thank-you/${encodeURIComponent(e)}`;
function B({ event: e, availability: t, compact: n = !1 }) {
  if (t.kind === `sold-out`)
    return (0, w.jsx)(`p`, {
      className: `rounded-xl bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800`,
      children: `Sold out`,
    });
  if (t.kind === `cancelled`)
    return (0, w.jsx)(`p`, {
      className: `rounded-xl bg-red-50 px-4 py-3 text-center text-sm font-semibold text-danger`,
      children: n ? `This event has been cancelled` : D,
    });
  if (t.kind === `started`)
    return (0, w.jsx)(`p`, {
      className: `rounded-xl bg-brand-50 px-4 py-3 text-center text-sm font-semibold text-brand-800`,
      children: n ? `This event has already started` : E,
    });
  const r = (0, w.jsx)(y, { to: L(e.id), className: l(`accent`, `w-full text-base`), children: d(e) });
  return n
    ? r
    : (0, w.jsxs)(`div`, {
        className: `grid gap-2`,
        children: [
          r,
          t.few &&
            (0, w.jsx)(`p`, { className: `text-center text-sm font-medium text-danger`, children: k(t.remaining) }),
        ],
      });
}
function V({ labelledBy: e, tabs: t }) {
  const [n, r] = (0, A.useState)(0),
    i = (0, A.useRef)([]),
    a = (0, A.useId)(),
    o = (e) => {
      const n = (e + t.length) % t.length;
      r(n), i.current[n]?.focus();
    },
    s = (e, n) => {
      const r = { ArrowRight: n + 1, ArrowLeft: n - 1, Home: 0, End: t.length - 1 }[e.key];
      r !== void 0 && (e.preventDefault(), o(r));
    };
  return (0, w.jsxs)(`div`, {
    children: [
      (0, w.jsx)(`div`, {
        role: `tablist`,
        'aria-labelledby': e,
        className: `grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1`,
        children: t.map((e, t) => {
          const o = t === n;
          return (0, w.jsx)(
            `button`,
            {
              ref: (e) => {
                i.current[t] = e;
              },
              type: `button`,
              role: `tab`,
              id: `${a}-tab-${e.id}`,
              'aria-selected': o,
              'aria-controls': `${a}-panel-${e.id}`,
              tabIndex: o ? 0 : -1,
              onClick: () => r(t),
              onKeyDown: (e) => s(e, t),
              className: `min-h-11 rounded-lg px-3 text-sm font-semibold transition-colors ${o ? `bg-white text-brand-700 shadow-sm` : `text-muted hover:text-brand-700`}`,
              children: e.label,
            },
            e.id,
          );
        }),
      }),
      t.map((e, t) =>
        (0, w.jsx)(
          `div`,
          {
            role: `tabpanel`,
            id: `${a}-panel-${e.id}`,
            'aria-labelledby': `${a}-tab-${e.id}`,
            tabIndex: 0,
            hidden: t !== n,
            className: `rounded-xl pt-5`,
            children: e.panel,
          },
          e.id,
        ),
      ),
    ],
  });
}
var ae = (e) =>
  (0, w.jsxs)(c, {
    ...e,
    children: [(0, w.jsx)(`circle`, { cx: `12`, cy: `12`, r: `9` }), (0, w.jsx)(`path`, { d: `M12 7v5l3 2` })],
  });
function H({ icon: e, label: t, children: n }) {
  return (0, w.jsxs)(`div`, {
    className: `relative min-h-9 pl-12`,
    children: [
      (0, w.jsxs)(`dt`, {
        className: `text-xs font-semibold tracking-wide text-muted uppercase`,
        children: [
          (0, w.jsx)(`span`, {
            className: `absolute top-0.5 left-0 grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600`,
            children: e,
          }),
          t,
        ],
      }),
      (0, w.jsx)(`dd`, { className: `font-medium text-ink`, children: n }),
    ],
  });
}
function U({ event: e, availability: t }) {
  return (0, w.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      (0, w.jsxs)(`dl`, {
        className: `grid gap-4`,
        children: [
          (0, w.jsx)(H, { label: `Date`, icon: (0, w.jsx)(u, { className: `size-5` }), children: n(e) }),
          (0, w.jsx)(H, { label: `Time`, icon: (0, w.jsx)(ae, { className: `size-5` }), children: a(e) }),
          (0, w.jsxs)(H, {
            label: `Venue`,
            icon: (0, w.jsx)(f, { className: `size-5` }),
            children: [e.venue, `, `, e.city],
          }),
          (0, w.jsxs)(H, {
            label: `Price`,
            icon: (0, w.jsx)(o, { className: `size-5` }),
            children: [
              (0, w.jsx)(`span`, { className: `text-lg font-bold text-brand-700`, children: p(e.basePrice) }),
              (0, w.jsx)(`span`, { className: `text-sm font-normal text-muted`, children: ` per ticket` }),
            ],
          }),
        ],
      }),
      (0, w.jsx)(B, { event: e, availability: t }),
    ],
  });
}
function W({ event: e, availability: t = O(e) }) {
  const n = (0, A.useId)();
  return (0, w.jsxs)(`section`, {
    'aria-labelledby': n,
    className: `rounded-2xl border border-brand-100 bg-white p-5 shadow-sm shadow-brand-900/5 sm:p-6`,
    children: [
      (0, w.jsx)(`h2`, { id: n, className: `mb-4 text-lg font-bold text-ink`, children: `Events` }),
      (0, w.jsx)(V, {
        labelledBy: n,
        tabs: [
          { id: `details`, label: `Details`, panel: (0, w.jsx)(U, { event: e, availability: t }) },
          {
            id: `cart`,
            label: `Cart`,
            panel: (0, w.jsxs)(`div`, {
              className: `grid justify-items-center gap-2 py-6 text-center`,
              children: [
                (0, w.jsx)(c, {
                  className: `size-10 text-brand-300`,
                  strokeWidth: 1.5,
                  children: (0, w.jsx)(`path`, {
                    d: `M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z`,
                  }),
                }),
                (0, w.jsx)(`p`, { className: `font-medium text-muted`, children: x.events.cartComingSoon }),
              ],
            }),
          },
        ],
      }),
    ],
  });
}
var G = `https://tile.openstreetmap.org/0/0/0.png`,
  K = 1e4;
function q(e, t) {
  const [n, r] = (0, A.useState)(t ? `waiting` : `failed`),
    [i, a] = (0, A.useState)(!1),
    [o, s] = (0, A.useState)(!1),
    c = n === `loading` && i && o;
  return (
    (0, A.useEffect)(() => {
      const t = e.current;
      if (n !== `waiting` || !t) return;
      if (typeof IntersectionObserver != `function`) {
        r(`loading`);
        return;
      }
      const i = new IntersectionObserver(
        (e) => {
          e.some((e) => e.isIntersecting) && r(`loading`);
        },
        { rootMargin: `300px` },
      );
      return (i.observe(t), () => i.disconnect());
    }, [e, n]),
    (0, A.useEffect)(() => {
      if (n !== `loading`) return;
      if (navigator.onLine === !1) {
        r(`failed`);
        return;
      }
      const e = () => r(`failed`),
        t = new Image();
      (t.onload = () => s(!0)), (t.onerror = e), (t.src = G);
      const i = (t) => {
        t.blockedURI.includes(`openstreetmap.org`) && e();
      };
      return (
        document.addEventListener(`securitypolicyviolation`, i),
        () => {
          (t.onload = null), (t.onerror = null), document.removeEventListener(`securitypolicyviolation`, i);
        }
      );
    }, [n]),
    (0, A.useEffect)(() => {
      if (n !== `loading` || c) return;
      const e = window.setTimeout(() => r(`failed`), K);
      return () => window.clearTimeout(e);
    }, [n, c]),
    { status: c ? `shown` : n, onFrameLoad: (0, A.useCallback)(() => a(!0), []) }
  );
}
var J = {
    'State Farm Arena|Atlanta': {
      point: [33.7573, -84.3963],
      address: `1 State Farm Drive, Atlanta, GA 30303, United States`,
    },
    'Ziggo Dome|Amsterdam': { point: [52.3129, 4.9373], address: `De Passage 100, 1101 AX Amsterdam, Netherlands` },
    'Genesis Cinema|Lagos': {
      point: [6.4353, 3.4513],
      address: `The Palms Shopping Mall, 1 Bisola Durosinmi-Etti Drive, Lekki, Lagos, Nigeria`,
    },
    'Stade de France|Paris': { point: [48.9245, 2.3602], address: `ZAC du Cornillon Nord, 93200 Saint-Denis, France` },
    'The O2 Arena|London': { point: [51.503, 0.0032], address: `Peninsula Square, London SE10 0DX, United Kingdom` },
    'Spark Arena|Auckland': {
      point: [-36.8477, 174.7863],
      address: `42-80 Mahuhu Crescent, Parnell, Auckland 1010, New Zealand`,
    },
    'Eko Energy City|Lagos': { point: [6.4226, 3.4268], address: `Victoria Island, Lagos, Nigeria` },
  },
  oe = {
    Atlanta: [33.749, -84.388],
    Amsterdam: [52.3676, 4.9041],
    Lagos: [6.4541, 3.3947],
    Paris: [48.8566, 2.3522],
    London: [51.5072, -0.1276],
    Auckland: [-36.8485, 174.7633],
  };
function se(e, t) {
  const n = J[`${e}|${t}`],
    r = n?.point ?? oe[t];
  if (!r) return null;
  const [i, a] = r,
    o = n ? 0.012 : 0.06,
    s = [a - o, i - o / 2, a + o, i + o / 2].map((e) => e.toFixed(4)).join(`,`),
    c = `${i},${a}`;
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(s)}&layer=mapnik&marker=${encodeURIComponent(c)}`,
    open: `https://www.openstreetmap.org/?mlat=${i}&mlon=${a}#map=16/${i}/${a}`,
  };
}
function Y(e, t) {
  return J[`${e}|${t}`]?.address ?? t;
}
function ce(e, t) {
  const n = `${e}, ${Y(e, t)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(n)}`;
}
var X = ` (opens in a new tab)`;
function Z({ event: e }) {
  const t = se(e.venue, e.city),
    n = `${e.venue}, ${e.city}`,
    r = `https://www.openstreetmap.org/search?query=${encodeURIComponent(n)}`,
    i = (0, A.useRef)(null),
    { status: a, onFrameLoad: o } = q(i, t !== null);
  return (0, w.jsxs)(`section`, {
    'aria-labelledby': `event-map-heading`,
    className: `grid gap-3`,
    children: [
      (0, w.jsxs)(`div`, {
        className: `flex flex-wrap items-center justify-between gap-x-4`,
        children: [
          (0, w.jsx)(`h2`, { id: `event-map-heading`, className: `text-xl font-bold text-ink`, children: `Location` }),
          (0, w.jsxs)(`a`, {
            href: t?.open ?? r,
            target: `_blank`,
            rel: `noopener noreferrer`,
            className: `inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline`,
            children: [`Open in map`, (0, w.jsx)(`span`, { className: `sr-only`, children: X })],
          }),
        ],
      }),
      (0, w.jsx)(`p`, { className: `text-muted`, children: n }),
      (0, w.jsxs)(`div`, {
        ref: i,
        'data-map-status': a,
        style: { height: 400 },
        className: `relative box-content overflow-hidden rounded-2xl border border-brand-100 bg-brand-50`,
        children: [
          a !== `shown` && (0, w.jsx)(le, { event: e, failed: a === `failed` }),
          t &&
            (a === `loading` || a === `shown`) &&
            (0, w.jsx)(`iframe`, {
              title: `Map of ${n}`,
              src: t.embed,
              loading: `lazy`,
              referrerPolicy: `strict-origin-when-cross-origin`,
              onLoad: o,
              inert: a !== `shown`,
              'aria-hidden': a !== `shown` || void 0,
              className: `absolute inset-0 block size-full border-0 ${a === `shown` ? `` : `opacity-0`}`,
            }),
        ],
      }),
    ],
  });
}
function le({ event: e, failed: t }) {
  return (0, w.jsxs)(`div`, {
    className: `grid h-full content-center justify-items-center gap-3 p-6 text-center`,
    children: [
      (0, w.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `grid size-12 place-items-center rounded-full bg-white text-brand-600`,
        children: (0, w.jsx)(f, { className: `size-6` }),
      }),
      t && (0, w.jsx)(`p`, { className: `text-sm text-muted`, children: `The map could not be loaded here.` }),
      (0, w.jsxs)(`address`, {
        className: `text-ink not-italic`,
        children: [(0, w.jsx)(`span`, { className: `block font-semibold`, children: e.venue }), Y(e.venue, e.city)],
      }),
      (0, w.jsxs)(`a`, {
        href: ce(e.venue, e.city),
        target: `_blank`,
        rel: `noopener noreferrer`,
        className: l(`primary`),
        children: [
          `Get directions`,
          (0, w.jsxs)(`span`, { className: `sr-only`, children: [` `, `to `, e.venue, ` in Google Maps`, X] }),
        ],
      }),
    ],
  });
}
function ue({ event: e, availability: t }) {
  return (0, w.jsx)(`section`, {
    'aria-label': `Buy tickets`,
    className: `sticky bottom-0 z-10 -mx-4 mt-8 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_rgba(30,11,59,0.08)] backdrop-blur sm:-mx-6 sm:px-6 md:hidden`,
    children: (0, w.jsxs)(`div`, {
      className: `flex items-center gap-4`,
      children: [
        (0, w.jsxs)(`p`, {
          className: `shrink-0 leading-tight`,
          children: [
            (0, w.jsx)(`span`, { className: `block text-lg font-extrabold text-brand-700`, children: p(e.basePrice) }),
            (0, w.jsx)(`span`, {
              className: `text-xs text-muted`,
              children: t.kind === `on-sale` && t.few ? `${t.remaining} left` : `per ticket`,
            }),
          ],
        }),
        (0, w.jsx)(`div`, {
          className: `min-w-0 flex-1`,
          children: (0, w.jsx)(B, { event: e, availability: t, compact: !0 }),
        }),
      ],
    }),
  });
}
function de(e, t) {
  const n = encodeURIComponent(e);
  return [
    { name: `Facebook`, href: `https://www.facebook.com/sharer/sharer.php?u=${n}`, icon: `facebook` },
    { name: `X`, href: `https://x.com/intent/post?url=${n}&text=${encodeURIComponent(t)}`, icon: `x` },
    { name: `WhatsApp`, href: `https://wa.me/?text=${encodeURIComponent(`${t} ${e}`)}`, icon: `whatsapp` },
  ];
}
var fe = {
  facebook: `M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z`,
  x: `M4 4l6.8 9L4.4 20h2.3l5-5.4 4 5.4H20l-7-9.4L19 4h-2.3l-4.6 5L8.4 4z`,
  whatsapp: `M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm-3 5c.3 0 .6 0 .8.5l.9 2c.1.3 0 .5-.1.7l-.5.6c.6 1.2 1.6 2.2 2.8 2.8l.6-.6c.2-.2.4-.2.7-.1l2 .9c.4.2.5.5.4.8-.2 1.2-1.2 1.9-2.3 1.9-3.6-.4-6.5-3.3-6.9-6.9 0-1.2.7-2.3 1.6-2.6z`,
  link: `M10 14a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.7l-1.7 1.7M14 10a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.7l1.7-1.7`,
};
function Q({ name: e }) {
  return (0, w.jsx)(`svg`, {
    'aria-hidden': `true`,
    viewBox: `0 0 24 24`,
    className: `size-5 ${e === `link` ? `fill-none stroke-current stroke-2` : `fill-current`}`,
    strokeLinecap: `round`,
    children: (0, w.jsx)(`path`, { d: fe[e] }),
  });
}
var $ = `inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50`;
function pe({ url: e, text: t }) {
  const [n, r] = (0, A.useState)(null);
  return (0, w.jsxs)(`section`, {
    'aria-labelledby': `share-heading`,
    className: `grid gap-3`,
    children: [
      (0, w.jsx)(`h2`, { id: `share-heading`, className: `text-xl font-bold text-ink`, children: `Share this event` }),
      (0, w.jsxs)(`ul`, {
        className: `flex flex-wrap gap-2`,
        children: [
          de(e, t).map((e) =>
            (0, w.jsx)(
              `li`,
              {
                children: (0, w.jsxs)(`a`, {
                  href: e.href,
                  target: `_blank`,
                  rel: `noopener noreferrer`,
                  className: $,
                  children: [
                    (0, w.jsx)(Q, { name: e.icon }),
                    (0, w.jsx)(`span`, { className: `sr-only`, children: `Share on ` }),
                    e.name,
                    (0, w.jsx)(`span`, { className: `sr-only`, children: ` (opens in a new tab)` }),
                  ],
                }),
              },
              e.name,
            ),
          ),
          (0, w.jsx)(`li`, {
            children: (0, w.jsxs)(`button`, {
              type: `button`,
              onClick: async () => {
                try {
                  if (!navigator.clipboard) throw Error(`Clipboard not available`);
                  await navigator.clipboard.writeText(e), r({ text: x.events.linkCopied, failed: !1 });
                } catch (e) {
                  const t = e instanceof Error ? e.message : String(e);
                  r({ text: x.events.copyFailed(t), failed: !0 });
                }
              },
              className: $,
              children: [(0, w.jsx)(Q, { name: `link` }), `Copy link`],
            }),
          }),
        ],
      }),
      (0, w.jsx)(`p`, {
        role: `status`,
        'aria-live': `polite`,
        className: `min-h-5 text-sm font-medium ${n?.failed ? `text-danger` : `text-success`}`,
        children: n?.text,
      }),
    ],
  });
}
function me() {
  return (0, w.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-5 px-4 py-20 text-center`,
    children: [
      (0, w.jsx)(r, { title: `Event not found` }),
      (0, w.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600`,
        children: (0, w.jsx)(o, { className: `size-8` }),
      }),
      (0, w.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: x.events.noEventSelected }),
      (0, w.jsx)(`p`, {
        className: `text-muted`,
        children: `The link may be incomplete, or the event is no longer on sale. Pick one from the list.`,
      }),
      (0, w.jsxs)(`div`, {
        className: `flex flex-wrap justify-center gap-3`,
        children: [
          (0, w.jsx)(y, { to: `/`, className: l(`primary`), children: `Browse events` }),
          (0, w.jsx)(y, { to: `/concerts`, className: l(`secondary`), children: `See concerts` }),
        ],
      }),
    ],
  });
}
function he({ event: e }) {
  const t = O(e),
    n = _();
  return (0, w.jsxs)(`main`, {
    className: `mx-auto w-full max-w-6xl flex-1 px-4 pt-4 md:pb-16 sm:px-6 lg:pt-8`,
    children: [
      (0, w.jsx)(r, { title: e.title }),
      (0, w.jsx)(`div`, { className: `mb-4`, children: (0, w.jsx)(T, { to: `/`, children: `All events` }) }),
      (0, w.jsxs)(`div`, {
        className: `grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_24rem]`,
        children: [
          (0, w.jsxs)(`div`, {
            className: `grid gap-5 lg:col-start-1`,
            children: [
              (0, w.jsxs)(`figure`, {
                className: `relative overflow-hidden rounded-2xl bg-brand-900 shadow-lg shadow-brand-900/15`,
                children: [
                  (0, w.jsx)(`img`, {
                    src: e.eventImage,
                    srcSet: e.imageSrcSet,
                    sizes: e.imageSrcSet ? `(min-width: 1024px) 44rem, 100vw` : void 0,
                    width: e.imageWidth,
                    height: e.imageHeight,
                    alt: `${e.title} poster`,
                    fetchPriority: `high`,
                    className: `block h-auto w-full`,
                  }),
                  (0, w.jsx)(M, { startsAt: e.startsAt, className: `absolute top-3 right-3 sm:top-5 sm:right-5` }),
                ],
              }),
              (0, w.jsxs)(`header`, {
                className: `grid gap-2`,
                children: [
                  (0, w.jsx)(`p`, {
                    children: (0, w.jsx)(`span`, {
                      className: `inline-flex items-center rounded-full bg-accent-400/20 px-3 py-1 text-xs font-bold tracking-wide text-accent-600 uppercase`,
                      children: e.category,
                    }),
                  }),
                  (0, w.jsx)(`h1`, {
                    className: `text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-4xl`,
                    children: e.title,
                  }),
                  (0, w.jsxs)(`p`, {
                    className: `text-lg font-medium text-brand-700`,
                    children: [e.artistName, ` · `, e.venue, `, `, e.city],
                  }),
                  (0, w.jsx)(`p`, { className: `text-pretty text-muted`, children: e.description }),
                  t.kind === `cancelled` &&
                    (0, w.jsx)(`p`, {
                      className: `rounded-xl border border-danger/30 bg-red-50 px-4 py-3 font-semibold text-danger`,
                      children: `This event has been cancelled. Tickets are no longer on sale.`,
                    }),
                ],
              }),
            ],
          }),
          (0, w.jsx)(`div`, {
            className: `lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch`,
            children: (0, w.jsx)(`div`, {
              className: `lg:sticky lg:top-24`,
              children: (0, w.jsx)(W, { event: e, availability: t }),
            }),
          }),
          (0, w.jsxs)(`div`, {
            className: `grid gap-10 lg:col-start-1`,
            children: [
              (0, w.jsx)(I, { about: e.about }),
              (0, w.jsx)(Z, { event: e }),
              (0, w.jsx)(pe, { url: h(n, i(e.id)), text: e.title }),
            ],
          }),
        ],
      }),
      (0, w.jsx)(ue, { event: e, availability: t }),
    ],
  });
}

export { C as u, D as o, E as s, he as t, L as a, me as n, O as c, R as r, re as d, T as l, x as f, z as i };
//# sourceMappingURL=event-page-BoZRG_ux.js.map
