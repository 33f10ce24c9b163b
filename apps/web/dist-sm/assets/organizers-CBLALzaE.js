import { f as c } from './event-page-BoZRG_ux.js';
import { t as f } from './honeypot-DR7BQMit.js';
import { l as d, N as l, h as u } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { n as g } from './rules-CRhj4ZjR.js';
import { k as a, f as i, b as n, p as o, d as r, u as s, N as t } from './site-JEPK_OxW.js';
import { t as p } from './status-message-D_Oaj3Uk.js';
import { t as h, r as m } from './text-field-CM1H3Ms6.js';

var _ = 2e3,
  v = e(l(), 1),
  y = { name: ``, email: ``, organization: ``, eventType: ``, message: `` },
  b = [`Concert`, `Movie screening`, `Festival`, `Conference or workshop`, `Sports`, `Other`];
function x(e) {
  return !e.name.trim() || !e.email.trim()
    ? c.validation.requiredFields
    : g(e.email.trim())
      ? null
      : c.validation.email;
}
var S = d();
function C() {
  const [e, t] = (0, v.useState)(y),
    [n, i] = (0, v.useState)(``),
    [a, o] = (0, v.useState)(null),
    [l, d] = (0, v.useState)(!1),
    g = (e) => (n) => t((t) => ({ ...t, [e]: n.target.value }));
  async function C(r) {
    if ((r.preventDefault(), l)) return;
    const i = x(e);
    if (i) return o({ tone: `error`, text: i });
    d(!0), o(null);
    try {
      await u(`/api/organizer-inquiries`, { ...e, website: n }),
        o({ tone: `success`, text: c.organizers.thanks }),
        t(y);
    } catch (e) {
      o({ tone: `error`, text: e.message });
    } finally {
      d(!1);
    }
  }
  return (0, S.jsxs)(`form`, {
    noValidate: !0,
    onSubmit: C,
    className: `relative grid gap-4 sm:grid-cols-2`,
    'aria-label': `Organizer inquiry`,
    children: [
      (0, S.jsx)(m, {
        label: `Name (required)`,
        'aria-required': `true`,
        name: `name`,
        autoComplete: `name`,
        maxLength: 100,
        value: e.name,
        onChange: g(`name`),
      }),
      (0, S.jsx)(h, { label: `Email (required)`, 'aria-required': `true`, value: e.email, onChange: g(`email`) }),
      (0, S.jsx)(m, {
        label: `Organization`,
        name: `organization`,
        autoComplete: `organization`,
        maxLength: 150,
        value: e.organization,
        onChange: g(`organization`),
      }),
      (0, S.jsxs)(`div`, {
        className: `grid gap-1.5`,
        children: [
          (0, S.jsx)(`label`, {
            htmlFor: `inquiry-event-type`,
            className: `text-sm font-medium text-ink`,
            children: `Event type`,
          }),
          (0, S.jsxs)(`select`, {
            id: `inquiry-event-type`,
            value: e.eventType,
            onChange: g(`eventType`),
            className: s(),
            children: [
              (0, S.jsx)(`option`, { value: ``, children: `Choose one` }),
              b.map((e) => (0, S.jsx)(`option`, { children: e }, e)),
            ],
          }),
        ],
      }),
      (0, S.jsxs)(`div`, {
        className: `grid gap-1.5 sm:col-span-2`,
        children: [
          (0, S.jsx)(`label`, {
            htmlFor: `inquiry-message`,
            className: `text-sm font-medium text-ink`,
            children: `Message`,
          }),
          (0, S.jsx)(`textarea`, {
            id: `inquiry-message`,
            rows: 4,
            maxLength: _,
            value: e.message,
            onChange: g(`message`),
            placeholder: `Tell us about your event: date, city, expected audience.`,
            className: s(),
          }),
        ],
      }),
      (0, S.jsx)(f, { value: n, onChange: i }),
      (0, S.jsxs)(`div`, {
        className: `grid gap-3 sm:col-span-2`,
        children: [
          (0, S.jsx)(r, {
            type: `submit`,
            busy: l,
            busyText: `Sending...`,
            className: `justify-self-start`,
            children: `Submit Inquiry`,
          }),
          (0, S.jsx)(p, { text: a?.text, tone: a?.tone }),
        ],
      }),
    ],
  });
}
var w = [
    {
      title: `Easy setup`,
      text: `Tell us about your event and your ticket page is live in a day: poster, description, prices and capacity.`,
    },
    {
      title: `Global reach`,
      text: `Sell to fans in Lagos, London, Atlanta and everywhere the diaspora lives, all paying in naira.`,
    },
    {
      title: `Secure payments`,
      text: `Card payments through a licensed provider, amounts checked on our servers, and fraud-resistant QR tickets.`,
    },
    {
      title: `Real-time analytics`,
      text: `See tickets sold, revenue and remaining capacity as they change, not at the end of the week.`,
    },
    {
      title: `Dedicated support`,
      text: `A named contact for your event, and a helpdesk that answers your buyers so you can focus on the show.`,
    },
  ],
  T = [
    { title: `Sign up`, text: `Send us an inquiry and we set up your organizer account.` },
    { title: `Create event`, text: `Add your poster, venue, date, ticket price and capacity.` },
    { title: `Promote`, text: `Share your event link; we feature it to our audience too.` },
    { title: `Sell tickets`, text: `Fans pay by card in naira and get their QR ticket instantly.` },
    { title: `Get paid`, text: `Your share is split to your account automatically on every sale.` },
  ],
  E = [
    {
      title: `Organizer guide`,
      text: `Everything from choosing a ticket price to running a smooth entrance on the night.`,
      subject: `Organizer guide request`,
    },
    {
      title: `Pricing and payouts`,
      text: `How our fees work, when payouts arrive and how split payments reach your bank.`,
      subject: `Pricing and payouts question`,
    },
    {
      title: `Promotion toolkit`,
      text: `Poster sizes, social media templates and tips that help shows sell out.`,
      subject: `Promotion toolkit request`,
    },
  ],
  D = (e) => (0, S.jsx)(n, { ...e, children: (0, S.jsx)(`path`, { d: `M5 12.5l4.5 4.5L19 7.5` }) }),
  O = `text-sm font-bold uppercase tracking-widest text-accent-600`,
  k = `text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl`;
