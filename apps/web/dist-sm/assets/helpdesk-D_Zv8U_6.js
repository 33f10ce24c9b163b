import { f as t } from './event-page-BoZRG_ux.js';
import { l as a, h as i, N as n, x as o, g as r } from './index-bIbMlBq6.js';
import { t as d } from './modal-XO2-DcaL.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { t as _, n as g } from './rules-CRhj4ZjR.js';
import { d as c, f as l, N as s, u } from './site-JEPK_OxW.js';
import { t as f } from './status-message-D_Oaj3Uk.js';
import { r as v, t as y } from './text-field-CM1H3Ms6.js';
import { r as h, n as m } from './tickets-kRBGXKDU.js';
import { t as p } from './use-public-config-CcceXxSL.js';

var b = [`General`, `Ticketing`, `Payment`, `Event`],
  x = 5e3;
function S({ email: e, subject: n, description: r }) {
  return g(e.trim())
    ? n.trim().length < 5
      ? t.validation.supportSubject
      : r.trim().length < 10
        ? t.validation.supportDescription
        : null
    : t.validation.email;
}
var C = e(n(), 1),
  w = `Hello! I can help with buying tickets, refunds, finding your ticket, payment problems and gifts. Type your transaction reference (it starts with OWB-) and I will check your ticket’s status.`,
  T = [
    {
      keywords: [`buy`, `purchase`, `get ticket`, `book`, `order`, `price`],
      answer: {
        text: `You can buy tickets via the Events page: choose an event, press Get Tickets (Book Now for movies), fill in your details and pay by card on the order summary. You need to be signed in to pay.`,
        link: { to: `/concerts`, label: `Browse events` },
      },
    },
    {
      keywords: [`refund`, `money back`, `cancel`, `return`],
      answer: {
        text: `Refunds are available within 24 hours of purchase. Please contact support with your transaction reference, from the email address you bought the ticket with.`,
        offerTicket: !0,
      },
    },
    {
      keywords: [`find`, `lost`, `where is my`, `status`, `reference`, `my ticket`, `view ticket`, `qr`, `check`],
      answer: {
        text: `You can check your ticket status on the Ticket Details page with your transaction reference. It starts with OWB- and is in your confirmation email. Type it here and I will look the ticket up for you.`,
        link: { to: `/my-tickets`, label: `My tickets (signed in)` },
      },
    },
    {
      keywords: [`pay`, `card`, `charged`, `declined`, `debit`, `failed`, `transaction`],
      answer: {
        text: `If the payment window was closed or the card was declined, the order is cancelled and you can try again from the event page. If money left your account but no ticket arrived, create a support ticket in the Payment category with your transaction reference and we will sort it out.`,
        offerTicket: !0,
      },
    },
    {
      keywords: [`gift`, `friend`, `someone else`, `recipient`, `present`],
      answer: {
        text: `To give a ticket as a gift, tick the gift option on the ticket purchase form and enter the recipient’s name and email. The ticket is emailed to you and to the recipient.`,
        link: { to: `/concerts`, label: `Choose an event` },
      },
    },
    {
      keywords: [`human`, `agent`, `person`, `support`, `contact`, `complain`, `help me`],
      answer: {
        text: `Our support team answers every ticket by email. Create one and we will get back to you.`,
        offerTicket: !0,
      },
    },
    { keywords: [`hello`, ` hi `, ` hey `, `good morning`, `good afternoon`, `good evening`], answer: { text: w } },
  ],
  E = {
    text: `Sorry, I could not find an answer to that. Our support team can help: create a support ticket and they will reply by email.`,
    offerTicket: !0,
  },
  D = {
    text: `That looks like part of a transaction reference: it is OWB- followed by 24 letters, digits, - or _. Please check it against your confirmation email.`,
  },
  O = RegExp(`(?<![\\w-])${_.source.slice(1, -1)}(?![\\w-])`);
function k(e) {
  const t = O.exec(e)?.[0];
  if (t) return { kind: `lookup`, reference: t };
  if (/\bOWB-/i.test(e)) return { kind: `answer`, answer: D };
  let n = ` ${e.toLowerCase().replace(/\s+/g, ` `)} `,
    r = null,
    i = 0;
  for (const e of T) {
    const t = e.keywords.filter((e) => n.includes(e)).length;
    t > i && ((r = e), (i = t));
  }
  return { kind: `answer`, answer: r?.answer ?? E };
}
var A = [
    `How do I buy tickets?`,
    `Can I get a refund?`,
    `How do I find my ticket?`,
    `My payment failed`,
    `Can I send a ticket as a gift?`,
  ],
  j = {
    unused: `it is valid and has not been used at the door yet`,
    used: `it has already been checked in at the door`,
    cancelled: `it has been cancelled`,
  };
