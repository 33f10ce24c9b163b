import { p as a, m as i, i as n, r as o, l as r, c as t } from './error-messages-DL6o06yB.js';
import { f as c } from './event-page-BoZRG_ux.js';
import { t as x } from './focus-field-C3m1LNGW.js';
import { N as d, a as f, x as g, l as h, D as l, f as m, c as p, E as u } from './index-bIbMlBq6.js';
import { r as C, n as S, t as w } from './redirect-state-DnLGGwja.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { n as s } from './rules-CRhj4ZjR.js';
import { d as _ } from './site-JEPK_OxW.js';
import { t as v } from './status-message-D_Oaj3Uk.js';
import { t as b, n as y } from './text-field-CM1H3Ms6.js';

var T = e(d(), 1),
  E = 15e3,
  D = null;
function O(e) {
  const t = window.google?.accounts?.id;
  return t
    ? Promise.resolve(t)
    : ((D ??= new Promise((t, n) => {
        const r = document.createElement(`script`),
          i = () => {
            window.clearTimeout(a), r.remove(), n(Error(`Google Identity Services did not load.`));
          },
          a = window.setTimeout(i, E);
        (r.src = e),
          (r.async = !0),
          (r.onload = () => {
            window.clearTimeout(a);
            const e = window.google?.accounts?.id;
            e ? t(e) : i();
          }),
          (r.onerror = i),
          document.head.append(r);
      })),
      D.catch(() => {
        D = null;
      }),
      D);
}
var k = null,
  A = null;
function j(e, t) {
  k !== t &&
    (e.initialize({
      client_id: t,
      callback: (e) => A?.(e),
      auto_select: !1,
      cancel_on_tap_outside: !0,
      ux_mode: `popup`,
    }),
    (k = t));
}
function M(e) {
  A = e;
}
var N = h(),
  P = {
    unavailable: `Google sign-in is unavailable right now. Use your email and password instead.`,
    failed: `Google sign-in did not load. Select the button to try again.`,
  },
  F = `Test mode: Google sign-in is simulated with test accounts.`;
