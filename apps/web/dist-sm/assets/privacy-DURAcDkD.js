import { l as n } from './index-bIbMlBq6.js';
import { k as e } from './site-JEPK_OxW.js';
import { t } from './static-page-Ci65O0PN.js';

var r = n();
function i() {
  return (0, r.jsxs)(t, {
    title: `Privacy policy`,
    intro: `What we keep about you, why, and how to have it removed.`,
    children: [
      (0, r.jsxs)(`section`, {
        children: [
          (0, r.jsx)(`h2`, { children: `What we collect` }),
          (0, r.jsx)(`p`, {
            children: `Your name, email address and phone number when you buy a ticket; your username and email when you create an account; and the details of the gift recipient if you buy a gift. Card details go straight to our payment provider and never reach our servers.`,
          }),
        ],
      }),
      (0, r.jsxs)(`section`, {
        children: [
          (0, r.jsx)(`h2`, { children: `Why` }),
          (0, r.jsx)(`p`, {
            children: `To issue and email your tickets, to check them at the door, to answer your support requests and, only if you subscribe, to send our newsletter.`,
          }),
        ],
      }),
      (0, r.jsxs)(`section`, {
        children: [
          (0, r.jsx)(`h2`, { children: `Cookies and third parties` }),
          (0, r.jsx)(`p`, {
            children: `We use cookies only to keep you signed in and to protect your forms from forgery. Maps and videos from other services load only when you open them. We do not sell your data.`,
          }),
        ],
      }),
      (0, r.jsxs)(`section`, {
        children: [
          (0, r.jsx)(`h2`, { children: `Your rights` }),
          (0, r.jsxs)(`p`, {
            children: [
              `Ask for a copy of your data, a correction or its deletion at`,
              ` `,
              (0, r.jsx)(`a`, { href: `mailto:${e}`, children: e }),
              `. We answer within 30 days.`,
            ],
          }),
        ],
      }),
    ],
  });
}

export { i as Component };
//# sourceMappingURL=privacy-DURAcDkD.js.map
