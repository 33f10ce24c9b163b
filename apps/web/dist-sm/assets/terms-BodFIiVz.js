import { l as e, x as t } from './index-bIbMlBq6.js';
import { k as n } from './site-JEPK_OxW.js';
import { t as r } from './static-page-Ci65O0PN.js';

var i = e();
function a() {
  return (0, i.jsxs)(r, {
    title: `Terms of use`,
    intro: `The short version of the rules for buying tickets on Owambe Tickets.`,
    children: [
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Buying tickets` }),
          (0, i.jsx)(`p`, {
            children: `Prices are shown and charged in Nigerian naira (NGN). A ticket is yours once the payment is confirmed and the ticket appears on screen and in your email. Each ticket has one QR code that admits its holders once.`,
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Refunds and changes` }),
          (0, i.jsxs)(`p`, {
            children: [
              `You can ask for a refund within 24 hours of purchase. If an event is cancelled by its organizer, we refund the full ticket price. Used tickets cannot be refunded or reused. To ask for a refund, create a ticket at the`,
              ` `,
              (0, i.jsx)(t, { to: `/helpdesk`, children: `Helpdesk` }),
              `.`,
            ],
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Gifts` }),
          (0, i.jsx)(`p`, {
            children: `You can buy a ticket as a gift. The recipient receives the ticket too; the buyer stays responsible for the order.`,
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Fair use` }),
          (0, i.jsx)(`p`, {
            children: `Tickets may not be resold above face value or copied. We may cancel tickets bought with stolen cards or by automated means.`,
          }),
        ],
      }),
      (0, i.jsxs)(`section`, {
        children: [
          (0, i.jsx)(`h2`, { children: `Contact` }),
          (0, i.jsxs)(`p`, {
            children: [`Questions about these terms: `, (0, i.jsx)(`a`, { href: `mailto:${n}`, children: n }), `.`],
          }),
        ],
      }),
    ],
  });
}

export { a as Component };
//# sourceMappingURL=terms-BodFIiVz.js.map
