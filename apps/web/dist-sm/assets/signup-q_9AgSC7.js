import { p as i, m as n, o as r, f as t } from './error-messages-DL6o06yB.js';
import { f as a } from './event-page-BoZRG_ux.js';
import { t as _ } from './focus-field-C3m1LNGW.js';
import { E as c, x as d, N as l, D as s, l as u } from './index-bIbMlBq6.js';
import { t as v } from './redirect-state-DnLGGwja.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { n as o } from './rules-CRhj4ZjR.js';
import { d as f } from './site-JEPK_OxW.js';
import { t as p } from './status-message-D_Oaj3Uk.js';
import { t as g, r as h, n as m } from './text-field-CM1H3Ms6.js';

var y = {
    invalidCredentials: `Invalid email or password.`,
    checkEmail: `Please check your email: we sent you a link to confirm your address. Then sign in.`,
    usernameTaken: `This username is already taken. Please choose another one.`,
    googleNotConfigured: `Google sign-in is not configured.`,
    googleTokenRequired: `Google ID token is required.`,
    googleFailed: a.auth.googleSignInFailed,
    signInRequired: `Please sign in to continue.`,
    csrfRejected: `Your session token is missing or out of date. Please reload the page and try again.`,
    crossSiteRefused: `This request came from another website, so it was refused.`,
    resetLinkSent: a.auth.resetLinkSent,
    resetLinkInvalid: `This reset link is invalid or has expired.`,
    resetDone: `Your password has been reset. You can now sign in.`,
    usernameInvisible: `Username must not contain invisible or text-direction characters.`,
    emailConfirmed: `Your email address is confirmed. You can now sign in.`,
    confirmLinkInvalid: `This confirmation link is invalid or has expired.`,
    notJsonObject: `The request body must be a JSON object.`,
    tooManyAttempts: (e) => `Too many attempts. Please wait ${e} seconds and try again.`,
  },
  b = e(l(), 1),
  x = u();
function S({ username: e, email: t, password: n, confirmPassword: r }) {
  const i = {};
  return (
    e.trim().length < 3 && (i.username = a.validation.username),
    o(t.trim()) || (i.email = a.validation.email),
    n.length < 6 && (i.password = a.validation.passwordLogin),
    r !== n && (i.confirmPassword = a.validation.passwordsMismatch),
    i
  );
}
var C = [`username`, `email`, `password`, `confirmPassword`];
function w() {
  const e = c(),
    i = s(),
    [o, l] = (0, b.useState)({ username: ``, email: ``, password: ``, confirmPassword: `` }),
    [u, w] = (0, b.useState)({}),
    [T, E] = (0, b.useState)(null),
    [D, O] = (0, b.useState)(!1),
    k = (e) => (t) => {
      l((n) => ({ ...n, [e]: t.target.value })), u[e] && w((t) => ({ ...t, [e]: void 0 }));
    };
  return (0, x.jsxs)(`div`, {
    className: `grid gap-5`,
    children: [
      (0, x.jsxs)(`form`, {
        noValidate: !0,
        onSubmit: async (n) => {
          if ((n.preventDefault(), D)) return;
          const a = S(o);
          w(a);
          const s = C.find((e) => a[e]);
          if (s) {
            _(n.currentTarget, s);
            return;
          }
          E(null), O(!0);
          const c = o.email.trim();
          try {
            await t(o.username.trim(), c, o.password);
            const n = { ...v(e.state), notice: y.checkEmail, email: c };
            i(`/login`, { state: n });
          } catch (e) {
            E(r(e)), O(!1);
          }
        },
        className: `grid gap-4`,
        children: [
          (0, x.jsx)(h, {
            label: `Username`,
            name: `username`,
            autoComplete: `username`,
            autoCapitalize: `none`,
            spellCheck: !1,
            value: o.username,
            error: u.username,
            onChange: k(`username`),
          }),
          (0, x.jsx)(g, { value: o.email, error: u.email, onChange: k(`email`) }),
          (0, x.jsx)(m, {
            label: `Password`,
            name: `password`,
            autoComplete: `new-password`,
            hint: u.password ? void 0 : `At least 6 characters.`,
            value: o.password,
            error: u.password,
            onChange: k(`password`),
          }),
          (0, x.jsx)(m, {
            label: `Confirm password`,
            name: `confirmPassword`,
            autoComplete: `new-password`,
            value: o.confirmPassword,
            error: u.confirmPassword,
            onChange: k(`confirmPassword`),
          }),
          (0, x.jsx)(p, { text: T, tone: `error` }),
          (0, x.jsx)(f, {
            type: `submit`,
            busy: D,
            busyText: a.auth.signingUp,
            className: `w-full`,
            children: `Sign Up`,
          }),
        ],
      }),
      (0, x.jsxs)(`p`, {
        className: `text-center text-sm text-muted`,
        children: [
          `Already have an account?`,
          ` `,
          (0, x.jsx)(d, { to: `/login`, state: v(e.state), className: n, children: `Sign in` }),
        ],
      }),
    ],
  });
}
function T() {
  return (0, x.jsx)(i, {
    title: `Create your account`,
    subtitle: `Sign up to buy concert and movie tickets in naira.`,
    children: (0, x.jsx)(w, {}),
  });
}

export { T as Component };
//# sourceMappingURL=signup-q_9AgSC7.js.map
