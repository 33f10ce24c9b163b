import { f as e } from './event-page-BoZRG_ux.js';
import { h as a, p as c, f as i, u as l, l as o, d as r, m as s } from './index-bIbMlBq6.js';
import { N as n, M as t } from './site-JEPK_OxW.js';

var u = o();
function d({ title: e, subtitle: r, children: i }) {
  return (0, u.jsxs)(`div`, {
    className: `relative min-h-dvh overflow-hidden bg-surface`,
    children: [
      (0, u.jsxs)(`div`, {
        'aria-hidden': `true`,
        className: `absolute inset-x-0 top-0 h-72 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 sm:h-80`,
        children: [
          (0, u.jsx)(`div`, { className: `absolute -right-24 -top-24 size-72 rounded-full bg-accent-500/20 blur-3xl` }),
          (0, u.jsx)(`div`, { className: `absolute -left-16 top-24 size-56 rounded-full bg-brand-400/25 blur-3xl` }),
        ],
      }),
      (0, u.jsxs)(`div`, {
        className: `relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-8 pb-10 sm:pt-14`,
        children: [
          (0, u.jsx)(n, { title: e }),
          (0, u.jsx)(`header`, { className: `flex justify-center`, children: (0, u.jsx)(t, { tone: `light` }) }),
          (0, u.jsxs)(`main`, {
            className: `mt-6 rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:mt-8 sm:p-8`,
            children: [
              (0, u.jsx)(`h1`, { className: `text-2xl font-bold tracking-tight text-ink`, children: e }),
              r && (0, u.jsx)(`p`, { className: `mt-1.5 text-sm text-muted`, children: r }),
              (0, u.jsx)(`div`, { className: `mt-6`, children: i }),
            ],
          }),
          (0, u.jsx)(`p`, {
            className: `mt-6 text-center text-xs text-muted`,
            children: `Your tickets in naira, with a QR code on screen and by email.`,
          }),
        ],
      }),
    ],
  });
}
var f = `rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-600 hover:underline`;
function p(e) {
  const t = i(e) ? r(e.user) : null;
  if (!t) throw new l();
  return t;
}
async function m(e, t) {
  return p(await a(`/api/login`, { email: e, password: t }));
}
async function h(e) {
  return p(await a(`/api/google-login`, { idToken: e }));
}
async function g(e, t, n) {
  await a(`/api/signup`, { username: e, email: t, password: n });
}
async function _(e) {
  const t = await a(`/api/verify-email/${encodeURIComponent(e)}`);
  return typeof t?.message == `string` && t.message ? t.message : null;
}
async function v(e) {
  const t = await a(`/api/forgot-password`, { email: e });
  return typeof t?.message == `string` && t.message ? t.message : null;
}
async function y(e, t) {
  const n = await a(`/api/reset-password/${encodeURIComponent(e)}`, { password: t });
  return { success: n?.success !== !1, message: typeof n?.message == `string` ? n.message : `` };
}
var b = e.auth,
  x = (e) => e.message !== `` && e.message !== b.httpError(e.status);
function S(e) {
  return e instanceof c ? (x(e) ? e.message : b.httpError(e.status)) : e instanceof s ? b.network : b.signInFailed;
}
function C(e) {
  return e instanceof c
    ? x(e)
      ? e.message
      : b.httpError(e.status)
    : e instanceof s
      ? b.network
      : b.googleSignInFailed;
}
function w(e) {
  return e instanceof c ? (x(e) ? e.message : b.signupFailedStatus(e.status)) : b.network;
}
function T(e) {
  return e instanceof c && x(e) && e.status < 500 ? e.message : b.resetLinkFailed;
}
function E(e) {
  return e instanceof c && x(e) ? e.message : b.resetFailed;
}
function D(e) {
  return e instanceof c && x(e)
    ? e.message
    : e instanceof s
      ? b.network
      : `Failed to confirm your email. Please try again.`;
}

export {
  _ as s,
  C as r,
  D as t,
  d as p,
  E as a,
  f as m,
  g as f,
  h as c,
  m as l,
  S as i,
  T as n,
  v as u,
  w as o,
  y as d,
};
//# sourceMappingURL=error-messages-DL6o06yB.js.map
