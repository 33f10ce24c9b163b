import { m as a, t as c, p as o, s } from './error-messages-DL6o06yB.js';
import { x as i, O as n, l as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { d as l, f as u } from './site-JEPK_OxW.js';
import { t as d } from './status-message-D_Oaj3Uk.js';

var f = e(t(), 1),
  p = r();
function m({ token: e }) {
  const [t, n] = (0, f.useState)(null),
    [r, o] = (0, f.useState)(null),
    [m, h] = (0, f.useState)(!1);
  return t
    ? (0, p.jsxs)(`div`, {
        className: `grid gap-5`,
        children: [
          (0, p.jsx)(d, { text: t, tone: `success` }),
          (0, p.jsx)(i, { to: `/login`, replace: !0, className: u(`primary`, `w-full`), children: `Sign in` }),
        ],
      })
    : (0, p.jsxs)(`div`, {
        className: `grid gap-5`,
        children: [
          (0, p.jsxs)(`form`, {
            noValidate: !0,
            onSubmit: async (t) => {
              if ((t.preventDefault(), !m)) {
                o(null), h(!0);
                try {
                  n((await s(e)) ?? `Your email address is confirmed.`);
                } catch (e) {
                  o(c(e));
                } finally {
                  h(!1);
                }
              }
            },
            className: `grid gap-4`,
            children: [
              (0, p.jsx)(d, { text: r, tone: `error` }),
              (0, p.jsx)(l, {
                type: `submit`,
                busy: m,
                busyText: `Confirming...`,
                className: `w-full`,
                children: `Confirm my email`,
              }),
            ],
          }),
          (0, p.jsx)(`p`, {
            className: `text-center text-sm text-muted`,
            children: (0, p.jsx)(i, { to: `/login`, className: a, children: `Back to sign in` }),
          }),
        ],
      });
}
function h() {
  const { token: e = `` } = n();
  return (0, p.jsx)(o, {
    title: `Confirm your email`,
    subtitle: `Confirm that this email address belongs to your account.`,
    children: (0, p.jsx)(m, { token: e }),
  });
}

export { h as Component };
//# sourceMappingURL=verify-email-D7Wrgpbn.js.map
