import { u as i, n, p as r, m as t } from './error-messages-DL6o06yB.js';
import { f as o } from './event-page-BoZRG_ux.js';
import { t as m } from './focus-field-C3m1LNGW.js';
import { a as c, l, N as s, x as u } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { n as a } from './rules-CRhj4ZjR.js';
import { d } from './site-JEPK_OxW.js';
import { t as f } from './status-message-D_Oaj3Uk.js';
import { t as p } from './text-field-CM1H3Ms6.js';

var h = e(s(), 1),
  g = l();
function _() {
  const [e, r] = (0, h.useState)(``),
    [s, l] = (0, h.useState)(null),
    [_, v] = (0, h.useState)(null),
    [y, b] = (0, h.useState)(!1),
    [x, S] = (0, h.useState)(!1);
  return (
    (0, h.useEffect)(() => {
      c().then(
        (e) => S(e.devMailbox),
        () => {},
      );
    }, []),
    (0, g.jsxs)(`div`, {
      className: `grid gap-5`,
      children: [
        (0, g.jsxs)(`form`, {
          noValidate: !0,
          onSubmit: async (t) => {
            if ((t.preventDefault(), !y)) {
              if (!a(e.trim())) l(o.validation.email), m(t.currentTarget, `email`);
              else {
                v(null), b(!0);
                try {
                  const t = await i(e.trim());
                  v({ tone: `success`, text: t ?? o.auth.resetLinkSent });
                } catch (e) {
                  v({ tone: `error`, text: n(e) });
                } finally {
                  b(!1);
                }
              }
            }
          },
          className: `grid gap-4`,
          children: [
            (0, g.jsx)(p, {
              value: e,
              error: s,
              onChange: (e) => {
                r(e.target.value), l(null);
              },
            }),
            (0, g.jsx)(f, { text: _?.text, tone: _?.tone }),
            _?.tone === `success` &&
              x &&
              (0, g.jsxs)(`p`, {
                className: `text-sm text-muted`,
                children: [
                  `Running locally? The email is in the`,
                  ` `,
                  (0, g.jsx)(`a`, {
                    href: `/dev/mailbox`,
                    target: `_blank`,
                    rel: `noreferrer`,
                    className: `rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-600 hover:underline`,
                    children: `development mailbox`,
                  }),
                  `.`,
                ],
              }),
            (0, g.jsx)(d, {
              type: `submit`,
              busy: y,
              busyText: `Sending...`,
              className: `w-full`,
              children: `Send reset link`,
            }),
          ],
        }),
        (0, g.jsxs)(`p`, {
          className: `text-center text-sm text-muted`,
          children: [`Remembered it?`, ` `, (0, g.jsx)(u, { to: `/login`, className: t, children: `Back to sign in` })],
        }),
      ],
    })
  );
}
function v() {
  return (0, g.jsx)(r, {
    title: `Forgot your password?`,
    subtitle: `Enter the email of your account and we will send you a link to set a new password.`,
    children: (0, g.jsx)(_, {}),
  });
}

export { v as Component };
//# sourceMappingURL=forgot-password-a2nAcpGh.js.map
