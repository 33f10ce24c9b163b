import { t as r } from './admin-api-CHw1d_C1.js';
import { p as n, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';

var i = e(t(), 1);
function a(e) {
  const [t, a] = (0, i.useState)({ state: `loading`, data: null }),
    [o, s] = (0, i.useState)(0);
  return (
    (0, i.useEffect)(() => {
      const t = new AbortController();
      return (
        r(e, t.signal)
          .then((e) => a({ state: `ready`, data: e }))
          .catch((e) => {
            if (t.signal.aborted) return;
            const r = e instanceof Error ? e.message : String(e);
            e instanceof n && e.status === 404
              ? a({ state: `not-found`, message: r, data: null })
              : a((e) => ({ state: `error`, message: r, data: e.data }));
          }),
        () => t.abort()
      );
    }, [e, o]),
    {
      resource: t,
      reload: (0, i.useCallback)(() => s((e) => e + 1), []),
      replace: (0, i.useCallback)((e) => a({ state: `ready`, data: e }), []),
    }
  );
}

export { a as t };
//# sourceMappingURL=use-admin-resource-CcngcaUw.js.map