function M(e, t) {
  if (t.kind === `found`) {
    const { eventTitle: n, status: r } = t.ticket;
    return { text: `I found your ticket for ${n}. Status: ${r} (${j[r]}).`, link: { to: h(e), label: `View ticket` } };
  }
  return t.kind === `not-found`
    ? {
        text: `I could not find a ticket with the reference ${e}. Please check it against your confirmation email, or create a support ticket.`,
        offerTicket: !0,
      }
    : {
        text: `I could not look the ticket up just now (${t.statusText}). Please try again in a moment, or create a support ticket.`,
        offerTicket: !0,
      };
}
var N = a();
function P({ onClose: e, onCreateTicket: t }) {
  const [n, r] = (0, C.useState)([{ id: 0, from: `assistant`, text: w }]),
    [i, a] = (0, C.useState)(``),
    [s, f] = (0, C.useState)(!1),
    p = (0, C.useRef)(1),
    h = (0, C.useRef)(null),
    g = (0, C.useRef)(null);
  (0, C.useEffect)(() => () => g.current?.abort(), []);
  const _ = n.length;
  (0, C.useEffect)(() => {
    _ > 1 && h.current?.scrollIntoView?.({ block: `end` });
  }, [_]);
  const v = (e, t) => r((n) => [...n, { id: p.current++, from: e, ...t }]);
  async function y(e) {
    const t = e.trim();
    if (!t || s) return;
    v(`you`, { text: t }), a(``);
    const n = k(t);
    if (n.kind === `answer`) v(`assistant`, n.answer);
    else {
      f(!0), (g.current = new AbortController());
      try {
        v(`assistant`, M(n.reference, await m(n.reference, g.current.signal)));
      } catch {
      } finally {
        f(!1);
      }
    }
  }
  function b(e) {
    e.preventDefault(), y(i);
  }
  return (0, N.jsxs)(d, {
    title: `Live chat`,
    size: `full`,
    onClose: e,
    children: [
      (0, N.jsx)(`div`, {
        className: `flex-1 overflow-y-auto bg-brand-50/50 px-4 py-4 sm:px-6`,
        children: (0, N.jsx)(`div`, {
          role: `log`,
          'aria-label': `Conversation`,
          children: (0, N.jsxs)(`ol`, {
            className: `grid gap-3`,
            children: [
              n.map((e) =>
                (0, N.jsxs)(
                  `li`,
                  {
                    className: `max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed ${e.from === `you` ? `justify-self-end bg-brand-600 text-white` : `justify-self-start bg-white text-ink shadow-sm ring-1 ring-brand-100`}`,
                    children: [
                      (0, N.jsx)(`span`, {
                        className: `sr-only`,
                        children: e.from === `you` ? `You: ` : `Assistant: `,
                      }),
                      e.text,
                      (e.link || e.offerTicket) &&
                        (0, N.jsxs)(`span`, {
                          className: `mt-2 flex flex-wrap gap-2`,
                          children: [
                            e.link &&
                              (0, N.jsx)(o, {
                                to: e.link.to,
                                className: l(`secondary`, `min-h-9 px-3 py-1.5`),
                                children: e.link.label,
                              }),
                            e.offerTicket &&
                              (0, N.jsx)(c, {
                                variant: `secondary`,
                                className: `min-h-9 px-3 py-1.5`,
                                onClick: t,
                                children: `Create a support ticket`,
                              }),
                          ],
                        }),
                    ],
                  },
                  e.id,
                ),
              ),
              s &&
                (0, N.jsx)(`li`, {
                  className: `justify-self-start rounded-2xl bg-white px-4 py-3 text-sm text-muted shadow-sm ring-1 ring-brand-100`,
                  children: `Looking up your ticket...`,
                }),
              (0, N.jsx)(`li`, { ref: h, 'aria-hidden': `true` }),
            ],
          }),
        }),
      }),
      (0, N.jsxs)(`div`, {
        className: `border-t border-line px-4 py-3 sm:px-6`,
        children: [
          (0, N.jsx)(`ul`, {
            'aria-label': `Suggested questions`,
            className: `mb-3 flex gap-2 overflow-x-auto pb-1`,
            children: A.map((e) =>
              (0, N.jsx)(
                `li`,
                {
                  className: `shrink-0`,
                  children: (0, N.jsx)(`button`, {
                    type: `button`,
                    onClick: () => void y(e),
                    className: `min-h-9 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50`,
                    children: e,
                  }),
                },
                e,
              ),
            ),
          }),
          (0, N.jsxs)(`form`, {
            onSubmit: b,
            className: `flex gap-2`,
            children: [
              (0, N.jsx)(`label`, { htmlFor: `chat-message`, className: `sr-only`, children: `Your message` }),
              (0, N.jsx)(`input`, {
                id: `chat-message`,
                'data-autofocus': !0,
                value: i,
                onChange: (e) => a(e.target.value),
                maxLength: 500,
                autoComplete: `off`,
                placeholder: `Ask a question or paste your transaction reference`,
                className: u(),
              }),
              (0, N.jsx)(c, { type: `submit`, disabled: s || !i.trim(), children: `Send` }),
            ],
          }),
        ],
      }),
    ],
  });
}
var F = [
  {
    question: `How do I buy tickets?`,
    answer: (0, N.jsxs)(N.Fragment, {
      children: [
        `You can buy tickets via the `,
        (0, N.jsx)(o, { to: `/concerts`, children: `Events page` }),
        `: choose an event, press Get Tickets, fill in your details and pay by card.`,
      ],
    }),
  },
  {
    question: `Can I get a refund?`,
    answer: (0, N.jsxs)(N.Fragment, {
      children: [
        `Refunds are available within 24 hours of purchase. Please contact support with your transaction reference: create a ticket above, or write to us from the `,
        (0, N.jsx)(o, { to: `/contact`, children: `Contact page` }),
        `.`,
      ],
    }),
  },
  {
    question: `How do I check my ticket status?`,
    answer: (0, N.jsx)(N.Fragment, {
      children: `You can check your ticket status on the Ticket Details page with your transaction reference. It starts with OWB- and is in your confirmation email; the live chat above can look it up for you.`,
    }),
  },
];
function I({ question: e, answer: t }) {
  const [n, r] = (0, C.useState)(!1),
    i = (0, C.useId)();
  return (0, N.jsxs)(`li`, {
    className: `rounded-2xl bg-white shadow-sm ring-1 ring-brand-100`,
    children: [
      (0, N.jsx)(`h3`, {
        children: (0, N.jsxs)(`button`, {
          type: `button`,
          'aria-expanded': n,
          'aria-controls': i,
          onClick: () => r((e) => !e),
          className: `flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left font-bold text-ink hover:bg-brand-50`,
          children: [
            e,
            (0, N.jsx)(`span`, {
              'aria-hidden': `true`,
              className: `text-xl text-brand-600 transition-transform ${n ? `rotate-45` : ``}`,
              children: `+`,
            }),
          ],
        }),
      }),
      (0, N.jsx)(`div`, {
        id: i,
        hidden: !n,
        className: `px-5 pb-4 text-muted [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline`,
        children: (0, N.jsx)(`p`, { children: t }),
      }),
    ],
  });
}
function L() {
  return (0, N.jsxs)(`section`, {
    id: `faq`,
    'aria-labelledby': `faq-title`,
    className: `scroll-mt-24`,
    children: [
      (0, N.jsx)(`h2`, {
        id: `faq-title`,
        className: `text-2xl font-extrabold text-brand-900`,
        children: `Frequently asked questions`,
      }),
      (0, N.jsx)(`ul`, { className: `mt-6 grid gap-3`, children: F.map((e) => (0, N.jsx)(I, { ...e }, e.question)) }),
    ],
  });
}
async function R(e) {
  const t = await r(`/api/support-tickets/events`, { signal: e });
  if (!Array.isArray(t)) throw Error(`Unexpected answer`);
  return t.filter((e) => typeof e?.id == `string` && typeof e?.name == `string`);
}
function z(e) {
  return i(`/api/support-tickets`, {
    ...e,
    eventId: e.eventId || void 0,
    website: e.website || void 0,
    userId: `guest`,
  });
}
var B = { email: ``, subject: ``, description: ``, category: `General`, eventId: ``, website: `` },
  V = (e) => (e === t.validation.email ? `email` : e === t.validation.supportSubject ? `subject` : `description`);
