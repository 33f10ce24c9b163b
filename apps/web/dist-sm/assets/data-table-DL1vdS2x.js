import { t as c } from './admin-api-CHw1d_C1.js';
import { t } from './admin-messages-C1SQWSwn.js';
import { o as a, l as i, N as n, j as r } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { d as o } from './site-JEPK_OxW.js';
import { r as s } from './text-field-CM1H3Ms6.js';

var l = e(n(), 1),
  u = i(),
  d = [25, 50, 100],
  f = new Set([`page`, `pageSize`, `sort`, `dir`, `q`]);
function p(e) {
  const [t, n] = r(),
    i = (0, l.useCallback)(
      (t) =>
        n(
          (n) => {
            const r = new URLSearchParams(n);
            return (t ? r.set(e, t) : r.delete(e), r.delete(`page`), r);
          },
          { replace: !1 },
        ),
      [e, n],
    );
  return [t.get(e) ?? ``, i];
}
function m({
  endpoint: e,
  caption: n,
  columns: i,
  rowKey: s,
  defaultSort: p,
  defaultDir: m,
  searchLabel: g,
  filters: _,
  reloadKey: v = 0,
  onAnswer: y,
}) {
  const [b, x] = r(),
    [S, C] = (0, l.useState)({ state: `loading`, answer: null }),
    [w, T] = (0, l.useState)(0),
    E = (0, l.useId)(),
    D = b.toString(),
    O = (0, l.useRef)(y);
  O.current = y;
  const k = b.get(`sort`) ?? p,
    A = b.get(`dir`) === `asc` || b.get(`dir`) === `desc` ? b.get(`dir`) : m,
    j = [...b.keys()].some((e) => e === `q` || !f.has(e));
  (0, l.useEffect)(() => {
    const n = new AbortController();
    return (
      C((e) => ({ state: `loading`, answer: e.answer })),
      c(D ? `${e}?${D}` : e, n.signal)
        .then((e) => {
          C({ state: `ready`, answer: e }), O.current?.(e);
        })
        .catch((e) => {
          if (n.signal.aborted) return;
          const r = e instanceof Error && e.message ? e.message : t.listFailed;
          C((e) => ({ state: `error`, message: r, answer: e.answer }));
        }),
      () => n.abort()
    );
  }, [e, D, v, w]);
  const M = (e) =>
      x((t) => {
        const n = new URLSearchParams(t);
        for (const [t, r] of Object.entries(e)) r === null || r === `` ? n.delete(t) : n.set(t, r);
        return n;
      }),
    N = (e) => {
      M({ sort: e, dir: e === k ? (A === `asc` ? `desc` : `asc`) : e === p ? m : `asc`, page: null });
    },
    P = S.answer,
    F = P ? Math.max(1, Math.ceil(P.total / P.pageSize)) : 1,
    I = P?.page ?? 1;
  return (0, u.jsxs)(`div`, {
    className: `grid gap-4`,
    children: [
      (g || _) &&
        (0, u.jsxs)(`div`, {
          className: `flex flex-wrap items-end gap-3`,
          children: [
            g && (0, u.jsx)(h, { label: g, value: b.get(`q`) ?? ``, onSearch: (e) => M({ q: e, page: null }) }),
            _,
          ],
        }),
      S.state === `error` &&
        (0, u.jsxs)(`div`, {
          role: `alert`,
          className: `flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger`,
          children: [
            (0, u.jsx)(`span`, { children: S.message }),
            (0, u.jsx)(o, { variant: `secondary`, onClick: () => T((e) => e + 1), children: `Try again` }),
          ],
        }),
      (0, u.jsx)(`section`, {
        'aria-labelledby': E,
        tabIndex: 0,
        className: `overflow-x-auto rounded-2xl border border-brand-100 bg-white`,
        children: (0, u.jsxs)(`table`, {
          className: `w-full min-w-[40rem] border-collapse text-left text-sm`,
          'aria-busy': S.state === `loading`,
          children: [
            (0, u.jsx)(`caption`, { id: E, className: `sr-only`, children: n }),
            (0, u.jsx)(`thead`, {
              className: `bg-brand-50 text-xs uppercase tracking-wide text-muted`,
              children: (0, u.jsx)(`tr`, {
                children: i.map((e) => {
                  const t = e.sort !== void 0 && e.sort === k;
                  return (0, u.jsx)(
                    `th`,
                    {
                      scope: `col`,
                      'aria-sort': e.sort ? (t ? (A === `asc` ? `ascending` : `descending`) : `none`) : void 0,
                      className: `px-4 py-2 font-semibold ${e.className ?? ``}`,
                      children: e.sort
                        ? (0, u.jsxs)(`button`, {
                            type: `button`,
                            onClick: () => N(e.sort),
                            className: `inline-flex min-h-11 items-center gap-1 rounded-lg uppercase tracking-wide hover:text-brand-700`,
                            children: [
                              e.label,
                              (0, u.jsx)(`span`, {
                                'aria-hidden': `true`,
                                className: t ? `text-brand-700` : `text-line`,
                                children: t ? (A === `asc` ? `▲` : `▼`) : `↕`,
                              }),
                            ],
                          })
                        : e.label,
                    },
                    e.label,
                  );
                }),
              }),
            }),
            (0, u.jsxs)(`tbody`, {
              className: S.state === `loading` && P ? `opacity-60` : void 0,
              children: [
                P?.items.map((e) =>
                  (0, u.jsx)(
                    `tr`,
                    {
                      className: `border-t border-brand-100 align-top`,
                      children: i.map((t) =>
                        (0, u.jsx)(
                          `td`,
                          { className: `px-4 py-3 ${t.className ?? ``}`, children: t.render(e) },
                          t.label,
                        ),
                      ),
                    },
                    s(e),
                  ),
                ),
                !P &&
                  S.state === `loading` &&
                  (0, u.jsx)(`tr`, {
                    children: (0, u.jsx)(`td`, {
                      colSpan: i.length,
                      className: `px-4 py-10 text-center`,
                      children: (0, u.jsxs)(`span`, {
                        role: `status`,
                        className: `inline-flex items-center gap-3 text-muted`,
                        children: [(0, u.jsx)(a, {}), `Loading...`],
                      }),
                    }),
                  }),
                P &&
                  P.items.length === 0 &&
                  (0, u.jsx)(`tr`, {
                    children: (0, u.jsx)(`td`, {
                      colSpan: i.length,
                      className: `px-4 py-10 text-center text-muted`,
                      children: j ? t.listNoMatch : t.listEmpty,
                    }),
                  }),
              ],
            }),
          ],
        }),
      }),
      P &&
        (0, u.jsxs)(`nav`, {
          'aria-label': `${n}: pages`,
          className: `flex flex-wrap items-center justify-between gap-3 text-sm`,
          children: [
            (0, u.jsxs)(`p`, {
              'aria-live': `polite`,
              className: `text-muted`,
              children: [`Page `, I, ` of `, F, ` · `, P.total, ` `, P.total === 1 ? `result` : `results`],
            }),
            (0, u.jsxs)(`div`, {
              className: `flex flex-wrap items-center gap-2`,
              children: [
                (0, u.jsxs)(`label`, {
                  className: `flex items-center gap-2 text-muted`,
                  children: [
                    `Rows per page`,
                    (0, u.jsx)(`select`, {
                      value: String(P.pageSize),
                      onChange: (e) => M({ pageSize: e.target.value, page: null }),
                      className: `min-h-11 rounded-xl border border-line bg-white px-3 text-ink`,
                      children: d.map((e) => (0, u.jsx)(`option`, { value: e, children: e }, e)),
                    }),
                  ],
                }),
                (0, u.jsxs)(`span`, {
                  className: `flex gap-2`,
                  children: [
                    (0, u.jsx)(o, {
                      variant: `secondary`,
                      disabled: I <= 1,
                      onClick: () => M({ page: String(I - 1) }),
                      children: `Previous`,
                    }),
                    (0, u.jsx)(o, {
                      variant: `secondary`,
                      disabled: I >= F,
                      onClick: () => M({ page: String(I + 1) }),
                      children: `Next`,
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
    ],
  });
}
function h({ label: e, value: t, onSearch: n }) {
  const [r, i] = (0, l.useState)(t);
  return (
    (0, l.useEffect)(() => i(t), [t]),
    (0, u.jsx)(`search`, {
      children: (0, u.jsxs)(`form`, {
        onSubmit: (e) => {
          e.preventDefault(), n(r.trim());
        },
        className: `flex flex-wrap items-end gap-2`,
        children: [
          (0, u.jsx)(s, {
            label: e,
            type: `search`,
            value: r,
            maxLength: 200,
            onChange: (e) => i(e.target.value),
            className: `w-72 max-w-full`,
          }),
          (0, u.jsx)(o, { type: `submit`, variant: `secondary`, children: `Search` }),
        ],
      }),
    })
  );
}

export { m as t, p as n };
//# sourceMappingURL=data-table-DL1vdS2x.js.map
