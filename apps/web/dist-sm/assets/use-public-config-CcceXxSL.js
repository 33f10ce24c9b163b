import { a as n, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';

var r = e(t(), 1);
function i() {
  const [e, t] = (0, r.useState)({ config: null, failed: !1 });
  return (
    (0, r.useEffect)(() => {
      let e = !0;
      return (
        n().then(
          (n) => e && t({ config: n, failed: !1 }),
          () => e && t({ config: null, failed: !0 }),
        ),
        () => {
          e = !1;
        }
      );
    }, []),
    e
  );
}

export { i as t };
//# sourceMappingURL=use-public-config-CcceXxSL.js.map