function I({ onSignedIn: e, onError: n }) {
  const [r, i] = (0, T.useState)(`loading`),
    [a, s] = (0, T.useState)(!1),
    [l, u] = (0, T.useState)(!1),
    [d, p] = (0, T.useState)(0),
    m = (0, T.useRef)(null),
    h = (0, T.useRef)(null),
    g = (0, T.useId)(),
    _ = (0, T.useRef)({ onSignedIn: e, onError: n });
  if (
    ((_.current = { onSignedIn: e, onError: n }),
    (0, T.useEffect)(() => {
      let e = !1;
      return (
        f().then(
          async ({ google: t }) => {
            if (!e) {
              if (!t) i(`off`);
              else {
                s(t.provider === `simulator`);
                try {
                  const n = await O(t.scriptUrl);
                  if (e) return;
                  j(n, t.clientId);
                  const r = h.current;
                  if (r) {
                    r.replaceChildren();
                    const e = Math.round(Math.min(400, Math.max(200, m.current?.clientWidth ?? 320)));
                    n.renderButton(r, {
                      type: `standard`,
                      theme: `outline`,
                      size: `large`,
                      text: `continue_with`,
                      shape: `rectangular`,
                      logo_alignment: `center`,
                      width: e,
                    });
                  }
                  i(`ready`);
                } catch {
                  if (e) return;
                  i(`failed`), _.current.onError(c.auth.googleButtonFailed);
                }
              }
            }
          },
          () => {
            e || i(`unavailable`);
          },
        ),
        () => {
          e = !0;
        }
      );
    }, [d]),
    (0, T.useEffect)(
      () => (
        M(async ({ credential: e }) => {
          if (!e) _.current.onError(c.auth.googleButtonFailed);
          else {
            u(!0), _.current.onError(null);
            try {
              _.current.onSignedIn(await t(e));
            } catch (e) {
              _.current.onError(o(e)), u(!1);
            }
          }
        }),
        () => M(null)
      ),
      [],
    ),
    r === `off`)
  )
    return null;
  const v = r === `ready` && a ? F : P[r];
  return (0, N.jsxs)(N.Fragment, {
    children: [
      (0, N.jsxs)(`div`, {
        ref: m,
        className: `relative`,
        children: [
          (0, N.jsx)(`div`, { ref: h, className: r === `ready` ? `flex min-h-11 justify-center` : `hidden` }),
          r !== `ready` &&
            (0, N.jsxs)(`button`, {
              type: `button`,
              disabled: r !== `failed`,
              'aria-busy': r === `loading` || void 0,
              'aria-describedby': v ? g : void 0,
              onClick: () => {
                _.current.onError(null), i(`loading`), p((e) => e + 1);
              },
              className: `inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-xl border border-brand-100 bg-white px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted disabled:shadow-none`,
              children: [
                (0, N.jsx)(L, { className: r === `failed` ? `size-5` : `size-5 opacity-60 grayscale` }),
                `Continue with Google`,
              ],
            }),
          v && (0, N.jsx)(`p`, { id: g, className: `mt-2 text-center text-xs text-muted`, children: v }),
          l &&
            (0, N.jsxs)(`div`, {
              role: `status`,
              className: `absolute inset-0 flex items-center justify-center gap-2 rounded-xl bg-white/90 text-sm font-semibold text-brand-700`,
              children: [
                (0, N.jsx)(`span`, {
                  'aria-hidden': `true`,
                  className: `size-4 animate-spin rounded-full border-2 border-current border-t-transparent`,
                }),
                c.auth.signingIn,
              ],
            }),
        ],
      }),
      (0, N.jsxs)(`div`, {
        className: `flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-muted`,
        children: [
          (0, N.jsx)(`span`, { className: `h-px flex-1 bg-brand-100` }),
          `or sign in with email`,
          (0, N.jsx)(`span`, { className: `h-px flex-1 bg-brand-100` }),
        ],
      }),
    ],
  });
}
function L({ className: e }) {
  return (0, N.jsxs)(`svg`, {
    viewBox: `0 0 48 48`,
    'aria-hidden': `true`,
    className: e,
    children: [
      (0, N.jsx)(`path`, {
        fill: `#EA4335`,
        d: `M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z`,
      }),
      (0, N.jsx)(`path`, {
        fill: `#4285F4`,
        d: `M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z`,
      }),
      (0, N.jsx)(`path`, {
        fill: `#FBBC05`,
        d: `M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z`,
      }),
      (0, N.jsx)(`path`, {
        fill: `#34A853`,
        d: `M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z`,
      }),
    ],
  });
}
function R(e, t) {
  const n = {};
  return (s(e.trim()) || (n.email = c.validation.email), t.length < 6 && (n.password = c.validation.passwordLogin), n);
}
function z() {
  const e = u(),
    t = l(),
    { setUser: a } = p(),
    o = S(e.state),
    [s, d] = (0, T.useState)(o.email ?? ``),
    [f, m] = (0, T.useState)(``),
    [h, E] = (0, T.useState)({}),
    [D, O] = (0, T.useState)(null),
    [k, A] = (0, T.useState)(!1),
    j = (n) => {
      a(n);
      const { from: r, orderState: i } = C(e.state);
      t(r, { replace: !0, state: i });
    };
  return (0, N.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      o.notice && !D && (0, N.jsx)(v, { text: o.notice, tone: `success` }),
      (0, N.jsx)(I, { onSignedIn: j, onError: O }),
      (0, N.jsxs)(`form`, {
        noValidate: !0,
        onSubmit: async (e) => {
          if ((e.preventDefault(), k)) return;
          const t = R(s, f);
          if ((E(t), t.email || t.password)) x(e.currentTarget, t.email ? `email` : `password`);
          else {
            O(null), A(!0);
            try {
              j(await r(s.trim(), f));
            } catch (e) {
              O(n(e)), A(!1);
            }
          }
        },
        className: `grid gap-4`,
        children: [
          (0, N.jsx)(b, {
            value: s,
            error: h.email,
            onChange: (e) => {
              d(e.target.value), h.email && E((e) => ({ ...e, email: void 0 }));
            },
          }),
          (0, N.jsxs)(`div`, {
            className: `grid gap-1.5`,
            children: [
              (0, N.jsx)(y, {
                label: `Password`,
                name: `password`,
                autoComplete: `current-password`,
                value: f,
                error: h.password,
                onChange: (e) => {
                  m(e.target.value), h.password && E((e) => ({ ...e, password: void 0 }));
                },
              }),
              (0, N.jsx)(g, {
                to: `/forgot-password`,
                className: `inline-flex min-h-11 items-center justify-self-end text-sm ${i}`,
                children: `Forgot your password?`,
              }),
            ],
          }),
          (0, N.jsx)(v, { text: D, tone: `error` }),
          (0, N.jsx)(_, {
            type: `submit`,
            busy: k,
            busyText: c.auth.signingIn,
            className: `w-full`,
            children: `Sign in`,
          }),
        ],
      }),
      (0, N.jsxs)(`p`, {
        className: `text-center text-sm text-muted`,
        children: [
          `Don't have an account?`,
          ` `,
          (0, N.jsx)(g, { to: `/signup`, state: w(e.state), className: i, children: `Sign up` }),
        ],
      }),
    ],
  });
}
function B(e) {
  const { orderState: t } = C(e);
  return m(t) ? (typeof t.eventTitle == `string` ? t.eventTitle.trim().slice(0, 200) : ``) : null;
}
function V() {
  const e = B(u().state);
  return e === null
    ? null
    : (0, N.jsxs)(`p`, {
        role: `status`,
        className: `mb-5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800`,
        children: [
          `Sign in to finish your order.`,
          ` `,
          e
            ? (0, N.jsxs)(N.Fragment, {
                children: [
                  `Your order for `,
                  (0, N.jsx)(`strong`, { className: `font-semibold`, children: e }),
                  ` is kept.`,
                ],
              })
            : `Your order is kept.`,
        ],
      });
}
function H() {
  return (0, N.jsxs)(a, {
    title: `Sign in`,
    subtitle: `Welcome back. Sign in to buy tickets and find the ones you have.`,
    children: [(0, N.jsx)(V, {}), (0, N.jsx)(z, {})],
  });
}

export { H as Component };
//# sourceMappingURL=login-foqkV-Gc.js.map
