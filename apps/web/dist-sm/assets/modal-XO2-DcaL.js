import { l as n, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';

var r = e(t(), 1),
  i = n(),
  a = [`a[href]`, `button`, `input`, `select`, `textarea`, `[tabindex]`]
    .map((e) => `${e}:not([disabled]):not([tabindex="-1"])`)
    .join(`, `);
function o({ title: e, onClose: t, children: n, size: o = `form`, headerExtra: s }) {
  const c = (0, r.useId)(),
    l = (0, r.useRef)(null),
    u = (0, r.useRef)(t);
  (u.current = t),
    (0, r.useEffect)(() => {
      const e = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      (l.current?.querySelector(`[data-autofocus]`) ?? l.current)?.focus();
      const t = document.body.style.overflow;
      return (
        (document.body.style.overflow = `hidden`),
        () => {
          (document.body.style.overflow = t), e?.focus();
        }
      );
    }, []);
  function d(e) {
    if (e.key === `Escape`) {
      e.stopPropagation(), u.current();
      return;
    }
    if (e.key !== `Tab` || !l.current) return;
    const t = [...l.current.querySelectorAll(a)],
      n = t[0],
      r = t.at(-1);
    n &&
      r &&
      (e.shiftKey && (document.activeElement === n || document.activeElement === l.current)
        ? (e.preventDefault(), r.focus())
        : !e.shiftKey && document.activeElement === r && (e.preventDefault(), n.focus()));
  }
  return (0, i.jsx)(`div`, {
    className: `fixed inset-0 z-50 flex items-end justify-center bg-brand-900/60 sm:items-center sm:p-4`,
    children: (0, i.jsxs)(`div`, {
      ref: l,
      role: `dialog`,
      'aria-modal': `true`,
      'aria-labelledby': c,
      tabIndex: -1,
      onKeyDown: d,
      className: `flex flex-col bg-white shadow-2xl focus:outline-none ${o === `full` ? `h-dvh w-full sm:h-[calc(100dvh-2rem)] sm:max-w-3xl sm:rounded-3xl` : `max-h-dvh w-full overflow-y-auto rounded-t-3xl sm:max-h-[calc(100dvh-2rem)] sm:max-w-lg sm:rounded-3xl`}`,
      children: [
        (0, i.jsxs)(`div`, {
          className: `flex items-center gap-3 border-b border-line px-5 py-3`,
          children: [
            (0, i.jsx)(`h2`, { id: c, className: `flex-1 text-lg font-extrabold text-brand-900`, children: e }),
            s,
            (0, i.jsx)(`button`, {
              type: `button`,
              onClick: t,
              'aria-label': `Close`,
              className: `inline-flex size-11 items-center justify-center rounded-xl text-2xl leading-none text-brand-700 hover:bg-brand-50`,
              children: (0, i.jsx)(`span`, { 'aria-hidden': `true`, children: `×` }),
            }),
          ],
        }),
        n,
      ],
    }),
  });
}

export { o as t };
//# sourceMappingURL=modal-XO2-DcaL.js.map
