import { l as e, x as t } from './index-bIbMlBq6.js';
import { k as n } from './site-JEPK_OxW.js';
import { t as r } from './static-page-Ci65O0PN.js';

var i = e();
function a() {
  return (0, i.jsxs)(r, {
    title: `Contact us`,
    intro: `Real people answer every message, usually within one working day.`,
    children: [
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Helpdesk` }),
          (0, i.jsxs)(`p`, {
            children: [
              `The quickest way to an answer: the `,
              (0, i.jsx)(t, { to: `/helpdesk`, children: `Helpdesk` }),
              ` has a live chat that can check your ticket's status, the frequently asked questions, and a form to create a support ticket.`,
            ],
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Ticket and payment questions` }),
          (0, i.jsxs)(`p`, {
            children: [
              `Email `,
              (0, i.jsx)(`a`, { href: `mailto:${n}`, children: n }),
              ` with your ticket's transaction reference (it is in your confirmation email) so we can find your order straight away.`,
            ],
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Refunds` }),
          (0, i.jsx)(`p`, {
            children: `Refunds are available within 24 hours of purchase. Write to us from the email address you bought the ticket with.`,
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Organizers` }),
          (0, i.jsxs)(`p`, {
            children: [
              `Planning an event? See `,
              (0, i.jsx)(t, { to: `/organizers`, children: `Owambe Tickets for organizers` }),
              ` and send us an inquiry.`,
            ],
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Office` }),
          (0, i.jsx)(`p`, {
            children: `Owambe Tickets, Lagos, Nigeria. Monday to Friday, 9:00 to 18:00 (West Africa Time).`,
          }),
        ],
      }),
    ],
  });
}

export { a as Component };
//# sourceMappingURL=contact-C6lZvHCL.js.map
