import { f } from './event-page-BoZRG_ux.js';
import { t as p } from './honeypot-DR7BQMit.js';
import { p as a, l as i, c as n, x as o, h as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { n as d } from './rules-CRhj4ZjR.js';
import { d as c, u as l, E as s, y as u } from './site-JEPK_OxW.js';
import { t as m } from './status-message-D_Oaj3Uk.js';

var h = e(t(), 1),
  g = i();
function _() {
  const e = (0, h.useId)(),
    [t, n] = (0, h.useState)(``),
    [i, o] = (0, h.useState)(``),
    [s, u] = (0, h.useState)(null),
    [_, v] = (0, h.useState)(!1);
  async function y(e) {
    if ((e.preventDefault(), _)) return;
    const o = t.trim();
    if (!o) return u({ tone: `error`, text: f.validation.newsletterEmpty, invalid: !0 });
    if (!d(o)) return u({ tone: `error`, text: f.validation.email, invalid: !0 });
    v(!0), u(null);
    try {
      await r(`/api/newsletter/subscribe`, { email: o, website: i }),
        u({ tone: `success`, text: f.newsletter.success }),
        n(``);
    } catch (e) {
      e instanceof a && e.status === 409
        ? (u({ tone: `info`, text: f.newsletter.alreadySubscribed }), n(``))
        : u({ tone: `error`, text: f.newsletter.failed(e.message) });
    } finally {
      v(!1);
    }
  }
  const b = s?.invalid === !0;
  return (0, g.jsxs)(`form`, {
    noValidate: !0,
    onSubmit: y,
    className: `relative grid gap-3`,
    'aria-labelledby': `${e}-title`,
    children: [
      (0, g.jsxs)(`div`, {
        children: [
          (0, g.jsx)(`h2`, {
            id: `${e}-title`,
            className: `text-base font-bold text-ink`,
            children: `Stay in the loop`,
          }),
          (0, g.jsx)(`p`, {
            className: `text-sm text-muted`,
            children: `New shows and early-bird prices, once a month.`,
          }),
        ],
      }),
      (0, g.jsx)(`label`, { htmlFor: e, className: `sr-only`, children: `Email address` }),
      (0, g.jsx)(`input`, {
        id: e,
        type: `email`,
        autoComplete: `email`,
        placeholder: `you@example.com`,
        maxLength: 254,
        value: t,
        onChange: (e) => {
          n(e.target.value), b && u(null);
        },
        'aria-invalid': b || void 0,
        className: l(b),
      }),
      (0, g.jsx)(p, { value: i, onChange: o }),
      (0, g.jsx)(c, { type: `submit`, busy: _, busyText: `Subscribing...`, children: `Subscribe` }),
      (0, g.jsx)(m, { text: s?.text, tone: s?.tone }),
    ],
  });
}
var v = [
    { to: `/about-us`, label: `About Us` },
    { to: `/helpdesk`, label: `Helpdesk` },
    { to: `/my-tickets`, label: `My Tickets` },
    { to: `/organizers`, label: `For Organizers` },
  ],
  y = `flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-ink hover:bg-brand-50 hover:text-brand-700`;
function b({ id: e, open: t, onClose: r }) {
  const i = (0, h.useRef)(null),
    { isAdmin: a } = n();
  return (
    (0, h.useEffect)(() => {
      const e = i.current;
      if (!e || (t && !e.open && e.showModal(), !t && e.open && e.close(), !t)) return;
      const n = document.documentElement,
        r = n.style.overflow;
      return (
        (n.style.overflow = `hidden`),
        () => {
          n.style.overflow = r;
        }
      );
    }, [t]),
    (0, g.jsxs)(`dialog`, {
      ref: i,
      id: e,
      'aria-label': `Menu`,
      onClose: r,
      className: `fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent`,
      children: [
        (0, g.jsx)(`div`, {
          'data-sidebar-overlay': ``,
          'aria-hidden': `true`,
          onClick: r,
          className: `absolute inset-0 bg-brand-900/60 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0`,
        }),
        (0, g.jsxs)(`div`, {
          className: `relative ml-auto flex h-full w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl transition-transform duration-300 starting:translate-x-full`,
          children: [
            (0, g.jsxs)(`div`, {
              className: `flex items-center justify-between`,
              children: [
                (0, g.jsx)(`span`, {
                  className: `text-sm font-bold uppercase tracking-widest text-muted`,
                  children: `Menu`,
                }),
                (0, g.jsx)(`button`, {
                  type: `button`,
                  onClick: r,
                  'aria-label': `Close menu`,
                  className: `grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50`,
                  children: (0, g.jsx)(u, {}),
                }),
              ],
            }),
            (0, g.jsx)(`nav`, {
              'aria-label': `Menu`,
              children: (0, g.jsxs)(`ul`, {
                className: `grid gap-1`,
                children: [
                  (0, g.jsx)(`li`, {
                    className: `lg:hidden`,
                    children: (0, g.jsx)(o, { to: `/concerts`, onClick: r, className: y, children: `Concerts` }),
                  }),
                  v.map((e) =>
                    (0, g.jsx)(
                      `li`,
                      { children: (0, g.jsx)(o, { to: e.to, onClick: r, className: y, children: e.label }) },
                      e.to,
                    ),
                  ),
                  a &&
                    (0, g.jsx)(`li`, {
                      children: (0, g.jsx)(o, { to: `/admin`, onClick: r, className: y, children: `Admin` }),
                    }),
                  (0, g.jsx)(`li`, {
                    children: (0, g.jsx)(s, { onAction: r, className: `${y} w-full text-brand-700` }),
                  }),
                ],
              }),
            }),
            (0, g.jsx)(`div`, {
              className: `mt-auto min-h-56 rounded-2xl bg-brand-50 p-4`,
              children: (0, g.jsx)(_, {}),
            }),
          ],
        }),
      ],
    })
  );
}

export { b as Sidebar };
//# sourceMappingURL=sidebar-xi1Bw1l3.js.map
