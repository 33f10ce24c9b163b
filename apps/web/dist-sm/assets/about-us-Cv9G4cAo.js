import { l as e, x as t } from './index-bIbMlBq6.js';
import { N as n, f as r } from './site-JEPK_OxW.js';

var i = e(),
  a = [
    {
      name: `Passion`,
      text: `We go to these shows ourselves. Every event we list is one we would be proud to stand in the crowd for.`,
    },
    {
      name: `Transparency`,
      text: `The price you see is the price you pay, in naira, with no surprise fees at the last step.`,
    },
    {
      name: `Accessibility`,
      text: `Buying a ticket should work on any phone, on a slow connection, with a keyboard or a screen reader.`,
    },
    {
      name: `Community`,
      text: `We work with Nigerian artists, promoters and venues, and we listen to the fans who keep the culture alive.`,
    },
  ];
function o() {
  return (0, i.jsxs)(`main`, {
    className: `flex-1`,
    children: [
      (0, i.jsx)(n, { title: `About Us` }),
      (0, i.jsx)(`section`, {
        className: `bg-brand-900 bg-[radial-gradient(ellipse_at_80%_0%,rgba(154,100,251,0.5),transparent_60%)] py-16 text-white sm:py-24`,
        children: (0, i.jsxs)(`div`, {
          className: `mx-auto max-w-6xl px-4 sm:px-6`,
          children: [
            (0, i.jsx)(`p`, {
              className: `text-sm font-bold uppercase tracking-widest text-accent-400`,
              children: `About us`,
            }),
            (0, i.jsx)(`h1`, {
              className: `mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl`,
              children: `Every great night out starts with a ticket you can trust.`,
            }),
          ],
        }),
      }),
      (0, i.jsxs)(`div`, {
        className: `mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6`,
        children: [
          (0, i.jsxs)(`section`, {
            'aria-labelledby': `story`,
            className: `grid gap-6 md:grid-cols-2`,
            children: [
              (0, i.jsxs)(`div`, {
                children: [
                  (0, i.jsx)(`h2`, {
                    id: `story`,
                    className: `text-2xl font-extrabold text-brand-900`,
                    children: `Our story`,
                  }),
                  (0, i.jsx)(`p`, {
                    className: `mt-3 text-muted`,
                    children: `Owambe Tickets was founded in 2023 by friends who were tired of screenshots of bank transfers, fake tickets and queues at the gate. We wanted buying a ticket to an Afrobeats concert or a Nollywood premiere to feel as good as the night itself.`,
                  }),
                  (0, i.jsx)(`p`, {
                    className: `mt-3 text-muted`,
                    children: `Today we sell tickets for shows in Lagos, London, Atlanta, Amsterdam, Paris and Auckland, paid in naira, with a QR ticket that arrives on screen and by email in seconds.`,
                  }),
                ],
              }),
              (0, i.jsxs)(`div`, {
                className: `rounded-3xl bg-brand-50 p-6 sm:p-8`,
                children: [
                  (0, i.jsx)(`h2`, { className: `text-2xl font-extrabold text-brand-900`, children: `Our mission` }),
                  (0, i.jsx)(`p`, {
                    className: `mt-3 text-brand-800`,
                    children: `To connect fans with the events they love through a simple, secure and fair way to buy tickets, and to give African artists and organizers a platform that reaches their audience wherever it lives.`,
                  }),
                ],
              }),
            ],
          }),
          (0, i.jsxs)(`section`, {
            'aria-labelledby': `values`,
            children: [
              (0, i.jsx)(`h2`, {
                id: `values`,
                className: `text-2xl font-extrabold text-brand-900`,
                children: `What we stand for`,
              }),
              (0, i.jsx)(`ul`, {
                className: `mt-6 grid gap-4 sm:grid-cols-2`,
                children: a.map((e, t) =>
                  (0, i.jsxs)(
                    `li`,
                    {
                      className: `rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100`,
                      children: [
                        (0, i.jsxs)(`span`, {
                          'aria-hidden': `true`,
                          className: `text-sm font-extrabold text-accent-600`,
                          children: [`0`, t + 1],
                        }),
                        (0, i.jsx)(`h3`, { className: `mt-1 text-lg font-bold text-ink`, children: e.name }),
                        (0, i.jsx)(`p`, { className: `mt-2 text-muted`, children: e.text }),
                      ],
                    },
                    e.name,
                  ),
                ),
              }),
            ],
          }),
          (0, i.jsxs)(`section`, {
            className: `rounded-3xl bg-brand-600 px-6 py-10 text-center text-white sm:px-10`,
            children: [
              (0, i.jsx)(`h2`, { className: `text-2xl font-extrabold`, children: `Ready for your next owambe?` }),
              (0, i.jsx)(`p`, {
                className: `mt-2 text-brand-100`,
                children: `See what's on and grab your tickets before they're gone.`,
              }),
              (0, i.jsx)(t, { to: `/concerts`, className: r(`accent`, `mt-6`), children: `Explore Events` }),
            ],
          }),
        ],
      }),
    ],
  });
}

export { o as Component };
//# sourceMappingURL=about-us-Cv9G4cAo.js.map
