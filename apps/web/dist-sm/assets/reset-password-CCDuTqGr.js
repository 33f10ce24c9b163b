import { m as c, p as l, a as o, d as s } from './error-messages-DL6o06yB.js';
import { f as u } from './event-page-BoZRG_ux.js';
import { t as h } from './focus-field-C3m1LNGW.js';
import { x as a, p as i, O as n, l as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { d, f } from './site-JEPK_OxW.js';
import { t as p } from './status-message-D_Oaj3Uk.js';
import { n as m } from './text-field-CM1H3Ms6.js';

var g = e(t(), 1),
  _ = r();
function v(e, t) {
  const n = {};
  return (
    e.length < 6 && (n.password = u.validation.passwordReset),
    t !== e && (n.confirmPassword = u.validation.passwordsMismatch),
    n
  );
}
function y({ token: e }) {
  const [t, n] = (0, g.useState)(``),
    [r, l] = (0, g.useState)(``),
    [y, b] = (0, g.useState)({}),
    [x, S] = (0, g.useState)(null),
    [C, w] = (0, g.useState)(!1),
    [T, E] = (0, g.useState)(null),
    [D, O] = (0, g.useState)(!1);
  return T
    ? (0, _.jsxs)(`div`, {
        className: `grid gap-5`,
        children: [
          (0, _.jsx)(p, { text: T, tone: `success` }),
          (0, _.jsx)(a, { to: `/login`, replace: !0, className: f(`primary`, `w-full`), children: `Sign in` }),
        ],
      })
    : (0, _.jsxs)(`div`, {
        className: `grid gap-5`,
        children: [
          (0, _.jsxs)(`form`, {
            noValidate: !0,
            onSubmit: async (n) => {
              if ((n.preventDefault(), D)) return;
              const a = v(t, r);
              if ((b(a), a.password || a.confirmPassword))
                h(n.currentTarget, a.password ? `password` : `confirmPassword`);
              else {
                S(null), w(!1), O(!0);
                try {
                  const n = await s(e, t);
                  n.success
                    ? E(n.message || `Your password has been reset.`)
                    : (S(n.message || u.auth.resetFailed), w(!0));
                } catch (e) {
                  S(o(e)), w(e instanceof i && e.status === 400);
                } finally {
                  O(!1);
                }
              }
            },
            className: `grid gap-4`,
            children: [
              (0, _.jsx)(m, {
                label: `New password`,
                name: `password`,
                autoComplete: `new-password`,
                hint: y.password ? void 0 : `At least 6 characters.`,
                value: t,
                error: y.password,
                onChange: (e) => {
                  n(e.target.value), y.password && b((e) => ({ ...e, password: void 0 }));
                },
              }),
              (0, _.jsx)(m, {
                label: `Confirm new password`,
                name: `confirmPassword`,
                autoComplete: `new-password`,
                value: r,
                error: y.confirmPassword,
                onChange: (e) => {
                  l(e.target.value), y.confirmPassword && b((e) => ({ ...e, confirmPassword: void 0 }));
                },
              }),
              (0, _.jsx)(p, { text: x, tone: `error` }),
              C &&
                (0, _.jsxs)(`p`, {
                  className: `text-sm text-muted`,
                  children: [
                    `Links work once and for one hour.`,
                    ` `,
                    (0, _.jsx)(a, {
                      to: `/forgot-password`,
                      className: `rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-600 hover:underline`,
                      children: `Send a new link`,
                    }),
                  ],
                }),
              (0, _.jsx)(d, {
                type: `submit`,
                busy: D,
                busyText: `Saving...`,
                className: `w-full`,
                children: `Reset password`,
              }),
            ],
          }),
          (0, _.jsx)(`p`, {
            className: `text-center text-sm text-muted`,
            children: (0, _.jsx)(a, { to: `/login`, className: c, children: `Back to sign in` }),
          }),
        ],
      });
}
function b() {
  const { token: e = `` } = n();
  return (0, _.jsx)(l, {
    title: `Set a new password`,
    subtitle: `Choose a new password for your Owambe Tickets account.`,
    children: (0, _.jsx)(y, { token: e }),
  });
}

export { b as Component };
//# sourceMappingURL=reset-password-CCDuTqGr.js.map