function H({ draft: e, onChange: n, onSubmitted: r }) {
  const [i, a] = (0, C.useState)([]),
    [o, s] = (0, C.useState)(!1),
    [l, d] = (0, C.useState)(null),
    [p, m] = (0, C.useState)(!1),
    [h, g] = (0, C.useState)(!1),
    _ = (0, C.useId)();
  (0, C.useEffect)(() => {
    const e = new AbortController();
    return (
      R(e.signal).then(a, (e) => {
        e.name !== `AbortError` && s(!0);
      }),
      () => e.abort()
    );
  }, []);
  const w = (t) => n({ ...e, ...t });
  async function T(t) {
    t.preventDefault();
    const n = S(e);
    if ((d(n ? { field: V(n), text: n } : null), m(!1), n)) document.getElementById(`${_}-${V(n)}`)?.focus();
    else {
      g(!0);
      try {
        await z(e), r();
      } catch {
        m(!0), g(!1);
      }
    }
  }
  const E = (e) => (l?.field === e ? l.text : null);
  return (0, N.jsxs)(`form`, {
    noValidate: !0,
    onSubmit: T,
    className: `grid gap-4 px-5 py-5`,
    children: [
      (0, N.jsx)(y, {
        id: `${_}-email`,
        'data-autofocus': !0,
        value: e.email,
        onChange: (e) => w({ email: e.target.value }),
        error: E(`email`),
        maxLength: 254,
        required: !0,
      }),
      (0, N.jsx)(v, {
        id: `${_}-subject`,
        label: `Subject`,
        value: e.subject,
        onChange: (e) => w({ subject: e.target.value }),
        error: E(`subject`),
        maxLength: 150,
        required: !0,
      }),
      (0, N.jsxs)(`div`, {
        className: `grid gap-1.5`,
        children: [
          (0, N.jsx)(`label`, {
            htmlFor: `${_}-description`,
            className: `text-sm font-medium text-ink`,
            children: `Description`,
          }),
          (0, N.jsx)(`textarea`, {
            id: `${_}-description`,
            value: e.description,
            onChange: (e) => w({ description: e.target.value }),
            'aria-invalid': E(`description`) ? !0 : void 0,
            'aria-describedby': E(`description`) ? `${_}-description-error` : void 0,
            maxLength: x,
            rows: 5,
            required: !0,
            className: u(!!E(`description`)),
          }),
          E(`description`) &&
            (0, N.jsx)(`p`, {
              id: `${_}-description-error`,
              className: `text-sm text-danger`,
              children: E(`description`),
            }),
        ],
      }),
      (0, N.jsxs)(`div`, {
        className: `grid gap-4 sm:grid-cols-2`,
        children: [
          (0, N.jsxs)(`div`, {
            className: `grid gap-1.5`,
            children: [
              (0, N.jsx)(`label`, {
                htmlFor: `${_}-category`,
                className: `text-sm font-medium text-ink`,
                children: `Category`,
              }),
              (0, N.jsx)(`select`, {
                id: `${_}-category`,
                value: e.category,
                onChange: (e) => w({ category: e.target.value }),
                className: u(),
                children: b.map((e) => (0, N.jsx)(`option`, { children: e }, e)),
              }),
            ],
          }),
          (0, N.jsxs)(`div`, {
            className: `grid gap-1.5`,
            children: [
              (0, N.jsx)(`label`, {
                htmlFor: `${_}-event`,
                className: `text-sm font-medium text-ink`,
                children: `Event (optional)`,
              }),
              (0, N.jsxs)(`select`, {
                id: `${_}-event`,
                value: e.eventId,
                onChange: (e) => w({ eventId: e.target.value }),
                className: u(),
                children: [
                  (0, N.jsx)(`option`, { value: ``, children: `No particular event` }),
                  i.map((e) => (0, N.jsx)(`option`, { value: e.id, children: e.name }, e.id)),
                ],
              }),
              o && (0, N.jsx)(`p`, { className: `text-sm text-danger`, children: t.support.loadEventsFailed }),
            ],
          }),
        ],
      }),
      (0, N.jsx)(`div`, {
        'aria-hidden': `true`,
        className: `absolute -left-[9999px] size-px overflow-hidden`,
        children: (0, N.jsxs)(`label`, {
          children: [
            `Website`,
            (0, N.jsx)(`input`, {
              tabIndex: -1,
              autoComplete: `off`,
              value: e.website,
              onChange: (e) => w({ website: e.target.value }),
            }),
          ],
        }),
      }),
      p && (0, N.jsx)(f, { text: t.support.submitFailed, tone: `error` }),
      (0, N.jsx)(c, { type: `submit`, busy: h, busyText: `Submitting...`, children: `Submit Ticket` }),
    ],
  });
}
var U = 1e3;
function W(e) {
  if (document.getElementById(`tawk-script`)) return;
  (window.Tawk_API = window.Tawk_API ?? {}), (window.Tawk_LoadStart = new Date());
  const [t, n = `default`] = e.split(`/`),
    r = document.createElement(`script`);
  (r.id = `tawk-script`),
    (r.async = !0),
    (r.src = `https://embed.tawk.to/${encodeURIComponent(t ?? ``)}/${encodeURIComponent(n)}`),
    (r.charset = `UTF-8`),
    r.setAttribute(`crossorigin`, `*`),
    document.body.append(r);
}
var G = () => {
  const e = window.Tawk_API?.maximize;
  return typeof e == `function` && (e(), !0);
};
function K() {
  G() ||
    window.setTimeout(() => {
      G() || window.alert(t.support.chatFailed);
    }, U);
}
function q({ title: e, text: t, children: n }) {
  return (0, N.jsxs)(`section`, {
    className: `flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8`,
    children: [
      (0, N.jsx)(`h2`, { className: `text-xl font-extrabold text-brand-900`, children: e }),
      (0, N.jsx)(`p`, { className: `flex-1 text-muted`, children: t }),
      n,
    ],
  });
}
function J() {
  const { config: e } = p(),
    n = e?.tawkPropertyId ?? null,
    [r, i] = (0, C.useState)(null),
    [a, o] = (0, C.useState)(B),
    [l, u] = (0, C.useState)(null);
  (0, C.useEffect)(() => {
    n && W(n);
  }, [n]);
  function m() {
    n ? K() : i(`chat`);
  }
  function h() {
    u(null), i(`ticket`);
  }
  return (0, N.jsxs)(`main`, {
    className: `flex-1`,
    children: [
      (0, N.jsx)(s, { title: `Helpdesk` }),
      (0, N.jsx)(`section`, {
        className: `bg-brand-900 py-12 text-white sm:py-16`,
        children: (0, N.jsxs)(`div`, {
          className: `mx-auto max-w-6xl px-4 sm:px-6`,
          children: [
            (0, N.jsx)(`p`, {
              className: `text-sm font-bold uppercase tracking-widest text-accent-400`,
              children: `Helpdesk`,
            }),
            (0, N.jsx)(`h1`, {
              className: `mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl`,
              children: `How can we help?`,
            }),
            (0, N.jsx)(`p`, {
              className: `mt-3 max-w-2xl text-brand-100`,
              children: `Chat with our assistant for a quick answer, or create a ticket and our support team will reply by email.`,
            }),
          ],
        }),
      }),
      (0, N.jsxs)(`div`, {
        className: `mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6`,
        children: [
          (0, N.jsxs)(`div`, {
            className: `grid gap-6 md:grid-cols-2`,
            children: [
              (0, N.jsx)(q, {
                title: `AI live chat`,
                text: `Ask about buying tickets, refunds, payments or gifts, or paste your transaction reference to check a ticket's status.`,
                children: (0, N.jsx)(c, { onClick: m, className: `self-start`, children: `Start Chat` }),
              }),
              (0, N.jsxs)(q, {
                title: `Create a ticket`,
                text: `Tell us what went wrong and we will answer at your email address.`,
                children: [
                  (0, N.jsx)(c, { variant: `accent`, onClick: h, className: `self-start`, children: `Create Ticket` }),
                  (0, N.jsx)(f, { text: l, tone: `success` }),
                ],
              }),
            ],
          }),
          (0, N.jsx)(L, {}),
        ],
      }),
      r === `chat` && (0, N.jsx)(P, { onClose: () => i(null), onCreateTicket: h }),
      r === `ticket` &&
        (0, N.jsx)(d, {
          title: `Create a support ticket`,
          onClose: () => i(null),
          children: (0, N.jsx)(H, {
            draft: a,
            onChange: o,
            onSubmitted: () => {
              o(B), i(null), u(t.support.submitted);
            },
          }),
        }),
    ],
  });
}
function Y() {
  return (0, N.jsx)(J, {});
}

export { Y as Component };
//# sourceMappingURL=helpdesk-D_Zv8U_6.js.map