function A() {
  return (0, S.jsxs)(`section`, {
    'aria-labelledby': `benefits-heading`,
    children: [
      (0, S.jsx)(`p`, { className: O, children: `Why Owambe Tickets` }),
      (0, S.jsx)(`h2`, { id: `benefits-heading`, className: k, children: `Built for organizers who sell out` }),
      (0, S.jsxs)(`ul`, {
        className: `mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3`,
        children: [
          w.map((e) =>
            (0, S.jsxs)(
              `li`,
              {
                className: `rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100`,
                children: [
                  (0, S.jsx)(`span`, {
                    className: `grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600`,
                    children: (0, S.jsx)(D, { className: `size-5` }),
                  }),
                  (0, S.jsx)(`h3`, { className: `mt-4 text-lg font-bold text-ink`, children: e.title }),
                  (0, S.jsx)(`p`, { className: `mt-1 text-muted`, children: e.text }),
                ],
              },
              e.title,
            ),
          ),
          (0, S.jsxs)(`li`, {
            className: `flex flex-col justify-between gap-4 rounded-2xl bg-brand-600 p-6 text-white shadow-lg shadow-brand-600/25`,
            children: [
              (0, S.jsx)(`p`, { className: `text-lg font-bold`, children: `Ready to put your event on sale?` }),
              (0, S.jsxs)(`a`, {
                href: `#inquiry`,
                className: `inline-flex min-h-11 items-center gap-2 self-start font-semibold underline underline-offset-4`,
                children: [`Tell us about it`, (0, S.jsx)(o, { className: `size-5` })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
function j() {
  return (0, S.jsxs)(`section`, {
    'aria-labelledby': `steps-heading`,
    children: [
      (0, S.jsx)(`p`, { className: O, children: `How it works` }),
      (0, S.jsx)(`h2`, { id: `steps-heading`, className: k, children: `From idea to payout in five steps` }),
      (0, S.jsx)(`ol`, {
        className: `mt-6 grid gap-4 md:grid-cols-5`,
        children: T.map((e, t) =>
          (0, S.jsxs)(
            `li`,
            {
              className: `flex gap-4 rounded-2xl bg-brand-50 p-5 md:block`,
              children: [
                (0, S.jsx)(`span`, {
                  className: `grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-extrabold text-white`,
                  children: t + 1,
                }),
                (0, S.jsxs)(`div`, {
                  children: [
                    (0, S.jsx)(`h3`, { className: `font-bold text-ink md:mt-3`, children: e.title }),
                    (0, S.jsx)(`p`, { className: `mt-1 text-sm text-muted`, children: e.text }),
                  ],
                }),
              ],
            },
            e.title,
          ),
        ),
      }),
    ],
  });
}
function M() {
  return (0, S.jsxs)(`section`, {
    'aria-labelledby': `resources-heading`,
    children: [
      (0, S.jsx)(`p`, { className: O, children: `Resources` }),
      (0, S.jsx)(`h2`, { id: `resources-heading`, className: k, children: `Helpful reading for your next event` }),
      (0, S.jsx)(`ul`, {
        className: `mt-6 grid gap-4 md:grid-cols-3`,
        children: E.map((e) =>
          (0, S.jsxs)(
            `li`,
            {
              className: `flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100`,
              children: [
                (0, S.jsx)(`h3`, { className: `text-lg font-bold text-ink`, children: e.title }),
                (0, S.jsx)(`p`, { className: `mt-1 flex-1 text-muted`, children: e.text }),
                (0, S.jsx)(`a`, {
                  href: `mailto:${a}?subject=${encodeURIComponent(e.subject)}`,
                  className: `mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4`,
                  children: `Ask us for it by email`,
                }),
              ],
            },
            e.title,
          ),
        ),
      }),
    ],
  });
}
function N() {
  return (0, S.jsxs)(`main`, {
    className: `flex-1`,
    children: [
      (0, S.jsx)(t, { title: `For Organizers` }),
      (0, S.jsx)(`section`, {
        className: `bg-brand-900 bg-[radial-gradient(ellipse_at_85%_10%,rgba(245,158,11,0.35),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgba(154,100,251,0.5),transparent_55%)] py-16 text-white sm:py-24`,
        children: (0, S.jsxs)(`div`, {
          className: `mx-auto max-w-6xl px-4 sm:px-6`,
          children: [
            (0, S.jsx)(`p`, {
              className: `text-sm font-bold uppercase tracking-widest text-accent-400`,
              children: `For organizers`,
            }),
            (0, S.jsx)(`h1`, {
              className: `mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl`,
              children: `Sell out your next show with Owambe Tickets`,
            }),
            (0, S.jsx)(`p`, {
              className: `mt-4 max-w-2xl text-lg text-brand-100`,
              children: `Concerts, screenings, festivals and more: we handle tickets, payments and entry so you can put on a night people remember.`,
            }),
            (0, S.jsxs)(`div`, {
              className: `mt-8 flex flex-wrap gap-3`,
              children: [
                (0, S.jsx)(`a`, { href: `#inquiry`, className: i(`accent`), children: `Start Selling Tickets` }),
                (0, S.jsx)(`a`, {
                  href: `mailto:${a}?subject=Organizer%20question`,
                  className: i(`secondary`, `border-white/30 bg-white/10 text-white hover:bg-white/20`),
                  children: `Talk to Our Team`,
                }),
              ],
            }),
          ],
        }),
      }),
      (0, S.jsxs)(`div`, {
        className: `mx-auto grid max-w-6xl gap-16 px-4 py-14 sm:px-6`,
        children: [
          (0, S.jsx)(A, {}),
          (0, S.jsx)(j, {}),
          (0, S.jsxs)(`section`, {
            id: `inquiry`,
            'aria-labelledby': `inquiry-heading`,
            className: `grid scroll-mt-24 gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[1fr_1.6fr]`,
            children: [
              (0, S.jsxs)(`div`, {
                children: [
                  (0, S.jsx)(`p`, {
                    className: `text-sm font-bold uppercase tracking-widest text-accent-600`,
                    children: `Get started`,
                  }),
                  (0, S.jsx)(`h2`, {
                    id: `inquiry-heading`,
                    className: `text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl`,
                    children: `Tell us about your event`,
                  }),
                  (0, S.jsx)(`p`, {
                    className: `mt-3 text-muted`,
                    children: `Our partnerships team replies within 24 hours with pricing, dates and the next steps.`,
                  }),
                ],
              }),
              (0, S.jsx)(C, {}),
            ],
          }),
          (0, S.jsx)(M, {}),
          (0, S.jsxs)(`section`, {
            className: `rounded-3xl bg-brand-600 px-6 py-10 text-center text-white sm:px-10`,
            children: [
              (0, S.jsx)(`h2`, {
                className: `text-2xl font-extrabold sm:text-3xl`,
                children: `Your audience is already here`,
              }),
              (0, S.jsx)(`p`, {
                className: `mx-auto mt-2 max-w-xl text-brand-100`,
                children: `Join the organizers who sell to fans across Nigeria and the diaspora.`,
              }),
              (0, S.jsx)(`a`, { href: `#inquiry`, className: i(`accent`, `mt-6`), children: `Start Selling Tickets` }),
            ],
          }),
        ],
      }),
    ],
  });
}

export { N as Component };
//# sourceMappingURL=organizers-CBLALzaE.js.map
