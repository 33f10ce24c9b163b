import { l as e } from './index-bIbMlBq6.js';

var t = e();
function n({ value: e, onChange: n }) {
  return (0, t.jsx)(`div`, {
    'aria-hidden': `true`,
    className: `absolute -left-[9999px] h-px w-px overflow-hidden`,
    children: (0, t.jsxs)(`label`, {
      children: [
        `Website (leave empty)`,
        (0, t.jsx)(`input`, {
          type: `text`,
          name: `website`,
          tabIndex: -1,
          autoComplete: `off`,
          value: e,
          onChange: (e) => n(e.target.value),
        }),
      ],
    }),
  });
}

export { n as t };
//# sourceMappingURL=honeypot-DR7BQMit.js.map
