const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/plain-layout-Cj1Ewoi2.js',
      'assets/site-JEPK_OxW.js',
      'assets/rolldown-runtime-XKyaHtl9.js',
      'assets/require-auth-DZTetsoF.js',
      'assets/event-page-BoZRG_ux.js',
      'assets/ticket-purchase-loader-C3Ph0pZ6.js',
      'assets/ticket-loader-duz5rVJQ.js',
      'assets/tickets-kRBGXKDU.js',
      'assets/about-us-Cv9G4cAo.js',
      'assets/check-in-CgWtbjGj.js',
      'assets/status-message-D_Oaj3Uk.js',
      'assets/format-instant-CXMBL33o.js',
      'assets/concerts-5f4R6Y7q.js',
      'assets/contact-C6lZvHCL.js',
      'assets/static-page-Ci65O0PN.js',
      'assets/event-details-CpIaPSyh.js',
      'assets/forgot-password-a2nAcpGh.js',
      'assets/error-messages-DL6o06yB.js',
      'assets/rules-CRhj4ZjR.js',
      'assets/text-field-CM1H3Ms6.js',
      'assets/focus-field-C3m1LNGW.js',
      'assets/helpdesk-D_Zv8U_6.js',
      'assets/modal-XO2-DcaL.js',
      'assets/use-public-config-CcceXxSL.js',
      'assets/landing-CQHszjsR.js',
      'assets/login-foqkV-Gc.js',
      'assets/redirect-state-DnLGGwja.js',
      'assets/my-tickets-BFA7Nw0s.js',
      'assets/ticket-status-CJpZmDuP.js',
      'assets/not-found-D0lLbwGk.js',
      'assets/notifications-CC0Uvmxz.js',
      'assets/order-summary-CV3YAQgX.js',
      'assets/ticket-file-details-BbTrPRE0.js',
      'assets/order-state-CffGgglX.js',
      'assets/payment-success-flag-kHv7FGZw.js',
      'assets/organizers-CBLALzaE.js',
      'assets/honeypot-DR7BQMit.js',
      'assets/privacy-DURAcDkD.js',
      'assets/reset-password-CCDuTqGr.js',
      'assets/signup-q_9AgSC7.js',
      'assets/terms-BodFIiVz.js',
      'assets/thank-you-CGiJyUx5.js',
      'assets/ticket-purchase-PJgXmEUw.js',
      'assets/ticket-Div29tlG.js',
      'assets/verify-email-D7Wrgpbn.js',
    ]),
) => i.map((i) => d[i]);

import { r as e, t } from './rolldown-runtime-XKyaHtl9.js';

(() => {
  const e = document.createElement(`link`).relList;
  if (e && e.supports && e.supports(`modulepreload`)) return;
  for (const e of document.querySelectorAll(`link[rel="modulepreload"]`)) n(e);
  new MutationObserver((e) => {
    for (const t of e)
      if (t.type === `childList`)
        for (const e of t.addedNodes) e.tagName === `LINK` && e.rel === `modulepreload` && n(e);
  }).observe(document, { childList: !0, subtree: !0 });
  function t(e) {
    const t = {};
    return (
      e.integrity && (t.integrity = e.integrity),
      e.referrerPolicy && (t.referrerPolicy = e.referrerPolicy),
      (t.credentials =
        e.crossOrigin === `use-credentials` ? `include` : e.crossOrigin === `anonymous` ? `omit` : `same-origin`),
      t
    );
  }
  function n(e) {
    if (e.ep) return;
    e.ep = !0;
    const n = t(e);
    fetch(e.href, n);
  }
})();
var n = t((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.memo`),
      d = Symbol.for(`react.lazy`),
      f = Symbol.for(`react.activity`),
      p = Symbol.for(`react.view_transition`),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (m && e[m]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var g = {
        isMounted: () => !1,
        enqueueForceUpdate: () => {},
        enqueueReplaceState: () => {},
        enqueueSetState: () => {},
      },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    (y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != `object` && typeof e != `function` && e != null)
          throw Error(
            `takes an object of state variables to update or a function which returns an object of state variables.`,
          );
        this.updater.enqueueSetState(this, e, t, `setState`);
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, `forceUpdate`);
      });
    function b() {}
    b.prototype = y.prototype;
    function x(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    var S = (x.prototype = new b());
    (S.constructor = x), _(S, y.prototype), (S.isPureReactComponent = !0);
    var C = Array.isArray;
    function w() {}
    var T = { H: null, A: null, T: null, S: null },
      ee = Object.prototype.hasOwnProperty;
    function E(e, n, r) {
      var i = r.ref;
      return { $$typeof: t, type: e, key: n, ref: i === void 0 ? null : i, props: r };
    }
    function D(e, t) {
      return E(e.type, t, e.props);
    }
    function O(e) {
      return typeof e == `object` && !!e && e.$$typeof === t;
    }
    function te(e) {
      var t = { '=': `=0`, ':': `=2` };
      return `$` + e.replace(/[=:]/g, (e) => t[e]);
    }
    var k = /\/+/g;
    function ne(e, t) {
      return typeof e == `object` && e && e.key != null ? te(`` + e.key) : t.toString(36);
    }
    function re(e) {
      switch (e.status) {
        case `fulfilled`:
          return e.value;
        case `rejected`:
          throw e.reason;
        default:
          switch (
            (typeof e.status == `string`
              ? e.then(w, w)
              : ((e.status = `pending`),
                e.then(
                  (t) => {
                    e.status === `pending` && ((e.status = `fulfilled`), (e.value = t));
                  },
                  (t) => {
                    e.status === `pending` && ((e.status = `rejected`), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case `fulfilled`:
              return e.value;
            case `rejected`:
              throw e.reason;
          }
      }
      throw e;
    }
    function A(e, r, i, a, o) {
      var s = typeof e;
      (s === `undefined` || s === `boolean`) && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case `bigint`:
          case `string`:
          case `number`:
            c = !0;
            break;
          case `object`:
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return ((c = e._init), A(c(e._payload), r, i, a, o));
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === `` ? `.` + ne(e, 0) : a),
          C(o)
            ? ((i = ``), c != null && (i = c.replace(k, `$&/`) + `/`), A(o, r, i, ``, (e) => e))
            : o != null &&
              (O(o) &&
                (o = D(
                  o,
                  i + (o.key == null || (e && e.key === o.key) ? `` : (`` + o.key).replace(k, `$&/`) + `/`) + c,
                )),
              r.push(o)),
          1
        );
      c = 0;
      var l = a === `` ? `.` : a + `:`;
      if (C(e)) for (var u = 0; u < e.length; u++) (a = e[u]), (s = l + ne(a, u)), (c += A(a, r, i, s, o));
      else if (((u = h(e)), typeof u == `function`))
        for (e = u.call(e), u = 0; !(a = e.next()).done; ) (a = a.value), (s = l + ne(a, u++)), (c += A(a, r, i, s, o));
      else if (s === `object`) {
        if (typeof e.then == `function`) return A(re(e), r, i, a, o);
        throw (
          (r = String(e)),
          Error(
            `Objects are not valid as a React child (found: ` +
              (r === `[object Object]` ? `object with keys {` + Object.keys(e).join(`, `) + `}` : r) +
              `). If you meant to render a collection of children, use an array instead.`,
          )
        );
      }
      return c;
    }
    function j(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return (A(e, r, ``, ``, (e) => t.call(n, e, i++)), r);
    }
    function ie(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        n.then(
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 1), (e._result = t), n.status === void 0 && ((n.status = `fulfilled`), (n.value = t)));
          },
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 2), (e._result = t), n.status === void 0 && ((n.status = `rejected`), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var ae =
      typeof reportError == `function`
        ? reportError
        : (e) => {
            if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
              var t = new window.ErrorEvent(`error`, {
                bubbles: !0,
                cancelable: !0,
                message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == `object` && typeof process.emit == `function`) {
              process.emit(`uncaughtException`, e);
              return;
            }
            console.error(e);
          };
    function oe(e) {
      var t = T.T,
        n = {};
      (n.types = t === null ? null : t.types), (T.T = n);
      try {
        var r = e(),
          i = T.S;
        i !== null && i(n, r), typeof r == `object` && r && typeof r.then == `function` && r.then(w, ae);
      } catch (e) {
        ae(e);
      } finally {
        t !== null && n.types !== null && (t.types = n.types), (T.T = t);
      }
    }
    function se(e) {
      var t = T.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else oe(se.bind(null, e));
    }
    var ce = {
      map: j,
      forEach: (e, t, n) => {
        j(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: (e) => {
        var t = 0;
        return (
          j(e, () => {
            t++;
          }),
          t
        );
      },
      toArray: (e) => j(e, (e) => e) || [],
      only: (e) => {
        if (!O(e)) throw Error(`React.Children.only expected to receive a single React element child.`);
        return e;
      },
    };
    (e.Activity = f),
      (e.Children = ce),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = x),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = T),
      (e.__COMPILER_RUNTIME = { __proto__: null, c: (e) => T.H.useMemoCache(e) }),
      (e.addTransitionType = se),
      (e.cache = (e) =>
        function () {
          return e.apply(null, arguments);
        }),
      (e.cacheSignal = () => null),
      (e.cloneElement = function (e, t, n) {
        if (e == null) throw Error(`The argument must be a React element, but you passed ` + e + `.`);
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = `` + t.key), t))
            !ee.call(t, a) ||
              a === `key` ||
              a === `__self` ||
              a === `__source` ||
              (a === `ref` && t.ref === void 0) ||
              (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return E(e.type, i, r);
      }),
      (e.createContext = (e) => (
        (e = { $$typeof: s, _currentValue: e, _currentValue2: e, _threadCount: 0, Provider: null, Consumer: null }),
        (e.Provider = e),
        (e.Consumer = { $$typeof: o, _context: e }),
        e
      )),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null)
          for (r in (t.key !== void 0 && (a = `` + t.key), t))
            ee.call(t, r) && r !== `key` && r !== `__self` && r !== `__source` && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps) for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return E(e, a, i);
      }),
      (e.createRef = () => ({ current: null })),
      (e.forwardRef = (e) => ({ $$typeof: c, render: e })),
      (e.isValidElement = O),
      (e.lazy = (e) => ({ $$typeof: d, _payload: { _status: -1, _result: e }, _init: ie })),
      (e.memo = (e, t) => ({ $$typeof: u, type: e, compare: t === void 0 ? null : t })),
      (e.startTransition = oe),
      (e.unstable_useCacheRefresh = () => T.H.useCacheRefresh()),
      (e.use = (e) => T.H.use(e)),
      (e.useActionState = (e, t, n) => T.H.useActionState(e, t, n)),
      (e.useCallback = (e, t) => T.H.useCallback(e, t)),
      (e.useContext = (e) => T.H.useContext(e)),
      (e.useDebugValue = () => {}),
      (e.useDeferredValue = (e, t) => T.H.useDeferredValue(e, t)),
      (e.useEffect = (e, t) => T.H.useEffect(e, t)),
      (e.useEffectEvent = (e) => T.H.useEffectEvent(e)),
      (e.useId = () => T.H.useId()),
      (e.useImperativeHandle = (e, t, n) => T.H.useImperativeHandle(e, t, n)),
      (e.useInsertionEffect = (e, t) => T.H.useInsertionEffect(e, t)),
      (e.useLayoutEffect = (e, t) => T.H.useLayoutEffect(e, t)),
      (e.useMemo = (e, t) => T.H.useMemo(e, t)),
      (e.useOptimistic = (e, t) => T.H.useOptimistic(e, t)),
      (e.useReducer = (e, t, n) => T.H.useReducer(e, t, n)),
      (e.useRef = (e) => T.H.useRef(e)),
      (e.useState = (e) => T.H.useState(e)),
      (e.useSyncExternalStore = (e, t, n) => T.H.useSyncExternalStore(e, t, n)),
      (e.useTransition = () => T.H.useTransition()),
      (e.version = `19.3.1`);
  }),
  r = t((e, t) => {
    t.exports = n();
  }),
  i = t((e) => {
    function t(e, t) {
      var n = e.length;
      e.push(t);
      for (; 0 < n; ) {
        var r = (n - 1) >>> 1,
          a = e[r];
        if (0 < i(a, t)) (e[r] = t), (e[n] = a), (n = r);
        else break;
      }
    }
    function n(e) {
      return e.length === 0 ? null : e[0];
    }
    function r(e) {
      if (e.length === 0) return null;
      var t = e[0],
        n = e.pop();
      if (n !== t) {
        e[0] = n;
        for (var r = 0, a = e.length, o = a >>> 1; r < o; ) {
          var s = 2 * (r + 1) - 1,
            c = e[s],
            l = s + 1,
            u = e[l];
          if (0 > i(c, n)) l < a && 0 > i(u, c) ? ((e[r] = u), (e[l] = n), (r = l)) : ((e[r] = c), (e[s] = n), (r = s));
          else if (l < a && 0 > i(u, n)) (e[r] = u), (e[l] = n), (r = l);
          else break;
        }
      }
      return t;
    }
    function i(e, t) {
      var n = e.sortIndex - t.sortIndex;
      return n === 0 ? e.id - t.id : n;
    }
    if (((e.unstable_now = void 0), typeof performance == `object` && typeof performance.now == `function`)) {
      var a = performance;
      e.unstable_now = () => a.now();
    } else {
      var o = Date,
        s = o.now();
      e.unstable_now = () => o.now() - s;
    }
    var c = [],
      l = [],
      u = 1,
      d = null,
      f = 3,
      p = !1,
      m = !1,
      h = !1,
      g = !1,
      _ = typeof setTimeout == `function` ? setTimeout : null,
      v = typeof clearTimeout == `function` ? clearTimeout : null,
      y = typeof setImmediate < `u` ? setImmediate : null;
    function b(e) {
      for (var i = n(l); i !== null; ) {
        if (i.callback === null) r(l);
        else if (i.startTime <= e) r(l), (i.sortIndex = i.expirationTime), t(c, i);
        else break;
        i = n(l);
      }
    }
    function x(e) {
      if (((h = !1), b(e), !m)) {
        if (n(c) !== null) (m = !0), S || ((S = !0), D());
        else {
          var t = n(l);
          t !== null && k(x, t.startTime - e);
        }
      }
    }
    var S = !1,
      C = -1,
      w = 5,
      T = -1;
    function ee() {
      return g ? !0 : !(e.unstable_now() - T < w);
    }
    function E() {
      if (((g = !1), S)) {
        var t = e.unstable_now();
        T = t;
        var i = !0;
        try {
          a: {
            (m = !1), h && ((h = !1), v(C), (C = -1)), (p = !0);
            var a = f;
            try {
              b: {
                for (b(t), d = n(c); d !== null && !(d.expirationTime > t && ee()); ) {
                  var o = d.callback;
                  if (typeof o == `function`) {
                    (d.callback = null), (f = d.priorityLevel);
                    var s = o(d.expirationTime <= t);
                    if (((t = e.unstable_now()), typeof s == `function`)) {
                      (d.callback = s), b(t), (i = !0);
                      break b;
                    }
                    d === n(c) && r(c), b(t);
                  } else r(c);
                  d = n(c);
                }
                if (d !== null) i = !0;
                else {
                  var u = n(l);
                  u !== null && k(x, u.startTime - t), (i = !1);
                }
              }
              break a;
            } finally {
              (d = null), (f = a), (p = !1);
            }
            i = void 0;
          }
        } finally {
          i ? D() : (S = !1);
        }
      }
    }
    var D;
    if (typeof y == `function`)
      D = () => {
        y(E);
      };
    else if (typeof MessageChannel < `u`) {
      var O = new MessageChannel(),
        te = O.port2;
      (O.port1.onmessage = E),
        (D = () => {
          te.postMessage(null);
        });
    } else
      D = () => {
        _(E, 0);
      };
    function k(t, n) {
      C = _(() => {
        t(e.unstable_now());
      }, n);
    }
    (e.unstable_IdlePriority = 5),
      (e.unstable_ImmediatePriority = 1),
      (e.unstable_LowPriority = 4),
      (e.unstable_NormalPriority = 3),
      (e.unstable_Profiling = null),
      (e.unstable_UserBlockingPriority = 2),
      (e.unstable_cancelCallback = (e) => {
        e.callback = null;
      }),
      (e.unstable_forceFrameRate = (e) => {
        0 > e || 125 < e
          ? console.error(
              `forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported`,
            )
          : (w = 0 < e ? Math.floor(1e3 / e) : 5);
      }),
      (e.unstable_getCurrentPriorityLevel = () => f),
      (e.unstable_next = (e) => {
        switch (f) {
          case 1:
          case 2:
          case 3:
            var t = 3;
            break;
          default:
            t = f;
        }
        var n = f;
        f = t;
        try {
          return e();
        } finally {
          f = n;
        }
      }),
      (e.unstable_requestPaint = () => {
        g = !0;
      }),
      (e.unstable_runWithPriority = (e, t) => {
        switch (e) {
          case 1:
          case 2:
          case 3:
          case 4:
          case 5:
            break;
          default:
            e = 3;
        }
        var n = f;
        f = e;
        try {
          return t();
        } finally {
          f = n;
        }
      }),
      (e.unstable_scheduleCallback = (r, i, a) => {
        var o = e.unstable_now();
        switch (
          (typeof a == `object` && a ? ((a = a.delay), (a = typeof a == `number` && 0 < a ? o + a : o)) : (a = o), r)
        ) {
          case 1:
            var s = -1;
            break;
          case 2:
            s = 250;
            break;
          case 5:
            s = 1073741823;
            break;
          case 4:
            s = 1e4;
            break;
          default:
            s = 5e3;
        }
        return (
          (s = a + s),
          (r = { id: u++, callback: i, priorityLevel: r, startTime: a, expirationTime: s, sortIndex: -1 }),
          a > o
            ? ((r.sortIndex = a),
              t(l, r),
              n(c) === null && r === n(l) && (h ? (v(C), (C = -1)) : (h = !0), k(x, a - o)))
            : ((r.sortIndex = s), t(c, r), m || p || ((m = !0), S || ((S = !0), D()))),
          r
        );
      }),
      (e.unstable_shouldYield = ee),
      (e.unstable_wrapCallback = (e) => {
        var t = f;
        return function () {
          var n = f;
          f = t;
          try {
            return e.apply(this, arguments);
          } finally {
            f = n;
          }
        };
      });
  }),
  a = t((e, t) => {
    t.exports = i();
  }),
  o = t((e) => {
    var t = r();
    function n(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function i() {}
    var a = {
        d: {
          f: i,
          r: () => {
            throw Error(n(522));
          },
          D: i,
          C: i,
          L: i,
          m: i,
          X: i,
          S: i,
          M: i,
        },
        p: 0,
        findDOMNode: null,
      },
      o = Symbol.for(`react.portal`),
      s = Symbol.for(`react.recoverable`),
      c = Symbol.for(`react.optimistic_key`);
    function l(e, t, n) {
      var r = 3 < arguments.length && arguments[3] !== void 0 ? arguments[3] : null;
      return {
        $$typeof: o,
        key: r == null ? null : r === c ? c : `` + r,
        children: e,
        containerInfo: t,
        implementation: n,
      };
    }
    var u = t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    function d(e, t) {
      if (e === `font`) return ``;
      if (typeof t == `string`) return t === `use-credentials` ? t : ``;
    }
    (e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = a),
      (e.browser = (e) => ({ $$typeof: s, _reason: e })),
      (e.createPortal = function (e, t) {
        var r = 2 < arguments.length && arguments[2] !== void 0 ? arguments[2] : null;
        if (!t || (t.nodeType !== 1 && t.nodeType !== 9 && t.nodeType !== 11)) throw Error(n(299));
        return l(e, t, null, r);
      }),
      (e.flushSync = (e) => {
        var t = u.T,
          n = a.p;
        try {
          if (((u.T = null), (a.p = 2), e)) return e();
        } finally {
          (u.T = t), (a.p = n), a.d.f();
        }
      }),
      (e.preconnect = (e, t) => {
        typeof e == `string` &&
          (t
            ? ((t = t.crossOrigin), (t = typeof t == `string` ? (t === `use-credentials` ? t : ``) : void 0))
            : (t = null),
          a.d.C(e, t));
      }),
      (e.prefetchDNS = (e) => {
        typeof e == `string` && a.d.D(e);
      }),
      (e.preinit = (e, t) => {
        if (typeof e == `string` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin),
            i = typeof t.integrity == `string` ? t.integrity : void 0,
            o = typeof t.fetchPriority == `string` ? t.fetchPriority : void 0;
          n === `style`
            ? a.d.S(e, typeof t.precedence == `string` ? t.precedence : void 0, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
              })
            : n === `script` &&
              a.d.X(e, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              });
        }
      }),
      (e.preinitModule = (e, t) => {
        if (typeof e == `string`) {
          if (typeof t == `object` && t) {
            if (t.as == null || t.as === `script`) {
              var n = d(t.as, t.crossOrigin);
              a.d.M(e, {
                crossOrigin: n,
                integrity: typeof t.integrity == `string` ? t.integrity : void 0,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
                fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
              });
            }
          } else t ?? a.d.M(e);
        }
      }),
      (e.preload = (e, t) => {
        if (typeof e == `string` && typeof t == `object` && t && typeof t.as == `string`) {
          var n = t.as,
            r = d(n, t.crossOrigin);
          a.d.L(e, n, {
            crossOrigin: r,
            integrity: typeof t.integrity == `string` ? t.integrity : void 0,
            nonce: typeof t.nonce == `string` ? t.nonce : void 0,
            type: typeof t.type == `string` ? t.type : void 0,
            fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            referrerPolicy: typeof t.referrerPolicy == `string` ? t.referrerPolicy : void 0,
            imageSrcSet: typeof t.imageSrcSet == `string` ? t.imageSrcSet : void 0,
            imageSizes: typeof t.imageSizes == `string` ? t.imageSizes : void 0,
            media: typeof t.media == `string` ? t.media : void 0,
          });
        }
      }),
      (e.preloadModule = (e, t) => {
        if (typeof e == `string`) {
          if (t) {
            var n = d(t.as, t.crossOrigin);
            a.d.m(e, {
              as: typeof t.as == `string` && t.as !== `script` ? t.as : void 0,
              crossOrigin: n,
              integrity: typeof t.integrity == `string` ? t.integrity : void 0,
              nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            });
          } else a.d.m(e);
        }
      }),
      (e.requestFormReset = (e) => {
        a.d.r(e);
      }),
      (e.unstable_batchedUpdates = (e, t) => e(t)),
      (e.useFormState = (e, t, n) => u.H.useFormState(e, t, n)),
      (e.useFormStatus = () => u.H.useHostTransitionStatus()),
      (e.version = `19.3.1`);
  }),
  s = t((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = o());
  }),
  c = t((e) => {
    var t = a(),
      n = r(),
      i = s();
    function o(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function c(e) {
      return !(!e || (e.nodeType !== 1 && e.nodeType !== 9 && e.nodeType !== 11));
    }
    function l(e) {
      for (var t = e, n = t; n && !n.alternate; ) (t = n), t.flags & 4098 && (e = t.return), (n = t.return);
      for (; t.return; ) t = t.return;
      return t.tag === 3 ? e : null;
    }
    function u(e) {
      if (e.tag === 13) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function d(e) {
      if (e.tag === 31) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function f(e) {
      if (l(e) !== e) throw Error(o(188));
    }
    function p(e) {
      var t = e.alternate;
      if (!t) {
        if (((t = l(e)), t === null)) throw Error(o(188));
        return t === e ? e : null;
      }
      for (var n = e, r = t; ; ) {
        var i = n.return;
        if (i === null) break;
        var a = i.alternate;
        if (a === null) {
          if (((r = i.return), r !== null)) {
            n = r;
            continue;
          }
          break;
        }
        if (i.child === a.child) {
          for (a = i.child; a; ) {
            if (a === n) return (f(i), e);
            if (a === r) return (f(i), t);
            a = a.sibling;
          }
          throw Error(o(188));
        }
        if (n.return !== r.return) (n = i), (r = a);
        else {
          for (var s = !1, c = i.child; c; ) {
            if (c === n) {
              (s = !0), (n = i), (r = a);
              break;
            }
            if (c === r) {
              (s = !0), (r = i), (n = a);
              break;
            }
            c = c.sibling;
          }
          if (!s) {
            for (c = a.child; c; ) {
              if (c === n) {
                (s = !0), (n = a), (r = i);
                break;
              }
              if (c === r) {
                (s = !0), (r = a), (n = i);
                break;
              }
              c = c.sibling;
            }
            if (!s) throw Error(o(189));
          }
        }
        if (n.alternate !== r) throw Error(o(190));
      }
      if (n.tag !== 3) throw Error(o(188));
      return n.stateNode.current === n ? e : t;
    }
    function m(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e;
      for (e = e.child; e !== null; ) {
        if (((t = m(e)), t !== null)) return t;
        e = e.sibling;
      }
      return null;
    }
    function h(e, t, n, r, i, a) {
      for (; e !== null; ) {
        if (
          ((e.tag === 5 || e.tag === 27 || e.tag === 6) && n(e, r, i, a)) ||
          ((e.tag !== 22 || e.memoizedState === null) &&
            (t || (e.tag !== 5 && e.tag !== 27)) &&
            h(e.child, t, n, r, i, a))
        )
          return !0;
        e = e.sibling;
      }
      return !1;
    }
    function g(e) {
      for (e = e.return; e !== null; ) {
        if (e.tag === 3 || e.tag === 5 || e.tag === 27) return e;
        e = e.return;
      }
      return null;
    }
    function _(e) {
      var t = !1;
      for (e = e.return; e !== null && (e.tag === 4 && (t = !0), e.tag !== 3 && e.tag !== 5 && e.tag !== 27); )
        e = e.return;
      return t;
    }
    function v(e) {
      var t = [null, null],
        n = g(e);
      return (n === null || y(t, e, n.child, { foundSelf: !1 }), t);
    }
    function y(e, t, n, r) {
      for (; n !== null; ) {
        if (n === t) r.foundSelf = !0;
        else if (n.tag === 5 || n.tag === 27 || n.tag === 6) {
          if (r.foundSelf) return ((e[1] = n), !0);
          e[0] = n;
        } else if ((n.tag !== 22 || n.memoizedState === null) && y(e, t, n.child, r)) return !0;
        n = n.sibling;
      }
      return !1;
    }
    function b(e) {
      switch (e.tag) {
        case 5:
        case 27:
        case 6:
          return e.stateNode;
        case 3:
          return e.stateNode.containerInfo;
        default:
          throw Error(o(559));
      }
    }
    var x = null,
      S = null;
    function C(e, t, n) {
      return e === n || (e === t && ((x = e), !0));
    }
    function w(e, t, n) {
      return e === n ? ((S = e), !1) : e === t && (S !== null && (x = e), !0);
    }
    function T(e) {
      if (e === null) return null;
      do e = e === null ? null : e.return;
      while (e && e.tag !== 5 && e.tag !== 27 && e.tag !== 3);
      return e || null;
    }
    function ee(e, t, n) {
      for (var r = 0, i = e; i; i = n(i)) r++;
      i = 0;
      for (var a = t; a; a = n(a)) i++;
      for (; 0 < r - i; ) (e = n(e)), r--;
      for (; 0 < i - r; ) (t = n(t)), i--;
      for (; r--; ) {
        if (e === t || (t !== null && e === t.alternate)) return e;
        (e = n(e)), (t = n(t));
      }
      return null;
    }
    var E = Object.assign,
      D = Symbol.for(`react.element`),
      O = Symbol.for(`react.transitional.element`),
      te = Symbol.for(`react.portal`),
      k = Symbol.for(`react.fragment`),
      ne = Symbol.for(`react.strict_mode`),
      re = Symbol.for(`react.profiler`),
      A = Symbol.for(`react.consumer`),
      j = Symbol.for(`react.context`),
      ie = Symbol.for(`react.forward_ref`),
      ae = Symbol.for(`react.suspense`),
      oe = Symbol.for(`react.suspense_list`),
      se = Symbol.for(`react.memo`),
      ce = Symbol.for(`react.lazy`),
      le = Symbol.for(`react.activity`),
      ue = Symbol.for(`react.legacy_hidden`),
      de = Symbol.for(`react.memo_cache_sentinel`),
      fe = Symbol.for(`react.view_transition`),
      pe = Symbol.for(`react.recoverable`),
      me = Symbol.iterator;
    function he(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (me && e[me]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var ge = Symbol.for(`react.client.reference`);
    function _e(e) {
      if (e == null) return null;
      if (typeof e == `function`) return e.$$typeof === ge ? null : e.displayName || e.name || null;
      if (typeof e == `string`) return e;
      switch (e) {
        case k:
          return `Fragment`;
        case re:
          return `Profiler`;
        case ne:
          return `StrictMode`;
        case ae:
          return `Suspense`;
        case oe:
          return `SuspenseList`;
        case le:
          return `Activity`;
        case fe:
          return `ViewTransition`;
      }
      if (typeof e == `object`)
        switch (e.$$typeof) {
          case te:
            return `Portal`;
          case j:
            return e.displayName || `Context`;
          case A:
            return (e._context.displayName || `Context`) + `.Consumer`;
          case ie:
            var t = e.render;
            return (
              (e = e.displayName),
              (e ||= ((e = t.displayName || t.name || ``), e === `` ? `ForwardRef` : `ForwardRef(` + e + `)`)),
              e
            );
          case se:
            return ((t = e.displayName || null), t === null ? _e(e.type) || `Memo` : t);
          case ce:
            (t = e._payload), (e = e._init);
            try {
              return _e(e(t));
            } catch {}
        }
      return null;
    }
    var ve = Array.isArray,
      M = n.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      N = i.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      ye = { pending: !1, data: null, method: null, action: null },
      be = [],
      xe = -1;
    function Se(e) {
      return { current: e };
    }
    function Ce(e) {
      0 > xe || ((e.current = be[xe]), (be[xe] = null), xe--);
    }
    function P(e, t) {
      xe++, (be[xe] = e.current), (e.current = t);
    }
    var we = Se(null),
      Te = Se(null),
      Ee = Se(null),
      De = Se(null);
    function Oe(e, t) {
      switch ((P(Ee, t), P(Te, e), P(we, null), t.nodeType)) {
        case 9:
        case 11:
          e = (e = t.documentElement) && (e = e.namespaceURI) ? up(e) : 0;
          break;
        default:
          if (((e = t.tagName), (t = t.namespaceURI))) (t = up(t)), (e = dp(t, e));
          else
            switch (e) {
              case `svg`:
                e = 1;
                break;
              case `math`:
                e = 2;
                break;
              default:
                e = 0;
            }
      }
      Ce(we), P(we, e);
    }
    function ke() {
      Ce(we), Ce(Te), Ce(Ee);
    }
    function Ae(e) {
      var t = e.memoizedState;
      t !== null && ((sh._currentValue = t.memoizedState), P(De, e)), (t = we.current);
      var n = dp(t, e.type);
      t !== n && (P(Te, e), P(we, n));
    }
    function je(e) {
      Te.current === e && (Ce(we), Ce(Te)), De.current === e && (Ce(De), (sh._currentValue = ye));
    }
    var Me, Ne;
    function Pe(e) {
      if (Me === void 0)
        try {
          throw Error();
        } catch (e) {
          var t = e.stack.trim().match(/\n( *(at )?)/);
          (Me = (t && t[1]) || ``),
            (Ne =
              -1 <
              e.stack.indexOf(`
    at`)
                ? ` (<anonymous>)`
                : -1 < e.stack.indexOf(`@`)
                  ? `@unknown:0:0`
                  : ``);
        }
      return (
        `
` +
        Me +
        e +
        Ne
      );
    }
    var Fe = !1;
    function Ie(e, t) {
      if (!e || Fe) return ``;
      Fe = !0;
      var n = Error.prepareStackTrace;
      Error.prepareStackTrace = void 0;
      try {
        var r = {
          DetermineComponentFrameRoot: () => {
            try {
              if (t) {
                var n = () => {
                  throw Error();
                };
                if (
                  (Object.defineProperty(n.prototype, 'props', {
                    set: () => {
                      throw Error();
                    },
                  }),
                  typeof Reflect == `object` && Reflect.construct)
                ) {
                  try {
                    Reflect.construct(n, []);
                  } catch (e) {
                    var r = e;
                  }
                  Reflect.construct(e, [], n);
                } else {
                  try {
                    n.call();
                  } catch (e) {
                    r = e;
                  }
                  n = !1;
                  try {
                    var i = Object.getOwnPropertyDescriptor(e.prototype, `props`);
                    Object.defineProperty(e.prototype, 'props', {
                      configurable: !0,
                      set: () => {
                        throw Error();
                      },
                    }),
                      (n = !0),
                      new e();
                  } finally {
                    n && (i === void 0 ? delete e.prototype.props : Object.defineProperty(e.prototype, 'props', i));
                  }
                }
              } else {
                try {
                  throw Error();
                } catch (e) {
                  r = e;
                }
                (n = e()) && typeof n.catch == `function` && n.catch(() => {});
              }
            } catch (e) {
              if (e && r && typeof e.stack == `string`) return [e.stack, r.stack];
            }
            return [null, null];
          },
        };
        r.DetermineComponentFrameRoot.displayName = `DetermineComponentFrameRoot`;
        var i = Object.getOwnPropertyDescriptor(r.DetermineComponentFrameRoot, `name`);
        i &&
          i.configurable &&
          Object.defineProperty(r.DetermineComponentFrameRoot, 'name', { value: `DetermineComponentFrameRoot` });
        var a = r.DetermineComponentFrameRoot(),
          o = a[0],
          s = a[1];
        if (o && s) {
          var c = o.split(`
`),
            l = s.split(`
`);
          for (i = r = 0; r < c.length && !c[r].includes(`DetermineComponentFrameRoot`); ) r++;
          for (; i < l.length && !l[i].includes(`DetermineComponentFrameRoot`); ) i++;
          if (r === c.length || i === l.length)
            for (r = c.length - 1, i = l.length - 1; 1 <= r && 0 <= i && c[r] !== l[i]; ) i--;
          for (; 1 <= r && 0 <= i; r--, i--)
            if (c[r] !== l[i]) {
              if (r !== 1 || i !== 1)
                do
                  if ((r--, i--, 0 > i || c[r] !== l[i])) {
                    var u =
                      `
` + c[r].replace(` at new `, ` at `);
                    return (
                      e.displayName && u.includes(`<anonymous>`) && (u = u.replace(`<anonymous>`, e.displayName)), u
                    );
                  }
                while (1 <= r && 0 <= i);
              break;
            }
        }
      } finally {
        (Fe = !1), (Error.prepareStackTrace = n);
      }
      return (n = e ? e.displayName || e.name : ``) ? Pe(n) : ``;
    }
    function Le(e, t) {
      switch (e.tag) {
        case 26:
        case 27:
        case 5:
          return Pe(e.type);
        case 16:
          return Pe(`Lazy`);
        case 13:
          return e.child !== t && t !== null ? Pe(`Suspense Fallback`) : Pe(`Suspense`);
        case 19:
          return Pe(`SuspenseList`);
        case 0:
        case 15:
          return Ie(e.type, !1);
        case 11:
          return Ie(e.type.render, !1);
        case 1:
          return Ie(e.type, !0);
        case 31:
          return Pe(`Activity`);
        case 30:
          return Pe(`ViewTransition`);
        default:
          return ``;
      }
    }
    function Re(e) {
      try {
        var t = ``,
          n = null;
        do (t += Le(e, n)), (n = e), (e = e.return);
        while (e);
        return t;
      } catch (e) {
        return (
          `
Error generating stack: ` +
          e.message +
          `
` +
          e.stack
        );
      }
    }
    var ze = Object.prototype.hasOwnProperty,
      Be = t.unstable_scheduleCallback,
      Ve = t.unstable_cancelCallback,
      He = t.unstable_shouldYield,
      Ue = t.unstable_requestPaint,
      We = t.unstable_now,
      Ge = t.unstable_getCurrentPriorityLevel,
      Ke = t.unstable_ImmediatePriority,
      qe = t.unstable_UserBlockingPriority,
      Je = t.unstable_NormalPriority,
      Ye = t.unstable_LowPriority,
      Xe = t.unstable_IdlePriority,
      Ze = t.log,
      Qe = t.unstable_setDisableYieldValue,
      $e = null,
      et = null;
    function tt(e) {
      if ((typeof Ze == `function` && Qe(e), et && typeof et.setStrictMode == `function`))
        try {
          et.setStrictMode($e, e);
        } catch {}
    }
    var nt = Math.clz32 ? Math.clz32 : at,
      rt = Math.log,
      it = Math.LN2;
    function at(e) {
      return ((e >>>= 0), e === 0 ? 32 : (31 - ((rt(e) / it) | 0)) | 0);
    }
    var ot = 256,
      st = 262144,
      ct = 4194304;
    function lt(e) {
      var t = e & 42;
      if (t !== 0) return t;
      switch (e & -e) {
        case 1:
          return 1;
        case 2:
          return 2;
        case 4:
          return 4;
        case 8:
          return 8;
        case 16:
          return 16;
        case 32:
          return 32;
        case 64:
          return 64;
        case 128:
          return 128;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
          return e & -e;
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return e & 3932160;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return e & 62914560;
        case 67108864:
          return 67108864;
        case 134217728:
          return 134217728;
        case 268435456:
          return 268435456;
        case 536870912:
          return 536870912;
        case 1073741824:
          return 0;
        default:
          return e;
      }
    }
    function ut(e, t, n) {
      var r = e.pendingLanes;
      if (r === 0) return 0;
      var i = 0,
        a = e.suspendedLanes,
        o = e.pingedLanes;
      e = e.warmLanes;
      var s = r & 134217727;
      return (
        s === 0
          ? ((s = r & ~a),
            s === 0 ? (o === 0 ? n || ((n = r & ~e), n !== 0 && (i = lt(n))) : (i = lt(o))) : (i = lt(s)))
          : ((r = s & ~a),
            r === 0 ? ((o &= s), o === 0 ? n || ((n = s & ~e), n !== 0 && (i = lt(n))) : (i = lt(o))) : (i = lt(r))),
        i === 0
          ? 0
          : t !== 0 && t !== i && (t & a) === 0 && ((a = i & -i), (n = t & -t), a >= n || (a === 32 && n & 4194048))
            ? t
            : i
      );
    }
    function dt(e, t) {
      return (e.pendingLanes & ~(e.suspendedLanes & ~e.pingedLanes) & t) === 0;
    }
    function ft(e, t) {
      t & 8 && (t |= t & 32);
      var n = e.entangledLanes;
      if (n !== 0)
        for (e = e.entanglements, n &= t; 0 < n; ) {
          var r = 31 - nt(n),
            i = 1 << r;
          (t |= e[r]), (n &= ~i);
        }
      return t;
    }
    function pt(e, t) {
      switch (e) {
        case 1:
        case 2:
        case 4:
        case 8:
        case 64:
          return t + 250;
        case 16:
        case 32:
        case 128:
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return t + 5e3;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return -1;
        case 67108864:
        case 134217728:
        case 268435456:
        case 536870912:
        case 1073741824:
          return -1;
        default:
          return -1;
      }
    }
    function mt() {
      var e = ct;
      return ((ct <<= 1), !(ct & 62914560) && (ct = 4194304), e);
    }
    function ht(e) {
      for (var t = [], n = 0; 31 > n; n++) t.push(e);
      return t;
    }
    function gt(e, t) {
      (e.pendingLanes |= t), t !== 268435456 && ((e.suspendedLanes = 0), (e.pingedLanes = 0), (e.warmLanes = 0));
    }
    function _t(e, t, n, r, i, a) {
      var o = e.pendingLanes;
      (e.pendingLanes = n),
        (e.suspendedLanes = 0),
        (e.pingedLanes = 0),
        (e.warmLanes = 0),
        (e.expiredLanes &= n),
        (e.entangledLanes &= n),
        (e.errorRecoveryDisabledLanes &= n),
        (e.shellSuspendCounter = 0);
      var s = e.entanglements,
        c = e.expirationTimes,
        l = e.hiddenUpdates;
      for (n = o & ~n; 0 < n; ) {
        var u = 31 - nt(n),
          d = 1 << u;
        (s[u] = 0), (c[u] = -1);
        var f = l[u];
        if (f !== null)
          for (l[u] = null, u = 0; u < f.length; u++) {
            var p = f[u];
            p !== null && (p.lane &= -536870913);
          }
        n &= ~d;
      }
      r !== 0 && vt(e, r, 0), a !== 0 && i === 0 && e.tag !== 0 && (e.suspendedLanes |= a & ~(o & ~t));
    }
    function vt(e, t, n) {
      (e.pendingLanes |= t), (e.suspendedLanes &= ~t);
      var r = 31 - nt(t);
      (e.entangledLanes |= t), (e.entanglements[r] = e.entanglements[r] | 1073741824 | (n & 261930));
    }
    function yt(e, t) {
      var n = (e.entangledLanes |= t);
      for (e = e.entanglements; n; ) {
        var r = 31 - nt(n),
          i = 1 << r;
        (i & t) | (e[r] & t) && (e[r] |= t), (n &= ~i);
      }
    }
    function bt(e, t) {
      var n = t & -t;
      return ((n = n & 42 ? 1 : xt(n)), (n & (e.suspendedLanes | t)) === 0 ? n : 0);
    }
    function xt(e) {
      switch (e) {
        case 2:
          e = 1;
          break;
        case 8:
          e = 4;
          break;
        case 32:
          e = 16;
          break;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          e = 128;
          break;
        case 268435456:
          e = 134217728;
          break;
        default:
          e = 0;
      }
      return e;
    }
    function St(e) {
      return ((e &= -e), 2 < e ? (8 < e ? (e & 134217727 ? 32 : 268435456) : 8) : 2);
    }
    function Ct() {
      var e = N.p;
      return e === 0 ? ((e = window.event), e === void 0 ? 32 : Ch(e.type)) : e;
    }
    function wt(e, t) {
      var n = N.p;
      try {
        return ((N.p = e), t());
      } finally {
        N.p = n;
      }
    }
    var Tt = Math.random().toString(36).slice(2),
      Et = `__reactFiber$` + Tt,
      Dt = `__reactProps$` + Tt,
      Ot = `__reactContainer$` + Tt,
      kt = `__reactEvents$` + Tt,
      At = `__reactListeners$` + Tt,
      jt = `__reactHandles$` + Tt,
      Mt = `__reactResources$` + Tt,
      Nt = `__reactMarker$` + Tt,
      Pt = `__reactLoad$` + Tt;
    function Ft(e) {
      delete e[Et], delete e[Dt], delete e[At], delete e[jt];
    }
    function It(e) {
      var t;
      if ((t = e[Et])) return t;
      for (var n = e.parentNode; n; ) {
        if ((t = n[Ot] || n[Et])) {
          if (((n = t.alternate), t.child !== null || (n !== null && n.child !== null)))
            for (e = fm(e); e !== null; ) {
              if ((n = e[Et])) return n;
              e = fm(e);
            }
          return t;
        }
        (e = n), (n = e.parentNode);
      }
      return null;
    }
    function Lt(e) {
      if ((e = e[Et] || e[Ot])) {
        var t = e.tag;
        if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return e;
      }
      return null;
    }
    function Rt(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e.stateNode;
      throw Error(o(33));
    }
    function zt(e) {
      var t = e[Mt];
      return ((t ||= e[Mt] = { hoistableStyles: new Map(), hoistableScripts: new Map() }), t);
    }
    function Bt(e) {
      e[Nt] = !0;
    }
    function Vt(e) {
      e[Pt] = void 0;
    }
    var Ht = new Set(),
      Ut = {};
    function Wt(e, t) {
      Gt(e, t), Gt(e + `Capture`, t);
    }
    function Gt(e, t) {
      for (Ut[e] = t, e = 0; e < t.length; e++) Ht.add(t[e]);
    }
    var Kt =
        /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/,
      qt = {},
      Jt = {};
    function Yt(e) {
      return ze.call(Jt, e) ? !0 : ze.call(qt, e) ? !1 : Kt.test(e) ? (Jt[e] = !0) : ((qt[e] = !0), !1);
    }
    var F = !1;
    function Xt() {
      var e = F;
      return ((F = !1), e);
    }
    function Zt(e, t, n) {
      if (Yt(t)) {
        if (n === null) e.removeAttribute(t);
        else {
          switch (typeof n) {
            case `undefined`:
            case `function`:
            case `symbol`:
              e.removeAttribute(t);
              return;
            case `boolean`:
              var r = t.toLowerCase().slice(0, 5);
              if (r !== `data-` && r !== `aria-`) {
                e.removeAttribute(t);
                return;
              }
          }
          e.setAttribute(t, n);
        }
      }
    }
    function Qt(e, t, n) {
      if (n === null) e.removeAttribute(t);
      else {
        switch (typeof n) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(t);
            return;
        }
        e.setAttribute(t, n);
      }
    }
    function $t(e, t, n, r) {
      if (r === null) e.removeAttribute(n);
      else {
        switch (typeof r) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(n);
            return;
        }
        e.setAttributeNS(t, n, r);
      }
    }
    function en(e) {
      switch (typeof e) {
        case `bigint`:
        case `boolean`:
        case `number`:
        case `string`:
        case `undefined`:
          return e;
        case `object`:
          return e;
        default:
          return ``;
      }
    }
    function tn(e) {
      var t = e.type;
      return (e = e.nodeName) && e.toLowerCase() === `input` && (t === `checkbox` || t === `radio`);
    }
    function nn(e, t, n) {
      var r = Object.getOwnPropertyDescriptor(e.constructor.prototype, t);
      if (!Object.hasOwn(e, t) && r !== void 0 && typeof r.get == `function` && typeof r.set == `function`) {
        var i = r.get,
          a = r.set;
        return (
          Object.defineProperty(e, t, {
            configurable: !0,
            get: function () {
              return i.call(this);
            },
            set: function (e) {
              (n = `` + e), a.call(this, e);
            },
          }),
          Object.defineProperty(e, t, { enumerable: r.enumerable }),
          {
            getValue: () => n,
            setValue: (e) => {
              n = `` + e;
            },
            stopTracking: () => {
              (e._valueTracker = null), delete e[t];
            },
          }
        );
      }
    }
    function rn(e) {
      if (!e._valueTracker) {
        var t = tn(e) ? `checked` : `value`;
        e._valueTracker = nn(e, t, `` + e[t]);
      }
    }
    function an(e) {
      if (!e) return !1;
      var t = e._valueTracker;
      if (!t) return !0;
      var n = t.getValue(),
        r = ``;
      return (e && (r = tn(e) ? (e.checked ? `true` : `false`) : e.value), (e = r), e !== n && (t.setValue(e), !0));
    }
    var on = /[\n"\\]/g;
    function sn(e) {
      return e.replace(on, (e) => `\\` + e.charCodeAt(0).toString(16) + ` `);
    }
    function cn(e, t, n, r, i, a, o, s) {
      (e.name = ``),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean`
          ? (e.type = o)
          : e.removeAttribute(`type`),
        t == null
          ? (o !== `submit` && o !== `reset`) || e.removeAttribute(`value`)
          : o === `number`
            ? ((t === 0 && e.value === ``) || e.value != t) && (e.value = `` + en(t))
            : e.value !== `` + en(t) && (e.value = `` + en(t)),
        t == null
          ? n == null
            ? r != null && e.removeAttribute(`value`)
            : un(e, en(n))
          : o === `number` && e.value == t
            ? un(e, en(e.value))
            : un(e, en(t)),
        i == null && a != null && (e.defaultChecked = !!a),
        i != null && (e.checked = i && typeof i != `function` && typeof i != `symbol`),
        s != null && typeof s != `function` && typeof s != `symbol` && typeof s != `boolean`
          ? (e.name = `` + en(s))
          : e.removeAttribute(`name`);
    }
    function ln(e, t, n, r, i, a, o, s) {
      if (
        (a != null && typeof a != `function` && typeof a != `symbol` && typeof a != `boolean` && (e.type = a),
        t != null || n != null)
      ) {
        if (!((a !== `submit` && a !== `reset`) || t != null)) {
          rn(e);
          return;
        }
        (n = n == null ? `` : `` + en(n)),
          (t = t == null ? n : `` + en(t)),
          s || t === e.value || (e.value = t),
          (e.defaultValue = t);
      }
      (r ??= i),
        (r = typeof r != `function` && typeof r != `symbol` && !!r),
        (e.checked = s ? e.checked : !!r),
        (e.defaultChecked = !!r),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean` && (e.name = o),
        rn(e);
    }
    function un(e, t) {
      e.defaultValue !== `` + t && (e.defaultValue = `` + t);
    }
    function dn(e, t, n, r) {
      if (((e = e.options), t)) {
        t = {};
        for (var i = 0; i < n.length; i++) t[`$` + n[i]] = !0;
        for (n = 0; n < e.length; n++)
          (i = Object.hasOwn(t, `$` + e[n].value)),
            e[n].selected !== i && (e[n].selected = i),
            i && r && (e[n].defaultSelected = !0);
      } else {
        for (n = `` + en(n), t = null, i = 0; i < e.length; i++) {
          if (e[i].value === n) {
            (e[i].selected = !0), r && (e[i].defaultSelected = !0);
            return;
          }
          t !== null || e[i].disabled || (t = e[i]);
        }
        t !== null && (t.selected = !0);
      }
    }
    function fn(e, t, n) {
      t != null && ((t = `` + en(t)), t !== e.value && (e.value = t), n == null)
        ? e.defaultValue !== t && (e.defaultValue = t)
        : (e.defaultValue = n == null ? `` : `` + en(n));
    }
    function pn(e, t, n, r) {
      if (t == null) {
        if (r != null) {
          if (n != null) throw Error(o(92));
          if (ve(r)) {
            if (1 < r.length) throw Error(o(93));
            r = r[0];
          }
          n = r;
        }
        (n ??= ``), (t = n);
      }
      (n = en(t)), (e.defaultValue = n), (r = e.textContent), r === n && r !== `` && r !== null && (e.value = r), rn(e);
    }
    function mn(e, t) {
      if (t) {
        var n = e.firstChild;
        if (n && n === e.lastChild && n.nodeType === 3) {
          n.nodeValue = t;
          return;
        }
      }
      e.textContent = t;
    }
    var hn = new Set(
      `animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp`.split(
        ` `,
      ),
    );
    function gn(e, t, n) {
      var r = t.indexOf(`--`) === 0;
      n == null || typeof n == `boolean` || n === ``
        ? r
          ? e.setProperty(t, ``)
          : t === `float`
            ? (e.cssFloat = ``)
            : (e[t] = ``)
        : r
          ? e.setProperty(t, n)
          : typeof n != `number` || n === 0 || hn.has(t)
            ? t === `float`
              ? (e.cssFloat = n)
              : (e[t] = (`` + n).trim())
            : (e[t] = n + `px`);
    }
    function _n(e, t, n) {
      if (t != null && typeof t != `object`) throw Error(o(62));
      if (((e = e.style), n != null)) {
        for (var r in n)
          !Object.hasOwn(n, r) ||
            (t != null && Object.hasOwn(t, r)) ||
            (r.indexOf(`--`) === 0 ? e.setProperty(r, ``) : r === `float` ? (e.cssFloat = ``) : (e[r] = ``), (F = !0));
        for (var i in t) (r = t[i]), Object.hasOwn(t, i) && n[i] !== r && (gn(e, i, r), (F = !0));
      } else for (var a in t) Object.hasOwn(t, a) && gn(e, a, t[a]);
    }
    function vn(e) {
      if (e.indexOf(`-`) === -1) return !1;
      switch (e) {
        case `annotation-xml`:
        case `color-profile`:
        case `font-face`:
        case `font-face-src`:
        case `font-face-uri`:
        case `font-face-format`:
        case `font-face-name`:
        case `missing-glyph`:
          return !1;
        default:
          return !0;
      }
    }
    var yn = new Map([
        [`acceptCharset`, `accept-charset`],
        [`htmlFor`, `for`],
        [`httpEquiv`, `http-equiv`],
        [`crossOrigin`, `crossorigin`],
        [`accentHeight`, `accent-height`],
        [`alignmentBaseline`, `alignment-baseline`],
        [`arabicForm`, `arabic-form`],
        [`baselineShift`, `baseline-shift`],
        [`capHeight`, `cap-height`],
        [`clipPath`, `clip-path`],
        [`clipRule`, `clip-rule`],
        [`colorInterpolation`, `color-interpolation`],
        [`colorInterpolationFilters`, `color-interpolation-filters`],
        [`colorProfile`, `color-profile`],
        [`colorRendering`, `color-rendering`],
        [`dominantBaseline`, `dominant-baseline`],
        [`enableBackground`, `enable-background`],
        [`fillOpacity`, `fill-opacity`],
        [`fillRule`, `fill-rule`],
        [`floodColor`, `flood-color`],
        [`floodOpacity`, `flood-opacity`],
        [`fontFamily`, `font-family`],
        [`fontSize`, `font-size`],
        [`fontSizeAdjust`, `font-size-adjust`],
        [`fontStretch`, `font-stretch`],
        [`fontStyle`, `font-style`],
        [`fontVariant`, `font-variant`],
        [`fontWeight`, `font-weight`],
        [`glyphName`, `glyph-name`],
        [`glyphOrientationHorizontal`, `glyph-orientation-horizontal`],
        [`glyphOrientationVertical`, `glyph-orientation-vertical`],
        [`horizAdvX`, `horiz-adv-x`],
        [`horizOriginX`, `horiz-origin-x`],
        [`imageRendering`, `image-rendering`],
        [`letterSpacing`, `letter-spacing`],
        [`lightingColor`, `lighting-color`],
        [`markerEnd`, `marker-end`],
        [`markerMid`, `marker-mid`],
        [`markerStart`, `marker-start`],
        [`maskType`, `mask-type`],
        [`overlinePosition`, `overline-position`],
        [`overlineThickness`, `overline-thickness`],
        [`paintOrder`, `paint-order`],
        [`panose-1`, `panose-1`],
        [`pointerEvents`, `pointer-events`],
        [`renderingIntent`, `rendering-intent`],
        [`shapeRendering`, `shape-rendering`],
        [`stopColor`, `stop-color`],
        [`stopOpacity`, `stop-opacity`],
        [`strikethroughPosition`, `strikethrough-position`],
        [`strikethroughThickness`, `strikethrough-thickness`],
        [`strokeDasharray`, `stroke-dasharray`],
        [`strokeDashoffset`, `stroke-dashoffset`],
        [`strokeLinecap`, `stroke-linecap`],
        [`strokeLinejoin`, `stroke-linejoin`],
        [`strokeMiterlimit`, `stroke-miterlimit`],
        [`strokeOpacity`, `stroke-opacity`],
        [`strokeWidth`, `stroke-width`],
        [`textAnchor`, `text-anchor`],
        [`textDecoration`, `text-decoration`],
        [`textRendering`, `text-rendering`],
        [`transformOrigin`, `transform-origin`],
        [`underlinePosition`, `underline-position`],
        [`underlineThickness`, `underline-thickness`],
        [`unicodeBidi`, `unicode-bidi`],
        [`unicodeRange`, `unicode-range`],
        [`unitsPerEm`, `units-per-em`],
        [`vAlphabetic`, `v-alphabetic`],
        [`vHanging`, `v-hanging`],
        [`vIdeographic`, `v-ideographic`],
        [`vMathematical`, `v-mathematical`],
        [`vectorEffect`, `vector-effect`],
        [`vertAdvY`, `vert-adv-y`],
        [`vertOriginX`, `vert-origin-x`],
        [`vertOriginY`, `vert-origin-y`],
        [`wordSpacing`, `word-spacing`],
        [`writingMode`, `writing-mode`],
        [`xmlnsXlink`, `xmlns:xlink`],
        [`xHeight`, `x-height`],
      ]),
      bn =
        /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
    function xn(e) {
      return bn.test(`` + e)
        ? `javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')`
        : e;
    }
    function Sn() {}
    var Cn = null;
    function wn(e) {
      return (
        (e = e.target || e.srcElement || window),
        e.correspondingUseElement && (e = e.correspondingUseElement),
        e.nodeType === 3 ? e.parentNode : e
      );
    }
    var Tn = null,
      En = null;
    function Dn(e) {
      var t = Lt(e);
      if (t && (e = t.stateNode)) {
        var n = e[Dt] || null;
        switch (((e = t.stateNode), t.type)) {
          case `input`:
            if (
              (cn(e, n.value, n.defaultValue, n.defaultValue, n.checked, n.defaultChecked, n.type, n.name),
              (t = n.name),
              n.type === `radio` && t != null)
            ) {
              for (n = e; n.parentNode; ) n = n.parentNode;
              for (n = n.querySelectorAll(`input[name="` + sn(`` + t) + `"][type="radio"]`), t = 0; t < n.length; t++) {
                var r = n[t];
                if (r !== e && r.form === e.form) {
                  var i = r[Dt] || null;
                  if (!i) throw Error(o(90));
                  cn(r, i.value, i.defaultValue, i.defaultValue, i.checked, i.defaultChecked, i.type, i.name);
                }
              }
              for (t = 0; t < n.length; t++) (r = n[t]), r.form === e.form && an(r);
            }
            break;
          case `textarea`:
            fn(e, n.value, n.defaultValue);
            break;
          case `select`:
            (t = n.value), t != null && dn(e, !!n.multiple, t, !1);
        }
      }
    }
    var On = !1;
    function kn(e, t, n) {
      if (On) return e(t, n);
      On = !0;
      try {
        return e(t);
      } finally {
        if (((On = !1), (Tn !== null || En !== null) && (zd(), Tn && ((t = Tn), (e = En), (En = Tn = null), Dn(t), e))))
          for (t = 0; t < e.length; t++) Dn(e[t]);
      }
    }
    function An(e, t) {
      var n = e.stateNode;
      if (n === null) return null;
      var r = n[Dt] || null;
      if (r === null) return null;
      n = r[t];
      switch (t) {
        case `onClick`:
        case `onClickCapture`:
        case `onDoubleClick`:
        case `onDoubleClickCapture`:
        case `onMouseDown`:
        case `onMouseDownCapture`:
        case `onMouseMove`:
        case `onMouseMoveCapture`:
        case `onMouseUp`:
        case `onMouseUpCapture`:
        case `onMouseEnter`:
          (r = !r.disabled) ||
            ((e = e.type), (r = e !== `button` && e !== `input` && e !== `select` && e !== `textarea`)),
            (e = !r);
          break;
        default:
          e = !1;
      }
      if (e) return null;
      if (n && typeof n != `function`) throw Error(o(231, t, typeof n));
      return n;
    }
    var jn = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0,
      Mn = !1;
    if (jn)
      try {
        var Nn = {};
        Object.defineProperty(Nn, 'passive', {
          get: () => {
            Mn = !0;
          },
        }),
          window.addEventListener(`test`, Nn, Nn),
          window.removeEventListener(`test`, Nn, Nn);
      } catch {
        Mn = !1;
      }
    var Pn = null,
      Fn = null,
      In = null;
    function Ln() {
      if (In) return In;
      var e,
        t = Fn,
        n = t.length,
        r,
        i = `value` in Pn ? Pn.value : Pn.textContent,
        a = i.length;
      for (e = 0; e < n && t[e] === i[e]; e++);
      var o = n - e;
      for (r = 1; r <= o && t[n - r] === i[a - r]; r++);
      return (In = i.slice(e, 1 < r ? 1 - r : void 0));
    }
    function Rn(e) {
      var t = e.keyCode;
      return (
        `charCode` in e ? ((e = e.charCode), e === 0 && t === 13 && (e = 13)) : (e = t),
        e === 10 && (e = 13),
        32 <= e || e === 13 ? e : 0
      );
    }
    function zn() {
      return !0;
    }
    function Bn() {
      return !1;
    }
    function Vn(e) {
      function t(t, n, r, i, a) {
        for (var o in ((this._reactName = t),
        (this._targetInst = r),
        (this.type = n),
        (this.nativeEvent = i),
        (this.target = a),
        (this.currentTarget = null),
        e))
          Object.hasOwn(e, o) && ((t = e[o]), (this[o] = t ? t(i) : i[o]));
        return (
          (this.isDefaultPrevented = (i.defaultPrevented == null ? !1 === i.returnValue : i.defaultPrevented)
            ? zn
            : Bn),
          (this.isPropagationStopped = Bn),
          this
        );
      }
      return (
        E(t.prototype, {
          preventDefault: function () {
            this.defaultPrevented = !0;
            var e = this.nativeEvent;
            e &&
              (e.preventDefault ? e.preventDefault() : typeof e.returnValue != `unknown` && (e.returnValue = !1),
              (this.isDefaultPrevented = zn));
          },
          stopPropagation: function () {
            var e = this.nativeEvent;
            e &&
              (e.stopPropagation ? e.stopPropagation() : typeof e.cancelBubble != `unknown` && (e.cancelBubble = !0),
              (this.isPropagationStopped = zn));
          },
          persist: () => {},
          isPersistent: zn,
        }),
        t
      );
    }
    var Hn = {
        eventPhase: 0,
        bubbles: 0,
        cancelable: 0,
        timeStamp: (e) => e.timeStamp || Date.now(),
        defaultPrevented: 0,
        isTrusted: 0,
      },
      Un = Vn(Hn),
      Wn = E({}, Hn, { view: 0, detail: 0 }),
      Gn = Vn(Wn),
      Kn,
      qn,
      Jn,
      Yn = E({}, Wn, {
        screenX: 0,
        screenY: 0,
        clientX: 0,
        clientY: 0,
        pageX: 0,
        pageY: 0,
        ctrlKey: 0,
        shiftKey: 0,
        altKey: 0,
        metaKey: 0,
        getModifierState: or,
        button: 0,
        buttons: 0,
        relatedTarget: (e) =>
          e.relatedTarget === void 0 ? (e.fromElement === e.srcElement ? e.toElement : e.fromElement) : e.relatedTarget,
        movementX: (e) =>
          `movementX` in e
            ? e.movementX
            : (e !== Jn &&
                (Jn && e.type === `mousemove`
                  ? ((Kn = e.screenX - Jn.screenX), (qn = e.screenY - Jn.screenY))
                  : (qn = Kn = 0),
                (Jn = e)),
              Kn),
        movementY: (e) => (`movementY` in e ? e.movementY : qn),
      }),
      Xn = Vn(Yn),
      Zn = Vn(E({}, Yn, { dataTransfer: 0 })),
      Qn = Vn(E({}, Wn, { relatedTarget: 0 })),
      $n = Vn(E({}, Hn, { animationName: 0, elapsedTime: 0, pseudoElement: 0 })),
      er = Vn(E({}, Hn, { clipboardData: (e) => (`clipboardData` in e ? e.clipboardData : window.clipboardData) })),
      tr = Vn(E({}, Hn, { data: 0 })),
      nr = {
        Esc: `Escape`,
        Spacebar: ` `,
        Left: `ArrowLeft`,
        Up: `ArrowUp`,
        Right: `ArrowRight`,
        Down: `ArrowDown`,
        Del: `Delete`,
        Win: `OS`,
        Menu: `ContextMenu`,
        Apps: `ContextMenu`,
        Scroll: `ScrollLock`,
        MozPrintableKey: `Unidentified`,
      },
      rr = {
        8: `Backspace`,
        9: `Tab`,
        12: `Clear`,
        13: `Enter`,
        16: `Shift`,
        17: `Control`,
        18: `Alt`,
        19: `Pause`,
        20: `CapsLock`,
        27: `Escape`,
        32: ` `,
        33: `PageUp`,
        34: `PageDown`,
        35: `End`,
        36: `Home`,
        37: `ArrowLeft`,
        38: `ArrowUp`,
        39: `ArrowRight`,
        40: `ArrowDown`,
        45: `Insert`,
        46: `Delete`,
        112: `F1`,
        113: `F2`,
        114: `F3`,
        115: `F4`,
        116: `F5`,
        117: `F6`,
        118: `F7`,
        119: `F8`,
        120: `F9`,
        121: `F10`,
        122: `F11`,
        123: `F12`,
        144: `NumLock`,
        145: `ScrollLock`,
        224: `Meta`,
      },
      ir = { Alt: `altKey`, Control: `ctrlKey`, Meta: `metaKey`, Shift: `shiftKey` };
    function ar(e) {
      var t = this.nativeEvent;
      return t.getModifierState ? t.getModifierState(e) : (e = ir[e]) ? !!t[e] : !1;
    }
    function or() {
      return ar;
    }
    var sr = Vn(
        E({}, Wn, {
          key: (e) => {
            if (e.key) {
              var t = nr[e.key] || e.key;
              if (t !== `Unidentified`) return t;
            }
            return e.type === `keypress`
              ? ((e = Rn(e)), e === 13 ? `Enter` : String.fromCharCode(e))
              : e.type === `keydown` || e.type === `keyup`
                ? rr[e.keyCode] || `Unidentified`
                : ``;
          },
          code: 0,
          location: 0,
          ctrlKey: 0,
          shiftKey: 0,
          altKey: 0,
          metaKey: 0,
          repeat: 0,
          locale: 0,
          getModifierState: or,
          charCode: (e) => (e.type === `keypress` ? Rn(e) : 0),
          keyCode: (e) => (e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
          which: (e) => (e.type === `keypress` ? Rn(e) : e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
        }),
      ),
      cr = Vn(
        E({}, Yn, {
          pointerId: 0,
          width: 0,
          height: 0,
          pressure: 0,
          tangentialPressure: 0,
          tiltX: 0,
          tiltY: 0,
          twist: 0,
          pointerType: 0,
          isPrimary: 0,
        }),
      ),
      lr = Vn(E({}, Hn, { submitter: 0 })),
      ur = Vn(
        E({}, Wn, {
          touches: 0,
          targetTouches: 0,
          changedTouches: 0,
          altKey: 0,
          metaKey: 0,
          ctrlKey: 0,
          shiftKey: 0,
          getModifierState: or,
        }),
      ),
      dr = Vn(E({}, Hn, { propertyName: 0, elapsedTime: 0, pseudoElement: 0 })),
      fr = Vn(
        E({}, Yn, {
          deltaX: (e) => (`deltaX` in e ? e.deltaX : `wheelDeltaX` in e ? -e.wheelDeltaX : 0),
          deltaY: (e) =>
            `deltaY` in e ? e.deltaY : `wheelDeltaY` in e ? -e.wheelDeltaY : `wheelDelta` in e ? -e.wheelDelta : 0,
          deltaZ: 0,
          deltaMode: 0,
        }),
      ),
      pr = Vn(E({}, Hn, { newState: 0, oldState: 0, source: 0 })),
      mr = [9, 13, 27, 32],
      hr = jn && `CompositionEvent` in window,
      gr = null;
    jn && `documentMode` in document && (gr = document.documentMode);
    var _r = jn && `TextEvent` in window && !gr,
      vr = jn && (!hr || (gr && 8 < gr && 11 >= gr)),
      yr = ` `,
      br = !1;
    function xr(e, t) {
      switch (e) {
        case `keyup`:
          return mr.indexOf(t.keyCode) !== -1;
        case `keydown`:
          return t.keyCode !== 229;
        case `keypress`:
        case `mousedown`:
        case `focusout`:
          return !0;
        default:
          return !1;
      }
    }
    function Sr(e) {
      return ((e = e.detail), typeof e == `object` && `data` in e ? e.data : null);
    }
    var Cr = !1;
    function wr(e, t) {
      switch (e) {
        case `compositionend`:
          return Sr(t);
        case `keypress`:
          return t.which === 32 ? ((br = !0), yr) : null;
        case `textInput`:
          return ((e = t.data), e === yr && br ? null : e);
        default:
          return null;
      }
    }
    function Tr(e, t) {
      if (Cr)
        return e === `compositionend` || (!hr && xr(e, t)) ? ((e = Ln()), (In = Fn = Pn = null), (Cr = !1), e) : null;
      switch (e) {
        case `paste`:
          return null;
        case `keypress`:
          if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
            if (t.char && 1 < t.char.length) return t.char;
            if (t.which) return String.fromCharCode(t.which);
          }
          return null;
        case `compositionend`:
          return vr && t.locale !== `ko` ? null : t.data;
        default:
          return null;
      }
    }
    var Er = {
      color: !0,
      date: !0,
      datetime: !0,
      'datetime-local': !0,
      email: !0,
      month: !0,
      number: !0,
      password: !0,
      range: !0,
      search: !0,
      tel: !0,
      text: !0,
      time: !0,
      url: !0,
      week: !0,
    };
    function Dr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return t === `input` ? !!Er[e.type] : t === `textarea`;
    }
    function Or(e, t, n, r) {
      Tn ? (En ? En.push(r) : (En = [r])) : (Tn = r),
        (t = Jf(t, `onChange`)),
        0 < t.length && ((n = new Un(`onChange`, `change`, null, n, r)), e.push({ event: n, listeners: t }));
    }
    var kr = null,
      Ar = null;
    function jr(e) {
      Vf(e, 0);
    }
    function Mr(e) {
      if (an(Rt(e))) return e;
    }
    function Nr(e, t) {
      if (e === `change`) return t;
    }
    var Pr = !1;
    if (jn) {
      var Fr;
      if (jn) {
        var Ir = `oninput` in document;
        if (!Ir) {
          var Lr = document.createElement(`div`);
          Lr.setAttribute(`oninput`, `return;`), (Ir = typeof Lr.oninput == `function`);
        }
        Fr = Ir;
      } else Fr = !1;
      Pr = Fr && (!document.documentMode || 9 < document.documentMode);
    }
    function Rr() {
      kr && (kr.detachEvent(`onpropertychange`, zr), (Ar = kr = null));
    }
    function zr(e) {
      if (e.propertyName === `value` && Mr(Ar)) {
        var t = [];
        Or(t, Ar, e, wn(e)), kn(jr, t);
      }
    }
    function Br(e, t, n) {
      e === `focusin` ? (Rr(), (kr = t), (Ar = n), kr.attachEvent(`onpropertychange`, zr)) : e === `focusout` && Rr();
    }
    function Vr(e) {
      if (e === `selectionchange` || e === `keyup` || e === `keydown`) return Mr(Ar);
    }
    function Hr(e, t) {
      if (e === `click`) return Mr(t);
    }
    function Ur(e, t) {
      if (e === `input` || e === `change`) return Mr(t);
    }
    function Wr(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var Gr = typeof Object.is == `function` ? Object.is : Wr;
    function Kr(e, t) {
      if (Gr(e, t)) return !0;
      if (typeof e != `object` || !e || typeof t != `object` || !t) return !1;
      var n = Object.keys(e),
        r = Object.keys(t);
      if (n.length !== r.length) return !1;
      for (r = 0; r < n.length; r++) {
        var i = n[r];
        if (!ze.call(t, i) || !Gr(e[i], t[i])) return !1;
      }
      return !0;
    }
    function qr(e) {
      if (((e ||= typeof document < `u` ? document : void 0), e === void 0)) return null;
      try {
        return e.activeElement || e.body;
      } catch {
        return e.body;
      }
    }
    function Jr(e) {
      for (; e && e.firstChild; ) e = e.firstChild;
      return e;
    }
    function Yr(e, t) {
      var n = Jr(e);
      e = 0;
      for (var r; n; ) {
        if (n.nodeType === 3) {
          if (((r = e + n.textContent.length), e <= t && r >= t)) return { node: n, offset: t - e };
          e = r;
        }
        a: {
          for (; n; ) {
            if (n.nextSibling) {
              n = n.nextSibling;
              break a;
            }
            n = n.parentNode;
          }
          n = void 0;
        }
        n = Jr(n);
      }
    }
    function Xr(e, t) {
      return e && t
        ? e === t
          ? !0
          : e && e.nodeType === 3
            ? !1
            : t && t.nodeType === 3
              ? Xr(e, t.parentNode)
              : `contains` in e
                ? e.contains(t)
                : e.compareDocumentPosition
                  ? !!(e.compareDocumentPosition(t) & 16)
                  : !1
        : !1;
    }
    function Zr(e) {
      e =
        e != null && e.ownerDocument != null && e.ownerDocument.defaultView != null
          ? e.ownerDocument.defaultView
          : window;
      for (var t = qr(e.document); t instanceof e.HTMLIFrameElement; ) {
        try {
          var n = typeof t.contentWindow.location.href == `string`;
        } catch {
          n = !1;
        }
        if (n) e = t.contentWindow;
        else break;
        t = qr(e.document);
      }
      return t;
    }
    function Qr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return (
        t &&
        ((t === `input` &&
          (e.type === `text` ||
            e.type === `search` ||
            e.type === `tel` ||
            e.type === `url` ||
            e.type === `password`)) ||
          t === `textarea` ||
          e.contentEditable === `true`)
      );
    }
    var $r = jn && `documentMode` in document && 11 >= document.documentMode,
      ei = null,
      ti = null,
      ni = null,
      ri = !1;
    function ii(e, t, n) {
      var r = n.window === n ? n.document : n.nodeType === 9 ? n : n.ownerDocument;
      ri ||
        ei == null ||
        ei !== qr(r) ||
        ((r = ei),
        `selectionStart` in r && Qr(r)
          ? (r = { start: r.selectionStart, end: r.selectionEnd })
          : ((r = ((r.ownerDocument && r.ownerDocument.defaultView) || window).getSelection()),
            (r = {
              anchorNode: r.anchorNode,
              anchorOffset: r.anchorOffset,
              focusNode: r.focusNode,
              focusOffset: r.focusOffset,
            })),
        (ni && Kr(ni, r)) ||
          ((ni = r),
          (r = Jf(ti, `onSelect`)),
          0 < r.length &&
            ((t = new Un(`onSelect`, `select`, null, t, n)), e.push({ event: t, listeners: r }), (t.target = ei))));
    }
    function ai(e, t) {
      var n = {};
      return ((n[e.toLowerCase()] = t.toLowerCase()), (n[`Webkit` + e] = `webkit` + t), (n[`Moz` + e] = `moz` + t), n);
    }
    var oi = {
        animationend: ai(`Animation`, `AnimationEnd`),
        animationiteration: ai(`Animation`, `AnimationIteration`),
        animationstart: ai(`Animation`, `AnimationStart`),
        transitionrun: ai(`Transition`, `TransitionRun`),
        transitionstart: ai(`Transition`, `TransitionStart`),
        transitioncancel: ai(`Transition`, `TransitionCancel`),
        transitionend: ai(`Transition`, `TransitionEnd`),
      },
      si = {},
      ci = {};
    jn &&
      ((ci = document.createElement(`div`).style),
      `AnimationEvent` in window ||
        (delete oi.animationend.animation, delete oi.animationiteration.animation, delete oi.animationstart.animation),
      `TransitionEvent` in window || delete oi.transitionend.transition);
    function li(e) {
      if (si[e]) return si[e];
      if (!oi[e]) return e;
      var t = oi[e],
        n;
      for (n in t) if (Object.hasOwn(t, n) && n in ci) return (si[e] = t[n]);
      return e;
    }
    var ui = li(`animationend`),
      di = li(`animationiteration`),
      fi = li(`animationstart`),
      pi = li(`transitionrun`),
      mi = li(`transitionstart`),
      hi = li(`transitioncancel`),
      gi = li(`transitionend`),
      _i = new Map(),
      vi =
        `abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel`.split(
          ` `,
        );
    vi.push(`scrollEnd`);
    function yi(e, t) {
      _i.set(e, t), Wt(t, [e]);
    }
    var bi = 0;
    function xi(e, t) {
      if (e.name != null && e.name !== `auto`) return e.name;
      if (t.autoName !== null) return t.autoName;
      e = bd.identifierPrefix;
      var n = bi++;
      return ((e = `_` + e + `t_` + n.toString(32) + `_`), (t.autoName = e));
    }
    function Si(e) {
      if (e == null || typeof e == `string`) return e;
      var t = null,
        n = Od;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = e[n[r]];
          if (i != null) {
            if (i === `none`) return `none`;
            t = t == null ? i : t + (` ` + i);
          }
        }
      return t ?? e.default;
    }
    function Ci(e, t) {
      return ((e = Si(e)), (t = Si(t)), t == null ? (e === `auto` ? null : e) : t === `auto` ? null : t);
    }
    var wi =
        typeof reportError == `function`
          ? reportError
          : (e) => {
              if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
                var t = new window.ErrorEvent(`error`, {
                  bubbles: !0,
                  cancelable: !0,
                  message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                  error: e,
                });
                if (!window.dispatchEvent(t)) return;
              } else if (typeof process == `object` && typeof process.emit == `function`) {
                process.emit(`uncaughtException`, e);
                return;
              }
              console.error(e);
            },
      Ti = [],
      Ei = 0,
      Di = 0;
    function Oi() {
      for (var e = Ei, t = (Di = Ei = 0); t < e; ) {
        var n = Ti[t];
        Ti[t++] = null;
        var r = Ti[t];
        Ti[t++] = null;
        var i = Ti[t];
        Ti[t++] = null;
        var a = Ti[t];
        if (((Ti[t++] = null), r !== null && i !== null)) {
          var o = r.pending;
          o === null ? (i.next = i) : ((i.next = o.next), (o.next = i)), (r.pending = i);
        }
        a !== 0 && Mi(n, i, a);
      }
    }
    function ki(e, t, n, r) {
      (Ti[Ei++] = e),
        (Ti[Ei++] = t),
        (Ti[Ei++] = n),
        (Ti[Ei++] = r),
        (Di |= r),
        (e.lanes |= r),
        (e = e.alternate),
        e !== null && (e.lanes |= r);
    }
    function Ai(e, t, n, r) {
      return (ki(e, t, n, r), Ni(e));
    }
    function ji(e, t) {
      return (ki(e, null, null, t), Ni(e));
    }
    function Mi(e, t, n) {
      e.lanes |= n;
      var r = e.alternate;
      r !== null && (r.lanes |= n);
      for (var i = !1, a = e.return; a !== null; )
        (a.childLanes |= n),
          (r = a.alternate),
          r !== null && (r.childLanes |= n),
          a.tag === 22 && ((e = a.stateNode), e === null || e._visibility & 1 || (i = !0)),
          (e = a),
          (a = a.return);
      return e.tag === 3
        ? ((a = e.stateNode),
          i &&
            t !== null &&
            ((i = 31 - nt(n)),
            (e = a.hiddenUpdates),
            (r = e[i]),
            r === null ? (e[i] = [t]) : r.push(t),
            (t.lane = n | 536870912)),
          a)
        : null;
    }
    function Ni(e) {
      if (50 < kd) throw ((kd = 0), (Ad = null), Error(o(185)));
      for (var t = e.return; t !== null; ) (e = t), (t = e.return);
      return e.tag === 3 ? e.stateNode : null;
    }
    var Pi = {};
    function Fi(e, t, n, r) {
      (this.tag = e),
        (this.key = n),
        (this.sibling = this.child = this.return = this.stateNode = this.type = this.elementType = null),
        (this.index = 0),
        (this.refCleanup = this.ref = null),
        (this.pendingProps = t),
        (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
        (this.mode = r),
        (this.subtreeFlags = this.flags = 0),
        (this.deletions = null),
        (this.childLanes = this.lanes = 0),
        (this.alternate = null);
    }
    function Ii(e, t, n, r) {
      return new Fi(e, t, n, r);
    }
    function Li(e) {
      return ((e = e.prototype), !(!e || !e.isReactComponent));
    }
    function Ri(e, t) {
      var n = e.alternate;
      return (
        n === null
          ? ((n = Ii(e.tag, t, e.key, e.mode)),
            (n.elementType = e.elementType),
            (n.type = e.type),
            (n.stateNode = e.stateNode),
            (n.alternate = e),
            (e.alternate = n))
          : ((n.pendingProps = t), (n.type = e.type), (n.flags = 0), (n.subtreeFlags = 0), (n.deletions = null)),
        (n.flags = e.flags & 1206910976),
        (n.childLanes = e.childLanes),
        (n.lanes = e.lanes),
        (n.child = e.child),
        (n.memoizedProps = e.memoizedProps),
        (n.memoizedState = e.memoizedState),
        (n.updateQueue = e.updateQueue),
        (t = e.dependencies),
        (n.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext }),
        (n.sibling = e.sibling),
        (n.index = e.index),
        (n.ref = e.ref),
        (n.refCleanup = e.refCleanup),
        n
      );
    }
    function zi(e, t) {
      e.flags &= 1206910978;
      var n = e.alternate;
      return (
        n === null
          ? ((e.childLanes = 0),
            (e.lanes = t),
            (e.child = null),
            (e.subtreeFlags = 0),
            (e.memoizedProps = null),
            (e.memoizedState = null),
            (e.updateQueue = null),
            (e.dependencies = null),
            (e.stateNode = null))
          : ((e.childLanes = n.childLanes),
            (e.lanes = n.lanes),
            (e.child = n.child),
            (e.subtreeFlags = 0),
            (e.deletions = null),
            (e.memoizedProps = n.memoizedProps),
            (e.memoizedState = n.memoizedState),
            (e.updateQueue = n.updateQueue),
            (e.type = n.type),
            (t = n.dependencies),
            (e.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext })),
        e
      );
    }
    function Bi(e, t, n, r, i, a) {
      var s = 0;
      if (((r = e), typeof r == `function`)) Li(r) && (s = 1);
      else if (typeof r == `string`)
        s = qm(e, n, we.current) ? 26 : e === `html` || e === `head` || e === `body` ? 27 : 5;
      else
        a: switch (r) {
          case le:
            return ((e = Ii(31, n, t, i)), (e.elementType = le), (e.lanes = a), e);
          case k:
            return Vi(n.children, i, a, t);
          case ne:
            (s = 8), (i |= 24);
            break;
          case re:
            return ((e = Ii(12, n, t, i | 2)), (e.elementType = re), (e.lanes = a), e);
          case ae:
            return ((e = Ii(13, n, t, i)), (e.elementType = ae), (e.lanes = a), e);
          case oe:
            return ((e = Ii(19, n, t, i)), (e.elementType = oe), (e.lanes = a), e);
          case ue:
          case fe:
            return (
              (e = i | 32),
              (e = Ii(30, n, t, e)),
              (e.elementType = fe),
              (e.lanes = a),
              (e.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
              e
            );
          default:
            if (typeof r == `object` && r)
              switch (r.$$typeof) {
                case j:
                  s = 10;
                  break a;
                case A:
                  s = 9;
                  break a;
                case ie:
                  s = 11;
                  break a;
                case se:
                  s = 14;
                  break a;
                case ce:
                  (s = 16), (r = null);
                  break a;
              }
            (s = 29), (n = Error(o(130, e === null ? `null` : typeof e, ``))), (r = null);
        }
      return ((t = Ii(s, n, t, i)), (t.elementType = e), (t.type = r), (t.lanes = a), t);
    }
    function Vi(e, t, n, r) {
      return ((e = Ii(7, e, r, t)), (e.lanes = n), e);
    }
    function Hi(e, t, n) {
      return ((e = Ii(6, e, null, t)), (e.lanes = n), e);
    }
    function Ui(e) {
      var t = Ii(18, null, null, 0);
      return ((t.stateNode = e), t);
    }
    function Wi(e, t, n) {
      return (
        (t = Ii(4, e.children === null ? [] : e.children, e.key, t)),
        (t.lanes = n),
        (t.stateNode = { containerInfo: e.containerInfo, pendingChildren: null, implementation: e.implementation }),
        t
      );
    }
    var Gi = new WeakMap();
    function Ki(e, t) {
      if (typeof e == `object` && e) {
        var n = Gi.get(e);
        return n === void 0 ? ((t = { value: e, source: t, stack: Re(t) }), Gi.set(e, t), t) : n;
      }
      return { value: e, source: t, stack: Re(t) };
    }
    var qi = [],
      Ji = 0,
      Yi = null,
      Xi = 0,
      Zi = [],
      Qi = 0,
      $i = null,
      ea = 1,
      ta = ``;
    function na(e, t) {
      (qi[Ji++] = Xi), (qi[Ji++] = Yi), (Yi = e), (Xi = t);
    }
    function ra(e, t, n) {
      (Zi[Qi++] = ea), (Zi[Qi++] = ta), (Zi[Qi++] = $i), ($i = e);
      var r = ea;
      e = ta;
      var i = 32 - nt(r) - 1;
      (r &= ~(1 << i)), (n += 1);
      var a = 32 - nt(t) + i;
      if (30 < a) {
        var o = i - (i % 5);
        (a = (r & ((1 << o) - 1)).toString(32)),
          (r >>= o),
          (i -= o),
          (ea = (1 << (32 - nt(t) + i)) | (n << i) | r),
          (ta = a + e);
      } else (ea = (1 << a) | (n << i) | r), (ta = e);
    }
    function ia(e) {
      e.return !== null && (na(e, 1), ra(e, 1, 0));
    }
    function aa(e) {
      for (; e === Yi; ) (Yi = qi[--Ji]), (qi[Ji] = null), (Xi = qi[--Ji]), (qi[Ji] = null);
      for (; e === $i; )
        ($i = Zi[--Qi]), (Zi[Qi] = null), (ta = Zi[--Qi]), (Zi[Qi] = null), (ea = Zi[--Qi]), (Zi[Qi] = null);
    }
    function oa(e, t) {
      (Zi[Qi++] = ea), (Zi[Qi++] = ta), (Zi[Qi++] = $i), (ea = t.id), (ta = t.overflow), ($i = e);
    }
    var sa = null,
      I = null,
      L = !1,
      ca = null,
      la = !1,
      ua = Error(o(519));
    function da(e) {
      throw (
        _a(Ki(Error(o(418, 1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? `text` : `HTML`, ``)), e)),
        ua
      );
    }
    function fa(e) {
      var t = e.stateNode,
        n = e.type,
        r = e.memoizedProps;
      switch (((t[Et] = e), (t[Dt] = r), n)) {
        case `dialog`:
          Q(`cancel`, t), Q(`close`, t);
          break;
        case `iframe`:
        case `object`:
        case `embed`:
          Q(`load`, t);
          break;
        case `video`:
        case `audio`:
          for (n = 0; n < zf.length; n++) Q(zf[n], t);
          break;
        case `source`:
          Q(`error`, t);
          break;
        case `img`:
        case `image`:
        case `link`:
          Q(`error`, t), Q(`load`, t);
          break;
        case `details`:
          Q(`toggle`, t);
          break;
        case `input`:
          Q(`invalid`, t), ln(t, r.value, r.defaultValue, r.checked, r.defaultChecked, r.type, r.name, !0);
          break;
        case `select`:
          Q(`invalid`, t);
          break;
        case `textarea`:
          Q(`invalid`, t), pn(t, r.value, r.defaultValue, r.children);
      }
      (n = r.children),
        (typeof n != `string` && typeof n != `number` && typeof n != `bigint`) ||
        t.textContent === `` + n ||
        !0 === r.suppressHydrationWarning ||
        ep(t.textContent, n)
          ? (r.popover != null && (Q(`beforetoggle`, t), Q(`toggle`, t)),
            r.onScroll != null && Q(`scroll`, t),
            r.onScrollEnd != null && Q(`scrollend`, t),
            r.onClick != null && (t.onclick = Sn),
            (t = !0))
          : (t = !1),
        t || da(e, !0);
    }
    function pa(e) {
      for (sa = e.return; sa; )
        switch (sa.tag) {
          case 5:
          case 31:
          case 13:
            la = !1;
            return;
          case 27:
          case 3:
            la = !0;
            return;
          default:
            sa = sa.return;
        }
    }
    function ma(e) {
      if (e !== sa) return !1;
      if (!L) return (pa(e), (L = !0), !1);
      var t = e.tag,
        n;
      if (
        ((n = t !== 3 && t !== 27) &&
          ((n = t === 5) && ((n = e.type), (n = n === `form` || n === `button` || pp(e.type, e.memoizedProps))),
          (n = !n)),
        n && I && da(e),
        pa(e),
        t === 13)
      ) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(317));
        I = dm(e);
      } else if (t === 31) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(317));
        I = dm(e);
      } else
        t === 27
          ? ((t = I), Sp(e.type) ? ((e = um), (um = null), (I = e)) : (I = t))
          : (I = sa ? lm(e.stateNode.nextSibling) : null);
      return !0;
    }
    function ha() {
      (I = sa = null), (L = !1);
    }
    function ga() {
      var e = ca;
      return (e !== null && (pd === null ? (pd = e) : pd.push.apply(pd, e), (ca = null)), e);
    }
    function _a(e) {
      ca === null ? (ca = [e]) : ca.push(e);
    }
    var va = Se(null),
      ya = null,
      ba = null;
    function xa(e, t, n) {
      P(va, t._currentValue), (t._currentValue = n);
    }
    function Sa(e) {
      (e._currentValue = va.current), Ce(va);
    }
    function Ca(e, t, n) {
      for (; e !== null; ) {
        var r = e.alternate;
        if (
          ((e.childLanes & t) === t
            ? r !== null && (r.childLanes & t) !== t && (r.childLanes |= t)
            : ((e.childLanes |= t), r !== null && (r.childLanes |= t)),
          e === n)
        )
          break;
        e = e.return;
      }
    }
    function wa(e, t, n, r) {
      var i = e.child;
      for (i !== null && (i.return = e); i !== null; ) {
        var a = i.dependencies;
        if (a !== null) {
          var s = i.child;
          a = a.firstContext;
          a: for (; a !== null; ) {
            var c = a;
            a = i;
            for (var l = 0; l < t.length; l++)
              if (c.context === t[l]) {
                (a.lanes |= n), (c = a.alternate), c !== null && (c.lanes |= n), Ca(a.return, n, e), r || (s = null);
                break a;
              }
            a = c.next;
          }
        } else if (i.tag === 18) {
          if (((s = i.return), s === null)) throw Error(o(341));
          (s.lanes |= n), (a = s.alternate), a !== null && (a.lanes |= n), Ca(s, n, e), (s = null);
        } else
          i.tag === 13 && i.memoizedState !== null && i.memoizedState.dehydrated === null
            ? ((i.lanes |= n),
              (s = i.alternate),
              s !== null && (s.lanes |= n),
              Ca(i.return, n, e),
              (s = i.child),
              (s = s === null ? null : s.sibling))
            : (s = i.child);
        if (s !== null) s.return = i;
        else
          for (s = i; s !== null; ) {
            if (s === e) {
              s = null;
              break;
            }
            if (((i = s.sibling), i !== null)) {
              (i.return = s.return), (s = i);
              break;
            }
            s = s.return;
          }
        i = s;
      }
    }
    function Ta(e, t, n, r) {
      e = null;
      for (var i = t, a = !1; i !== null; ) {
        if (!a) {
          if (i.flags & 524288) a = !0;
          else if (i.flags & 262144) break;
        }
        if (i.tag === 10) {
          var s = i.alternate;
          if (s === null) throw Error(o(387));
          if (((s = s.memoizedProps), s !== null)) {
            var c = i.type;
            Gr(i.pendingProps.value, s.value) || (e === null ? (e = [c]) : e.push(c));
          }
        } else if (i === De.current) {
          if (((s = i.alternate), s === null)) throw Error(o(387));
          s.memoizedState.memoizedState !== i.memoizedState.memoizedState && (e === null ? (e = [sh]) : e.push(sh));
        }
        i = i.return;
      }
      return (e !== null && wa(t, e, n, r), (t.flags |= 262144), e !== null);
    }
    function R(e) {
      for (e = e.firstContext; e !== null; ) {
        if (!Gr(e.context._currentValue, e.memoizedValue)) return !0;
        e = e.next;
      }
      return !1;
    }
    function Ea(e) {
      (ya = e), (ba = null), (e = e.dependencies), e !== null && (e.firstContext = null);
    }
    function Da(e) {
      return ka(ya, e);
    }
    function Oa(e, t) {
      return (ya === null && Ea(e), ka(e, t));
    }
    function ka(e, t) {
      var n = t._currentValue;
      if (((t = { context: t, memoizedValue: n, next: null }), ba === null)) {
        if (e === null) throw Error(o(308));
        (ba = t), (e.dependencies = { lanes: 0, firstContext: t }), (e.flags |= 524288);
      } else ba = ba.next = t;
      return n;
    }
    var Aa =
        typeof AbortController < `u`
          ? AbortController
          : function () {
              var e = [],
                t = (this.signal = {
                  aborted: !1,
                  addEventListener: (t, n) => {
                    e.push(n);
                  },
                });
              this.abort = () => {
                (t.aborted = !0), e.forEach((e) => e());
              };
            },
      ja = t.unstable_scheduleCallback,
      Ma = t.unstable_NormalPriority,
      Na = { $$typeof: j, Consumer: null, Provider: null, _currentValue: null, _currentValue2: null, _threadCount: 0 };
    function Pa() {
      return { controller: new Aa(), data: new Map(), refCount: 0 };
    }
    function Fa(e) {
      e.refCount--,
        e.refCount === 0 &&
          ja(Ma, () => {
            e.controller.abort();
          });
    }
    function Ia(e, t) {
      if (e.pendingLanes & 4194048) {
        var n = e.transitionTypes;
        for (n === null && (n = e.transitionTypes = []), e = 0; e < t.length; e++) {
          var r = t[e];
          n.indexOf(r) === -1 && n.push(r);
        }
      }
    }
    var La = null;
    function Ra(e) {
      var t = e.transitionTypes;
      return ((e.transitionTypes = null), t);
    }
    var za = null,
      z = 0,
      Ba = 0,
      Va = null;
    function Ha(e, t) {
      if (za === null) {
        var n = (za = []);
        (z = 0),
          (Ba = Pf()),
          (Va = {
            status: `pending`,
            value: void 0,
            then: (e) => {
              n.push(e);
            },
          });
      }
      return (z++, t.then(Ua, Ua), t);
    }
    function Ua() {
      if (--z === 0 && ((La = null), za !== null)) {
        Va !== null && (Va.status = `fulfilled`);
        var e = za;
        (za = null), (Ba = 0), (Va = null);
        for (var t = 0; t < e.length; t++) (0, e[t])();
      }
    }
    function Wa(e, t) {
      var n = [],
        r = {
          status: `pending`,
          value: null,
          reason: null,
          then: (e) => {
            n.push(e);
          },
        };
      return (
        e.then(
          () => {
            (r.status = `fulfilled`), (r.value = t);
            for (var e = 0; e < n.length; e++) (0, n[e])(t);
          },
          (e) => {
            for (r.status = `rejected`, r.reason = e, e = 0; e < n.length; e++) (0, n[e])(void 0);
          },
        ),
        r
      );
    }
    var Ga = M.S;
    M.S = (e, t) => {
      if (((gd = We()), typeof t == `object` && t && typeof t.then == `function` && Ha(e, t), La !== null))
        for (var n = bf; n !== null; ) Ia(n, La), (n = n.next);
      if (((n = e.types), n !== null)) {
        for (var r = bf; r !== null; ) Ia(r, n), (r = r.next);
        if (Ba !== 0) {
          (r = La), r === null && (r = La = []);
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.indexOf(a) === -1 && r.push(a);
          }
        }
      }
      Ga !== null && Ga(e, t);
    };
    var Ka = Se(null);
    function qa() {
      var e = Ka.current;
      return e === null ? K.pooledCache : e;
    }
    function Ja(e, t) {
      t === null ? P(Ka, Ka.current) : P(Ka, t.pool);
    }
    function Ya() {
      var e = qa();
      return e === null ? null : { parent: Na._currentValue, pool: e };
    }
    var Xa = Error(o(460)),
      Za = Error(o(474)),
      Qa = Error(o(542)),
      $a = { then: () => {} };
    function eo(e) {
      return ((e = e.status), e === `fulfilled` || e === `rejected`);
    }
    function to(e, t, n) {
      switch (((n = e[n]), n === void 0 ? e.push(t) : n !== t && (t.then(Sn, Sn), (t = n)), t.status)) {
        case `fulfilled`:
          return t.value;
        case `rejected`:
          throw ((e = t.reason), ao(e), e === void 0 && !(`reason` in t) ? Error(o(600)) : e);
        default:
          if (typeof t.status == `string`) t.then(Sn, Sn);
          else {
            if (((e = K), e !== null && 100 < e.shellSuspendCounter)) throw Error(o(482));
            (e = t),
              (e.status = `pending`),
              e.then(
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `fulfilled`), (n.value = e);
                  }
                },
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `rejected`), (n.reason = e);
                  }
                },
              );
          }
          switch (t.status) {
            case `fulfilled`:
              return t.value;
            case `rejected`:
              throw ((e = t.reason), ao(e), e);
          }
          throw ((ro = t), Xa);
      }
    }
    function no(e) {
      try {
        var t = e._init;
        return t(e._payload);
      } catch (e) {
        throw typeof e == `object` && e && typeof e.then == `function` ? ((ro = e), Xa) : e;
      }
    }
    var ro = null;
    function io() {
      if (ro === null) throw Error(o(459));
      var e = ro;
      return ((ro = null), e);
    }
    function ao(e) {
      if (e === Xa || e === Qa) throw Error(o(483));
    }
    var oo = null,
      so = 0;
    function co(e) {
      var t = so;
      return ((so += 1), oo === null && (oo = []), to(oo, e, t));
    }
    function lo(e, t) {
      (t = t.props.ref), (e.ref = t === void 0 ? null : t);
    }
    function uo(e, t) {
      throw t.$$typeof === D
        ? Error(o(525))
        : ((e = Object.prototype.toString.call(t)),
          Error(o(31, e === `[object Object]` ? `object with keys {` + Object.keys(t).join(`, `) + `}` : e)));
    }
    function fo(e) {
      function t(t, n) {
        if (e) {
          var r = t.deletions;
          r === null ? ((t.deletions = [n]), (t.flags |= 16)) : r.push(n);
        }
      }
      function n(n, r) {
        if (!e) return null;
        for (; r !== null; ) t(n, r), (r = r.sibling);
        return null;
      }
      function r(e) {
        for (var t = new Map(); e !== null; ) e.key === null ? t.set(e.index, e) : t.set(e.key, e), (e = e.sibling);
        return t;
      }
      function i(e, t) {
        return ((e = Ri(e, t)), (e.index = 0), (e.sibling = null), e);
      }
      function a(t, n, r) {
        return (
          (t.index = r),
          e
            ? ((r = t.alternate),
              r === null ? ((t.flags |= 134217730), n) : ((r = r.index), r < n ? ((t.flags |= 2), n) : r))
            : ((t.flags |= 1048576), n)
        );
      }
      function s(t) {
        return (e && t.alternate === null && (t.flags |= 134217730), t);
      }
      function c(e, t, n, r) {
        return t === null || t.tag !== 6
          ? ((t = Hi(n, e.mode, r)), (t.return = e), t)
          : ((t = i(t, n)), (t.return = e), t);
      }
      function l(e, t, n, r) {
        var a = n.type;
        return a === k
          ? ((e = d(e, t, n.props.children, r, n.key)), lo(e, n), e)
          : t !== null && (t.elementType === a || (typeof a == `object` && a && a.$$typeof === ce && no(a) === t.type))
            ? ((t = i(t, n.props)), lo(t, n), (t.return = e), t)
            : ((t = Bi(n.type, n.key, n.props, null, e.mode, r)), lo(t, n), (t.return = e), t);
      }
      function u(e, t, n, r) {
        return t === null ||
          t.tag !== 4 ||
          t.stateNode.containerInfo !== n.containerInfo ||
          t.stateNode.implementation !== n.implementation
          ? ((t = Wi(n, e.mode, r)), (t.return = e), t)
          : ((t = i(t, n.children || [])), (t.return = e), t);
      }
      function d(e, t, n, r, a) {
        return t === null || t.tag !== 7
          ? ((t = Vi(n, e.mode, r, a)), (t.return = e), t)
          : ((t = i(t, n)), (t.return = e), t);
      }
      function f(e, t, n) {
        if ((typeof t == `string` && t !== ``) || typeof t == `number` || typeof t == `bigint`)
          return ((t = Hi(`` + t, e.mode, n)), (t.return = e), t);
        if (typeof t == `object` && t) {
          switch (t.$$typeof) {
            case O:
              return ((n = Bi(t.type, t.key, t.props, null, e.mode, n)), lo(n, t), (n.return = e), n);
            case te:
              return ((t = Wi(t, e.mode, n)), (t.return = e), t);
            case ce:
              return ((t = no(t)), f(e, t, n));
          }
          if (ve(t) || he(t)) return ((t = Vi(t, e.mode, n, null)), (t.return = e), t);
          if (typeof t.then == `function`) return f(e, co(t), n);
          if (t.$$typeof === j) return f(e, Oa(e, t), n);
          uo(e, t);
        }
        return null;
      }
      function p(e, t, n, r) {
        var i = t === null ? null : t.key;
        if ((typeof n == `string` && n !== ``) || typeof n == `number` || typeof n == `bigint`)
          return i === null ? c(e, t, `` + n, r) : null;
        if (typeof n == `object` && n) {
          switch (n.$$typeof) {
            case O:
              return n.key === i ? l(e, t, n, r) : null;
            case te:
              return n.key === i ? u(e, t, n, r) : null;
            case ce:
              return ((n = no(n)), p(e, t, n, r));
          }
          if (ve(n) || he(n)) return i === null ? d(e, t, n, r, null) : null;
          if (typeof n.then == `function`) return p(e, t, co(n), r);
          if (n.$$typeof === j) return p(e, t, Oa(e, n), r);
          uo(e, n);
        }
        return null;
      }
      function m(e, t, n, r, i) {
        if ((typeof r == `string` && r !== ``) || typeof r == `number` || typeof r == `bigint`)
          return ((e = e.get(n) || null), c(t, e, `` + r, i));
        if (typeof r == `object` && r) {
          switch (r.$$typeof) {
            case O:
              return ((e = e.get(r.key === null ? n : r.key) || null), l(t, e, r, i));
            case te:
              return ((e = e.get(r.key === null ? n : r.key) || null), u(t, e, r, i));
            case ce:
              return ((r = no(r)), m(e, t, n, r, i));
          }
          if (ve(r) || he(r)) return ((e = e.get(n) || null), d(t, e, r, i, null));
          if (typeof r.then == `function`) return m(e, t, n, co(r), i);
          if (r.$$typeof === j) return m(e, t, n, Oa(t, r), i);
          uo(t, r);
        }
        return null;
      }
      function h(i, o, s, c) {
        for (var l = null, u = null, d = o, h = (o = 0), g = null; d !== null && h < s.length; h++) {
          d.index > h ? ((g = d), (d = null)) : (g = d.sibling);
          var _ = p(i, d, s[h], c);
          if (_ === null) {
            d === null && (d = g);
            break;
          }
          e && d && _.alternate === null && t(i, d),
            (o = a(_, o, h)),
            u === null ? (l = _) : (u.sibling = _),
            (u = _),
            (d = g);
        }
        if (h === s.length) return (n(i, d), L && na(i, h), l);
        if (d === null) {
          for (; h < s.length; h++)
            (d = f(i, s[h], c)), d !== null && ((o = a(d, o, h)), u === null ? (l = d) : (u.sibling = d), (u = d));
          return (L && na(i, h), l);
        }
        for (d = r(d); h < s.length; h++)
          (g = m(d, i, h, s[h], c)),
            g !== null &&
              (e && ((_ = g.alternate), _ !== null && d.delete(_.key === null ? h : _.key)),
              (o = a(g, o, h)),
              u === null ? (l = g) : (u.sibling = g),
              (u = g));
        return (e && d.forEach((e) => t(i, e)), L && na(i, h), l);
      }
      function g(i, s, c, l) {
        if (c == null) throw Error(o(151));
        for (
          var u = null, d = null, h = s, g = (s = 0), _ = null, v = c.next();
          h !== null && !v.done;
          g++, v = c.next()
        ) {
          h.index > g ? ((_ = h), (h = null)) : (_ = h.sibling);
          var y = p(i, h, v.value, l);
          if (y === null) {
            h === null && (h = _);
            break;
          }
          e && h && y.alternate === null && t(i, h),
            (s = a(y, s, g)),
            d === null ? (u = y) : (d.sibling = y),
            (d = y),
            (h = _);
        }
        if (v.done) return (n(i, h), L && na(i, g), u);
        if (h === null) {
          for (; !v.done; g++, v = c.next())
            (v = f(i, v.value, l)), v !== null && ((s = a(v, s, g)), d === null ? (u = v) : (d.sibling = v), (d = v));
          return (L && na(i, g), u);
        }
        for (h = r(h); !v.done; g++, v = c.next())
          (v = m(h, i, g, v.value, l)),
            v !== null &&
              (e && ((_ = v.alternate), _ !== null && h.delete(_.key === null ? g : _.key)),
              (s = a(v, s, g)),
              d === null ? (u = v) : (d.sibling = v),
              (d = v));
        return (e && h.forEach((e) => t(i, e)), L && na(i, g), u);
      }
      function _(e, r, a, c) {
        if (
          (typeof a == `object` &&
            a &&
            a.type === k &&
            a.key === null &&
            a.props.ref === void 0 &&
            (a = a.props.children),
          typeof a == `object` && a)
        ) {
          switch (a.$$typeof) {
            case O:
              a: {
                for (var l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (((l = a.type), l === k)) {
                      if (r.tag === 7) {
                        n(e, r.sibling), (c = i(r, a.props.children)), lo(c, a), (c.return = e), (e = c);
                        break a;
                      }
                    } else if (
                      r.elementType === l ||
                      (typeof l == `object` && l && l.$$typeof === ce && no(l) === r.type)
                    ) {
                      n(e, r.sibling), (c = i(r, a.props)), lo(c, a), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                a.type === k
                  ? ((c = Vi(a.props.children, e.mode, c, a.key)), lo(c, a), (c.return = e), (e = c))
                  : ((c = Bi(a.type, a.key, a.props, null, e.mode, c)), lo(c, a), (c.return = e), (e = c));
              }
              return s(e);
            case te:
              a: {
                for (l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (
                      r.tag === 4 &&
                      r.stateNode.containerInfo === a.containerInfo &&
                      r.stateNode.implementation === a.implementation
                    ) {
                      n(e, r.sibling), (c = i(r, a.children || [])), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                (c = Wi(a, e.mode, c)), (c.return = e), (e = c);
              }
              return s(e);
            case ce:
              return ((a = no(a)), _(e, r, a, c));
          }
          if (ve(a)) return h(e, r, a, c);
          if (he(a)) {
            if (((l = he(a)), typeof l != `function`)) throw Error(o(150));
            return ((a = l.call(a)), g(e, r, a, c));
          }
          if (typeof a.then == `function`) return _(e, r, co(a), c);
          if (a.$$typeof === j) return _(e, r, Oa(e, a), c);
          uo(e, a);
        }
        return (typeof a == `string` && a !== ``) || typeof a == `number` || typeof a == `bigint`
          ? ((a = `` + a),
            r !== null && r.tag === 6
              ? (n(e, r.sibling), (c = i(r, a)), (c.return = e), (e = c))
              : (n(e, r), (c = Hi(a, e.mode, c)), (c.return = e), (e = c)),
            s(e))
          : n(e, r);
      }
      return (e, t, n, r) => {
        try {
          so = 0;
          var i = _(e, t, n, r);
          return ((oo = null), i);
        } catch (t) {
          if (t === Xa || t === Qa) throw t;
          var a = Ii(29, t, null, e.mode);
          return ((a.lanes = r), (a.return = e), a);
        }
      };
    }
    var po = fo(!0),
      mo = fo(!1),
      ho = !1;
    function go(e) {
      e.updateQueue = {
        baseState: e.memoizedState,
        firstBaseUpdate: null,
        lastBaseUpdate: null,
        shared: { pending: null, lanes: 0, hiddenCallbacks: null },
        callbacks: null,
      };
    }
    function _o(e, t) {
      (e = e.updateQueue),
        t.updateQueue === e &&
          (t.updateQueue = {
            baseState: e.baseState,
            firstBaseUpdate: e.firstBaseUpdate,
            lastBaseUpdate: e.lastBaseUpdate,
            shared: e.shared,
            callbacks: null,
          });
    }
    function vo(e) {
      return { lane: e, tag: 0, payload: null, callback: null, next: null };
    }
    function yo(e, t, n) {
      var r = e.updateQueue;
      if (r === null) return null;
      if (((r = r.shared), G & 2)) {
        var i = r.pending;
        return (
          i === null ? (t.next = t) : ((t.next = i.next), (i.next = t)), (r.pending = t), (t = Ni(e)), Mi(e, null, n), t
        );
      }
      return (ki(e, r, t, n), Ni(e));
    }
    function bo(e, t, n) {
      if (((t = t.updateQueue), t !== null && ((t = t.shared), n & 4194048))) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), yt(e, n);
      }
    }
    function xo(e, t) {
      var n = e.updateQueue,
        r = e.alternate;
      if (r !== null && ((r = r.updateQueue), n === r)) {
        var i = null,
          a = null;
        if (((n = n.firstBaseUpdate), n !== null)) {
          do {
            var o = { lane: n.lane, tag: n.tag, payload: n.payload, callback: null, next: null };
            a === null ? (i = a = o) : (a = a.next = o), (n = n.next);
          } while (n !== null);
          a === null ? (i = a = t) : (a = a.next = t);
        } else i = a = t;
        (n = {
          baseState: r.baseState,
          firstBaseUpdate: i,
          lastBaseUpdate: a,
          shared: r.shared,
          callbacks: r.callbacks,
        }),
          (e.updateQueue = n);
      } else (e = n.lastBaseUpdate), e === null ? (n.firstBaseUpdate = t) : (e.next = t), (n.lastBaseUpdate = t);
    }
    var So = !1;
    function Co() {
      if (So) {
        var e = Va;
        if (e !== null) throw e;
      }
    }
    function wo(e, t, n, r) {
      So = !1;
      var i = e.updateQueue;
      ho = !1;
      var a = i.firstBaseUpdate,
        o = i.lastBaseUpdate,
        s = i.shared.pending;
      if (s !== null) {
        i.shared.pending = null;
        var c = s,
          l = c.next;
        (c.next = null), o === null ? (a = l) : (o.next = l), (o = c);
        var u = e.alternate;
        u !== null &&
          ((u = u.updateQueue),
          (s = u.lastBaseUpdate),
          s !== o && (s === null ? (u.firstBaseUpdate = l) : (s.next = l), (u.lastBaseUpdate = c)));
      }
      if (a !== null) {
        var d = i.baseState;
        (o = 0), (u = l = c = null), (s = a);
        do {
          var f = s.lane & -536870913,
            p = f !== s.lane;
          if (p ? (J & f) === f : (r & f) === f) {
            f !== 0 && f === Ba && (So = !0),
              u !== null && (u = u.next = { lane: 0, tag: s.tag, payload: s.payload, callback: null, next: null });
            a: {
              var m = e,
                h = s;
              f = t;
              var g = n;
              switch (h.tag) {
                case 1:
                  if (((m = h.payload), typeof m == `function`)) {
                    d = m.call(g, d, f);
                    break a;
                  }
                  d = m;
                  break a;
                case 3:
                  m.flags = (m.flags & -65537) | 128;
                case 0:
                  if (((m = h.payload), (f = typeof m == `function` ? m.call(g, d, f) : m), f == null)) break a;
                  d = E({}, d, f);
                  break a;
                case 2:
                  ho = !0;
              }
            }
            (f = s.callback),
              f !== null &&
                ((e.flags |= 64),
                p && (e.flags |= 8192),
                (p = i.callbacks),
                p === null ? (i.callbacks = [f]) : p.push(f));
          } else
            (p = { lane: f, tag: s.tag, payload: s.payload, callback: s.callback, next: null }),
              u === null ? ((l = u = p), (c = d)) : (u = u.next = p),
              (o |= f);
          if (((s = s.next), s === null)) {
            if (((s = i.shared.pending), s === null)) break;
            (p = s), (s = p.next), (p.next = null), (i.lastBaseUpdate = p), (i.shared.pending = null);
          }
        } while (1);
        u === null && (c = d),
          (i.baseState = c),
          (i.firstBaseUpdate = l),
          (i.lastBaseUpdate = u),
          a === null && (i.shared.lanes = 0),
          (sd |= o),
          (e.lanes = o),
          (e.memoizedState = d);
      }
    }
    function To(e, t) {
      if (typeof e != `function`) throw Error(o(191, e));
      e.call(t);
    }
    function Eo(e, t) {
      var n = e.callbacks;
      if (n !== null) for (e.callbacks = null, e = 0; e < n.length; e++) To(n[e], t);
    }
    var Do = Se(null),
      Oo = Se(0);
    function ko(e, t) {
      (e = ad), P(Oo, e), P(Do, t), (ad = e | t.baseLanes);
    }
    function Ao() {
      P(Oo, ad), P(Do, Do.current);
    }
    function jo() {
      (ad = Oo.current), Ce(Do), Ce(Oo);
    }
    var Mo = Se(null),
      No = null;
    function Po(e) {
      var t = e.alternate;
      P(zo, zo.current & 1),
        P(Mo, e),
        No === null && (t === null || Do.current !== null || t.memoizedState !== null) && (No = e);
    }
    function Fo(e) {
      P(zo, zo.current), P(Mo, e), No === null && (No = e);
    }
    function Io(e) {
      e.tag === 22 ? (P(zo, zo.current), P(Mo, e), No === null && (No = e)) : Lo();
    }
    function Lo() {
      P(zo, zo.current), P(Mo, Mo.current);
    }
    function Ro(e) {
      Ce(Mo), No === e && (No = null), Ce(zo);
    }
    var zo = Se(0);
    function Bo(e, t) {
      P(Mo, Mo.current), P(zo, t);
    }
    function Vo(e) {
      Ce(zo), Ce(Mo), No === e && (No = null);
    }
    function Ho(e) {
      for (var t = e; t !== null; ) {
        if (t.tag === 13) {
          var n = t.memoizedState;
          if (n !== null && ((n = n.dehydrated), n === null || om(n) || sm(n))) return t;
        } else if (t.tag === 19 && t.memoizedProps.revealOrder !== `independent`) {
          if (t.flags & 128) return t;
        } else if (t.child !== null) {
          (t.child.return = t), (t = t.child);
          continue;
        }
        if (t === e) break;
        for (; t.sibling === null; ) {
          if (t.return === null || t.return === e) return null;
          t = t.return;
        }
        (t.sibling.return = t.return), (t = t.sibling);
      }
      return null;
    }
    var Uo = 0,
      B = null,
      V = null,
      Wo = null,
      Go = !1,
      Ko = !1,
      qo = !1,
      Jo = 0,
      Yo = 0,
      Xo = null,
      Zo = 0;
    function Qo() {
      throw Error(o(321));
    }
    function $o(e, t) {
      if (t === null) return !1;
      for (var n = 0; n < t.length && n < e.length; n++) if (!Gr(e[n], t[n])) return !1;
      return !0;
    }
    function es(e, t, n, r, i, a) {
      return (
        (Uo = a),
        (B = t),
        (t.memoizedState = null),
        (t.updateQueue = null),
        (t.lanes = 0),
        (M.H = e === null || e.memoizedState === null ? _c : vc),
        (qo = !1),
        (a = n(r, i)),
        (qo = !1),
        Ko && (a = ns(t, n, r, i)),
        ts(e),
        a
      );
    }
    function ts(e) {
      M.H = gc;
      var t = V !== null && V.next !== null;
      if (((Uo = 0), (Wo = V = B = null), (Go = !1), (Yo = 0), (Xo = null), t)) throw Error(o(300));
      e === null || Fc || ((e = e.dependencies), e !== null && R(e) && (Fc = !0));
    }
    function ns(e, t, n, r) {
      B = e;
      var i = 0;
      do {
        if ((Ko && (Xo = null), (Yo = 0), (Ko = !1), 25 <= i)) throw Error(o(301));
        if (((i += 1), (Wo = V = null), e.updateQueue != null)) {
          var a = e.updateQueue;
          (a.lastEffect = null), (a.events = null), (a.stores = null), a.memoCache != null && (a.memoCache.index = 0);
        }
        (M.H = yc), (a = t(n, r));
      } while (Ko);
      return a;
    }
    function rs() {
      var e = M.H,
        t = e.useState()[0];
      return (
        (t = typeof t.then == `function` ? us(t) : t),
        (e = e.useState()[0]),
        (V === null ? null : V.memoizedState) !== e && (B.flags |= 1024),
        t
      );
    }
    function is() {
      var e = Jo !== 0;
      return ((Jo = 0), e);
    }
    function as(e, t, n) {
      (t.updateQueue = e.updateQueue), (t.flags &= -2053), (e.lanes &= ~n);
    }
    function os(e) {
      if (Go) {
        for (e = e.memoizedState; e !== null; ) {
          var t = e.queue;
          t !== null && (t.pending = null), (e = e.next);
        }
        Go = !1;
      }
      (Uo = 0), (Wo = V = B = null), (Ko = !1), (Yo = Jo = 0), (Xo = null);
    }
    function ss() {
      var e = { memoizedState: null, baseState: null, baseQueue: null, queue: null, next: null };
      return (Wo === null ? (B.memoizedState = Wo = e) : (Wo = Wo.next = e), Wo);
    }
    function cs() {
      if (V === null) {
        var e = B.alternate;
        e = e === null ? null : e.memoizedState;
      } else e = V.next;
      var t = Wo === null ? B.memoizedState : Wo.next;
      if (t !== null) (Wo = t), (V = e);
      else {
        if (e === null) throw B.alternate === null ? Error(o(467)) : Error(o(310));
        (V = e),
          (e = {
            memoizedState: V.memoizedState,
            baseState: V.baseState,
            baseQueue: V.baseQueue,
            queue: V.queue,
            next: null,
          }),
          Wo === null ? (B.memoizedState = Wo = e) : (Wo = Wo.next = e);
      }
      return Wo;
    }
    function ls() {
      return { lastEffect: null, events: null, stores: null, memoCache: null };
    }
    function us(e) {
      var t = Yo;
      return (
        (Yo += 1),
        Xo === null && (Xo = []),
        (e = to(Xo, e, t)),
        (t = B),
        (Wo === null ? t.memoizedState : Wo.next) === null &&
          ((t = t.alternate), (M.H = t === null || t.memoizedState === null ? _c : vc)),
        e
      );
    }
    function ds(e) {
      if (typeof e == `object` && e) {
        if (typeof e.then == `function`) return us(e);
        if (e.$$typeof === pe) return;
        if (e.$$typeof === j) return Da(e);
      }
      throw Error(o(438, String(e)));
    }
    function fs(e) {
      var t = null,
        n = B.updateQueue;
      if ((n !== null && (t = n.memoCache), t == null)) {
        var r = B.alternate;
        r !== null &&
          ((r = r.updateQueue),
          r !== null && ((r = r.memoCache), r != null && (t = { data: r.data.map((e) => e.slice()), index: 0 })));
      }
      if (
        ((t ??= { data: [], index: 0 }),
        n === null && ((n = ls()), (B.updateQueue = n)),
        (n.memoCache = t),
        (n = t.data[t.index]),
        n === void 0)
      )
        for (n = t.data[t.index] = Array(e), r = 0; r < e; r++) n[r] = de;
      return (t.index++, n);
    }
    function ps(e, t) {
      return typeof t == `function` ? t(e) : t;
    }
    function ms(e) {
      return hs(cs(), V, e);
    }
    function hs(e, t, n) {
      var r = e.queue;
      if (r === null) throw Error(o(311));
      r.lastRenderedReducer = n;
      var i = e.baseQueue,
        a = r.pending;
      if (a !== null) {
        if (i !== null) {
          var s = i.next;
          (i.next = a.next), (a.next = s);
        }
        (t.baseQueue = i = a), (r.pending = null);
      }
      if (((a = e.baseState), i === null)) e.memoizedState = a;
      else {
        t = i.next;
        var c = (s = null),
          l = null,
          u = t,
          d = !1;
        do {
          var f = u.lane & -536870913;
          if (f === u.lane ? (Uo & f) === f : (J & f) === f) {
            var p = u.revertLane;
            if (p === 0)
              l !== null &&
                (l = l.next =
                  {
                    lane: 0,
                    revertLane: 0,
                    gesture: null,
                    action: u.action,
                    hasEagerState: u.hasEagerState,
                    eagerState: u.eagerState,
                    next: null,
                  }),
                f === Ba && (d = !0);
            else if ((Uo & p) === p) {
              (u = u.next), p === Ba && (d = !0);
              continue;
            } else
              (f = {
                lane: 0,
                revertLane: u.revertLane,
                gesture: null,
                action: u.action,
                hasEagerState: u.hasEagerState,
                eagerState: u.eagerState,
                next: null,
              }),
                l === null ? ((c = l = f), (s = a)) : (l = l.next = f),
                (B.lanes |= p),
                (sd |= p);
            (f = u.action), qo && n(a, f), (a = u.hasEagerState ? u.eagerState : n(a, f));
          } else
            (p = {
              lane: f,
              revertLane: u.revertLane,
              gesture: u.gesture,
              action: u.action,
              hasEagerState: u.hasEagerState,
              eagerState: u.eagerState,
              next: null,
            }),
              l === null ? ((c = l = p), (s = a)) : (l = l.next = p),
              (B.lanes |= f),
              (sd |= f);
          u = u.next;
        } while (u !== null && u !== t);
        if ((l === null ? (s = a) : (l.next = c), !Gr(a, e.memoizedState) && ((Fc = !0), d && ((n = Va), n !== null))))
          throw n;
        (e.memoizedState = a), (e.baseState = s), (e.baseQueue = l), (r.lastRenderedState = a);
      }
      return (i === null && (r.lanes = 0), [e.memoizedState, r.dispatch]);
    }
    function gs(e) {
      var t = cs(),
        n = t.queue;
      if (n === null) throw Error(o(311));
      n.lastRenderedReducer = e;
      var r = n.dispatch,
        i = n.pending,
        a = t.memoizedState;
      if (i !== null) {
        n.pending = null;
        var s = (i = i.next);
        do (a = e(a, s.action)), (s = s.next);
        while (s !== i);
        Gr(a, t.memoizedState) || (Fc = !0),
          (t.memoizedState = a),
          t.baseQueue === null && (t.baseState = a),
          (n.lastRenderedState = a);
      }
      return [a, r];
    }
    function _s(e, t, n) {
      var r = B,
        i = cs(),
        a = L;
      if (a) {
        if (n === void 0) throw Error(o(407));
        n = n();
      } else n = t();
      var s = !Gr((V || i).memoizedState, n);
      if (
        (s && ((i.memoizedState = n), (Fc = !0)),
        (i = i.queue),
        Hs(bs.bind(null, r, i, e), [e]),
        (e = i.getSnapshot !== t || s || (Wo !== null && !!(Wo.memoizedState.tag & 1))),
        Ls(e ? 9 : 8, { destroy: void 0 }, ys.bind(null, r, i, n, t), null),
        e)
      ) {
        if (((r.flags |= 2048), K === null)) throw Error(o(349));
        a || Uo & 127 || vs(r, t, n);
      }
      return n;
    }
    function vs(e, t, n) {
      (e.flags |= 16384),
        (e = { getSnapshot: t, value: n }),
        (t = B.updateQueue),
        t === null
          ? ((t = ls()), (B.updateQueue = t), (t.stores = [e]))
          : ((n = t.stores), n === null ? (t.stores = [e]) : n.push(e));
    }
    function ys(e, t, n, r) {
      (t.value = n), (t.getSnapshot = r), xs(t) && Ss(e);
    }
    function bs(e, t, n) {
      return n(() => {
        xs(t) && Ss(e);
      });
    }
    function xs(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !Gr(e, n);
      } catch {
        return !0;
      }
    }
    function Ss(e) {
      var t = ji(e, 2);
      t !== null && Pd(t, e, 2);
    }
    function Cs(e) {
      var t = ss();
      if (typeof e == `function`) {
        var n = e;
        if (((e = n()), qo)) {
          tt(!0);
          try {
            n();
          } finally {
            tt(!1);
          }
        }
      }
      return (
        (t.memoizedState = t.baseState = e),
        (t.queue = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ps, lastRenderedState: e }),
        t
      );
    }
    function ws(e, t, n, r) {
      return ((e.baseState = n), hs(e, V, typeof r == `function` ? r : ps));
    }
    function Ts(e, t, n, r, i) {
      if (pc(e)) throw Error(o(485));
      if (((e = t.action), e !== null)) {
        var a = {
          payload: i,
          action: e,
          next: null,
          isTransition: !0,
          status: `pending`,
          value: null,
          reason: null,
          listeners: [],
          then: (e) => {
            a.listeners.push(e);
          },
        };
        M.T === null ? (a.isTransition = !1) : n(!0),
          r(a),
          (n = t.pending),
          n === null ? ((a.next = t.pending = a), Es(t, a)) : ((a.next = n.next), (t.pending = n.next = a));
      }
    }
    function Es(e, t) {
      var n = t.action,
        r = t.payload,
        i = e.state;
      if (t.isTransition) {
        var a = M.T,
          o = {};
        (o.types = a === null ? null : a.types), (M.T = o);
        try {
          var s = n(i, r),
            c = M.S;
          c !== null && c(o, s), Ds(e, t, s);
        } catch (n) {
          ks(e, t, n);
        } finally {
          a !== null && o.types !== null && (a.types = o.types), (M.T = a);
        }
      } else
        try {
          (a = n(i, r)), Ds(e, t, a);
        } catch (n) {
          ks(e, t, n);
        }
    }
    function Ds(e, t, n) {
      typeof n == `object` && n && typeof n.then == `function`
        ? n.then(
            (n) => {
              Os(e, t, n);
            },
            (n) => ks(e, t, n),
          )
        : Os(e, t, n);
    }
    function Os(e, t, n) {
      (t.status = `fulfilled`),
        (t.value = n),
        As(t),
        (e.state = n),
        (t = e.pending),
        t !== null && ((n = t.next), n === t ? (e.pending = null) : ((n = n.next), (t.next = n), Es(e, n)));
    }
    function ks(e, t, n) {
      var r = e.pending;
      if (((e.pending = null), r !== null)) {
        r = r.next;
        do (t.status = `rejected`), (t.reason = n), As(t), (t = t.next);
        while (t !== r);
      }
      e.action = null;
    }
    function As(e) {
      e = e.listeners;
      for (var t = 0; t < e.length; t++) (0, e[t])();
    }
    function js(e, t) {
      return t;
    }
    function Ms(e, t) {
      if (L) {
        var n = K.formState;
        if (n !== null) {
          a: {
            var r = B;
            if (L) {
              if (I) {
                b: {
                  for (var i = I, a = la; i.nodeType !== 8; )
                    if (!a || ((i = lm(i.nextSibling)), i === null)) {
                      i = null;
                      break b;
                    }
                  (a = i.data), (i = a === `F!` || a === `F` ? i : null);
                }
                if (i) {
                  (I = lm(i.nextSibling)), (r = i.data === `F!`);
                  break a;
                }
              }
              da(r);
            }
            r = !1;
          }
          r && (t = n[0]);
        }
      }
      return (
        (n = ss()),
        (n.memoizedState = n.baseState = t),
        (r = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: js, lastRenderedState: t }),
        (n.queue = r),
        (n = uc.bind(null, B, r)),
        (r.dispatch = n),
        (r = Cs(!1)),
        (a = fc.bind(null, B, !1, r.queue)),
        (r = ss()),
        (i = { state: t, dispatch: null, action: e, pending: null }),
        (r.queue = i),
        (n = Ts.bind(null, B, i, a, n)),
        (i.dispatch = n),
        (r.memoizedState = e),
        [t, n, !1]
      );
    }
    function Ns(e) {
      return Ps(cs(), V, e);
    }
    function Ps(e, t, n) {
      if (((t = hs(e, t, js)[0]), (e = ms(ps)[0]), typeof t == `object` && t && typeof t.then == `function`))
        try {
          var r = us(t);
        } catch (e) {
          throw e === Xa ? Qa : e;
        }
      else r = t;
      t = cs();
      var i = t.queue,
        a = i.dispatch;
      return (
        n !== t.memoizedState && ((B.flags |= 2048), Ls(9, { destroy: void 0 }, Fs.bind(null, i, n), null)), [r, a, e]
      );
    }
    function Fs(e, t) {
      e.action = t;
    }
    function Is(e) {
      var t = cs(),
        n = V;
      if (n !== null) return Ps(t, n, e);
      cs(), (t = t.memoizedState), (n = cs());
      var r = n.queue.dispatch;
      return ((n.memoizedState = e), [t, r, !1]);
    }
    function Ls(e, t, n, r) {
      return (
        (e = { tag: e, create: n, deps: r, inst: t, next: null }),
        (t = B.updateQueue),
        t === null && ((t = ls()), (B.updateQueue = t)),
        (n = t.lastEffect),
        n === null ? (t.lastEffect = e.next = e) : ((r = n.next), (n.next = e), (e.next = r), (t.lastEffect = e)),
        e
      );
    }
    function Rs() {
      return cs().memoizedState;
    }
    function zs(e, t, n, r) {
      var i = ss();
      (B.flags |= e), (i.memoizedState = Ls(1 | t, { destroy: void 0 }, n, r === void 0 ? null : r));
    }
    function Bs(e, t, n, r) {
      var i = cs();
      r = r === void 0 ? null : r;
      var a = i.memoizedState.inst;
      V !== null && r !== null && $o(r, V.memoizedState.deps)
        ? (i.memoizedState = Ls(t, a, n, r))
        : ((B.flags |= e), (i.memoizedState = Ls(1 | t, a, n, r)));
    }
    function Vs(e, t) {
      zs(8390656, 8, e, t);
    }
    function Hs(e, t) {
      Bs(2048, 8, e, t);
    }
    function Us(e) {
      B.flags |= 4;
      var t = B.updateQueue;
      if (t === null) (t = ls()), (B.updateQueue = t), (t.events = [e]);
      else {
        var n = t.events;
        n === null ? (t.events = [e]) : n.push(e);
      }
    }
    function Ws(e) {
      var t = cs().memoizedState;
      return (
        Us({ ref: t, nextImpl: e }),
        function () {
          if (G & 2) throw Error(o(440));
          return t.impl.apply(void 0, arguments);
        }
      );
    }
    function Gs(e, t) {
      return Bs(4, 2, e, t);
    }
    function Ks(e, t) {
      return Bs(4, 4, e, t);
    }
    function qs(e, t) {
      if (typeof t == `function`) {
        e = e();
        var n = t(e);
        return () => {
          typeof n == `function` ? n() : t(null);
        };
      }
      if (t != null)
        return (
          (e = e()),
          (t.current = e),
          () => {
            t.current = null;
          }
        );
    }
    function Js(e, t, n) {
      (n = n == null ? null : n.concat([e])), Bs(4, 4, qs.bind(null, t, e), n);
    }
    function Ys() {}
    function Xs(e, t) {
      var n = cs();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      return t !== null && $o(t, r[1]) ? r[0] : ((n.memoizedState = [e, t]), e);
    }
    function Zs(e, t) {
      var n = cs();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      if (t !== null && $o(t, r[1])) return r[0];
      if (((r = e()), qo)) {
        tt(!0);
        try {
          e();
        } finally {
          tt(!1);
        }
      }
      return ((n.memoizedState = [r, t]), r);
    }
    function Qs(e, t, n) {
      return n === void 0 || (Uo & 1073741824 && !(J & 261930))
        ? (e.memoizedState = t)
        : ((e.memoizedState = n), (e = Md()), (B.lanes |= e), (sd |= e), n);
    }
    function $s(e, t, n, r) {
      return Gr(n, t)
        ? n
        : Do.current === null
          ? !(Uo & 106) || (Uo & 1073741824 && !(J & 261930))
            ? ((Fc = !0), (e.memoizedState = n))
            : ((e = Md()), (B.lanes |= e), (sd |= e), t)
          : ((e = Qs(e, n, r)), Gr(e, t) || (Fc = !0), e);
    }
    function ec(e, t, n, r, i) {
      var a = N.p;
      N.p = a !== 0 && 8 > a ? a : 8;
      var o = M.T,
        s = {};
      (s.types = o === null ? null : o.types), (M.T = s), fc(e, !1, t, n);
      try {
        var c = i(),
          l = M.S;
        l !== null && l(s, c),
          typeof c == `object` && c && typeof c.then == `function` ? dc(e, t, Wa(c, r), jd(e)) : dc(e, t, r, jd(e));
      } catch (n) {
        dc(e, t, { then: () => {}, status: `rejected`, reason: n }, jd());
      } finally {
        (N.p = a), o !== null && s.types !== null && (o.types = s.types), (M.T = o);
      }
    }
    function tc() {}
    function nc(e, t, n, r) {
      if (e.tag !== 5) throw Error(o(476));
      var i = rc(e).queue;
      ec(e, i, t, ye, n === null ? tc : () => (ic(e), n(r)));
    }
    function rc(e) {
      var t = e.memoizedState;
      if (t !== null) return t;
      t = {
        memoizedState: ye,
        baseState: ye,
        baseQueue: null,
        queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ps, lastRenderedState: ye },
        next: null,
      };
      var n = {};
      return (
        (t.next = {
          memoizedState: n,
          baseState: n,
          baseQueue: null,
          queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ps, lastRenderedState: n },
          next: null,
        }),
        (e.memoizedState = t),
        (e = e.alternate),
        e !== null && (e.memoizedState = t),
        t
      );
    }
    function ic(e) {
      var t = rc(e);
      t.next === null && (t = e.alternate.memoizedState), dc(e, t.next.queue, {}, jd());
    }
    function ac() {
      return Da(sh);
    }
    function oc() {
      return cs().memoizedState;
    }
    function sc() {
      return cs().memoizedState;
    }
    function cc(e) {
      for (var t = e.return; t !== null; ) {
        switch (t.tag) {
          case 24:
          case 3:
            var n = jd();
            e = vo(n);
            var r = yo(t, e, n);
            r !== null && (Pd(r, t, n), bo(r, t, n)), (t = { cache: Pa() }), (e.payload = t);
            return;
        }
        t = t.return;
      }
    }
    function lc(e, t, n) {
      var r = jd();
      (n = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null }),
        pc(e) ? mc(t, n) : ((n = Ai(e, t, n, r)), n !== null && (Pd(n, e, r), hc(n, t, r)));
    }
    function uc(e, t, n) {
      dc(e, t, n, jd());
    }
    function dc(e, t, n, r) {
      var i = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null };
      if (pc(e)) mc(t, i);
      else {
        var a = e.alternate;
        if (e.lanes === 0 && (a === null || a.lanes === 0) && ((a = t.lastRenderedReducer), a !== null))
          try {
            var o = t.lastRenderedState,
              s = a(o, n);
            if (((i.hasEagerState = !0), (i.eagerState = s), Gr(s, o))) return (ki(e, t, i, 0), K === null && Oi(), !1);
          } catch {}
        if (((n = Ai(e, t, i, r)), n !== null)) return (Pd(n, e, r), hc(n, t, r), !0);
      }
      return !1;
    }
    function fc(e, t, n, r) {
      if (
        ((r = { lane: 2, revertLane: Pf(), gesture: null, action: r, hasEagerState: !1, eagerState: null, next: null }),
        pc(e))
      ) {
        if (t) throw Error(o(479));
      } else (t = Ai(e, n, r, 2)), t !== null && Pd(t, e, 2);
    }
    function pc(e) {
      var t = e.alternate;
      return e === B || (t !== null && t === B);
    }
    function mc(e, t) {
      Ko = Go = !0;
      var n = e.pending;
      n === null ? (t.next = t) : ((t.next = n.next), (n.next = t)), (e.pending = t);
    }
    function hc(e, t, n) {
      if (n & 4194048) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), yt(e, n);
      }
    }
    var gc = {
        readContext: Da,
        use: ds,
        useCallback: Qo,
        useContext: Qo,
        useEffect: Qo,
        useImperativeHandle: Qo,
        useLayoutEffect: Qo,
        useInsertionEffect: Qo,
        useMemo: Qo,
        useReducer: Qo,
        useRef: Qo,
        useState: Qo,
        useDebugValue: Qo,
        useDeferredValue: Qo,
        useTransition: Qo,
        useSyncExternalStore: Qo,
        useId: Qo,
        useHostTransitionStatus: Qo,
        useFormState: Qo,
        useActionState: Qo,
        useOptimistic: Qo,
        useMemoCache: Qo,
        useCacheRefresh: Qo,
        useEffectEvent: Qo,
      },
      _c = {
        readContext: Da,
        use: ds,
        useCallback: (e, t) => ((ss().memoizedState = [e, t === void 0 ? null : t]), e),
        useContext: Da,
        useEffect: Vs,
        useImperativeHandle: (e, t, n) => {
          (n = n == null ? null : n.concat([e])), zs(4194308, 4, qs.bind(null, t, e), n);
        },
        useLayoutEffect: (e, t) => zs(4194308, 4, e, t),
        useInsertionEffect: (e, t) => {
          zs(4, 2, e, t);
        },
        useMemo: (e, t) => {
          var n = ss();
          t = t === void 0 ? null : t;
          var r = e();
          if (qo) {
            tt(!0);
            try {
              e();
            } finally {
              tt(!1);
            }
          }
          return ((n.memoizedState = [r, t]), r);
        },
        useReducer: (e, t, n) => {
          var r = ss();
          if (n !== void 0) {
            var i = n(t);
            if (qo) {
              tt(!0);
              try {
                n(t);
              } finally {
                tt(!1);
              }
            }
          } else i = t;
          return (
            (r.memoizedState = r.baseState = i),
            (e = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: e, lastRenderedState: i }),
            (r.queue = e),
            (e = e.dispatch = lc.bind(null, B, e)),
            [r.memoizedState, e]
          );
        },
        useRef: (e) => {
          var t = ss();
          return ((e = { current: e }), (t.memoizedState = e));
        },
        useState: (e) => {
          e = Cs(e);
          var t = e.queue,
            n = uc.bind(null, B, t);
          return ((t.dispatch = n), [e.memoizedState, n]);
        },
        useDebugValue: Ys,
        useDeferredValue: (e, t) => Qs(ss(), e, t),
        useTransition: () => {
          var e = Cs(!1);
          return ((e = ec.bind(null, B, e.queue, !0, !1)), (ss().memoizedState = e), [!1, e]);
        },
        useSyncExternalStore: (e, t, n) => {
          var r = B,
            i = ss();
          if (L) {
            if (n === void 0) throw Error(o(407));
            n = n();
          } else {
            if (((n = t()), K === null)) throw Error(o(349));
            J & 127 || vs(r, t, n);
          }
          i.memoizedState = n;
          var a = { value: n, getSnapshot: t };
          return (
            (i.queue = a),
            Vs(bs.bind(null, r, a, e), [e]),
            (r.flags |= 2048),
            Ls(9, { destroy: void 0 }, ys.bind(null, r, a, n, t), null),
            n
          );
        },
        useId: () => {
          var e = ss(),
            t = K.identifierPrefix;
          if (L) {
            var n = ta,
              r = ea;
            (n = (r & ~(1 << (32 - nt(r) - 1))).toString(32) + n),
              (t = `_` + t + `R_` + n),
              (n = Jo++),
              0 < n && (t += `H` + n.toString(32)),
              (t += `_`);
          } else (n = Zo++), (t = `_` + t + `r_` + n.toString(32) + `_`);
          return (e.memoizedState = t);
        },
        useHostTransitionStatus: ac,
        useFormState: Ms,
        useActionState: Ms,
        useOptimistic: (e) => {
          var t = ss();
          t.memoizedState = t.baseState = e;
          var n = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: null, lastRenderedState: null };
          return ((t.queue = n), (t = fc.bind(null, B, !0, n)), (n.dispatch = t), [e, t]);
        },
        useMemoCache: fs,
        useCacheRefresh: () => (ss().memoizedState = cc.bind(null, B)),
        useEffectEvent: (e) => {
          var t = ss(),
            n = { impl: e };
          return (
            (t.memoizedState = n),
            function () {
              if (G & 2) throw Error(o(440));
              return n.impl.apply(void 0, arguments);
            }
          );
        },
      },
      vc = {
        readContext: Da,
        use: ds,
        useCallback: Xs,
        useContext: Da,
        useEffect: Hs,
        useImperativeHandle: Js,
        useInsertionEffect: Gs,
        useLayoutEffect: Ks,
        useMemo: Zs,
        useReducer: ms,
        useRef: Rs,
        useState: () => ms(ps),
        useDebugValue: Ys,
        useDeferredValue: (e, t) => $s(cs(), V.memoizedState, e, t),
        useTransition: () => {
          var e = ms(ps)[0],
            t = cs().memoizedState;
          return [typeof e == `boolean` ? e : us(e), t];
        },
        useSyncExternalStore: _s,
        useId: oc,
        useHostTransitionStatus: ac,
        useFormState: Ns,
        useActionState: Ns,
        useOptimistic: (e, t) => ws(cs(), V, e, t),
        useMemoCache: fs,
        useCacheRefresh: sc,
        useEffectEvent: Ws,
      },
      yc = {
        readContext: Da,
        use: ds,
        useCallback: Xs,
        useContext: Da,
        useEffect: Hs,
        useImperativeHandle: Js,
        useInsertionEffect: Gs,
        useLayoutEffect: Ks,
        useMemo: Zs,
        useReducer: gs,
        useRef: Rs,
        useState: () => gs(ps),
        useDebugValue: Ys,
        useDeferredValue: (e, t) => {
          var n = cs();
          return V === null ? Qs(n, e, t) : $s(n, V.memoizedState, e, t);
        },
        useTransition: () => {
          var e = gs(ps)[0],
            t = cs().memoizedState;
          return [typeof e == `boolean` ? e : us(e), t];
        },
        useSyncExternalStore: _s,
        useId: oc,
        useHostTransitionStatus: ac,
        useFormState: Is,
        useActionState: Is,
        useOptimistic: (e, t) => {
          var n = cs();
          return V === null ? ((n.baseState = e), [e, n.queue.dispatch]) : ws(n, V, e, t);
        },
        useMemoCache: fs,
        useCacheRefresh: sc,
        useEffectEvent: Ws,
      };
    function bc(e, t, n, r) {
      (t = e.memoizedState),
        (n = n(r, t)),
        (n = n == null ? t : E({}, t, n)),
        (e.memoizedState = n),
        e.lanes === 0 && (e.updateQueue.baseState = n);
    }
    var xc = {
      enqueueSetState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = vo(r);
        (i.payload = t), n != null && (i.callback = n), (t = yo(e, i, r)), t !== null && (Pd(t, e, r), bo(t, e, r));
      },
      enqueueReplaceState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = vo(r);
        (i.tag = 1),
          (i.payload = t),
          n != null && (i.callback = n),
          (t = yo(e, i, r)),
          t !== null && (Pd(t, e, r), bo(t, e, r));
      },
      enqueueForceUpdate: (e, t) => {
        e = e._reactInternals;
        var n = jd(),
          r = vo(n);
        (r.tag = 2), t != null && (r.callback = t), (t = yo(e, r, n)), t !== null && (Pd(t, e, n), bo(t, e, n));
      },
    };
    function Sc(e, t, n, r, i, a, o) {
      return (
        (e = e.stateNode),
        typeof e.shouldComponentUpdate == `function`
          ? e.shouldComponentUpdate(r, a, o)
          : t.prototype && t.prototype.isPureReactComponent
            ? !Kr(n, r) || !Kr(i, a)
            : !0
      );
    }
    function Cc(e, t, n, r) {
      (e = t.state),
        typeof t.componentWillReceiveProps == `function` && t.componentWillReceiveProps(n, r),
        typeof t.UNSAFE_componentWillReceiveProps == `function` && t.UNSAFE_componentWillReceiveProps(n, r),
        t.state !== e && xc.enqueueReplaceState(t, t.state, null);
    }
    function wc(e, t) {
      var n = t;
      if (`ref` in t) for (var r in ((n = {}), t)) r !== `ref` && (n[r] = t[r]);
      if ((e = e.defaultProps)) for (var i in (n === t && (n = E({}, n)), e)) n[i] === void 0 && (n[i] = e[i]);
      return n;
    }
    function Tc(e) {
      wi(e);
    }
    function Ec(e) {
      console.error(e);
    }
    function Dc(e) {
      wi(e);
    }
    function Oc(e, t) {
      try {
        var n = e.onUncaughtError;
        n(t.value, { componentStack: t.stack });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function kc(e, t, n) {
      try {
        var r = e.onCaughtError;
        r(n.value, { componentStack: n.stack, errorBoundary: t.tag === 1 ? t.stateNode : null });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function Ac(e, t, n) {
      return (
        (n = vo(n)),
        (n.tag = 3),
        (n.payload = { element: null }),
        (n.callback = () => {
          Oc(e, t);
        }),
        n
      );
    }
    function jc(e) {
      return ((e = vo(e)), (e.tag = 3), e);
    }
    function Mc(e, t, n, r) {
      var i = n.type.getDerivedStateFromError;
      if (typeof i == `function`) {
        var a = r.value;
        (e.payload = () => i(a)),
          (e.callback = () => {
            kc(t, n, r);
          });
      }
      var o = n.stateNode;
      o !== null &&
        typeof o.componentDidCatch == `function` &&
        (e.callback = function () {
          kc(t, n, r), typeof i != `function` && (yd === null ? (yd = new Set([this])) : yd.add(this));
          var e = r.stack;
          this.componentDidCatch(r.value, { componentStack: e === null ? `` : e });
        });
    }
    function Nc(e, t, n, r, i) {
      if (((n.flags |= 32768), typeof r == `object` && r && typeof r.then == `function`)) {
        if (((t = n.alternate), t !== null && Ta(t, n, i, !0), (n = Mo.current), n !== null)) {
          switch (n.tag) {
            case 31:
            case 13:
            case 19:
              return (
                No === null ? Kd() : n.alternate === null && od === 0 && (od = 3),
                (n.flags &= -257),
                (n.flags |= 65536),
                (n.lanes = i),
                r === $a
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue), t === null ? (n.updateQueue = new Set([r])) : t.add(r), mf(e, r, i)),
                !1
              );
            case 22:
              return (
                (n.flags |= 65536),
                r === $a
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null
                      ? ((t = { transitions: null, markerInstances: null, retryQueue: new Set([r]) }),
                        (n.updateQueue = t))
                      : ((n = t.retryQueue), n === null ? (t.retryQueue = new Set([r])) : n.add(r)),
                    mf(e, r, i)),
                !1
              );
          }
          throw Error(o(435, n.tag));
        }
        return (mf(e, r, i), Kd(), !1);
      }
      if (L)
        return (
          (t = Mo.current),
          t === null
            ? (r !== ua && ((t = Error(o(423), { cause: r })), _a(Ki(t, n))),
              (e = e.current.alternate),
              (e.flags |= 65536),
              (i &= -i),
              (e.lanes |= i),
              (r = Ki(r, n)),
              (i = Ac(e.stateNode, r, i)),
              xo(e, i),
              od !== 4 && (od = 2))
            : (!(t.flags & 65536) && (t.flags |= 256),
              (t.flags |= 65536),
              (t.lanes = i),
              r !== ua && ((e = Error(o(422), { cause: r })), _a(Ki(e, n)))),
          !1
        );
      var a = Error(o(520), { cause: r });
      if (((a = Ki(a, n)), fd === null ? (fd = [a]) : fd.push(a), od !== 4 && (od = 2), t === null)) return !0;
      (r = Ki(r, n)), (n = t);
      do {
        switch (n.tag) {
          case 3:
            return ((n.flags |= 65536), (e = i & -i), (n.lanes |= e), (e = Ac(n.stateNode, r, e)), xo(n, e), !1);
          case 1:
            if (
              ((t = n.type),
              (a = n.stateNode),
              !(n.flags & 128) &&
                (typeof t.getDerivedStateFromError == `function` ||
                  (a !== null && typeof a.componentDidCatch == `function` && (yd === null || !yd.has(a)))))
            )
              return ((n.flags |= 65536), (i &= -i), (n.lanes |= i), (i = jc(i)), Mc(i, e, n, r), xo(n, i), !1);
            break;
          case 22:
            if (n.memoizedState !== null) return ((n.flags |= 65536), !1);
        }
        n = n.return;
      } while (n !== null);
      return !1;
    }
    var Pc = Error(o(461)),
      Fc = !1;
    function Ic(e, t, n, r) {
      t.child = e === null ? mo(t, null, n, r) : po(t, e.child, n, r);
    }
    function Lc(e, t, n, r, i) {
      n = n.render;
      var a = t.ref;
      if (`ref` in r) {
        var o = {};
        for (var s in r) s !== `ref` && (o[s] = r[s]);
      } else o = r;
      return (
        Ea(t),
        (r = es(e, t, n, o, a, i)),
        (s = is()),
        e !== null && !Fc ? (as(e, t, i), dl(e, t, i)) : (L && s && ia(t), (t.flags |= 1), Ic(e, t, r, i), t.child)
      );
    }
    function Rc(e, t, n, r, i) {
      if (e === null) {
        var a = n.type;
        return typeof a == `function` && !Li(a) && a.defaultProps === void 0 && n.compare === null
          ? ((t.tag = 15), (t.type = a), zc(e, t, a, r, i))
          : ((e = Bi(n.type, null, r, t, t.mode, i)), (e.ref = t.ref), (e.return = t), (t.child = e));
      }
      if (((a = e.child), !fl(e, i))) {
        var o = a.memoizedProps;
        if (((n = n.compare), (n = n === null ? Kr : n), n(o, r) && e.ref === t.ref)) return dl(e, t, i);
      }
      return ((t.flags |= 1), (e = Ri(a, r)), (e.ref = t.ref), (e.return = t), (t.child = e));
    }
    function zc(e, t, n, r, i) {
      if (e !== null) {
        var a = e.memoizedProps;
        if (Kr(a, r) && e.ref === t.ref) {
          if (((Fc = !1), (t.pendingProps = r = a), fl(e, i))) e.flags & 131072 && (Fc = !0);
          else return ((t.lanes = e.lanes), dl(e, t, i));
        }
      }
      return qc(e, t, n, r, i);
    }
    function Bc(e, t, n, r) {
      var i = r.children,
        a = e === null ? null : e.memoizedState;
      if (
        (e === null &&
          t.stateNode === null &&
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        r.mode === `hidden`)
      ) {
        if (t.flags & 128) {
          if (((a = a === null ? n : a.baseLanes | n), e !== null)) {
            for (r = t.child = e.child, i = 0; r !== null; ) (i = i | r.lanes | r.childLanes), (r = r.sibling);
            r = i & ~a;
          } else (r = 0), (t.child = null);
          return Hc(e, t, a, n, r);
        }
        if (n & 536870912)
          (t.memoizedState = { baseLanes: 0, cachePool: null }),
            e !== null && Ja(t, a === null ? null : a.cachePool),
            a === null ? Ao() : ko(t, a),
            Io(t);
        else return ((r = t.lanes = 536870912), Hc(e, t, a === null ? n : a.baseLanes | n, n, r));
      } else
        a === null
          ? (e !== null && Ja(t, null), Ao(), Lo())
          : (Ja(t, a.cachePool), ko(t, a), Lo(), (t.memoizedState = null));
      return (Ic(e, t, i, n), t.child);
    }
    function Vc(e, t) {
      return (
        (e !== null && e.tag === 22) ||
          t.stateNode !== null ||
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        t.sibling
      );
    }
    function Hc(e, t, n, r, i) {
      var a = qa();
      return (
        (a = a === null ? null : { parent: Na._currentValue, pool: a }),
        (t.memoizedState = { baseLanes: n, cachePool: a }),
        e !== null && Ja(t, null),
        Ao(),
        Io(t),
        e !== null && Ta(e, t, r, !0),
        (t.childLanes = i),
        null
      );
    }
    function Uc(e, t) {
      return (
        (t = nl({ mode: t.mode, children: t.children }, e.mode)), (t.ref = e.ref), (e.child = t), (t.return = e), t
      );
    }
    function Wc(e, t, n) {
      return (po(t, e.child, null, n), (e = Uc(t, t.pendingProps)), (e.flags |= 2), Ro(t), (t.memoizedState = null), e);
    }
    function Gc(e, t, n) {
      var r = t.pendingProps,
        i = !!(t.flags & 128);
      if (((t.flags &= -129), e === null)) {
        if (L) {
          if (r.mode === `hidden`)
            return (
              (e = Uc(t, r)), (t.lanes = 536870912), (e.memoizedState = { baseLanes: 0, cachePool: null }), Vc(null, e)
            );
          if (
            (Fo(t),
            (e = I)
              ? ((e = am(e, la)),
                (e = e !== null && e.data === `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: $i === null ? null : { id: ea, overflow: ta },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Ui(e)),
                  (n.return = t),
                  (t.child = n),
                  (sa = t),
                  (I = null)))
              : (e = null),
            e === null)
          )
            throw da(t);
          return ((t.lanes = 536870912), null);
        }
        return Uc(t, r);
      }
      var a = e.memoizedState;
      if (a !== null) {
        var s = a.dehydrated;
        if ((Fo(t), i)) {
          if (t.flags & 256) (t.flags &= -257), (t = Wc(e, t, n));
          else if (t.memoizedState !== null) (t.child = e.child), (t.flags |= 128), (t = null);
          else throw Error(o(558));
        } else if ((Fc || Ta(e, t, n, !1), (i = (n & e.childLanes) !== 0), Fc || i)) {
          if (Do.current === null) {
            if (((r = K), r !== null && ((s = bt(r, n)), s !== 0 && s !== a.retryLane)))
              throw ((a.retryLane = s), ji(e, s), Pd(r, e, s), Pc);
            Kd();
          }
          t = Wc(e, t, n);
        } else
          (e = a.treeContext),
            (I = lm(s.nextSibling)),
            (sa = t),
            (L = !0),
            (ca = null),
            (la = !1),
            e !== null && oa(t, e),
            (t = Uc(t, r)),
            (t.flags |= 134221824);
        return t;
      }
      return (
        (e = Ri(e.child, { mode: r.mode, children: r.children })), (e.ref = t.ref), (t.child = e), (e.return = t), e
      );
    }
    function Kc(e, t) {
      var n = t.ref;
      if (n === null) e !== null && e.ref !== null && (t.flags |= 4194816);
      else {
        if (typeof n != `function` && typeof n != `object`) throw Error(o(284));
        (e === null || e.ref !== n) && (t.flags |= 4194816);
      }
    }
    function qc(e, t, n, r, i) {
      return (
        Ea(t),
        (n = es(e, t, n, r, void 0, i)),
        (r = is()),
        e !== null && !Fc ? (as(e, t, i), dl(e, t, i)) : (L && r && ia(t), (t.flags |= 1), Ic(e, t, n, i), t.child)
      );
    }
    function Jc(e, t, n, r, i, a) {
      return (
        Ea(t),
        (t.updateQueue = null),
        (n = ns(t, r, n, i)),
        ts(e),
        (r = is()),
        e !== null && !Fc ? (as(e, t, a), dl(e, t, a)) : (L && r && ia(t), (t.flags |= 1), Ic(e, t, n, a), t.child)
      );
    }
    function Yc(e, t, n, r, i) {
      if ((Ea(t), t.stateNode === null)) {
        var a = Pi,
          o = n.contextType;
        typeof o == `object` && o && (a = Da(o)),
          (a = new n(r, a)),
          (t.memoizedState = a.state !== null && a.state !== void 0 ? a.state : null),
          (a.updater = xc),
          (t.stateNode = a),
          (a._reactInternals = t),
          (a = t.stateNode),
          (a.props = r),
          (a.state = t.memoizedState),
          (a.refs = {}),
          go(t),
          (o = n.contextType),
          (a.context = typeof o == `object` && o ? Da(o) : Pi),
          (a.state = t.memoizedState),
          (o = n.getDerivedStateFromProps),
          typeof o == `function` && (bc(t, n, o, r), (a.state = t.memoizedState)),
          typeof n.getDerivedStateFromProps == `function` ||
            typeof a.getSnapshotBeforeUpdate == `function` ||
            (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
            ((o = a.state),
            typeof a.componentWillMount == `function` && a.componentWillMount(),
            typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount(),
            o !== a.state && xc.enqueueReplaceState(a, a.state, null),
            wo(t, r, a, i),
            Co(),
            (a.state = t.memoizedState)),
          typeof a.componentDidMount == `function` && (t.flags |= 4194308),
          (r = !0);
      } else if (e === null) {
        a = t.stateNode;
        var s = t.memoizedProps,
          c = wc(n, s);
        a.props = c;
        var l = a.context,
          u = n.contextType;
        (o = Pi), typeof u == `object` && u && (o = Da(u));
        var d = n.getDerivedStateFromProps;
        (u = typeof d == `function` || typeof a.getSnapshotBeforeUpdate == `function`),
          (s = t.pendingProps !== s),
          u ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((s || l !== o) && Cc(t, a, r, o)),
          (ho = !1);
        var f = t.memoizedState;
        (a.state = f),
          wo(t, r, a, i),
          Co(),
          (l = t.memoizedState),
          s || f !== l || ho
            ? (typeof d == `function` && (bc(t, n, d, r), (l = t.memoizedState)),
              (c = ho || Sc(t, n, c, r, f, l, o))
                ? (u ||
                    (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
                    (typeof a.componentWillMount == `function` && a.componentWillMount(),
                    typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount()),
                  typeof a.componentDidMount == `function` && (t.flags |= 4194308))
                : (typeof a.componentDidMount == `function` && (t.flags |= 4194308),
                  (t.memoizedProps = r),
                  (t.memoizedState = l)),
              (a.props = r),
              (a.state = l),
              (a.context = o),
              (r = c))
            : (typeof a.componentDidMount == `function` && (t.flags |= 4194308), (r = !1));
      } else {
        (a = t.stateNode),
          _o(e, t),
          (o = t.memoizedProps),
          (u = wc(n, o)),
          (a.props = u),
          (d = t.pendingProps),
          (f = a.context),
          (l = n.contextType),
          (c = Pi),
          typeof l == `object` && l && (c = Da(l)),
          (s = n.getDerivedStateFromProps),
          (l = typeof s == `function` || typeof a.getSnapshotBeforeUpdate == `function`) ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` &&
              typeof a.componentWillReceiveProps != `function`) ||
            ((o !== d || f !== c) && Cc(t, a, r, c)),
          (ho = !1),
          (f = t.memoizedState),
          (a.state = f),
          wo(t, r, a, i),
          Co();
        var p = t.memoizedState;
        o !== d || f !== p || ho || (e !== null && e.dependencies !== null && R(e.dependencies))
          ? (typeof s == `function` && (bc(t, n, s, r), (p = t.memoizedState)),
            (u = ho || Sc(t, n, u, r, f, p, c) || (e !== null && e.dependencies !== null && R(e.dependencies)))
              ? (l ||
                  (typeof a.UNSAFE_componentWillUpdate != `function` && typeof a.componentWillUpdate != `function`) ||
                  (typeof a.componentWillUpdate == `function` && a.componentWillUpdate(r, p, c),
                  typeof a.UNSAFE_componentWillUpdate == `function` && a.UNSAFE_componentWillUpdate(r, p, c)),
                typeof a.componentDidUpdate == `function` && (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate == `function` && (t.flags |= 1024))
              : (typeof a.componentDidUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 1024),
                (t.memoizedProps = r),
                (t.memoizedState = p)),
            (a.props = r),
            (a.state = p),
            (a.context = c),
            (r = u))
          : (typeof a.componentDidUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 4),
            typeof a.getSnapshotBeforeUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 1024),
            (r = !1));
      }
      return (
        (a = r),
        Kc(e, t),
        (r = !!(t.flags & 128)),
        a || r
          ? ((a = t.stateNode),
            (n = r && typeof n.getDerivedStateFromError != `function` ? null : a.render()),
            (t.flags |= 1),
            e !== null && r ? ((t.child = po(t, e.child, null, i)), (t.child = po(t, null, n, i))) : Ic(e, t, n, i),
            (t.memoizedState = a.state),
            (e = t.child))
          : (e = dl(e, t, i)),
        e
      );
    }
    function Xc(e, t, n, r) {
      return (ha(), (t.flags |= 256), Ic(e, t, n, r), t.child);
    }
    var Zc = { dehydrated: null, treeContext: null, retryLane: 0, hydrationErrors: null };
    function Qc(e) {
      return { baseLanes: e, cachePool: Ya() };
    }
    function $c(e, t, n) {
      return ((e = e === null ? 0 : e.childLanes & ~n), t && (e |= ud), e);
    }
    function el(e, t, n) {
      var r = t.pendingProps,
        i = !1,
        a = !!(t.flags & 128),
        o;
      if (
        ((o = a) || (o = e !== null && e.memoizedState === null ? !1 : !!(zo.current & 2)),
        o && ((i = !0), (t.flags &= -129)),
        (o = !!(t.flags & 32)),
        (t.flags &= -33),
        e === null)
      ) {
        if (L) {
          if (
            (i ? Po(t) : Lo(),
            (e = I)
              ? ((e = am(e, la)),
                (e = e !== null && e.data !== `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: $i === null ? null : { id: ea, overflow: ta },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Ui(e)),
                  (n.return = t),
                  (t.child = n),
                  (sa = t),
                  (I = null)))
              : (e = null),
            e === null)
          )
            throw da(t);
          return ((t.lanes = sm(e) ? 32 : 536870912), null);
        }
        return (
          (a = r.children),
          (r = r.fallback),
          i
            ? (Lo(),
              (i = t.mode),
              (a = nl({ mode: `hidden`, children: a }, i)),
              (r = Vi(r, i, n, null)),
              (a.return = t),
              (r.return = t),
              (a.sibling = r),
              (t.child = a),
              (r = t.child),
              (r.memoizedState = Qc(n)),
              (r.childLanes = $c(e, o, n)),
              (t.memoizedState = Zc),
              Vc(null, r))
            : (Po(t), tl(t, a))
        );
      }
      var s = e.memoizedState;
      if (s !== null) {
        var c = s.dehydrated;
        if (c !== null) return il(e, t, a, o, r, c, s, n);
      }
      return i
        ? (Lo(),
          (i = r.fallback),
          (a = t.mode),
          (s = e.child),
          (c = s.sibling),
          (r = Ri(s, { mode: `hidden`, children: r.children })),
          (r.subtreeFlags = s.subtreeFlags & 1206910976),
          c === null ? ((i = Vi(i, a, n, null)), (i.flags |= 2)) : (i = Ri(c, i)),
          (i.return = t),
          (r.return = t),
          (r.sibling = i),
          (t.child = r),
          Vc(null, r),
          (r = t.child),
          (i = e.child.memoizedState),
          i === null
            ? (i = Qc(n))
            : ((a = i.cachePool),
              a === null ? (a = Ya()) : ((s = Na._currentValue), (a = a.parent === s ? a : { parent: s, pool: s })),
              (i = { baseLanes: i.baseLanes | n, cachePool: a })),
          (r.memoizedState = i),
          (r.childLanes = $c(e, o, n)),
          (t.memoizedState = Zc),
          Vc(e.child, r))
        : (Po(t),
          (n = e.child),
          (e = n.sibling),
          (n = Ri(n, { mode: `visible`, children: r.children })),
          (n.return = t),
          (n.sibling = null),
          e !== null && ((o = t.deletions), o === null ? ((t.deletions = [e]), (t.flags |= 16)) : o.push(e)),
          (t.child = n),
          (t.memoizedState = null),
          n);
    }
    function tl(e, t) {
      return ((t = nl({ mode: `visible`, children: t }, e.mode)), (t.return = e), (e.child = t));
    }
    function nl(e, t) {
      return ((e = Ii(22, e, null, t)), (e.lanes = 0), e);
    }
    function rl(e, t, n) {
      return (
        po(t, e.child, null, n), (e = tl(t, t.pendingProps.children)), (e.flags |= 2), (t.memoizedState = null), e
      );
    }
    function il(e, t, n, r, i, a, s, c) {
      if (n)
        return t.flags & 256
          ? (Po(t), (t.flags &= -257), rl(e, t, c))
          : t.memoizedState === null
            ? (Lo(),
              (a = i.fallback),
              (s = t.mode),
              (i = nl({ mode: `visible`, children: i.children }, s)),
              (a = Vi(a, s, c, null)),
              (a.flags |= 2),
              (i.return = t),
              (a.return = t),
              (i.sibling = a),
              (t.child = i),
              po(t, e.child, null, c),
              (i = t.child),
              (i.memoizedState = Qc(c)),
              (i.childLanes = $c(e, r, c)),
              (t.memoizedState = Zc),
              Vc(null, i))
            : (Lo(), (t.child = e.child), (t.flags |= 128), null);
      if ((Po(t), sm(a))) {
        if (((r = a.nextSibling && a.nextSibling.dataset), r)) var l = r.dgst;
        return (
          (r = l),
          r !== `` &&
            ((i = Error(o(419))), (i.stack = ``), (i.digest = r), _a({ value: i, source: null, stack: null })),
          rl(e, t, c)
        );
      }
      if ((Fc || Ta(e, t, c, !1), (r = (c & e.childLanes) !== 0), Fc || r)) {
        if (Do.current !== null) return rl(e, t, c);
        if (((r = K), r !== null && ((i = bt(r, c)), i !== 0 && i !== s.retryLane)))
          throw ((s.retryLane = i), ji(e, i), Pd(r, e, i), Pc);
        return (om(a) || Kd(), rl(e, t, c));
      }
      return om(a)
        ? ((t.flags |= 192), (t.child = e.child), null)
        : ((e = s.treeContext),
          (I = lm(a.nextSibling)),
          (sa = t),
          (L = !0),
          (ca = null),
          (la = !1),
          e !== null && oa(t, e),
          (t = tl(t, i.children)),
          (t.flags |= 134221824),
          t);
    }
    function al(e, t, n) {
      e.lanes |= t;
      var r = e.alternate;
      r !== null && (r.lanes |= t), Ca(e.return, t, n);
    }
    function ol(e) {
      for (var t = null; e !== null; ) {
        var n = e.alternate;
        n !== null && Ho(n) === null && (t = e), (e = e.sibling);
      }
      return t;
    }
    function sl(e, t, n, r, i, a) {
      var o = e.memoizedState;
      o === null
        ? (e.memoizedState = {
            isBackwards: t,
            rendering: null,
            renderingStartTime: 0,
            last: r,
            tail: n,
            tailMode: i,
            treeForkCount: a,
          })
        : ((o.isBackwards = t),
          (o.rendering = null),
          (o.renderingStartTime = 0),
          (o.last = r),
          (o.tail = n),
          (o.tailMode = i),
          (o.treeForkCount = a));
    }
    function cl(e) {
      var t = e.child;
      for (e.child = null; t !== null; ) {
        var n = t.sibling;
        (t.sibling = e.child), (e.child = t), (t = n);
      }
    }
    function ll(e, t, n) {
      var r = t.pendingProps,
        i = r.revealOrder,
        a = r.tail;
      r = r.children;
      var o = zo.current;
      if (t.flags & 128) return (Bo(t, o), null);
      var s = !!(o & 2);
      if (
        (s ? ((o = (o & 1) | 2), (t.flags |= 128)) : (o &= 1),
        Bo(t, o),
        i === `backwards` && e !== null ? (cl(e), Ic(e, t, r, n), cl(e)) : Ic(e, t, r, n),
        (r = L ? Xi : 0),
        !s && e !== null && e.flags & 128)
      )
        a: for (e = t.child; e !== null; ) {
          if (e.tag === 13) e.memoizedState !== null && al(e, n, t);
          else if (e.tag === 19) al(e, n, t);
          else if (e.child !== null) {
            (e.child.return = e), (e = e.child);
            continue;
          }
          if (e === t) break;
          for (; e.sibling === null; ) {
            if (e.return === null || e.return === t) break a;
            e = e.return;
          }
          (e.sibling.return = e.return), (e = e.sibling);
        }
      switch (i) {
        case `backwards`:
          (n = ol(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null), cl(t)),
            sl(t, !0, i, null, a, r);
          break;
        case `unstable_legacy-backwards`:
          for (n = null, i = t.child, t.child = null; i !== null; ) {
            if (((e = i.alternate), e !== null && Ho(e) === null)) {
              t.child = i;
              break;
            }
            (e = i.sibling), (i.sibling = n), (n = i), (i = e);
          }
          sl(t, !0, n, null, a, r);
          break;
        case `together`:
          sl(t, !1, null, null, void 0, r);
          break;
        case `independent`:
          t.memoizedState = null;
          break;
        default:
          (n = ol(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null)),
            sl(t, !1, i, n, a, r);
      }
      return t.child;
    }
    function ul(e, t, n) {
      var r = t.pendingProps;
      return (xa(t, t.type, r.value), Ic(e, t, r.children, n), t.child);
    }
    function dl(e, t, n) {
      if ((e !== null && (t.dependencies = e.dependencies), (sd |= t.lanes), (n & t.childLanes) === 0)) {
        if (e !== null) {
          if ((Ta(e, t, n, !1), (n & t.childLanes) === 0)) return null;
        } else return null;
      }
      if (e !== null && t.child !== e.child) throw Error(o(153));
      if (t.child !== null) {
        for (e = t.child, n = Ri(e, e.pendingProps), t.child = n, n.return = t; e.sibling !== null; )
          (e = e.sibling), (n = n.sibling = Ri(e, e.pendingProps)), (n.return = t);
        n.sibling = null;
      }
      return t.child;
    }
    function fl(e, t) {
      return (e.lanes & t) !== 0 || ((e = e.dependencies), !!(e !== null && R(e)));
    }
    function pl(e, t, n) {
      switch (t.tag) {
        case 3:
          Oe(t, t.stateNode.containerInfo), xa(t, Na, e.memoizedState.cache), ha();
          break;
        case 27:
        case 5:
          Ae(t);
          break;
        case 4:
          Oe(t, t.stateNode.containerInfo);
          break;
        case 10:
          xa(t, t.type, t.memoizedProps.value);
          break;
        case 31:
          if (t.memoizedState !== null) return ((t.flags |= 128), Fo(t), null);
          break;
        case 13:
          var r = t.memoizedState;
          if (r !== null) {
            if (r.dehydrated !== null) return (Po(t), (t.flags |= 128), null);
            r = Ta(e, t, n, !1);
            var i = t.child.childLanes;
            return r || (n & i) !== 0 ? el(e, t, n) : (Po(t), (e = dl(e, t, n)), e === null ? null : e.sibling);
          }
          Po(t);
          break;
        case 19:
          if (t.flags & 128) return ll(e, t, n);
          if (
            ((i = !!(e.flags & 128)),
            (r = (n & t.childLanes) !== 0),
            (r ||= (Ta(e, t, n, !1), (n & t.childLanes) !== 0)),
            i)
          ) {
            if (r) return ll(e, t, n);
            t.flags |= 128;
          }
          if (
            ((i = t.memoizedState),
            i !== null && ((i.rendering = null), (i.tail = null), (i.lastEffect = null)),
            Bo(t, zo.current),
            r)
          )
            break;
          return null;
        case 22:
          return ((t.lanes = 0), Bc(e, t, n, t.pendingProps));
        case 24:
          xa(t, Na, e.memoizedState.cache);
      }
      return dl(e, t, n);
    }
    function ml(e, t, n) {
      if (e !== null) {
        if (e.memoizedProps !== t.pendingProps) Fc = !0;
        else {
          if (!fl(e, n) && !(t.flags & 128)) return ((Fc = !1), pl(e, t, n));
          Fc = !!(e.flags & 131072);
        }
      } else (Fc = !1), L && t.flags & 1048576 && ra(t, Xi, t.index);
      switch (((t.lanes = 0), t.tag)) {
        case 16:
          a: {
            var r = t.pendingProps;
            if (((e = no(t.elementType)), (t.type = e), typeof e == `function`))
              Li(e)
                ? ((r = wc(e, r)), (t.tag = 1), (t = Yc(null, t, e, r, n)))
                : ((t.tag = 0), (t = qc(null, t, e, r, n)));
            else {
              if (e != null) {
                var i = e.$$typeof;
                if (i === ie) {
                  (t.tag = 11), (t = Lc(null, t, e, r, n));
                  break a;
                }
                if (i === se) {
                  (t.tag = 14), (t = Rc(null, t, e, r, n));
                  break a;
                }
                if (i === j) {
                  (t.tag = 10), (t.type = e), (t = ul(null, t, n));
                  break a;
                }
              }
              throw ((t = _e(e) || e), Error(o(306, t, ``)));
            }
          }
          return t;
        case 0:
          return qc(e, t, t.type, t.pendingProps, n);
        case 1:
          return ((r = t.type), (i = wc(r, t.pendingProps)), Yc(e, t, r, i, n));
        case 3:
          a: {
            if ((Oe(t, t.stateNode.containerInfo), e === null)) throw Error(o(387));
            r = t.pendingProps;
            var a = t.memoizedState;
            (i = a.element), _o(e, t), wo(t, r, null, n);
            var s = t.memoizedState;
            if (
              ((r = s.cache), xa(t, Na, r), r !== a.cache && wa(t, [Na], n, !0), Co(), (r = s.element), a.isDehydrated)
            ) {
              if (
                ((a = { element: r, isDehydrated: !1, cache: s.cache }),
                (t.updateQueue.baseState = a),
                (t.memoizedState = a),
                t.flags & 256)
              ) {
                t = Xc(e, t, r, n);
                break a;
              }
              if (r !== i) {
                (i = Ki(Error(o(424)), t)), _a(i), (t = Xc(e, t, r, n));
                break a;
              }
              switch (((e = t.stateNode.containerInfo), e.nodeType)) {
                case 9:
                  e = e.body;
                  break;
                default:
                  e = e.nodeName === `HTML` ? e.ownerDocument.body : e;
              }
              for (I = lm(e.firstChild), sa = t, L = !0, ca = null, la = !0, n = mo(t, null, r, n), t.child = n; n; )
                (n.flags = (n.flags & -3) | 134221824), (n = n.sibling);
            } else {
              if ((ha(), r === i)) {
                t = dl(e, t, n);
                break a;
              }
              Ic(e, t, r, n);
            }
            t = t.child;
          }
          return t;
        case 26:
          return (
            Kc(e, t),
            e === null
              ? (n = Nm(t.type, null, t.pendingProps, null))
                ? (t.memoizedState = n)
                : L || (t.stateNode = fp(t.type, t.pendingProps, Ee.current, t))
              : (t.memoizedState = Nm(t.type, e.memoizedProps, t.pendingProps, e.memoizedState)),
            null
          );
        case 27:
          return (
            Ae(t),
            e === null &&
              L &&
              ((r = t.stateNode = hm(t.type, t.pendingProps, Ee.current)),
              (sa = t),
              (la = !0),
              (i = I),
              Sp(t.type) ? ((um = i), (I = lm(r.firstChild))) : (I = i)),
            Ic(e, t, t.pendingProps.children, n),
            Kc(e, t),
            e === null && (t.flags |= 4194304),
            t.child
          );
        case 5:
          return (
            e === null &&
              L &&
              ((i = r = I) &&
                ((r = rm(r, t.type, t.pendingProps, la)),
                r === null ? (i = !1) : ((t.stateNode = r), (sa = t), (I = lm(r.firstChild)), (la = !1), (i = !0))),
              i || da(t)),
            Ae(t),
            (i = t.type),
            (a = t.pendingProps),
            (s = e === null ? null : e.memoizedProps),
            (r = a.children),
            pp(i, a) ? (r = null) : s !== null && pp(i, s) && (t.flags |= 32),
            t.memoizedState !== null && ((i = es(e, t, rs, null, null, n)), (sh._currentValue = i)),
            Kc(e, t),
            Ic(e, t, r, n),
            t.child
          );
        case 6:
          return (
            e === null &&
              L &&
              ((e = n = I) &&
                ((n = im(n, t.pendingProps, la)),
                n === null ? (e = !1) : ((t.stateNode = n), (sa = t), (I = null), (e = !0))),
              e || da(t)),
            null
          );
        case 13:
          return el(e, t, n);
        case 4:
          return (
            Oe(t, t.stateNode.containerInfo),
            (r = t.pendingProps),
            e === null ? (t.child = po(t, null, r, n)) : Ic(e, t, r, n),
            t.child
          );
        case 11:
          return Lc(e, t, t.type, t.pendingProps, n);
        case 7:
          return ((r = t.pendingProps), Kc(e, t), Ic(e, t, r, n), t.child);
        case 8:
          return (Ic(e, t, t.pendingProps.children, n), t.child);
        case 12:
          return (Ic(e, t, t.pendingProps.children, n), t.child);
        case 10:
          return ul(e, t, n);
        case 9:
          return (
            (i = t.type._context),
            (r = t.pendingProps.children),
            Ea(t),
            (i = Da(i)),
            (r = r(i)),
            (t.flags |= 1),
            Ic(e, t, r, n),
            t.child
          );
        case 14:
          return Rc(e, t, t.type, t.pendingProps, n);
        case 15:
          return zc(e, t, t.type, t.pendingProps, n);
        case 19:
          return ll(e, t, n);
        case 31:
          return Gc(e, t, n);
        case 22:
          return Bc(e, t, n, t.pendingProps);
        case 24:
          return (
            Ea(t),
            (r = Da(Na)),
            e === null
              ? ((i = qa()),
                i === null &&
                  ((i = K),
                  (a = Pa()),
                  (i.pooledCache = a),
                  a.refCount++,
                  a !== null && (i.pooledCacheLanes |= n),
                  (i = a)),
                (t.memoizedState = { parent: r, cache: i }),
                go(t),
                xa(t, Na, i))
              : ((e.lanes & n) !== 0 && (_o(e, t), wo(t, null, null, n), Co()),
                (i = e.memoizedState),
                (a = t.memoizedState),
                i.parent === r
                  ? ((r = a.cache), xa(t, Na, r), r !== i.cache && wa(t, [Na], n, !0))
                  : ((i = { parent: r, cache: r }),
                    (t.memoizedState = i),
                    t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = i),
                    xa(t, Na, r))),
            Ic(e, t, t.pendingProps.children, n),
            t.child
          );
        case 30:
          return (
            t.stateNode === null && (t.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
            (r = t.pendingProps),
            r.name != null && r.name !== `auto` ? (t.flags |= e === null ? 18882560 : 18874368) : L && ia(t),
            e !== null && e.memoizedProps.name !== r.name ? (t.flags |= 4194816) : Kc(e, t),
            Ic(e, t, r.children, n),
            t.child
          );
        case 29:
          throw t.pendingProps;
      }
      throw Error(o(156, t.tag));
    }
    function hl(e) {
      e.flags |= 4;
    }
    function gl(e, t, n, r, i) {
      var a;
      if (
        ((a = !!(e.mode & 32)) && (a = n === null ? Jm(t, r) : Jm(t, r) && (r.src !== n.src || r.srcSet !== n.srcSet)),
        a)
      ) {
        if (((e.flags |= 16777216), (i & 335544128) === i)) {
          if (e.stateNode.complete) e.flags |= 8192;
          else if (Ud()) e.flags |= 8192;
          else throw ((ro = $a), Za);
        }
      } else e.flags &= -16777217;
    }
    function _l(e, t) {
      if (t.type !== `stylesheet` || t.state.loading & 4) e.flags &= -16777217;
      else if (((e.flags |= 16777216), !Ym(t))) {
        if (Ud()) e.flags |= 8192;
        else throw ((ro = $a), Za);
      }
    }
    function vl(e, t) {
      t !== null && (e.flags |= 4),
        e.flags & 16384 && ((t = e.tag === 22 ? 536870912 : mt()), (e.lanes |= t), (dd |= t));
    }
    function yl(e, t) {
      if (!L)
        switch (e.tailMode) {
          case `visible`:
            break;
          case `collapsed`:
            for (var n = e.tail, r = null; n !== null; ) n.alternate !== null && (r = n), (n = n.sibling);
            r === null ? (t || e.tail === null ? (e.tail = null) : (e.tail.sibling = null)) : (r.sibling = null);
            break;
          default:
            for (t = e.tail, n = null; t !== null; ) t.alternate !== null && (n = t), (t = t.sibling);
            n === null ? (e.tail = null) : (n.sibling = null);
        }
    }
    function H(e) {
      var t = e.alternate !== null && e.alternate.child === e.child,
        n = 0,
        r = 0;
      if (t)
        for (var i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes),
            (r |= i.subtreeFlags & 1206910976),
            (r |= i.flags & 1206910976),
            (i.return = e),
            (i = i.sibling);
      else
        for (i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes), (r |= i.subtreeFlags), (r |= i.flags), (i.return = e), (i = i.sibling);
      return ((e.subtreeFlags |= r), (e.childLanes = n), t);
    }
    function bl(e, t, n) {
      var r = t.pendingProps;
      switch ((aa(t), t.tag)) {
        case 16:
        case 15:
        case 0:
        case 11:
        case 7:
        case 8:
        case 12:
        case 9:
        case 14:
          return (H(t), null);
        case 1:
          return (H(t), null);
        case 3:
          return (
            (n = t.stateNode),
            (r = null),
            e !== null && (r = e.memoizedState.cache),
            t.memoizedState.cache !== r && (t.flags |= 2048),
            Sa(Na),
            ke(),
            n.pendingContext && ((n.context = n.pendingContext), (n.pendingContext = null)),
            (e === null || e.child === null) &&
              (ma(t)
                ? hl(t)
                : e === null || (e.memoizedState.isDehydrated && !(t.flags & 256)) || ((t.flags |= 1024), ga())),
            H(t),
            null
          );
        case 26:
          var i = t.type,
            a = t.memoizedState;
          return (
            e === null
              ? (hl(t), a === null ? (H(t), gl(t, i, null, r, n)) : (H(t), _l(t, a)))
              : a
                ? a === e.memoizedState
                  ? (H(t), (t.flags &= -16777217))
                  : (hl(t), H(t), _l(t, a))
                : ((e = e.memoizedProps), e !== r && hl(t), H(t), gl(t, i, e, r, n)),
            null
          );
        case 27:
          if ((je(t), (n = Ee.current), (i = t.type), e !== null && t.stateNode != null))
            e.memoizedProps !== r && hl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(o(166));
              return (H(t), (t.subtreeFlags &= -33554433), null);
            }
            (e = we.current), ma(t) ? fa(t, e) : ((e = hm(i, r, n)), (t.stateNode = e), hl(t));
          }
          return (H(t), (t.subtreeFlags &= -33554433), null);
        case 5:
          if ((je(t), (i = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && hl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(o(166));
              return (H(t), (t.subtreeFlags &= -33554433), null);
            }
            if (((a = we.current), ma(t))) fa(t, a);
            else {
              var s = lp(Ee.current);
              switch (a) {
                case 1:
                  a = s.createElementNS(`http://www.w3.org/2000/svg`, i);
                  break;
                case 2:
                  a = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, i);
                  break;
                default:
                  switch (i) {
                    case `svg`:
                      a = s.createElementNS(`http://www.w3.org/2000/svg`, i);
                      break;
                    case `math`:
                      a = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, i);
                      break;
                    case `script`:
                      (a = s.createElement(`div`)),
                        (a.innerHTML = `<script></script>`),
                        (a = a.removeChild(a.firstChild));
                      break;
                    case `select`:
                      (a =
                        typeof r.is == `string` ? s.createElement(`select`, { is: r.is }) : s.createElement(`select`)),
                        r.multiple ? (a.multiple = !0) : r.size && (a.size = r.size);
                      break;
                    default:
                      a = typeof r.is == `string` ? s.createElement(i, { is: r.is }) : s.createElement(i);
                  }
              }
              (a[Et] = t), (a[Dt] = r);
              a: for (s = t.child; s !== null; ) {
                if (s.tag === 5 || s.tag === 6) a.appendChild(s.stateNode);
                else if (s.tag !== 4 && s.tag !== 27 && s.child !== null) {
                  (s.child.return = s), (s = s.child);
                  continue;
                }
                if (s === t) break;
                for (; s.sibling === null; ) {
                  if (s.return === null || s.return === t) break a;
                  s = s.return;
                }
                (s.sibling.return = s.return), (s = s.sibling);
              }
              t.stateNode = a;
              switch ((np(a, i, r), i)) {
                case `button`:
                case `input`:
                case `select`:
                case `textarea`:
                  r = !!r.autoFocus;
                  break;
                case `img`:
                  r = !0;
                  break;
                default:
                  r = !1;
              }
              r && hl(t);
            }
          }
          return (
            H(t),
            (t.subtreeFlags &= -33554433),
            gl(t, t.type, e === null ? null : e.memoizedProps, t.pendingProps, n),
            null
          );
        case 6:
          if (e && t.stateNode != null) e.memoizedProps !== r && hl(t);
          else {
            if (typeof r != `string` && t.stateNode === null) throw Error(o(166));
            if (((e = Ee.current), ma(t))) {
              if (((e = t.stateNode), (n = t.memoizedProps), (r = null), (i = sa), i !== null))
                switch (i.tag) {
                  case 27:
                  case 5:
                    r = i.memoizedProps;
                }
              (e[Et] = t),
                (e = !!(e.nodeValue === n || (r !== null && !0 === r.suppressHydrationWarning) || ep(e.nodeValue, n))),
                e || da(t, !0);
            } else (e = lp(e).createTextNode(r)), (e[Et] = t), (t.stateNode = e);
          }
          return (H(t), null);
        case 31:
          if (((n = t.memoizedState), e === null || e.memoizedState !== null)) {
            if (((r = ma(t)), n !== null)) {
              if (e === null) {
                if (!r) throw Error(o(318));
                if (((e = t.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(o(557));
                e[Et] = t;
              } else ha(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              H(t), (e = !1);
            } else
              (n = ga()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = n), (e = !0);
            if (!e) return t.flags & 256 ? (Ro(t), t) : (Ro(t), null);
            if (t.flags & 128) throw Error(o(558));
          }
          return (H(t), null);
        case 13:
          if (
            ((r = t.memoizedState), e === null || (e.memoizedState !== null && e.memoizedState.dehydrated !== null))
          ) {
            if (((i = ma(t)), r !== null && r.dehydrated !== null)) {
              if (e === null) {
                if (!i) throw Error(o(318));
                if (((i = t.memoizedState), (i = i === null ? null : i.dehydrated), !i)) throw Error(o(317));
                i[Et] = t;
              } else ha(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              H(t), (i = !1);
            } else
              (i = ga()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = i), (i = !0);
            if (!i) return t.flags & 256 ? (Ro(t), t) : (Ro(t), null);
          }
          return (
            Ro(t),
            t.flags & 128
              ? ((t.lanes = n), t)
              : ((n = r !== null),
                (e = e !== null && e.memoizedState !== null),
                n &&
                  ((r = t.child),
                  (i = null),
                  r.alternate !== null &&
                    r.alternate.memoizedState !== null &&
                    r.alternate.memoizedState.cachePool !== null &&
                    (i = r.alternate.memoizedState.cachePool.pool),
                  (a = null),
                  r.memoizedState !== null &&
                    r.memoizedState.cachePool !== null &&
                    (a = r.memoizedState.cachePool.pool),
                  a !== i && (r.flags |= 2048)),
                n !== e && n && (t.child.flags |= 8192),
                vl(t, t.updateQueue),
                H(t),
                null)
          );
        case 4:
          return (ke(), e === null && Wf(t.stateNode.containerInfo), (t.flags |= 67108864), H(t), null);
        case 10:
          return (Sa(t.type), H(t), null);
        case 19:
          if ((Vo(t), (r = t.memoizedState), r === null)) return (H(t), null);
          if (((i = !!(t.flags & 128)), (a = r.rendering), a === null)) {
            if (i) yl(r, !1);
            else {
              if (od !== 0 || (e !== null && e.flags & 128))
                for (e = t.child; e !== null; ) {
                  if (((a = Ho(e)), a !== null)) {
                    for (
                      t.flags |= 128,
                        yl(r, !1),
                        e = a.updateQueue,
                        t.updateQueue = e,
                        vl(t, e),
                        t.subtreeFlags = 0,
                        e = n,
                        n = t.child;
                      n !== null;
                    )
                      zi(n, e), (n = n.sibling);
                    return (Bo(t, (zo.current & 1) | 2), L && na(t, r.treeForkCount), t.child);
                  }
                  e = e.sibling;
                }
              r.tail !== null && We() > _d && ((t.flags |= 128), (i = !0), yl(r, !1), (t.lanes = 4194304));
            }
          } else {
            if (!i) {
              if (((e = Ho(a)), e !== null)) {
                if (
                  ((t.flags |= 128),
                  (i = !0),
                  (e = e.updateQueue),
                  (t.updateQueue = e),
                  vl(t, e),
                  yl(r, !0),
                  r.tail === null && r.tailMode !== `collapsed` && r.tailMode !== `visible` && !a.alternate && !L)
                )
                  return (H(t), null);
              } else
                2 * We() - r.renderingStartTime > _d &&
                  n !== 536870912 &&
                  ((t.flags |= 128), (i = !0), yl(r, !1), (t.lanes = 4194304));
            }
            r.isBackwards
              ? ((a.sibling = t.child), (t.child = a))
              : ((e = r.last), e === null ? (t.child = a) : (e.sibling = a), (r.last = a));
          }
          if (r.tail !== null) {
            e = r.tail;
            a: {
              for (n = e; n !== null; ) {
                if (n.alternate !== null) {
                  n = !1;
                  break a;
                }
                n = n.sibling;
              }
              n = !0;
            }
            return (
              (r.rendering = e),
              (r.tail = e.sibling),
              (r.renderingStartTime = We()),
              (e.sibling = null),
              (a = zo.current),
              (a = i ? (a & 1) | 2 : a & 1),
              r.tailMode === `visible` || r.tailMode === `collapsed` || !n || L
                ? Bo(t, a)
                : ((n = a), P(Mo, t), P(zo, n), No === null && (No = t)),
              L && na(t, r.treeForkCount),
              e
            );
          }
          return (H(t), null);
        case 22:
        case 23:
          return (
            Ro(t),
            jo(),
            (r = t.memoizedState !== null),
            e === null ? r && (t.flags |= 8192) : (e.memoizedState !== null) !== r && (t.flags |= 8192),
            r ? n & 536870912 && !(t.flags & 128) && (H(t), t.subtreeFlags & 6 && (t.flags |= 8192)) : H(t),
            (n = t.updateQueue),
            n !== null && vl(t, n.retryQueue),
            (n = null),
            e !== null &&
              e.memoizedState !== null &&
              e.memoizedState.cachePool !== null &&
              (n = e.memoizedState.cachePool.pool),
            (r = null),
            t.memoizedState !== null && t.memoizedState.cachePool !== null && (r = t.memoizedState.cachePool.pool),
            r !== n && (t.flags |= 2048),
            e !== null && Ce(Ka),
            null
          );
        case 24:
          return (
            (n = null),
            e !== null && (n = e.memoizedState.cache),
            t.memoizedState.cache !== n && (t.flags |= 2048),
            Sa(Na),
            H(t),
            null
          );
        case 25:
          return null;
        case 30:
          return ((t.flags |= 33554432), H(t), null);
      }
      throw Error(o(156, t.tag));
    }
    function xl(e, t) {
      switch ((aa(t), t.tag)) {
        case 1:
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 3:
          return (Sa(Na), ke(), (e = t.flags), e & 65536 && !(e & 128) ? ((t.flags = (e & -65537) | 128), t) : null);
        case 26:
        case 27:
        case 5:
          return (je(t), null);
        case 31:
          if (t.memoizedState !== null) {
            if ((Ro(t), t.alternate === null)) throw Error(o(340));
            ha();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 13:
          if ((Ro(t), (e = t.memoizedState), e !== null && e.dehydrated !== null)) {
            if (t.alternate === null) throw Error(o(340));
            ha();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 19:
          return (
            Vo(t),
            (e = t.flags),
            e & 65536
              ? ((t.flags = (e & -65537) | 128),
                (e = t.memoizedState),
                e !== null && ((e.rendering = null), (e.tail = null)),
                (t.flags |= 4),
                t)
              : null
          );
        case 4:
          return (ke(), null);
        case 10:
          return (Sa(t.type), null);
        case 22:
        case 23:
          return (
            Ro(t), jo(), e !== null && Ce(Ka), (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null
          );
        case 24:
          return (Sa(Na), null);
        case 25:
          return null;
        default:
          return null;
      }
    }
    function Sl(e, t) {
      switch ((aa(t), t.tag)) {
        case 3:
          Sa(Na), ke();
          break;
        case 26:
        case 27:
        case 5:
          je(t);
          break;
        case 4:
          ke();
          break;
        case 31:
          t.memoizedState !== null && Ro(t);
          break;
        case 13:
          Ro(t);
          break;
        case 19:
          Vo(t);
          break;
        case 10:
          Sa(t.type);
          break;
        case 22:
        case 23:
          Ro(t), jo(), e !== null && Ce(Ka);
          break;
        case 24:
          Sa(Na);
      }
    }
    function Cl(e, t) {
      try {
        var n = t.updateQueue,
          r = n === null ? null : n.lastEffect;
        if (r !== null) {
          var i = r.next;
          n = i;
          do {
            if ((n.tag & e) === e) {
              r = void 0;
              var a = n.create,
                o = n.inst;
              (r = a()), (o.destroy = r);
            }
            n = n.next;
          } while (n !== i);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function wl(e, t, n) {
      try {
        var r = t.updateQueue,
          i = r === null ? null : r.lastEffect;
        if (i !== null) {
          var a = i.next;
          r = a;
          do {
            if ((r.tag & e) === e) {
              var o = r.inst,
                s = o.destroy;
              if (s !== void 0) {
                (o.destroy = void 0), (i = t);
                var c = n,
                  l = s;
                try {
                  l();
                } catch (e) {
                  Z(i, c, e);
                }
              }
            }
            r = r.next;
          } while (r !== a);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Tl(e) {
      var t = e.updateQueue;
      if (t !== null) {
        var n = e.stateNode;
        try {
          Eo(t, n);
        } catch (t) {
          Z(e, e.return, t);
        }
      }
    }
    function El(e, t, n) {
      (n.props = wc(e.type, e.memoizedProps)), (n.state = e.memoizedState);
      try {
        n.componentWillUnmount();
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Dl(e, t) {
      try {
        var n = e.ref;
        if (n !== null) {
          switch (e.tag) {
            case 26:
            case 27:
            case 5:
              var r = e.stateNode;
              break;
            case 30:
              var i = e.stateNode,
                a = xi(e.memoizedProps, i);
              (i.ref === null || i.ref.name !== a) && (i.ref = Pp(a)), (r = i.ref);
              break;
            case 7:
              if (e.stateNode === null) {
                var o = new Fp(e);
                h(e.child, !1, Qp, o, void 0, void 0), (e.stateNode = o);
              }
              r = e.stateNode;
              break;
            default:
              r = e.stateNode;
          }
          typeof n == `function` ? (e.refCleanup = n(r)) : (n.current = r);
        }
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Ol(e, t) {
      var n = e.ref,
        r = e.refCleanup;
      if (n !== null) {
        if (typeof r == `function`)
          try {
            r();
          } catch (n) {
            Z(e, t, n);
          } finally {
            (e.refCleanup = null), (e = e.alternate), e != null && (e.refCleanup = null);
          }
        else if (typeof n == `function`)
          try {
            n(null);
          } catch (n) {
            Z(e, t, n);
          }
        else n.current = null;
      }
    }
    function kl(e, t) {
      if ((e.tag === 5 || e.tag === 27 || e.tag === 6) && e.alternate === null && t !== null)
        for (var n = 0; n < t.length; n++) em(e.stateNode, t[n]);
    }
    function Al(e) {
      for (var t = e.return; t !== null && (Nl(t) && em(e.stateNode, t.stateNode), !Ml(t)); ) t = t.return;
    }
    function jl(e) {
      for (var t = e.return; t !== null && (Nl(t) && tm(e.stateNode, t.stateNode), !Ml(t)); ) t = t.return;
    }
    function Ml(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 27;
    }
    function Nl(e) {
      return e && e.tag === 7 && e.stateNode !== null;
    }
    function Pl(e) {
      var t = e.type,
        n = e.memoizedProps,
        r = e.stateNode;
      try {
        switch (t) {
          case `button`:
          case `input`:
          case `select`:
          case `textarea`:
            n.autoFocus && r.focus();
            break;
          case `img`:
            n.src ? (r.src = n.src) : n.srcSet && (r.srcset = n.srcSet);
        }
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Fl(e, t, n) {
      try {
        var r = e.stateNode;
        ip(r, e.type, n, t), (r[Dt] = t);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Il(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 26 || (e.tag === 27 && Sp(e.type)) || e.tag === 4;
    }
    function Ll(e) {
      a: for (;;) {
        for (; e.sibling === null; ) {
          if (e.return === null || Il(e.return)) return null;
          e = e.return;
        }
        for (e.sibling.return = e.return, e = e.sibling; e.tag !== 5 && e.tag !== 6 && e.tag !== 18; ) {
          if ((e.tag === 27 && Sp(e.type)) || e.flags & 2 || e.child === null || e.tag === 4) continue a;
          (e.child.return = e), (e = e.child);
        }
        if (!(e.flags & 2)) return e.stateNode;
      }
    }
    function Rl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        (i = e.stateNode),
          t
            ? (n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n).insertBefore(i, t)
            : ((t = n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n),
              t.appendChild(i),
              (n = n._reactRootContainer),
              n != null || t.onclick !== null || (t.onclick = Sn)),
          kl(e, r),
          (F = !0);
      else if (
        i !== 4 &&
        (i === 27 && (kl(e, r), (r = null), Sp(e.type) && ((n = e.stateNode), (t = null))), (e = e.child), e !== null)
      )
        for (Rl(e, t, n, r), e = e.sibling; e !== null; ) Rl(e, t, n, r), (e = e.sibling);
    }
    function zl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6) (i = e.stateNode), t ? n.insertBefore(i, t) : n.appendChild(i), kl(e, r), (F = !0);
      else if (
        i !== 4 &&
        (i === 27 && (kl(e, r), (r = null), Sp(e.type) && (n = e.stateNode)), (e = e.child), e !== null)
      )
        for (zl(e, t, n, r), e = e.sibling; e !== null; ) zl(e, t, n, r), (e = e.sibling);
    }
    function Bl(e) {
      var t = e.stateNode,
        n = e.memoizedProps;
      try {
        for (var r = e.type, i = t.attributes; i.length; ) t.removeAttributeNode(i[0]);
        np(t, r, n), (t[Et] = e), (t[Dt] = n);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    var Vl = !1,
      Hl = null;
    function Ul(e) {
      (e.tag === 30 || e.subtreeFlags & 33554432) && (Vl = !0);
    }
    var Wl = null;
    function Gl() {
      var e = Wl;
      return ((Wl = null), e);
    }
    var Kl = 0;
    function ql(e, t, n, r, i) {
      return ((Kl = 0), Jl(e.child, t, n, r, i));
    }
    function Jl(e, t, n, r, i) {
      for (var a = !1; e !== null; ) {
        if (e.tag === 5) {
          var o = e.stateNode;
          if (r !== null) {
            var s = Op(o);
            r.push(s), s.view && (a = !0);
          } else a || (Op(o).view && (a = !0));
          (Vl = !0), Tp(o, Kl === 0 ? t : t + `_` + Kl, n), Kl++;
        } else
          (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && i) || (Jl(e.child, t, n, r, i) && (a = !0));
        e = e.sibling;
      }
      return a;
    }
    function Yl(e, t) {
      for (; e !== null; )
        e.tag === 5
          ? Ep(e.stateNode, e.memoizedProps)
          : (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && t) || Yl(e.child, t),
          (e = e.sibling);
    }
    function Xl(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (
            (e.tag !== 22 || e.memoizedState === null) &&
            (Xl(e), e.tag === 30 && e.flags & 18874368 && e.stateNode.paired)
          ) {
            var t = e.memoizedProps;
            if (t.name == null || t.name === `auto`) throw Error(o(544));
            var n = t.name;
            (t = Ci(t.default, t.share)), t !== `none` && (ql(e, n, t, null, !1) || Yl(e.child, !1));
          }
          e = e.sibling;
        }
    }
    function Zl(e, t) {
      if (e.tag === 30) {
        var n = e.stateNode,
          r = e.memoizedProps,
          i = xi(r, n),
          a = Ci(r.default, n.paired ? r.share : r.enter);
        a === `none` ? Xl(e) : ql(e, i, a, null, !1) ? (Xl(e), n.paired || t || Nd(e, r.onEnter)) : Yl(e.child, !1);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) Zl(e, t), (e = e.sibling);
      else Xl(e);
    }
    function Ql(e) {
      if (Hl !== null && Hl.size !== 0) {
        var t = Hl;
        if (e.subtreeFlags & 18874368)
          for (e = e.child; e !== null; ) {
            if (e.tag !== 22 || e.memoizedState === null) {
              if (e.tag === 30 && e.flags & 18874368) {
                var n = e.memoizedProps,
                  r = n.name;
                if (r != null && r !== `auto`) {
                  var i = t.get(r);
                  if (i !== void 0) {
                    var a = Ci(n.default, n.share);
                    if (
                      (a !== `none` &&
                        (ql(e, r, a, null, !1)
                          ? ((a = e.stateNode), (i.paired = a), (a.paired = i), Nd(e, n.onShare))
                          : Yl(e.child, !1)),
                      t.delete(r),
                      t.size === 0)
                    )
                      break;
                  }
                }
              }
              Ql(e);
            }
            e = e.sibling;
          }
      }
    }
    function $l(e) {
      if (e.tag === 30) {
        var t = e.memoizedProps,
          n = xi(t, e.stateNode),
          r = Hl === null ? void 0 : Hl.get(n),
          i = Ci(t.default, r === void 0 ? t.exit : t.share);
        i !== `none` &&
          (ql(e, n, i, null, !1)
            ? r === void 0
              ? Nd(e, t.onExit)
              : ((i = e.stateNode), (r.paired = i), (i.paired = r), Hl.delete(n), Nd(e, t.onShare))
            : Yl(e.child, !1)),
          Hl !== null && Ql(e);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) $l(e), (e = e.sibling);
      else Hl !== null && Ql(e);
    }
    function eu(e) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var t = e.memoizedProps,
            n = xi(t, e.stateNode);
          (t = Ci(t.default, t.update)), (e.flags &= -5), t !== `none` && ql(e, n, t, (e.memoizedState = []), !1);
        } else e.subtreeFlags & 33554432 && eu(e);
        e = e.sibling;
      }
    }
    function tu(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (e.tag !== 22 || e.memoizedState === null) {
            if (e.tag === 30 && e.flags & 18874368) {
              var t = e.stateNode;
              t.paired !== null && ((t.paired = null), Yl(e.child, !1));
            }
            tu(e);
          }
          e = e.sibling;
        }
    }
    function nu(e) {
      if (e.tag === 30) (e.stateNode.paired = null), Yl(e.child, !1), tu(e);
      else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) nu(e), (e = e.sibling);
      else tu(e);
    }
    function ru(e) {
      for (e = e.child; e !== null; )
        e.tag === 30 ? Yl(e.child, !1) : e.subtreeFlags & 33554432 && ru(e), (e = e.sibling);
    }
    function iu(e, t, n, r, i, a, o) {
      for (var s = !1; t !== null; ) {
        if (t.tag === 5) {
          var c = t.stateNode;
          if (a !== null && Kl < a.length) {
            var l = a[Kl],
              u = Op(c);
            (l.view || u.view) && (s = !0);
            var d;
            if ((d = !(e.flags & 4))) {
              if (u.clip) d = !0;
              else {
                d = l.rect;
                var f = u.rect;
                d = d.y !== f.y || d.x !== f.x || d.height !== f.height || d.width !== f.width;
              }
            }
            d && (e.flags |= 4),
              u.abs ? (u = !l.abs) : ((l = l.rect), (u = u.rect), (u = l.height !== u.height || l.width !== u.width)),
              u && (e.flags |= 32);
          } else e.flags |= 32;
          e.flags & 4 && Tp(c, Kl === 0 ? n : n + `_` + Kl, i),
            (s && e.flags & 4) || (Wl === null && (Wl = []), Wl.push(c, Kl === 0 ? r : r + `_` + Kl, t.memoizedProps)),
            Kl++;
        } else
          (t.tag !== 22 || t.memoizedState === null) &&
            (t.tag === 30 && o ? (e.flags |= t.flags & 32) : iu(e, t.child, n, r, i, a, o) && (s = !0));
        t = t.sibling;
      }
      return s;
    }
    function au(e, t) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var n = e.memoizedProps,
            r = e.stateNode,
            i = xi(n, r),
            a = Ci(n.default, n.update);
          if (t) {
            r = r.clones;
            var o = r === null ? null : r.map(kp);
          } else (o = e.memoizedState), (e.memoizedState = null);
          r = e;
          var s = e.child;
          (Kl = 0), (i = iu(r, s, i, i, a, o, !1)), e.flags & 4 && i && (t || Nd(e, n.onUpdate));
        } else e.subtreeFlags & 33554432 && au(e, t);
        e = e.sibling;
      }
    }
    var ou = !1,
      U = !1,
      su = !1,
      cu = !1,
      lu = typeof WeakSet == `function` ? WeakSet : Set,
      uu = null,
      du = !1,
      fu = !1,
      pu = !1,
      mu = !1;
    function hu(e, t, n) {
      if (((e = e.containerInfo), (sp = gh), (e = Zr(e)), Qr(e))) {
        if (`selectionStart` in e) var r = { start: e.selectionStart, end: e.selectionEnd };
        else
          a: {
            r = ((r = e.ownerDocument) && r.defaultView) || window;
            var i = r.getSelection && r.getSelection();
            if (i && i.rangeCount !== 0) {
              r = i.anchorNode;
              var a = i.anchorOffset,
                o = i.focusNode;
              i = i.focusOffset;
              try {
                r.nodeType, o.nodeType;
              } catch {
                r = null;
                break a;
              }
              var s = 0,
                c = -1,
                l = -1,
                u = 0,
                d = 0,
                f = e,
                p = null;
              b: for (;;) {
                for (
                  var m;
                  f !== r || (a !== 0 && f.nodeType !== 3) || (c = s + a),
                    f !== o || (i !== 0 && f.nodeType !== 3) || (l = s + i),
                    f.nodeType === 3 && (s += f.nodeValue.length),
                    (m = f.firstChild) !== null;
                )
                  (p = f), (f = m);
                for (;;) {
                  if (f === e) break b;
                  if ((p === r && ++u === a && (c = s), p === o && ++d === i && (l = s), (m = f.nextSibling) !== null))
                    break;
                  (f = p), (p = f.parentNode);
                }
                f = m;
              }
              r = c === -1 || l === -1 ? null : { start: c, end: l };
            } else r = null;
          }
        r ||= { start: 0, end: 0 };
      } else r = null;
      for (
        cp = { focusedElem: e, selectionRange: r }, gh = !1, n = (n & 335544064) === n, uu = t, t = n ? 9270 : 1024;
        uu !== null;
      ) {
        if (((e = uu), n && ((r = e.deletions), r !== null))) for (a = 0; a < r.length; a++) n && $l(r[a]);
        if (e.alternate === null && e.flags & 2) n && Ul(e), gu(n);
        else {
          if (e.tag === 22) {
            if (((r = e.alternate), e.memoizedState !== null)) {
              r !== null && r.memoizedState === null && n && $l(r), gu(n);
              continue;
            }
            if (r !== null && r.memoizedState !== null) {
              n && Ul(e), gu(n);
              continue;
            }
          }
          (r = e.child), (e.subtreeFlags & t) !== 0 && r !== null ? ((r.return = e), (uu = r)) : (n && eu(e), gu(n));
        }
      }
      Hl = null;
    }
    function gu(e) {
      for (; uu !== null; ) {
        var t = uu,
          n = e,
          r = t.alternate,
          i = t.flags;
        switch (t.tag) {
          case 0:
          case 11:
          case 15:
            break;
          case 1:
            if (i & 1024 && r !== null) {
              (n = void 0), (i = r.memoizedProps), (r = r.memoizedState);
              var a = t.stateNode;
              try {
                var s = wc(t.type, i);
                (n = a.getSnapshotBeforeUpdate(s, r)), (a.__reactInternalSnapshotBeforeUpdate = n);
              } catch (e) {
                Z(t, t.return, e);
              }
            }
            break;
          case 3:
            if (i & 1024) {
              if (((r = t.stateNode.containerInfo), (n = r.nodeType), n === 9)) nm(r);
              else if (n === 1)
                switch (r.nodeName) {
                  case `HEAD`:
                  case `HTML`:
                  case `BODY`:
                    nm(r);
                    break;
                  default:
                    r.textContent = ``;
                }
            }
            break;
          case 5:
          case 26:
          case 27:
          case 6:
          case 4:
          case 17:
            break;
          case 30:
            n &&
              r !== null &&
              ((n = xi(r.memoizedProps, r.stateNode)),
              (i = t.memoizedProps),
              (i = Ci(i.default, i.update)),
              i !== `none` && ql(r, n, i, (r.memoizedState = []), !0));
            break;
          default:
            if (i & 1024) throw Error(o(163));
        }
        if (((r = t.sibling), r !== null)) {
          (r.return = t.return), (uu = r);
          break;
        }
        uu = t.return;
      }
    }
    function _u(e, t, n) {
      var r = n.flags;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          Iu(e, n), r & 4 && Cl(5, n);
          break;
        case 1:
          if ((Iu(e, n), r & 4)) {
            if (((e = n.stateNode), t === null))
              try {
                e.componentDidMount();
              } catch (e) {
                Z(n, n.return, e);
              }
            else {
              var i = wc(n.type, t.memoizedProps);
              t = t.memoizedState;
              try {
                e.componentDidUpdate(i, t, e.__reactInternalSnapshotBeforeUpdate);
              } catch (e) {
                Z(n, n.return, e);
              }
            }
          }
          r & 64 && Tl(n), r & 512 && Dl(n, n.return);
          break;
        case 3:
          if ((Iu(e, n), r & 64 && ((e = n.updateQueue), e !== null))) {
            if (((t = null), n.child !== null))
              switch (n.child.tag) {
                case 27:
                case 5:
                  t = n.child.stateNode;
                  break;
                case 1:
                  t = n.child.stateNode;
              }
            try {
              Eo(e, t);
            } catch (e) {
              Z(n, n.return, e);
            }
          }
          break;
        case 27:
          t === null && r & 4 && Bl(n);
        case 26:
        case 5:
          Iu(e, n), t === null && r & 4 && Pl(n), r & 512 && Dl(n, n.return);
          break;
        case 12:
          Iu(e, n);
          break;
        case 31:
          Iu(e, n), r & 4 && Tu(e, n);
          break;
        case 13:
          Iu(e, n),
            r & 4 && Eu(e, n),
            r & 64 &&
              ((e = n.memoizedState),
              e !== null && ((e = e.dehydrated), e !== null && ((n = _f.bind(null, n)), cm(e, n))));
          break;
        case 22:
          if (((r = n.memoizedState !== null || ou), !r)) {
            var a = (t !== null && t.memoizedState !== null) || U;
            (t = ou),
              (i = U),
              (ou = r),
              (U = a) && !i ? ((r = 2), n.subtreeFlags & 8772 && (r |= 1), Ru(e, n, r)) : Iu(e, n),
              (ou = t),
              (U = i);
          }
          break;
        case 30:
          Iu(e, n), r & 512 && Dl(n, n.return);
          break;
        case 7:
          r & 512 && Dl(n, n.return);
        default:
          Iu(e, n);
      }
    }
    function vu(e, t) {
      for (e = e.child; e !== null; ) yu(e, t), (e = e.sibling);
    }
    function yu(e, t) {
      switch (e.tag) {
        case 5:
        case 26:
          try {
            var n = e.stateNode;
            if (t) {
              var r = n.style;
              typeof r.setProperty == `function` ? r.setProperty(`display`, `none`, `important`) : (r.display = `none`);
            } else {
              var i = e.stateNode,
                a = e.memoizedProps.style,
                o = a != null && Object.hasOwn(a, `display`) ? a.display : null;
              i.style.display = o == null || typeof o == `boolean` ? `` : (`` + o).trim();
            }
          } catch (t) {
            Z(e, e.return, t);
          }
          bu(e, t);
          break;
        case 6:
          try {
            (e.stateNode.nodeValue = t ? `` : e.memoizedProps), (F = !0);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 18:
          try {
            var s = e.stateNode;
            t ? wp(s, !0) : wp(e.stateNode, !1);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 22:
        case 23:
          e.memoizedState === null && vu(e, t);
          break;
        default:
          vu(e, t);
      }
    }
    function bu(e, t) {
      if (e.subtreeFlags & 67108864)
        for (e = e.child; e !== null; ) {
          a: {
            var n = e,
              r = t;
            switch (n.tag) {
              case 4:
                yu(n, r);
                break a;
              case 22:
                n.memoizedState === null && bu(n, r);
                break a;
              default:
                bu(n, r);
            }
          }
          e = e.sibling;
        }
    }
    function xu(e) {
      var t = e.alternate;
      t !== null && ((e.alternate = null), xu(t)),
        (e.child = null),
        (e.deletions = null),
        (e.sibling = null),
        e.tag === 5 && ((t = e.stateNode), t !== null && Ft(t)),
        (e.stateNode = null),
        (e.return = null),
        (e.dependencies = null),
        (e.memoizedProps = null),
        (e.memoizedState = null),
        (e.pendingProps = null),
        (e.stateNode = null),
        (e.updateQueue = null);
    }
    var W = null,
      Su = !1;
    function Cu(e, t, n) {
      for (n = n.child; n !== null; ) wu(e, t, n), (n = n.sibling);
    }
    function wu(e, t, n) {
      if (et && typeof et.onCommitFiberUnmount == `function`)
        try {
          et.onCommitFiberUnmount($e, n);
        } catch {}
      switch (n.tag) {
        case 26:
          U || Ol(n, t),
            Cu(e, t, n),
            n.memoizedState
              ? n.memoizedState.count--
              : n.stateNode && !U && ((n = n.stateNode), n.parentNode.removeChild(n));
          break;
        case 27:
          U || Ol(n, t), jl(n);
          var r = W,
            i = Su;
          Sp(n.type) && ((W = n.stateNode), (Su = !1)),
            Cu(e, t, n),
            gm(n.stateNode, n.type, n.memoizedProps),
            (W = r),
            (Su = i);
          break;
        case 5:
          U || Ol(n, t), jl(n);
        case 6:
          if ((n.tag === 6 && jl(n), (r = W), (i = Su), (W = null), Cu(e, t, n), (W = r), (Su = i), W !== null)) {
            if (Su)
              try {
                (W.nodeType === 9 ? W.body : W.nodeName === `HTML` ? W.ownerDocument.body : W).removeChild(n.stateNode),
                  (F = !0);
              } catch (e) {
                Z(n, t, e);
              }
            else
              try {
                W.removeChild(n.stateNode), (F = !0);
              } catch (e) {
                Z(n, t, e);
              }
          }
          break;
        case 18:
          W !== null &&
            (Su
              ? ((e = W),
                Cp(e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e, n.stateNode),
                Hh(e))
              : Cp(W, n.stateNode));
          break;
        case 4:
          (r = W), (i = Su), (W = n.stateNode.containerInfo), (Su = !0), Cu(e, t, n), (W = r), (Su = i);
          break;
        case 0:
        case 11:
        case 14:
        case 15:
          wl(2, n, t), U || wl(4, n, t), Cu(e, t, n);
          break;
        case 1:
          U || (Ol(n, t), (r = n.stateNode), typeof r.componentWillUnmount == `function` && El(n, t, r)), Cu(e, t, n);
          break;
        case 21:
          Cu(e, t, n);
          break;
        case 22:
          (U = (r = U) || n.memoizedState !== null), Cu(e, t, n), (U = r);
          break;
        case 30:
          Ol(n, t), Cu(e, t, n);
          break;
        case 7:
          U || Ol(n, t), Cu(e, t, n);
          break;
        default:
          Cu(e, t, n);
      }
    }
    function Tu(e, t) {
      if (t.memoizedState === null && ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null))) {
        e = e.dehydrated;
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
      }
    }
    function Eu(e, t) {
      if (
        t.memoizedState === null &&
        ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null && ((e = e.dehydrated), e !== null)))
      )
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
    }
    function Du(e) {
      switch (e.tag) {
        case 31:
        case 13:
        case 19:
          var t = e.stateNode;
          return (t === null && (t = e.stateNode = new lu()), t);
        case 22:
          return ((e = e.stateNode), (t = e._retryCache), t === null && (t = e._retryCache = new lu()), t);
        default:
          throw Error(o(435, e.tag));
      }
    }
    function Ou(e, t) {
      var n = Du(e);
      t.forEach((t) => {
        if (!n.has(t)) {
          n.add(t);
          var r = vf.bind(null, e, t);
          t.then(r, r);
        }
      });
    }
    function ku(e, t, n) {
      var r = t.deletions;
      if (r !== null)
        for (var i = 0; i < r.length; i++) {
          var a = r[i],
            s = e,
            c = t,
            l = c;
          a: for (; l !== null; ) {
            switch (l.tag) {
              case 27:
                if (Sp(l.type)) {
                  (W = l.stateNode), (Su = !1);
                  break a;
                }
                break;
              case 5:
                (W = l.stateNode), (Su = !1);
                break a;
              case 3:
              case 4:
                (W = l.stateNode.containerInfo), (Su = !0);
                break a;
            }
            l = l.return;
          }
          if (W === null) throw Error(o(160));
          wu(s, c, a), (W = null), (Su = !1), (s = a.alternate), s !== null && (s.return = null), (a.return = null);
        }
      if (t.subtreeFlags & 13886) for (t = t.child; t !== null; ) ju(t, e, n), (t = t.sibling);
    }
    var Au = null;
    function ju(e, t, n) {
      var r = e.alternate,
        i = e.flags;
      switch (e.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          if (i & 4 && ((r = e.updateQueue), (r = r === null ? null : r.events), r !== null))
            for (var a = 0; a < r.length; a++) {
              var s = r[a];
              s.ref.impl = s.nextImpl;
            }
          ku(t, e, n), Mu(e), i & 4 && (wl(3, e, e.return), Cl(3, e), wl(5, e, e.return));
          break;
        case 1:
          ku(t, e, n),
            Mu(e),
            i & 512 && (U || r === null || Ol(r, r.return)),
            i & 64 &&
              ou &&
              ((e = e.updateQueue),
              e !== null &&
                ((t = e.callbacks),
                t !== null &&
                  ((n = e.shared.hiddenCallbacks), (e.shared.hiddenCallbacks = n === null ? t : n.concat(t)))));
          break;
        case 26:
          if (((a = Au), ku(t, e, n), Mu(e), i & 512 && (U || r === null || Ol(r, r.return)), i & 4)) {
            if (((i = r === null ? null : r.memoizedState), (n = e.memoizedState), r === null)) {
              if (n === null) {
                if (e.stateNode === null) {
                  if (ou) e.stateNode = fp(e.type, e.memoizedProps, t.containerInfo, e);
                  else {
                    a: {
                      (t = e.type), (n = e.memoizedProps), (i = a.ownerDocument || a);
                      b: switch (t) {
                        case `title`:
                          (r = i.getElementsByTagName(`title`)[0]),
                            (!r ||
                              r[Nt] ||
                              r[Et] ||
                              r.namespaceURI === `http://www.w3.org/2000/svg` ||
                              r.hasAttribute(`itemprop`)) &&
                              ((r = i.createElement(t)), i.head.insertBefore(r, i.querySelector(`head > title`))),
                            np(r, t, n),
                            (r[Et] = e),
                            Bt(r),
                            (t = r);
                          break a;
                        case `link`:
                          if ((a = Gm(`link`, `href`, i).get(t + (n.href || ``)))) {
                            for (s = 0; s < a.length; s++)
                              if (
                                ((r = a[s]),
                                r.getAttribute(`href`) === (n.href == null || n.href === `` ? null : n.href) &&
                                  r.getAttribute(`rel`) === (n.rel == null ? null : n.rel) &&
                                  r.getAttribute(`title`) === (n.title == null ? null : n.title) &&
                                  r.getAttribute(`crossorigin`) === (n.crossOrigin == null ? null : n.crossOrigin))
                              ) {
                                a.splice(s, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        case `meta`:
                          if ((a = Gm(`meta`, `content`, i).get(t + (n.content || ``)))) {
                            for (s = 0; s < a.length; s++)
                              if (
                                ((r = a[s]),
                                r.getAttribute(`content`) === (n.content == null ? null : `` + n.content) &&
                                  r.getAttribute(`name`) === (n.name == null ? null : n.name) &&
                                  r.getAttribute(`property`) === (n.property == null ? null : n.property) &&
                                  r.getAttribute(`http-equiv`) === (n.httpEquiv == null ? null : n.httpEquiv) &&
                                  r.getAttribute(`charset`) === (n.charSet == null ? null : n.charSet))
                              ) {
                                a.splice(s, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        default:
                          throw Error(o(468, t));
                      }
                      (r[Et] = e), Bt(r), (t = r);
                    }
                    e.stateNode = t;
                  }
                } else ou || Km(a, e.type, e.stateNode);
              } else e.stateNode = Bm(a, n, e.memoizedProps);
            } else
              i === n
                ? n === null && e.stateNode !== null && Fl(e, e.memoizedProps, r.memoizedProps)
                : (i === null ? ((t = r.stateNode), t === null || U || t.parentNode.removeChild(t)) : i.count--,
                  n === null ? ou || Km(a, e.type, e.stateNode) : Bm(a, n, e.memoizedProps));
          }
          break;
        case 27:
          ku(t, e, n),
            Mu(e),
            i & 512 && (U || r === null || Ol(r, r.return)),
            r !== null && i & 4 && Fl(e, e.memoizedProps, r.memoizedProps);
          break;
        case 5:
          if (
            ((a = su),
            (su = !1),
            ku(t, e, n),
            (su = a),
            Mu(e),
            i & 512 && (U || r === null || Ol(r, r.return)),
            e.flags & 32)
          ) {
            t = e.stateNode;
            try {
              mn(t, ``), (F = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          i & 4 && e.stateNode != null && ((t = e.memoizedProps), Fl(e, t, r === null ? t : r.memoizedProps)),
            i & 1024 && (cu = !0);
          break;
        case 6:
          if ((ku(t, e, n), Mu(e), i & 4)) {
            if (e.stateNode === null) throw Error(o(162));
            (t = e.memoizedProps), (n = e.stateNode);
            try {
              (n.nodeValue = t), (F = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          break;
        case 3:
          if (
            ((F = !1),
            (Wm = null),
            (a = Au),
            (Au = bm(t.containerInfo)),
            ku(t, e, n),
            (Au = a),
            Mu(e),
            i & 4 && r !== null && r.memoizedState.isDehydrated)
          )
            try {
              Hh(t.containerInfo);
            } catch (t) {
              Z(e, e.return, t);
            }
          cu && ((cu = !1), Nu(e)), (F = !1);
          break;
        case 4:
          (i = su),
            (su = ou),
            (r = Xt()),
            (a = Au),
            (Au = bm(e.stateNode.containerInfo)),
            ku(t, e, n),
            Mu(e),
            (Au = a),
            F && fu && (pu = !0),
            (F = r),
            (su = i);
          break;
        case 12:
          ku(t, e, n), Mu(e);
          break;
        case 31:
          ku(t, e, n), Mu(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t)));
          break;
        case 13:
          ku(t, e, n),
            Mu(e),
            e.child.flags & 8192 &&
              (e.memoizedState !== null) != (r !== null && r.memoizedState !== null) &&
              (hd = We()),
            i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t)));
          break;
        case 22:
          (a = e.memoizedState !== null), (s = r !== null && r.memoizedState !== null);
          var c = ou,
            l = U,
            u = su;
          (ou = c || a),
            (su = u || a),
            (U = l || s),
            ku(t, e, n),
            (U = l),
            (su = u),
            (ou = c),
            Mu(e),
            i & 8192 &&
              ((t = e.stateNode),
              (t._visibility = a ? t._visibility & -2 : t._visibility | 1),
              !a ||
                r === null ||
                s ||
                ou ||
                U ||
                ((t = s || U), (n = ou), (r = U), (ou = a || ou), (U = t), Lu(e, 2), (ou = n), (U = r)),
              (!a && su) || vu(e, a)),
            i & 4 &&
              ((t = e.updateQueue),
              t !== null && ((n = t.retryQueue), n !== null && ((t.retryQueue = null), Ou(e, n))));
          break;
        case 19:
          ku(t, e, n), Mu(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), Ou(e, t)));
          break;
        case 30:
          i & 512 && (U || r === null || Ol(r, r.return)),
            (i = Xt()),
            (a = fu),
            (s = (n & 335544064) === n),
            (c = e.memoizedProps),
            (fu = s && Ci(c.default, c.update) !== `none`),
            ku(t, e, n),
            Mu(e),
            s && r !== null && F && (e.flags |= 4),
            (fu = a),
            (F = i);
          break;
        case 21:
          break;
        case 7:
          i & 512 && (U || r === null || Ol(r, r.return)),
            r && r.stateNode !== null && (r.stateNode._fragmentFiber = e);
        default:
          ku(t, e, n), Mu(e);
      }
    }
    function Mu(e) {
      var t = e.flags;
      if (t & 2) {
        try {
          for (var n, r = e.return; r !== null; ) {
            if (Il(r)) {
              n = r;
              break;
            }
            r = r.return;
          }
          r = null;
          for (var i = e.return; i !== null; ) {
            if (Nl(i)) {
              var a = i.stateNode;
              r === null ? (r = [a]) : r.push(a);
            }
            if (Ml(i)) break;
            i = i.return;
          }
          var s = r;
          if (n == null) throw Error(o(160));
          switch (n.tag) {
            case 27:
              var c = n.stateNode;
              zl(e, Ll(e), c, s);
              break;
            case 5:
              var l = n.stateNode;
              n.flags & 32 && (mn(l, ``), (n.flags &= -33)), zl(e, Ll(e), l, s);
              break;
            case 3:
            case 4:
              var u = n.stateNode.containerInfo;
              Rl(e, Ll(e), u, s);
              break;
            default:
              throw Error(o(161));
          }
        } catch (t) {
          Z(e, e.return, t);
        }
        e.flags &= -3;
      }
      t & 4096 && (e.flags &= -4097);
    }
    function Nu(e) {
      if (e.subtreeFlags & 1024)
        for (e = e.child; e !== null; ) {
          var t = e;
          Nu(t), t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (gh = !0), t.reset(), (gh = !1)), (e = e.sibling);
        }
    }
    function Pu(e, t) {
      if (t.subtreeFlags & 9270) for (t = t.child; t !== null; ) Fu(t, e), (t = t.sibling);
      else au(t, !1);
    }
    function Fu(e, t) {
      var n = e.alternate;
      if (n === null) Zl(e, !1);
      else
        switch (e.tag) {
          case 3:
            if (((mu = du = !1), Gl(), Pu(t, e), !du && !pu)) {
              if (((e = Wl), e !== null))
                for (var r = 0; r < e.length; r += 3) {
                  n = e[r];
                  var i = e[r + 1];
                  Ep(n, e[r + 2]),
                    (n = n.ownerDocument.documentElement),
                    n !== null &&
                      n.animate(
                        { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                        { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(` + i + `)` },
                      );
                }
              (e = t.containerInfo),
                (e = e.nodeType === 9 ? e.documentElement : e.ownerDocument.documentElement),
                e !== null &&
                  e.style.viewTransitionName === `` &&
                  ((e.style.viewTransitionName = `none`),
                  e.animate(
                    { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(root)` },
                  ),
                  e.animate(
                    { width: [0, 0], height: [0, 0] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition` },
                  )),
                (mu = !0);
            }
            Wl = null;
            break;
          case 5:
            Pu(t, e);
            break;
          case 4:
            (r = du), (du = !1), Pu(t, e), du && (pu = !0), (du = r);
            break;
          case 22:
            e.memoizedState === null && (n.memoizedState === null ? Pu(t, e) : Zl(e, !1));
            break;
          case 30:
            (r = du), (i = Gl()), (du = !1), Pu(t, e), du && (e.flags |= 4);
            var a = e.memoizedProps,
              o = e.stateNode;
            (t = xi(a, o)), (o = xi(n.memoizedProps, o));
            var s = Ci(a.default, a.update);
            s === `none`
              ? (t = !1)
              : ((a = n.memoizedState),
                (n.memoizedState = null),
                (n = e.child),
                (Kl = 0),
                (t = iu(e, n, t, o, s, a, !0)),
                Kl !== (a === null ? 0 : a.length) && (e.flags |= 32)),
              e.flags & 4 && t
                ? (Nd(e, e.memoizedProps.onUpdate), (Wl = i))
                : i !== null && (i.push.apply(i, Wl), (Wl = i)),
              (du = e.flags & 32 ? !0 : r);
            break;
          default:
            Pu(t, e);
        }
    }
    function Iu(e, t) {
      if (t.subtreeFlags & 8772) for (t = t.child; t !== null; ) _u(e, t.alternate, t), (t = t.sibling);
    }
    function Lu(e, t) {
      for (e = e.child; e !== null; ) {
        var n = e,
          r = t;
        switch (n.tag) {
          case 0:
          case 11:
          case 14:
          case 15:
            wl(4, n, n.return), Lu(n, r);
            break;
          case 1:
            Ol(n, n.return);
            var i = n.stateNode;
            typeof i.componentWillUnmount == `function` && El(n, n.return, i), Lu(n, r);
            break;
          case 27:
            r & 2 && gm(n.stateNode, n.type, n.memoizedProps);
          case 5:
            Ol(n, n.return), (n.tag !== 5 && n.tag !== 27) || jl(n), Lu(n, r);
            break;
          case 6:
            jl(n);
            break;
          case 26:
            Ol(n, n.return),
              (i = n.stateNode),
              n.memoizedState !== null || i === null || U || i.parentNode.removeChild(i),
              Lu(n, r);
            break;
          case 22:
            n.memoizedState === null && Lu(n, r);
            break;
          case 30:
            Ol(n, n.return), Lu(n, r);
            break;
          case 7:
            Ol(n, n.return);
          default:
            Lu(n, r);
        }
        e = e.sibling;
      }
    }
    function Ru(e, t, n) {
      for (n = t.subtreeFlags & 8772 ? n : n & -2, t = t.child; t !== null; ) {
        var r = t.alternate,
          i = e,
          a = t,
          o = a.flags,
          s = !!(n & 1);
        switch (a.tag) {
          case 0:
          case 11:
          case 15:
            Ru(i, a, n), Cl(4, a);
            break;
          case 1:
            if ((Ru(i, a, n), (r = a), (i = r.stateNode), typeof i.componentDidMount == `function`))
              try {
                i.componentDidMount();
              } catch (e) {
                Z(r, r.return, e);
              }
            if (((r = a), (i = r.updateQueue), i !== null)) {
              var c = r.stateNode;
              try {
                var l = i.shared.hiddenCallbacks;
                if (l !== null) for (i.shared.hiddenCallbacks = null, i = 0; i < l.length; i++) To(l[i], c);
              } catch (e) {
                Z(r, r.return, e);
              }
            }
            s && o & 64 && Tl(a), Dl(a, a.return);
            break;
          case 27:
            n & 2 && Bl(a);
          case 5:
            (a.tag !== 5 && a.tag !== 27) || Al(a), Ru(i, a, n), s && r === null && o & 4 && Pl(a), Dl(a, a.return);
            break;
          case 6:
            Al(a);
            break;
          case 26:
            (c = a.stateNode),
              a.memoizedState !== null || c === null || ou || Km(bm(c.ownerDocument), a.type, c),
              Ru(i, a, n),
              s && r === null && o & 4 && Pl(a),
              Dl(a, a.return);
            break;
          case 12:
            Ru(i, a, n);
            break;
          case 31:
            Ru(i, a, n), s && o & 4 && Tu(i, a);
            break;
          case 13:
            Ru(i, a, n), s && o & 4 && Eu(i, a);
            break;
          case 22:
            a.memoizedState === null && Ru(i, a, n), Dl(a, a.return);
            break;
          case 30:
            Ru(i, a, n), Dl(a, a.return);
            break;
          case 7:
            Dl(a, a.return);
          default:
            Ru(i, a, n);
        }
        t = t.sibling;
      }
    }
    function zu(e, t) {
      var n = null;
      e !== null &&
        e.memoizedState !== null &&
        e.memoizedState.cachePool !== null &&
        (n = e.memoizedState.cachePool.pool),
        (e = null),
        t.memoizedState !== null && t.memoizedState.cachePool !== null && (e = t.memoizedState.cachePool.pool),
        e !== n && (e != null && e.refCount++, n != null && Fa(n));
    }
    function Bu(e, t) {
      (e = null),
        t.alternate !== null && (e = t.alternate.memoizedState.cache),
        (t = t.memoizedState.cache),
        t !== e && (t.refCount++, e != null && Fa(e));
    }
    function Vu(e, t, n, r) {
      var i = (n & 335544064) === n;
      if (t.subtreeFlags & (i ? 10262 : 10256)) for (t = t.child; t !== null; ) Hu(e, t, n, r), (t = t.sibling);
      else i && ru(t);
    }
    function Hu(e, t, n, r) {
      var i = (n & 335544064) === n;
      i && t.alternate === null && t.return !== null && t.return.alternate !== null && nu(t);
      var a = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          Vu(e, t, n, r), a & 2048 && Cl(9, t);
          break;
        case 1:
          Vu(e, t, n, r);
          break;
        case 3:
          Vu(e, t, n, r),
            i &&
              mu &&
              ((e = e.containerInfo),
              (e = e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e),
              e.style.viewTransitionName === `root` && (e.style.viewTransitionName = ``),
              (e = e.ownerDocument.documentElement),
              e !== null && e.style.viewTransitionName === `none` && (e.style.viewTransitionName = ``)),
            a & 2048 &&
              ((a = null),
              t.alternate !== null && (a = t.alternate.memoizedState.cache),
              (t = t.memoizedState.cache),
              t !== a && (t.refCount++, a != null && Fa(a)));
          break;
        case 12:
          if (a & 2048) {
            Vu(e, t, n, r), (a = t.stateNode);
            try {
              var o = t.memoizedProps,
                s = o.id,
                c = o.onPostCommit;
              typeof c == `function` && c(s, t.alternate === null ? `mount` : `update`, a.passiveEffectDuration, -0);
            } catch (e) {
              Z(t, t.return, e);
            }
          } else Vu(e, t, n, r);
          break;
        case 31:
          Vu(e, t, n, r);
          break;
        case 13:
          Vu(e, t, n, r);
          break;
        case 23:
          break;
        case 22:
          (o = t.stateNode),
            (s = t.alternate),
            t.memoizedState === null
              ? (i && s !== null && s.memoizedState !== null && nu(t),
                o._visibility & 2
                  ? Vu(e, t, n, r)
                  : ((o._visibility |= 2), Uu(e, t, n, r, !!(t.subtreeFlags & 10256) || !1)))
              : (i && s !== null && s.memoizedState === null && nu(s), o._visibility & 2 ? Vu(e, t, n, r) : Wu(e, t)),
            a & 2048 && zu(s, t);
          break;
        case 24:
          Vu(e, t, n, r), a & 2048 && Bu(t.alternate, t);
          break;
        case 30:
          i && ((a = t.alternate), a !== null && (Yl(a.child, !0), Yl(t.child, !0))), Vu(e, t, n, r);
          break;
        default:
          Vu(e, t, n, r);
      }
    }
    function Uu(e, t, n, r, i) {
      for (i &&= !!(t.subtreeFlags & 10256) || !1, t = t.child; t !== null; ) {
        var a = e,
          o = t,
          s = n,
          c = r,
          l = o.flags;
        switch (o.tag) {
          case 0:
          case 11:
          case 15:
            Uu(a, o, s, c, i), Cl(8, o);
            break;
          case 23:
            break;
          case 22:
            var u = o.stateNode;
            o.memoizedState === null
              ? ((u._visibility |= 2), Uu(a, o, s, c, i))
              : u._visibility & 2
                ? Uu(a, o, s, c, i)
                : Wu(a, o),
              i && l & 2048 && zu(o.alternate, o);
            break;
          case 24:
            Uu(a, o, s, c, i), i && l & 2048 && Bu(o.alternate, o);
            break;
          default:
            Uu(a, o, s, c, i);
        }
        t = t.sibling;
      }
    }
    function Wu(e, t) {
      if (t.subtreeFlags & 10256)
        for (t = t.child; t !== null; ) {
          var n = e,
            r = t,
            i = r.flags;
          switch (r.tag) {
            case 22:
              Wu(n, r), i & 2048 && zu(r.alternate, r);
              break;
            case 24:
              Wu(n, r), i & 2048 && Bu(r.alternate, r);
              break;
            default:
              Wu(n, r);
          }
          t = t.sibling;
        }
    }
    var Gu = 8192;
    function Ku(e, t, n) {
      if (e.subtreeFlags & Gu) for (e = e.child; e !== null; ) qu(e, t, n), (e = e.sibling);
    }
    function qu(e, t, n) {
      switch (e.tag) {
        case 26:
          Ku(e, t, n),
            e.flags & Gu &&
              (e.memoizedState === null
                ? ((e = e.stateNode), (t & 335544128) === t && Zm(n, e))
                : Qm(n, Au, e.memoizedState, e.memoizedProps));
          break;
        case 5:
          Ku(e, t, n), e.flags & Gu && ((e = e.stateNode), (t & 335544128) === t && Zm(n, e));
          break;
        case 3:
        case 4:
          var r = Au;
          (Au = bm(e.stateNode.containerInfo)), Ku(e, t, n), (Au = r);
          break;
        case 22:
          e.memoizedState === null &&
            ((r = e.alternate),
            r !== null && r.memoizedState !== null ? ((r = Gu), (Gu = 16777216), Ku(e, t, n), (Gu = r)) : Ku(e, t, n));
          break;
        case 30:
          if ((e.flags & Gu) !== 0 && ((r = e.memoizedProps.name), r != null && r !== `auto`)) {
            var i = e.stateNode;
            (i.paired = null), Hl === null && (Hl = new Map()), Hl.set(r, i);
          }
          Ku(e, t, n);
          break;
        default:
          Ku(e, t, n);
      }
    }
    function Ju(e) {
      var t = e.alternate;
      if (t !== null && ((e = t.child), e !== null)) {
        t.child = null;
        do (t = e.sibling), (e.sibling = null), (e = t);
        while (e !== null);
      }
    }
    function Yu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (uu = r), Qu(r, e);
          }
        Ju(e);
      }
      if (e.subtreeFlags & 10256) for (e = e.child; e !== null; ) Xu(e), (e = e.sibling);
    }
    function Xu(e) {
      switch (e.tag) {
        case 0:
        case 11:
        case 15:
          Yu(e), e.flags & 2048 && wl(9, e, e.return);
          break;
        case 3:
          Yu(e);
          break;
        case 12:
          Yu(e);
          break;
        case 22:
          var t = e.stateNode;
          e.memoizedState !== null && t._visibility & 2 && (e.return === null || e.return.tag !== 13)
            ? ((t._visibility &= -3), Zu(e))
            : Yu(e);
          break;
        default:
          Yu(e);
      }
    }
    function Zu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (uu = r), Qu(r, e);
          }
        Ju(e);
      }
      for (e = e.child; e !== null; ) {
        switch (((t = e), t.tag)) {
          case 0:
          case 11:
          case 15:
            wl(8, t, t.return), Zu(t);
            break;
          case 22:
            (n = t.stateNode), n._visibility & 2 && ((n._visibility &= -3), Zu(t));
            break;
          default:
            Zu(t);
        }
        e = e.sibling;
      }
    }
    function Qu(e, t) {
      for (; uu !== null; ) {
        var n = uu;
        switch (n.tag) {
          case 0:
          case 11:
          case 15:
            wl(8, n, t);
            break;
          case 23:
          case 22:
            if (n.memoizedState !== null && n.memoizedState.cachePool !== null) {
              var r = n.memoizedState.cachePool.pool;
              r != null && r.refCount++;
            }
            break;
          case 24:
            Fa(n.memoizedState.cache);
        }
        if (((r = n.child), r !== null)) (r.return = n), (uu = r);
        else
          for (n = e; uu !== null; ) {
            r = uu;
            var i = r.sibling,
              a = r.return;
            if ((xu(r), r === n)) {
              uu = null;
              break;
            }
            if (i !== null) {
              (i.return = a), (uu = i);
              break;
            }
            uu = a;
          }
      }
    }
    var $u = {
        getCacheForType: (e) => {
          var t = Da(Na),
            n = t.data.get(e);
          return (n === void 0 && ((n = e()), t.data.set(e, n)), n);
        },
        cacheSignal: () => Da(Na).controller.signal,
      },
      ed = typeof WeakMap == `function` ? WeakMap : Map,
      G = 0,
      K = null,
      q = null,
      J = 0,
      Y = 0,
      td = null,
      nd = !1,
      rd = !1,
      id = !1,
      ad = 0,
      od = 0,
      sd = 0,
      cd = 0,
      ld = 0,
      ud = 0,
      dd = 0,
      fd = null,
      pd = null,
      md = !1,
      hd = 0,
      gd = 0,
      _d = 1 / 0,
      vd = null,
      yd = null,
      X = 0,
      bd = null,
      xd = null,
      Sd = 0,
      Cd = 0,
      wd = null,
      Td = null,
      Ed = null,
      Dd = null,
      Od = null,
      kd = 0,
      Ad = null;
    function jd() {
      return G & 2 && J !== 0 ? J & -J : M.T === null ? Ct() : Pf();
    }
    function Md() {
      if (ud === 0) {
        if (!(J & 536870912) || L) {
          var e = st;
          (st <<= 1), !(st & 3932160) && (st = 262144), (ud = e);
        } else ud = 536870912;
      }
      return ((e = Mo.current), e !== null && (e.flags |= 32), ud);
    }
    function Nd(e, t) {
      if (t != null) {
        var n = e.stateNode,
          r = n.ref;
        r === null && (r = n.ref = Pp(xi(e.memoizedProps, n))), Dd === null && (Dd = []), Dd.push(t.bind(null, r));
      }
    }
    function Pd(e, t, n) {
      ((e === K && (Y === 2 || Y === 9)) || e.cancelPendingCommit !== null) && (Vd(e, 0), Rd(e, J, ud, !1)),
        gt(e, n),
        (G & 2 && e === K) || (e === K && (!(G & 2) && (cd |= n), od === 4 && Rd(e, J, ud, !1)), Ef(e));
    }
    function Fd(e, t, n) {
      if (G & 6) throw Error(o(327));
      var r = (!n && !(t & 127) && (t & e.expiredLanes) === 0) || dt(e, t),
        i = r ? Yd(e, t) : qd(e, t, !0),
        a = r;
      do {
        if (i === 0) {
          rd && !r && Rd(e, t, 0, !1);
          break;
        }
        if (((n = e.current.alternate), a && !Ld(n))) (i = qd(e, t, !1)), (a = !1);
        else {
          if (i === 2) {
            if (((a = t), e.errorRecoveryDisabledLanes & a)) var s = 0;
            else (s = e.pendingLanes & -536870913), (s = s === 0 ? (s & 536870912 ? 536870912 : 0) : s);
            if (s !== 0) {
              t = s;
              a: {
                var c = e;
                i = fd;
                var l = c.current.memoizedState.isDehydrated;
                if ((l && (Vd(c, s).flags |= 256), (s = qd(c, s, !1)), s !== 2 && s !== 6)) {
                  if (id && !l) {
                    (c.errorRecoveryDisabledLanes |= a), (cd |= a), (i = 4);
                    break a;
                  }
                  (a = pd), (pd = i), a !== null && (pd === null ? (pd = a) : pd.push.apply(pd, a));
                }
                i = s;
              }
              if (((a = !1), i !== 2)) continue;
            }
          }
          if (i === 1) {
            Vd(e, 0), Rd(e, t, 0, !0);
            break;
          }
          a: {
            switch (((r = e), (a = i), a)) {
              case 0:
              case 1:
                throw Error(o(345));
              case 4:
                if ((t & 4194048) !== t && (t & 62914560) !== t) break;
              case 6:
                Rd(r, t, ud, !nd);
                break a;
              case 2:
                pd = null;
                break;
              case 3:
              case 5:
                break;
              default:
                throw Error(o(329));
            }
            if ((t & 62914560) === t && ((i = hd + 300 - We()), 10 < i)) {
              if ((Rd(r, t, ud, !nd), ut(r, 0, !0) !== 0)) break a;
              (Sd = t),
                (r.timeoutHandle = gp(Id.bind(null, r, n, pd, vd, md, t, ud, cd, dd, nd, a, `Throttled`, -0, 0), i));
              break a;
            }
            Id(r, n, pd, vd, md, t, ud, cd, dd, nd, a, null, -0, 0);
          }
          break;
        }
      } while (1);
      Ef(e);
    }
    function Id(e, t, n, r, i, a, o, s, c, l, u, d, f, p) {
      e.timeoutHandle = -1;
      var m = t.subtreeFlags,
        h = (a & 335544064) === a;
      (d = null),
        (h || m & 8192 || (m & 16785408) == 16785408) &&
        ((d = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: Sn,
        }),
        (Hl = null),
        qu(t, a, d),
        h &&
          ((m = d),
          (h = e.containerInfo),
          (h = (h.nodeType === 9 ? h : h.ownerDocument).__reactViewTransition),
          h != null && (m.count++, (m.waitingForViewTransition = !0), (m = nh.bind(m)), h.finished.then(m, m))),
        (m = (a & 62914560) === a ? hd - We() : (a & 4194048) === a ? gd - We() : 0),
        (m = eh(d, m)),
        m !== null)
          ? ((Sd = a),
            (e.cancelPendingCommit = m(nf.bind(null, e, t, a, n, r, i, o, s, c, l, u, d, null, f, p))),
            Rd(e, a, o, !l))
          : nf(e, t, a, n, r, i, o, s, c, l, u, d);
    }
    function Ld(e) {
      for (var t = e; ; ) {
        var n = t.tag;
        if (
          (n === 0 || n === 11 || n === 15) &&
          t.flags & 16384 &&
          ((n = t.updateQueue), n !== null && ((n = n.stores), n !== null))
        )
          for (var r = 0; r < n.length; r++) {
            var i = n[r],
              a = i.getSnapshot;
            i = i.value;
            try {
              if (!Gr(a(), i)) return !1;
            } catch {
              return !1;
            }
          }
        if (((n = t.child), t.subtreeFlags & 16384 && n !== null)) (n.return = t), (t = n);
        else {
          if (t === e) break;
          for (; t.sibling === null; ) {
            if (t.return === null || t.return === e) return !0;
            t = t.return;
          }
          (t.sibling.return = t.return), (t = t.sibling);
        }
      }
      return !0;
    }
    function Rd(e, t, n, r) {
      (t = ft(e, t)),
        (t &= ~ld),
        (t &= ~cd),
        (e.suspendedLanes |= t),
        (e.pingedLanes &= ~t),
        r && (e.warmLanes |= t),
        (r = e.expirationTimes);
      for (var i = t; 0 < i; ) {
        var a = 31 - nt(i),
          o = 1 << a;
        (r[a] = -1), (i &= ~o);
      }
      n !== 0 && vt(e, n, t);
    }
    function zd() {
      return G & 6 ? !0 : (Df(0, !1), !1);
    }
    function Bd() {
      if (q !== null) {
        if (Y === 0) var e = q.return;
        else (e = q), (ba = ya = null), os(e), (oo = null), (so = 0), (e = q);
        for (; e !== null; ) Sl(e.alternate, e), (e = e.return);
        q = null;
      }
    }
    function Vd(e, t) {
      var n = e.timeoutHandle;
      return (
        n !== -1 && ((e.timeoutHandle = -1), _p(n)),
        (n = e.cancelPendingCommit),
        n !== null && ((e.cancelPendingCommit = null), n()),
        (Sd = 0),
        Bd(),
        (K = e),
        (q = n = Ri(e.current, null)),
        (J = t),
        (Y = 0),
        (td = null),
        (nd = !1),
        (rd = dt(e, t)),
        (id = !1),
        (dd = ud = ld = cd = sd = od = 0),
        (pd = fd = null),
        (md = !1),
        (ad = ft(e, t)),
        Oi(),
        n
      );
    }
    function Hd(e, t) {
      (B = null),
        (M.H = gc),
        t === Xa || t === Qa
          ? ((t = io()), (Y = 3))
          : t === Za
            ? ((t = io()), (Y = 4))
            : (Y = t === Pc ? 8 : typeof t == `object` && t && typeof t.then == `function` ? 6 : 1),
        (td = t),
        q === null && ((od = 1), Oc(e, Ki(t, e.current)));
    }
    function Ud() {
      var e = Mo.current;
      return e === null
        ? !0
        : (J & 4194048) === J
          ? No === null
          : (J & 62914560) === J || J & 536870912
            ? e === No
            : !1;
    }
    function Wd() {
      var e = M.H;
      return ((M.H = gc), e === null ? gc : e);
    }
    function Gd() {
      var e = M.A;
      return ((M.A = $u), e);
    }
    function Kd() {
      (od = 4),
        nd || ((J & 4194048) !== J && Mo.current !== null) || (rd = !0),
        (!(sd & 134217727) && !(cd & 134217727)) || K === null || Rd(K, J, ud, !1);
    }
    function qd(e, t, n) {
      var r = G;
      G |= 2;
      var i = Wd(),
        a = Gd();
      (K !== e || J !== t) && ((vd = null), Vd(e, t)), (t = !1);
      var o = od;
      a: do
        try {
          if (Y !== 0 && q !== null) {
            var s = q,
              c = td;
            switch (Y) {
              case 8:
                Bd(), (o = 6);
                break a;
              case 3:
              case 2:
              case 9:
              case 6:
                Mo.current === null && (t = !0);
                var l = Y;
                if (((Y = 0), (td = null), $d(e, s, c, l), n && rd)) {
                  o = 0;
                  break a;
                }
                break;
              default:
                (l = Y), (Y = 0), (td = null), $d(e, s, c, l);
            }
          }
          Jd(), (o = od);
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (
        t && e.shellSuspendCounter++,
        (ba = ya = null),
        (G = r),
        (M.H = i),
        (M.A = a),
        q === null && ((K = null), (J = 0), Oi()),
        o
      );
    }
    function Jd() {
      for (; q !== null; ) Zd(q);
    }
    function Yd(e, t) {
      var n = G;
      G |= 2;
      var r = Wd(),
        i = Gd();
      K !== e || J !== t ? ((vd = null), (_d = We() + 500), Vd(e, t)) : (rd = dt(e, t));
      a: do
        try {
          if (Y !== 0 && q !== null) {
            t = q;
            var a = td;
            b: switch (Y) {
              case 1:
                (Y = 0), (td = null), $d(e, t, a, 1);
                break;
              case 2:
              case 9:
                if (eo(a)) {
                  (Y = 0), (td = null), Qd(t);
                  break;
                }
                (t = () => {
                  (Y !== 2 && Y !== 9) || K !== e || (Y = 7), Ef(e);
                }),
                  a.then(t, t);
                break a;
              case 3:
                Y = 7;
                break a;
              case 4:
                Y = 5;
                break a;
              case 7:
                eo(a) ? ((Y = 0), (td = null), Qd(t)) : ((Y = 0), (td = null), $d(e, t, a, 7));
                break;
              case 5:
                var s = null;
                switch (q.tag) {
                  case 26:
                    s = q.memoizedState;
                  case 5:
                  case 27:
                    var c = q;
                    if (s ? Ym(s) : c.stateNode.complete) {
                      (Y = 0), (td = null);
                      var l = c.sibling;
                      if (l !== null) q = l;
                      else {
                        var u = c.return;
                        u === null ? (q = null) : ((q = u), ef(u));
                      }
                      break b;
                    }
                }
                (Y = 0), (td = null), $d(e, t, a, 5);
                break;
              case 6:
                (Y = 0), (td = null), $d(e, t, a, 6);
                break;
              case 8:
                Bd(), (od = 6);
                break a;
              default:
                throw Error(o(462));
            }
          }
          Xd();
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return ((ba = ya = null), (M.H = r), (M.A = i), (G = n), q === null ? ((K = null), (J = 0), Oi(), od) : 0);
    }
    function Xd() {
      for (; q !== null && !He(); ) Zd(q);
    }
    function Zd(e) {
      var t = ml(e.alternate, e, ad);
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (q = t);
    }
    function Qd(e) {
      var t = e,
        n = t.alternate;
      switch (t.tag) {
        case 15:
        case 0:
          t = Jc(n, t, t.pendingProps, t.type, void 0, J);
          break;
        case 11:
          t = Jc(n, t, t.pendingProps, t.type.render, t.ref, J);
          break;
        case 5:
          os(t);
          var r = t;
          r === sa && (L ? (pa(r), r.tag === 5 && r.stateNode != null && (I = r.stateNode)) : (pa(r), (L = !0)));
        default:
          Sl(n, t), (t = q = zi(t, ad)), (t = ml(n, t, ad));
      }
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (q = t);
    }
    function $d(e, t, n, r) {
      (ba = ya = null), os(t), (oo = null), (so = 0);
      var i = t.return;
      try {
        if (Nc(e, i, t, n, J)) {
          (od = 1), Oc(e, Ki(n, e.current)), (q = null);
          return;
        }
      } catch (t) {
        if (i !== null) throw ((q = i), t);
        (od = 1), Oc(e, Ki(n, e.current)), (q = null);
        return;
      }
      t.flags & 32768
        ? (L || r === 1
            ? (e = !0)
            : rd || J & 536870912
              ? (e = !1)
              : ((nd = e = !0),
                (r === 2 || r === 9 || r === 3 || r === 6) &&
                  ((r = Mo.current), r !== null && r.tag === 13 && (r.flags |= 16384))),
          tf(t, e))
        : ef(t);
    }
    function ef(e) {
      var t = e;
      do {
        if (t.flags & 32768) {
          tf(t, nd);
          return;
        }
        e = t.return;
        var n = bl(t.alternate, t, ad);
        if (n !== null) {
          q = n;
          return;
        }
        if (((t = t.sibling), t !== null)) {
          q = t;
          return;
        }
        q = t = e;
      } while (t !== null);
      od === 0 && (od = 5);
    }
    function tf(e, t) {
      do {
        var n = xl(e.alternate, e);
        if (n !== null) {
          (n.flags &= 32767), (q = n);
          return;
        }
        if (
          ((n = e.return),
          n !== null && ((n.flags |= 32768), (n.subtreeFlags = 0), (n.deletions = null)),
          !t && ((e = e.sibling), e !== null))
        ) {
          q = e;
          return;
        }
        q = e = n;
      } while (e !== null);
      (od = 6), (q = null);
    }
    function nf(e, t, n, r, i, a, s, c, l, u, d, f) {
      e.cancelPendingCommit = null;
      do df();
      while (X !== 0);
      if (G & 6) throw Error(o(327));
      if (t !== null) {
        if (t === e.current) throw Error(o(177));
        e === K && ((q = K = null), (J = 0)), (xd = t), (bd = e), (Sd = n), (wd = i), (Td = r), rf(e, t, n, s, c, l, f);
      }
    }
    function rf(e, t, n, r, i, a, o) {
      var s = t.lanes | t.childLanes;
      if (
        ((Cd = s),
        (s |= Di),
        _t(e, n, s, r, i, a),
        (Dd = null),
        (n & 335544064) === n ? ((Od = Ra(e)), (r = 10262)) : ((Od = null), (r = 10256)),
        (t.subtreeFlags & r) !== 0 || (t.flags & r) !== 0
          ? ((e.callbackNode = null), (e.callbackPriority = 0), yf(Je, () => (ff(), null)))
          : ((e.callbackNode = null), (e.callbackPriority = 0)),
        (Vl = !1),
        (r = !!(t.flags & 13878)),
        t.subtreeFlags & 13878 || r)
      ) {
        (r = M.T), (M.T = null), (i = N.p), (N.p = 2), (a = G), (G |= 4);
        try {
          hu(e, t, n);
        } finally {
          (G = a), (N.p = i), (M.T = r);
        }
      }
      (X = 1), Vl ? (Ed = Mp(o, e.containerInfo, Od, sf, cf, of, lf, ff, af, null, null)) : (sf(), cf(), lf());
    }
    function af(e) {
      if (X !== 0) {
        var t = bd.onRecoverableError;
        t(e, { componentStack: null });
      }
    }
    function of() {
      X === 3 && ((X = 0), Fu(xd, bd), (X = 4));
    }
    function sf() {
      if (X === 1) {
        X = 0;
        var e = bd,
          t = xd,
          n = Sd,
          r = !!(t.flags & 13878);
        if (t.subtreeFlags & 13878 || r) {
          (r = M.T), (M.T = null);
          var i = N.p;
          N.p = 2;
          var a = G;
          G |= 4;
          try {
            (fu = pu = !1), ju(t, e, n), (n = cp);
            var o = Zr(e.containerInfo),
              s = n.focusedElem,
              c = n.selectionRange;
            if (o !== s && s && s.ownerDocument && Xr(s.ownerDocument.documentElement, s)) {
              if (c !== null && Qr(s)) {
                var l = c.start,
                  u = c.end;
                if ((u === void 0 && (u = l), `selectionStart` in s))
                  (s.selectionStart = l), (s.selectionEnd = Math.min(u, s.value.length));
                else {
                  var d = s.ownerDocument || document,
                    f = (d && d.defaultView) || window;
                  if (f.getSelection) {
                    var p = f.getSelection(),
                      m = s.textContent.length,
                      h = Math.min(c.start, m),
                      g = c.end === void 0 ? h : Math.min(c.end, m);
                    !p.extend && h > g && ((o = g), (g = h), (h = o));
                    var _ = Yr(s, h),
                      v = Yr(s, g);
                    if (
                      _ &&
                      v &&
                      (p.rangeCount !== 1 ||
                        p.anchorNode !== _.node ||
                        p.anchorOffset !== _.offset ||
                        p.focusNode !== v.node ||
                        p.focusOffset !== v.offset)
                    ) {
                      var y = d.createRange();
                      y.setStart(_.node, _.offset),
                        p.removeAllRanges(),
                        h > g
                          ? (p.addRange(y), p.extend(v.node, v.offset))
                          : (y.setEnd(v.node, v.offset), p.addRange(y));
                    }
                  }
                }
              }
              for (d = [], p = s; (p = p.parentNode); )
                p.nodeType === 1 && d.push({ element: p, left: p.scrollLeft, top: p.scrollTop });
              for (typeof s.focus == `function` && s.focus(), s = 0; s < d.length; s++) {
                var b = d[s];
                (b.element.scrollLeft = b.left), (b.element.scrollTop = b.top);
              }
            }
            (gh = !!sp), (cp = sp = null);
          } finally {
            (G = a), (N.p = i), (M.T = r);
          }
        }
        (e.current = t), (X = 2);
      }
    }
    function cf() {
      if (X === 2) {
        X = 0;
        var e = bd,
          t = xd,
          n = !!(t.flags & 8772);
        if (t.subtreeFlags & 8772 || n) {
          (n = M.T), (M.T = null);
          var r = N.p;
          N.p = 2;
          var i = G;
          G |= 4;
          try {
            _u(e, t.alternate, t);
          } finally {
            (G = i), (N.p = r), (M.T = n);
          }
        }
        X = 3;
      }
    }
    function lf() {
      if (X === 4 || X === 3) {
        X = 0;
        var e = Ed;
        (Ed = null), Ue();
        var t = bd,
          n = xd,
          r = Sd,
          i = Td,
          a = (r & 335544064) === r ? 10262 : 10256;
        if (
          ((n.subtreeFlags & a) !== 0 || (n.flags & a) !== 0
            ? (X = 5)
            : ((X = 0), (xd = bd = null), uf(t, t.pendingLanes)),
          (a = t.pendingLanes),
          a === 0 && (yd = null),
          St(r),
          (n = n.stateNode),
          et && typeof et.onCommitFiberRoot == `function`)
        )
          try {
            et.onCommitFiberRoot($e, n, void 0, (n.current.flags & 128) == 128);
          } catch {}
        if (i !== null) {
          (n = M.T), (a = N.p), (N.p = 2), (M.T = null);
          try {
            for (var o = t.onRecoverableError, s = 0; s < i.length; s++) {
              var c = i[s];
              o(c.value, { componentStack: c.stack });
            }
          } finally {
            (M.T = n), (N.p = a);
          }
        }
        if (((i = Dd), (o = Od), (Od = null), i !== null && ((Dd = null), o === null && (o = []), e !== null)))
          for (c = 0; c < i.length; c++) (n = (0, i[c])(o)), n !== void 0 && e.finished.finally(n);
        Sd & 3 && df(),
          Ef(t),
          (a = t.pendingLanes),
          r & 261930 && a & 42 ? (t === Ad ? kd++ : ((kd = 0), (Ad = t))) : ((kd = 0), (Ad = null)),
          Df(0, !1);
      }
    }
    function uf(e, t) {
      (e.pooledCacheLanes &= t) === 0 && ((t = e.pooledCache), t != null && ((e.pooledCache = null), Fa(t)));
    }
    function df() {
      return (Ed !== null && (Ed.skipTransition(), (Ed = null)), sf(), cf(), lf(), ff());
    }
    function ff() {
      if (X !== 5) return !1;
      var e = bd,
        t = Cd;
      Cd = 0;
      var n = St(Sd),
        r = M.T,
        i = N.p;
      try {
        (N.p = 32 > n ? 32 : n), (M.T = null), (n = wd), (wd = null);
        var a = bd,
          s = Sd;
        if (((X = 0), (xd = bd = null), (Sd = 0), G & 6)) throw Error(o(331));
        var c = G;
        if (
          ((G |= 4),
          Xu(a.current),
          Hu(a, a.current, s, n),
          (G = c),
          Df(0, !1),
          et && typeof et.onPostCommitFiberRoot == `function`)
        )
          try {
            et.onPostCommitFiberRoot($e, a);
          } catch {}
        return !0;
      } finally {
        (N.p = i), (M.T = r), uf(e, t);
      }
    }
    function pf(e, t, n) {
      (t = Ki(n, t)), (t = Ac(e.stateNode, t, 2)), (e = yo(e, t, 2)), e !== null && (gt(e, 2), Ef(e));
    }
    function Z(e, t, n) {
      if (e.tag === 3) pf(e, e, n);
      else
        for (; t !== null; ) {
          if (t.tag === 3) {
            pf(t, e, n);
            break;
          }
          if (t.tag === 1) {
            var r = t.stateNode;
            if (
              typeof t.type.getDerivedStateFromError == `function` ||
              (typeof r.componentDidCatch == `function` && (yd === null || !yd.has(r)))
            ) {
              (e = Ki(n, e)), (n = jc(2)), (r = yo(t, n, 2)), r !== null && (Mc(n, r, t, e), gt(r, 2), Ef(r));
              break;
            }
          }
          t = t.return;
        }
    }
    function mf(e, t, n) {
      var r = e.pingCache;
      if (r === null) {
        r = e.pingCache = new ed();
        var i = new Set();
        r.set(t, i);
      } else (i = r.get(t)), i === void 0 && ((i = new Set()), r.set(t, i));
      i.has(n) || ((id = !0), i.add(n), (e = hf.bind(null, e, t, n)), t.then(e, e));
    }
    function hf(e, t, n) {
      var r = e.pingCache;
      r !== null && r.delete(t),
        (e.pingedLanes |= e.suspendedLanes & n),
        (e.warmLanes &= ~n),
        K === e &&
          (J & n) === n &&
          (od === 4 || (od === 3 && (J & 62914560) === J && 300 > We() - hd)
            ? G & 2
              ? (ld |= n)
              : Vd(e, 0)
            : (ld |= n),
          dd === J && (dd = 0)),
        Ef(e);
    }
    function gf(e, t) {
      t === 0 && (t = mt()), (e = ji(e, t)), e !== null && (gt(e, t), Ef(e));
    }
    function _f(e) {
      var t = e.memoizedState,
        n = 0;
      t !== null && (n = t.retryLane), gf(e, n);
    }
    function vf(e, t) {
      var n = 0;
      switch (e.tag) {
        case 31:
        case 13:
          var r = e.stateNode,
            i = e.memoizedState;
          i !== null && (n = i.retryLane);
          break;
        case 19:
          r = e.stateNode;
          break;
        case 22:
          r = e.stateNode._retryCache;
          break;
        default:
          throw Error(o(314));
      }
      r !== null && r.delete(t), gf(e, n);
    }
    function yf(e, t) {
      return Be(e, t);
    }
    var bf = null,
      xf = null,
      Sf = !1,
      Cf = !1,
      wf = !1,
      Tf = 0;
    function Ef(e) {
      e !== xf && e.next === null && (xf === null ? (bf = xf = e) : (xf = xf.next = e)),
        (Cf = !0),
        Sf || ((Sf = !0), Nf());
    }
    function Df(e, t) {
      if (!wf && Cf) {
        wf = !0;
        do
          for (var n = !1, r = bf; r !== null; ) {
            if (!t) {
              if (e !== 0) {
                var i = r.pendingLanes;
                if (i === 0) var a = 0;
                else {
                  var o = r.suspendedLanes,
                    s = r.pingedLanes;
                  (a = (1 << (31 - nt(42 | e) + 1)) - 1),
                    (a &= i & ~(o & ~s)),
                    (a = a & 201326741 ? (a & 201326741) | 1 : a ? a | 2 : 0);
                }
                a !== 0 && ((n = !0), Mf(r, a));
              } else
                (a = J),
                  (a = ut(r, r === K ? a : 0, r.cancelPendingCommit !== null || r.timeoutHandle !== -1)),
                  !(a & 3) || dt(r, a) || ((n = !0), Mf(r, a));
            }
            r = r.next;
          }
        while (n);
        wf = !1;
      }
    }
    function Of() {
      kf();
    }
    function kf() {
      Cf = Sf = !1;
      var e = 0;
      Tf !== 0 && hp() && (e = Tf);
      for (var t = We(), n = null, r = bf; r !== null; ) {
        var i = r.next,
          a = Af(r, t);
        a === 0
          ? ((r.next = null), n === null ? (bf = i) : (n.next = i), i === null && (xf = n))
          : ((n = r), (e !== 0 || a & 3) && (Cf = !0)),
          (r = i);
      }
      (X !== 0 && X !== 5) || Df(e, !1), Tf !== 0 && (Tf = 0);
    }
    function Af(e, t) {
      for (
        var n = e.suspendedLanes, r = e.pingedLanes, i = e.expirationTimes, a = e.pendingLanes & -62914561;
        0 < a;
      ) {
        var o = 31 - nt(a),
          s = 1 << o,
          c = i[o];
        c === -1 ? ((s & n) === 0 || (s & r) !== 0) && (i[o] = pt(s, t)) : c <= t && (e.expiredLanes |= s), (a &= ~s);
      }
      if (
        ((t = K),
        (n = J),
        (n = ut(e, e === t ? n : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        (r = e.callbackNode),
        n === 0 || (e === t && (Y === 2 || Y === 9)) || e.cancelPendingCommit !== null)
      )
        return (r !== null && r !== null && Ve(r), (e.callbackNode = null), (e.callbackPriority = 0));
      if (!(n & 3) || dt(e, n)) {
        if (((t = n & -n), t === e.callbackPriority)) return t;
        switch ((r !== null && Ve(r), St(n))) {
          case 2:
          case 8:
            n = qe;
            break;
          case 32:
            n = Je;
            break;
          case 268435456:
            n = Xe;
            break;
          default:
            n = Je;
        }
        return ((r = jf.bind(null, e)), (n = Be(n, r)), (e.callbackPriority = t), (e.callbackNode = n), t);
      }
      return (r !== null && r !== null && Ve(r), (e.callbackPriority = 2), (e.callbackNode = null), 2);
    }
    function jf(e, t) {
      if (X !== 0 && X !== 5) return ((e.callbackNode = null), (e.callbackPriority = 0), null);
      var n = e.callbackNode;
      if (df() && e.callbackNode !== n) return null;
      var r = J;
      return (
        (r = ut(e, e === K ? r : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        r === 0
          ? null
          : (Fd(e, r, t), Af(e, We()), e.callbackNode != null && e.callbackNode === n ? jf.bind(null, e) : null)
      );
    }
    function Mf(e, t) {
      if (df()) return null;
      Fd(e, t, !0);
    }
    function Nf() {
      bp(() => {
        G & 6 ? Be(Ke, Of) : kf();
      });
    }
    function Pf() {
      if (Tf === 0) {
        var e = Ba;
        e === 0 && ((e = ot), (ot <<= 1), !(ot & 261888) && (ot = 256)), (Tf = e);
      }
      return Tf;
    }
    function Ff(e) {
      return e == null || typeof e == `symbol` || typeof e == `boolean` ? null : typeof e == `function` ? e : xn(e);
    }
    function If(e, t, n, r, i) {
      if (t === `submit` && n && n.stateNode === i) {
        var a = Ff((i[Dt] || null).action),
          o = r.submitter;
        o &&
          ((t = (t = o[Dt] || null) ? Ff(t.formAction) : o.getAttribute(`formAction`)),
          t !== null && ((a = t), (o = null)));
        var s = new Un(`action`, `action`, null, r, i);
        e.push({
          event: s,
          listeners: [
            {
              instance: null,
              listener: () => {
                if (r.defaultPrevented) {
                  if (Tf !== 0) {
                    var e = new FormData(i, o);
                    nc(n, { pending: !0, data: e, method: i.method, action: a }, null, e);
                  }
                } else
                  typeof a == `function` &&
                    (s.preventDefault(),
                    (e = new FormData(i, o)),
                    nc(n, { pending: !0, data: e, method: i.method, action: a }, a, e));
              },
              currentTarget: i,
            },
          ],
        });
      }
    }
    for (var Lf = 0; Lf < vi.length; Lf++) {
      var Rf = vi[Lf];
      yi(Rf.toLowerCase(), `on` + (Rf[0].toUpperCase() + Rf.slice(1)));
    }
    yi(ui, `onAnimationEnd`),
      yi(di, `onAnimationIteration`),
      yi(fi, `onAnimationStart`),
      yi(`dblclick`, `onDoubleClick`),
      yi(`focusin`, `onFocus`),
      yi(`focusout`, `onBlur`),
      yi(pi, `onTransitionRun`),
      yi(mi, `onTransitionStart`),
      yi(hi, `onTransitionCancel`),
      yi(gi, `onTransitionEnd`),
      Gt(`onMouseEnter`, [`mouseout`, `mouseover`]),
      Gt(`onMouseLeave`, [`mouseout`, `mouseover`]),
      Gt(`onPointerEnter`, [`pointerout`, `pointerover`]),
      Gt(`onPointerLeave`, [`pointerout`, `pointerover`]),
      Wt(`onChange`, `change click focusin focusout input keydown keyup selectionchange`.split(` `)),
      Wt(`onSelect`, `focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange`.split(` `)),
      Wt(`onBeforeInput`, [`compositionend`, `keypress`, `textInput`, `paste`]),
      Wt(`onCompositionEnd`, `compositionend focusout keydown keypress keyup mousedown`.split(` `)),
      Wt(`onCompositionStart`, `compositionstart focusout keydown keypress keyup mousedown`.split(` `)),
      Wt(`onCompositionUpdate`, `compositionupdate focusout keydown keypress keyup mousedown`.split(` `));
    var zf =
        `abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting`.split(
          ` `,
        ),
      Bf = new Set(`beforetoggle cancel close invalid load scroll scrollend toggle`.split(` `).concat(zf));
    function Vf(e, t) {
      t = !!(t & 4);
      for (var n = 0; n < e.length; n++) {
        var r = e[n],
          i = r.event;
        r = r.listeners;
        a: {
          var a = void 0;
          if (t)
            for (var o = r.length - 1; 0 <= o; o--) {
              var s = r[o],
                c = s.instance,
                l = s.currentTarget;
              if (((s = s.listener), c !== a && i.isPropagationStopped())) break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                wi(e);
              }
              (i.currentTarget = null), (a = c);
            }
          else
            for (o = 0; o < r.length; o++) {
              if (
                ((s = r[o]),
                (c = s.instance),
                (l = s.currentTarget),
                (s = s.listener),
                c !== a && i.isPropagationStopped())
              )
                break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                wi(e);
              }
              (i.currentTarget = null), (a = c);
            }
        }
      }
    }
    function Q(e, t) {
      var n = t[kt];
      n === void 0 && (n = t[kt] = new Set());
      var r = e + `__bubble`;
      n.has(r) || (Gf(t, e, 2, !1), n.add(r));
    }
    function Hf(e, t, n) {
      var r = 0;
      t && (r |= 4), Gf(n, e, r, t);
    }
    var Uf = `_reactListening` + Math.random().toString(36).slice(2);
    function Wf(e) {
      if (!e[Uf]) {
        (e[Uf] = !0),
          Ht.forEach((t) => {
            t !== `selectionchange` && (Bf.has(t) || Hf(t, !1, e), Hf(t, !0, e));
          });
        var t = e.nodeType === 9 ? e : e.ownerDocument;
        t === null || t[Uf] || ((t[Uf] = !0), Hf(`selectionchange`, !1, t));
      }
    }
    function Gf(e, t, n, r) {
      switch (Ch(t)) {
        case 2:
          var i = _h;
          break;
        case 8:
          i = vh;
          break;
        default:
          i = yh;
      }
      (n = i.bind(null, t, n, e)),
        (i = void 0),
        !Mn || (t !== `touchstart` && t !== `touchmove` && t !== `wheel`) || (i = !0),
        r
          ? i === void 0
            ? e.addEventListener(t, n, !0)
            : e.addEventListener(t, n, { capture: !0, passive: i })
          : i === void 0
            ? e.addEventListener(t, n, !1)
            : e.addEventListener(t, n, { passive: i });
    }
    function Kf(e, t, n, r, i) {
      var a = r;
      if (!(t & 1) && !(t & 2) && r !== null)
        a: for (;;) {
          if (r === null) return;
          var o = r.tag;
          if (o === 3 || o === 4) {
            var s = r.stateNode.containerInfo;
            if (s === i) break;
            if (o === 4)
              for (o = r.return; o !== null; ) {
                var c = o.tag;
                if ((c === 3 || c === 4) && o.stateNode.containerInfo === i) return;
                o = o.return;
              }
            for (; s !== null; ) {
              if (((o = It(s)), o === null)) return;
              if (((c = o.tag), c === 5 || c === 6 || c === 26 || c === 27)) {
                r = a = o;
                continue a;
              }
              s = s.parentNode;
            }
          }
          r = r.return;
        }
      kn(() => {
        var r = a,
          i = wn(n),
          o = [];
        a: {
          var s = _i.get(e);
          if (s !== void 0) {
            var c = Un,
              u = e;
            switch (e) {
              case `keypress`:
                if (Rn(n) === 0) break a;
              case `keydown`:
              case `keyup`:
                c = sr;
                break;
              case `focusin`:
                (u = `focus`), (c = Qn);
                break;
              case `focusout`:
                (u = `blur`), (c = Qn);
                break;
              case `beforeblur`:
              case `afterblur`:
                c = Qn;
                break;
              case `click`:
                if (n.button === 2) break a;
              case `auxclick`:
              case `dblclick`:
              case `mousedown`:
              case `mousemove`:
              case `mouseup`:
              case `mouseout`:
              case `mouseover`:
              case `contextmenu`:
                c = Xn;
                break;
              case `drag`:
              case `dragend`:
              case `dragenter`:
              case `dragexit`:
              case `dragleave`:
              case `dragover`:
              case `dragstart`:
              case `drop`:
                c = Zn;
                break;
              case `touchcancel`:
              case `touchend`:
              case `touchmove`:
              case `touchstart`:
                c = ur;
                break;
              case ui:
              case di:
              case fi:
                c = $n;
                break;
              case gi:
                c = dr;
                break;
              case `scroll`:
              case `scrollend`:
                c = Gn;
                break;
              case `wheel`:
                c = fr;
                break;
              case `copy`:
              case `cut`:
              case `paste`:
                c = er;
                break;
              case `gotpointercapture`:
              case `lostpointercapture`:
              case `pointercancel`:
              case `pointerdown`:
              case `pointermove`:
              case `pointerout`:
              case `pointerover`:
              case `pointerup`:
                c = cr;
                break;
              case `submit`:
                c = lr;
                break;
              case `toggle`:
              case `beforetoggle`:
                c = pr;
            }
            var d = !!(t & 4),
              f = !d && (e === `scroll` || e === `scrollend`),
              p = d ? (s === null ? null : s + `Capture`) : s;
            d = [];
            for (var m = r, h; m !== null; ) {
              var g = m;
              if (
                ((h = g.stateNode),
                (g = g.tag),
                (g !== 5 && g !== 26 && g !== 27) ||
                  h === null ||
                  p === null ||
                  ((g = An(m, p)), g != null && d.push(qf(m, g, h))),
                f)
              )
                break;
              m = m.return;
            }
            0 < d.length && ((s = new c(s, u, null, n, i)), o.push({ event: s, listeners: d }));
          }
        }
        if (!(t & 7)) {
          a: {
            if (
              ((c = e === `mouseover` || e === `pointerover`),
              (s = e === `mouseout` || e === `pointerout`),
              c && n !== Cn && (u = n.relatedTarget || n.fromElement) && (It(u) || u[Ot]))
            )
              break a;
            (s || c) &&
              ((u = i.window === i ? i : (c = i.ownerDocument) ? c.defaultView || c.parentWindow : window),
              s
                ? ((c = n.relatedTarget || n.toElement),
                  (s = r),
                  (c = c ? It(c) : null),
                  c !== null && ((f = l(c)), (d = c.tag), c !== f || (d !== 5 && d !== 27 && d !== 6)) && (c = null))
                : ((s = null), (c = r)),
              s !== c &&
                ((d = Xn),
                (g = `onMouseLeave`),
                (p = `onMouseEnter`),
                (m = `mouse`),
                (e === `pointerout` || e === `pointerover`) &&
                  ((d = cr), (g = `onPointerLeave`), (p = `onPointerEnter`), (m = `pointer`)),
                (f = s == null ? u : Rt(s)),
                (h = c == null ? u : Rt(c)),
                (u = new d(g, m + `leave`, s, n, i)),
                (u.target = f),
                (u.relatedTarget = h),
                (g = null),
                It(i) === r && ((d = new d(p, m + `enter`, c, n, i)), (d.target = h), (d.relatedTarget = f), (g = d)),
                (f = g),
                (d = s && c ? ee(s, c, Yf) : null),
                s !== null && Xf(o, u, s, d, !1),
                c !== null && f !== null && Xf(o, f, c, d, !0)));
          }
          a: {
            if (
              ((s = r ? Rt(r) : window),
              (c = s.nodeName && s.nodeName.toLowerCase()),
              c === `select` || (c === `input` && s.type === `file`))
            )
              var _ = Nr;
            else if (Dr(s)) {
              if (Pr) _ = Ur;
              else {
                _ = Vr;
                var v = Br;
              }
            } else
              (c = s.nodeName),
                !c || c.toLowerCase() !== `input` || (s.type !== `checkbox` && s.type !== `radio`)
                  ? r && vn(r.elementType) && (_ = Nr)
                  : (_ = Hr);
            if ((_ &&= _(e, r))) {
              Or(o, _, n, i);
              break a;
            }
            v && v(e, s, r);
          }
          switch (((v = r ? Rt(r) : window), e)) {
            case `focusin`:
              (Dr(v) || v.contentEditable === `true`) && ((ei = v), (ti = r), (ni = null));
              break;
            case `focusout`:
              ni = ti = ei = null;
              break;
            case `mousedown`:
              ri = !0;
              break;
            case `contextmenu`:
            case `mouseup`:
            case `dragend`:
              (ri = !1), ii(o, n, i);
              break;
            case `selectionchange`:
              if ($r) break;
            case `keydown`:
            case `keyup`:
              ii(o, n, i);
          }
          var y;
          if (hr)
            b: {
              switch (e) {
                case `compositionstart`:
                  var b = `onCompositionStart`;
                  break b;
                case `compositionend`:
                  b = `onCompositionEnd`;
                  break b;
                case `compositionupdate`:
                  b = `onCompositionUpdate`;
                  break b;
              }
              b = void 0;
            }
          else
            Cr
              ? xr(e, n) && (b = `onCompositionEnd`)
              : e === `keydown` && n.keyCode === 229 && (b = `onCompositionStart`);
          b &&
            (vr &&
              n.locale !== `ko` &&
              (Cr || b !== `onCompositionStart`
                ? b === `onCompositionEnd` && Cr && (y = Ln())
                : ((Pn = i), (Fn = `value` in Pn ? Pn.value : Pn.textContent), (Cr = !0))),
            (v = Jf(r, b)),
            0 < v.length &&
              ((b = new tr(b, e, null, n, i)),
              o.push({ event: b, listeners: v }),
              y ? (b.data = y) : ((y = Sr(n)), y !== null && (b.data = y)))),
            (y = _r ? wr(e, n) : Tr(e, n)) &&
              ((b = Jf(r, `onBeforeInput`)),
              0 < b.length &&
                ((v = new tr(`onBeforeInput`, `beforeinput`, null, n, i)),
                o.push({ event: v, listeners: b }),
                (v.data = y))),
            If(o, e, r, n, i);
        }
        Vf(o, t);
      });
    }
    function qf(e, t, n) {
      return { instance: e, listener: t, currentTarget: n };
    }
    function Jf(e, t) {
      for (var n = t + `Capture`, r = []; e !== null; ) {
        var i = e,
          a = i.stateNode;
        if (
          ((i = i.tag),
          (i !== 5 && i !== 26 && i !== 27) ||
            a === null ||
            ((i = An(e, n)), i != null && r.unshift(qf(e, i, a)), (i = An(e, t)), i != null && r.push(qf(e, i, a))),
          e.tag === 3)
        )
          return r;
        e = e.return;
      }
      return [];
    }
    function Yf(e) {
      if (e === null) return null;
      do e = e.return;
      while (e && e.tag !== 5 && e.tag !== 27);
      return e || null;
    }
    function Xf(e, t, n, r, i) {
      for (var a = t._reactName, o = []; n !== null && n !== r; ) {
        var s = n,
          c = s.alternate,
          l = s.stateNode;
        if (((s = s.tag), c !== null && c === r)) break;
        (s !== 5 && s !== 26 && s !== 27) ||
          l === null ||
          ((c = l),
          i
            ? ((l = An(n, a)), l != null && o.unshift(qf(n, l, c)))
            : i || ((l = An(n, a)), l != null && o.push(qf(n, l, c)))),
          (n = n.return);
      }
      o.length !== 0 && e.push({ event: t, listeners: o });
    }
    var Zf = /\r\n?/g,
      Qf = /\u0000|\uFFFD/g;
    function $f(e) {
      return (typeof e == `string` ? e : `` + e)
        .replace(
          Zf,
          `
`,
        )
        .replace(Qf, ``);
    }
    function ep(e, t) {
      return ((t = $f(t)), $f(e) === t);
    }
    function $(e, t, n, r, i, a) {
      switch (n) {
        case `children`:
          if (typeof r == `string`) t === `body` || (t === `textarea` && r === ``) || mn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) t !== `body` && mn(e, `` + r);
          else return;
          break;
        case `className`:
          Qt(e, `class`, r);
          break;
        case `tabIndex`:
          Qt(e, `tabindex`, r);
          break;
        case `dir`:
        case `role`:
        case `viewBox`:
        case `width`:
        case `height`:
          Qt(e, n, r);
          break;
        case `style`:
          _n(e, r, a);
          return;
        case `data`:
          if (t !== `object`) {
            Qt(e, `data`, r);
            break;
          }
        case `src`:
        case `href`:
          if (
            (r === `` && (t !== `a` || n !== `href`)) ||
            r == null ||
            typeof r == `function` ||
            typeof r == `symbol` ||
            typeof r == `boolean`
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = xn(r)), e.setAttribute(n, r);
          break;
        case `action`:
        case `formAction`:
          if (typeof r == `function`) {
            e.setAttribute(
              n,
              `javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')`,
            );
            break;
          }
          if (
            (typeof a == `function` &&
              (n === `formAction`
                ? (t !== `input` && $(e, t, `name`, i.name, i, null),
                  $(e, t, `formEncType`, i.formEncType, i, null),
                  $(e, t, `formMethod`, i.formMethod, i, null),
                  $(e, t, `formTarget`, i.formTarget, i, null))
                : ($(e, t, `encType`, i.encType, i, null),
                  $(e, t, `method`, i.method, i, null),
                  $(e, t, `target`, i.target, i, null))),
            r == null || typeof r == `symbol` || typeof r == `boolean`)
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = xn(r)), e.setAttribute(n, r);
          break;
        case `onClick`:
          r != null && (e.onclick = Sn);
          return;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(o(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(o(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `multiple`:
          e.multiple = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `muted`:
          e.muted = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `defaultValue`:
        case `defaultChecked`:
        case `innerHTML`:
        case `ref`:
          break;
        case `autoFocus`:
          break;
        case `xlinkHref`:
          if (r == null || typeof r == `function` || typeof r == `boolean` || typeof r == `symbol`) {
            e.removeAttribute(`xlink:href`);
            break;
          }
          (n = xn(r)), e.setAttributeNS(`http://www.w3.org/1999/xlink`, `xlink:href`, n);
          break;
        case `contentEditable`:
        case `spellCheck`:
        case `draggable`:
        case `value`:
        case `autoReverse`:
        case `externalResourcesRequired`:
        case `focusable`:
        case `preserveAlpha`:
          r != null && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, r) : e.removeAttribute(n);
          break;
        case `inert`:
        case `allowFullScreen`:
        case `async`:
        case `autoPlay`:
        case `controls`:
        case `credentialless`:
        case `default`:
        case `defer`:
        case `disabled`:
        case `disablePictureInPicture`:
        case `disableRemotePlayback`:
        case `formNoValidate`:
        case `hidden`:
        case `loop`:
        case `noModule`:
        case `noValidate`:
        case `open`:
        case `playsInline`:
        case `readOnly`:
        case `required`:
        case `reversed`:
        case `scoped`:
        case `seamless`:
        case `itemScope`:
          r && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, ``) : e.removeAttribute(n);
          break;
        case `capture`:
        case `download`:
          !0 === r
            ? e.setAttribute(n, ``)
            : !1 !== r && r != null && typeof r != `function` && typeof r != `symbol`
              ? e.setAttribute(n, r)
              : e.removeAttribute(n);
          break;
        case `cols`:
        case `rows`:
        case `size`:
        case `span`:
          r != null && typeof r != `function` && typeof r != `symbol` && !isNaN(r) && 1 <= r
            ? e.setAttribute(n, r)
            : e.removeAttribute(n);
          break;
        case `rowSpan`:
        case `start`:
          r == null || typeof r == `function` || typeof r == `symbol` || isNaN(r)
            ? e.removeAttribute(n)
            : e.setAttribute(n, r);
          break;
        case `popover`:
          Q(`beforetoggle`, e), Q(`toggle`, e), Zt(e, `popover`, r);
          break;
        case `xlinkActuate`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:actuate`, r);
          break;
        case `xlinkArcrole`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:arcrole`, r);
          break;
        case `xlinkRole`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:role`, r);
          break;
        case `xlinkShow`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:show`, r);
          break;
        case `xlinkTitle`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:title`, r);
          break;
        case `xlinkType`:
          $t(e, `http://www.w3.org/1999/xlink`, `xlink:type`, r);
          break;
        case `xmlBase`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:base`, r);
          break;
        case `xmlLang`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:lang`, r);
          break;
        case `xmlSpace`:
          $t(e, `http://www.w3.org/XML/1998/namespace`, `xml:space`, r);
          break;
        case `is`:
          Zt(e, `is`, r);
          break;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!(2 < n.length) || (n[0] !== `o` && n[0] !== `O`) || (n[1] !== `n` && n[1] !== `N`))
            (n = yn.get(n) || n), Zt(e, n, r);
          else return;
      }
      F = !0;
    }
    function tp(e, t, n, r, i, a) {
      switch (n) {
        case `style`:
          _n(e, r, a);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(o(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(o(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `children`:
          if (typeof r == `string`) mn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) mn(e, `` + r);
          else return;
          break;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `onClick`:
          r != null && (e.onclick = Sn);
          return;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `innerHTML`:
        case `ref`:
          return;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!Object.hasOwn(Ut, n))
            a: {
              if (
                n[0] === `o` &&
                n[1] === `n` &&
                ((i = n.endsWith(`Capture`)),
                (a = n.slice(2, i ? n.length - 7 : void 0)),
                (t = e[Dt] || null),
                (t = t == null ? null : t[n]),
                typeof t == `function` && e.removeEventListener(a, t, i),
                typeof r == `function`)
              ) {
                typeof t != `function` &&
                  t !== null &&
                  (n in e ? (e[n] = null) : e.hasAttribute(n) && e.removeAttribute(n)),
                  e.addEventListener(a, r, i);
                break a;
              }
              (F = !0), n in e ? (e[n] = r) : !0 === r ? e.setAttribute(n, ``) : Zt(e, n, r);
            }
          return;
      }
      F = !0;
    }
    function np(e, t, n) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `img`:
          Q(`error`, e), Q(`load`, e);
          var r = !1,
            i = !1,
            a;
          for (a in n)
            if (Object.hasOwn(n, a)) {
              var s = n[a];
              if (s != null)
                switch (a) {
                  case `src`:
                    r = !0;
                    break;
                  case `srcSet`:
                    i = !0;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    throw Error(o(137, t));
                  default:
                    $(e, t, a, s, n, null);
                }
            }
          i && $(e, t, `srcSet`, n.srcSet, n, null), r && $(e, t, `src`, n.src, n, null);
          return;
        case `input`:
          Q(`invalid`, e);
          var c = (a = s = i = null),
            l = null,
            u = null;
          for (r in n)
            if (Object.hasOwn(n, r)) {
              var d = n[r];
              if (d != null)
                switch (r) {
                  case `name`:
                    i = d;
                    break;
                  case `type`:
                    s = d;
                    break;
                  case `checked`:
                    l = d;
                    break;
                  case `defaultChecked`:
                    u = d;
                    break;
                  case `value`:
                    a = d;
                    break;
                  case `defaultValue`:
                    c = d;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    if (d != null) throw Error(o(137, t));
                    break;
                  default:
                    $(e, t, r, d, n, null);
                }
            }
          ln(e, a, c, l, u, s, i, !1);
          return;
        case `select`:
          for (i in (Q(`invalid`, e), (r = s = a = null), n))
            if (Object.hasOwn(n, i) && ((c = n[i]), c != null))
              switch (i) {
                case `value`:
                  a = c;
                  break;
                case `defaultValue`:
                  s = c;
                  break;
                case `multiple`:
                  r = c;
                default:
                  $(e, t, i, c, n, null);
              }
          (t = a), (n = s), (e.multiple = !!r), t == null ? n != null && dn(e, !!r, n, !0) : dn(e, !!r, t, !1);
          return;
        case `textarea`:
          for (s in (Q(`invalid`, e), (a = i = r = null), n))
            if (Object.hasOwn(n, s) && ((c = n[s]), c != null))
              switch (s) {
                case `value`:
                  r = c;
                  break;
                case `defaultValue`:
                  i = c;
                  break;
                case `children`:
                  a = c;
                  break;
                case `dangerouslySetInnerHTML`:
                  if (c != null) throw Error(o(91));
                  break;
                default:
                  $(e, t, s, c, n, null);
              }
          pn(e, r, i, a);
          return;
        case `option`:
          for (l in n)
            if (Object.hasOwn(n, l) && ((r = n[l]), r != null))
              switch (l) {
                case `selected`:
                  e.selected = r && typeof r != `function` && typeof r != `symbol`;
                  break;
                default:
                  $(e, t, l, r, n, null);
              }
          return;
        case `dialog`:
          Q(`beforetoggle`, e), Q(`toggle`, e), Q(`cancel`, e), Q(`close`, e);
          break;
        case `iframe`:
        case `object`:
          Q(`load`, e);
          break;
        case `video`:
        case `audio`:
          for (r = 0; r < zf.length; r++) Q(zf[r], e);
          break;
        case `image`:
          Q(`error`, e), Q(`load`, e);
          break;
        case `details`:
          Q(`toggle`, e);
          break;
        case `embed`:
        case `source`:
        case `link`:
          Q(`error`, e), Q(`load`, e);
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (u in n)
            if (Object.hasOwn(n, u) && ((r = n[u]), r != null))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  throw Error(o(137, t));
                default:
                  $(e, t, u, r, n, null);
              }
          return;
        default:
          if (vn(t)) {
            for (d in n) Object.hasOwn(n, d) && ((r = n[d]), r !== void 0 && tp(e, t, d, r, n, void 0));
            return;
          }
      }
      for (c in n) Object.hasOwn(n, c) && ((r = n[c]), r != null && $(e, t, c, r, n, null));
    }
    var rp = {};
    function ip(e, t, n, r) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `input`:
          var i = null,
            a = null,
            s = null,
            c = null,
            l = null,
            u = null,
            d = null;
          for (m in n) {
            var f = n[m];
            if (Object.hasOwn(n, m) && f != null)
              switch (m) {
                case `checked`:
                  break;
                case `value`:
                  break;
                case `defaultValue`:
                  l = f;
                default:
                  Object.hasOwn(r, m) || $(e, t, m, null, r, f);
              }
          }
          for (var p in r) {
            var m = r[p];
            if (((f = n[p]), Object.hasOwn(r, p) && (m != null || f != null)))
              switch (p) {
                case `type`:
                  m !== f && (F = !0), (a = m);
                  break;
                case `name`:
                  m !== f && (F = !0), (i = m);
                  break;
                case `checked`:
                  m !== f && (F = !0), (u = m);
                  break;
                case `defaultChecked`:
                  m !== f && (F = !0), (d = m);
                  break;
                case `value`:
                  m !== f && (F = !0), (s = m);
                  break;
                case `defaultValue`:
                  m !== f && (F = !0), (c = m);
                  break;
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (m != null) throw Error(o(137, t));
                  break;
                default:
                  m !== f && $(e, t, p, m, r, f);
              }
          }
          cn(e, s, c, l, u, d, a, i);
          return;
        case `select`:
          for (a in ((m = s = c = p = null), n))
            if (((l = n[a]), Object.hasOwn(n, a) && l != null))
              switch (a) {
                case `value`:
                  break;
                case `multiple`:
                  m = l;
                default:
                  Object.hasOwn(r, a) || $(e, t, a, null, r, l);
              }
          for (i in r)
            if (((a = r[i]), (l = n[i]), Object.hasOwn(r, i) && (a != null || l != null)))
              switch (i) {
                case `value`:
                  a !== l && (F = !0), (p = a);
                  break;
                case `defaultValue`:
                  a !== l && (F = !0), (c = a);
                  break;
                case `multiple`:
                  a !== l && (F = !0), (s = a);
                default:
                  a !== l && $(e, t, i, a, r, l);
              }
          (t = c),
            (n = s),
            (r = m),
            p == null ? !!r != !!n && (t == null ? dn(e, !!n, n ? [] : ``, !1) : dn(e, !!n, t, !0)) : dn(e, !!n, p, !1);
          return;
        case `textarea`:
          for (c in ((m = p = null), n))
            if (((i = n[c]), Object.hasOwn(n, c) && i != null && !Object.hasOwn(r, c)))
              switch (c) {
                case `value`:
                  break;
                case `children`:
                  break;
                default:
                  $(e, t, c, null, r, i);
              }
          for (s in r)
            if (((i = r[s]), (a = n[s]), Object.hasOwn(r, s) && (i != null || a != null)))
              switch (s) {
                case `value`:
                  i !== a && (F = !0), (p = i);
                  break;
                case `defaultValue`:
                  i !== a && (F = !0), (m = i);
                  break;
                case `children`:
                  break;
                case `dangerouslySetInnerHTML`:
                  if (i != null) throw Error(o(91));
                  break;
                default:
                  i !== a && $(e, t, s, i, r, a);
              }
          fn(e, p, m);
          return;
        case `option`:
          for (var h in n)
            if (((p = n[h]), Object.hasOwn(n, h) && p != null && !Object.hasOwn(r, h)))
              switch (h) {
                case `selected`:
                  e.selected = !1;
                  break;
                default:
                  $(e, t, h, null, r, p);
              }
          for (l in r)
            if (((p = r[l]), (m = n[l]), Object.hasOwn(r, l) && p !== m && (p != null || m != null)))
              switch (l) {
                case `selected`:
                  p !== m && (F = !0), (e.selected = p && typeof p != `function` && typeof p != `symbol`);
                  break;
                default:
                  $(e, t, l, p, r, m);
              }
          return;
        case `img`:
        case `link`:
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `embed`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `source`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (var g in n)
            (p = n[g]), Object.hasOwn(n, g) && p != null && !Object.hasOwn(r, g) && $(e, t, g, null, r, p);
          for (u in r)
            if (((p = r[u]), (m = n[u]), Object.hasOwn(r, u) && p !== m && (p != null || m != null)))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (p != null) throw Error(o(137, t));
                  break;
                default:
                  $(e, t, u, p, r, m);
              }
          return;
        default:
          if (vn(t)) {
            for (var _ in n)
              (p = n[_]), Object.hasOwn(n, _) && p !== void 0 && !Object.hasOwn(r, _) && tp(e, t, _, void 0, r, p);
            for (d in r)
              (p = r[d]),
                (m = n[d]),
                !Object.hasOwn(r, d) || p === m || (p === void 0 && m === void 0) || tp(e, t, d, p, r, m);
            return;
          }
      }
      for (var v in n) (p = n[v]), Object.hasOwn(n, v) && p != null && !Object.hasOwn(r, v) && $(e, t, v, null, r, p);
      for (f in r)
        (p = r[f]), (m = n[f]), !Object.hasOwn(r, f) || p === m || (p == null && m == null) || $(e, t, f, p, r, m);
    }
    function ap(e) {
      switch (e) {
        case `css`:
        case `script`:
        case `font`:
        case `img`:
        case `image`:
        case `input`:
        case `link`:
          return !0;
        default:
          return !1;
      }
    }
    function op() {
      if (typeof performance.getEntriesByType == `function`) {
        for (var e = 0, t = 0, n = performance.getEntriesByType(`resource`), r = 0; r < n.length; r++) {
          var i = n[r],
            a = i.transferSize,
            o = i.initiatorType,
            s = i.duration;
          if (a && s && ap(o)) {
            for (o = 0, s = i.responseEnd, r += 1; r < n.length; r++) {
              var c = n[r],
                l = c.startTime;
              if (l > s) break;
              var u = c.transferSize,
                d = c.initiatorType;
              u && ap(d) && ((c = c.responseEnd), (o += u * (c < s ? 1 : (s - l) / (c - l))));
            }
            if ((--r, (t += (8 * (a + o)) / (i.duration / 1e3)), e++, 10 < e)) break;
          }
        }
        if (0 < e) return t / e / 1e6;
      }
      return navigator.connection && ((e = navigator.connection.downlink), typeof e == `number`) ? e : 5;
    }
    var sp = null,
      cp = null;
    function lp(e) {
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    function up(e) {
      switch (e) {
        case `http://www.w3.org/2000/svg`:
          return 1;
        case `http://www.w3.org/1998/Math/MathML`:
          return 2;
        default:
          return 0;
      }
    }
    function dp(e, t) {
      if (e === 0)
        switch (t) {
          case `svg`:
            return 1;
          case `math`:
            return 2;
          default:
            return 0;
        }
      return e === 1 && t === `foreignObject` ? 0 : e;
    }
    function fp(e, t, n, r) {
      return ((n = lp(n).createElement(e)), (n[Et] = r), (n[Dt] = t), np(n, e, t), Bt(n), n);
    }
    function pp(e, t) {
      return (
        e === `textarea` ||
        e === `noscript` ||
        typeof t.children == `string` ||
        typeof t.children == `number` ||
        typeof t.children == `bigint` ||
        (typeof t.dangerouslySetInnerHTML == `object` &&
          t.dangerouslySetInnerHTML !== null &&
          t.dangerouslySetInnerHTML.__html != null)
      );
    }
    var mp = null;
    function hp() {
      var e = window.event;
      return e && e.type === `popstate` ? e !== mp && ((mp = e), !0) : ((mp = null), !1);
    }
    var gp = typeof setTimeout == `function` ? setTimeout : void 0,
      _p = typeof clearTimeout == `function` ? clearTimeout : void 0,
      vp = typeof Promise == `function` ? Promise : void 0,
      yp = typeof requestAnimationFrame == `function` ? requestAnimationFrame : gp,
      bp =
        typeof queueMicrotask == `function`
          ? queueMicrotask
          : vp === void 0
            ? gp
            : (e) => vp.resolve(null).then(e).catch(xp);
    function xp(e) {
      setTimeout(() => {
        throw e;
      });
    }
    function Sp(e) {
      return e === `head`;
    }
    function Cp(e, t) {
      var n = t,
        r = 0;
      do {
        var i = n.nextSibling;
        if ((e.removeChild(n), i && i.nodeType === 8)) {
          if (((n = i.data), n === `/$` || n === `/&`)) {
            if (r === 0) {
              e.removeChild(i), Hh(t);
              return;
            }
            r--;
          } else if (n === `$` || n === `$?` || n === `$~` || n === `$!` || n === `&`) r++;
          else if (n === `html`) _m(e.ownerDocument.documentElement);
          else if (n === `head`) {
            (n = e.ownerDocument.head), _m(n);
            for (var a = n.firstChild; a; ) {
              var o = a.nextSibling,
                s = a.nodeName;
              a[Nt] ||
                s === `SCRIPT` ||
                s === `STYLE` ||
                (s === `LINK` && a.rel.toLowerCase() === `stylesheet`) ||
                n.removeChild(a),
                (a = o);
            }
          } else n === `body` && _m(e.ownerDocument.body);
        }
        n = i;
      } while (n);
      Hh(t);
    }
    function wp(e, t) {
      var n = e;
      e = 0;
      do {
        var r = n.nextSibling;
        if (
          (n.nodeType === 1
            ? t
              ? ((n._stashedDisplay = n.style.display), (n.style.display = `none`))
              : ((n.style.display = n._stashedDisplay || ``),
                n.getAttribute(`style`) === `` && n.removeAttribute(`style`))
            : n.nodeType === 3 &&
              (t ? ((n._stashedText = n.nodeValue), (n.nodeValue = ``)) : (n.nodeValue = n._stashedText || ``)),
          r && r.nodeType === 8)
        ) {
          if (((n = r.data), n === `/$`)) {
            if (e === 0) break;
            e--;
          } else (n !== `$` && n !== `$?` && n !== `$~` && n !== `$!`) || e++;
        }
        n = r;
      } while (n);
    }
    function Tp(e, t, n) {
      if (
        ((t = CSS.escape(t) === t ? t : `r-` + btoa(t).replace(/=/g, ``)),
        (e.style.viewTransitionName = t),
        n != null && (e.style.viewTransitionClass = n),
        (n = getComputedStyle(e)),
        n.display === `inline`)
      ) {
        if (((t = e.getClientRects()), t.length === 1)) var r = 1;
        else
          for (var i = (r = 0); i < t.length; i++) {
            var a = t[i];
            0 < a.width && 0 < a.height && r++;
          }
        r === 1 &&
          ((e = e.style),
          (e.display = t.length === 1 ? `inline-block` : `block`),
          (e.marginTop = `-` + n.paddingTop),
          (e.marginBottom = `-` + n.paddingBottom));
      }
    }
    function Ep(e, t) {
      (e = e.style), (t = t.style);
      var n =
        t == null
          ? null
          : Object.hasOwn(t, `viewTransitionName`)
            ? t.viewTransitionName
            : Object.hasOwn(t, `view-transition-name`)
              ? t[`view-transition-name`]
              : null;
      (e.viewTransitionName = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        (n =
          t == null
            ? null
            : Object.hasOwn(t, `viewTransitionClass`)
              ? t.viewTransitionClass
              : Object.hasOwn(t, `view-transition-class`)
                ? t[`view-transition-class`]
                : null),
        (e.viewTransitionClass = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        e.display === `inline-block` &&
          (t == null
            ? (e.display = e.margin = ``)
            : ((n = t.display),
              (e.display = n == null || typeof n == `boolean` ? `` : n),
              (n = t.margin),
              n == null
                ? ((n = Object.hasOwn(t, `marginTop`) ? t.marginTop : t[`margin-top`]),
                  (e.marginTop = n == null || typeof n == `boolean` ? `` : n),
                  (t = Object.hasOwn(t, `marginBottom`) ? t.marginBottom : t[`margin-bottom`]),
                  (e.marginBottom = t == null || typeof t == `boolean` ? `` : t))
                : (e.margin = n)));
    }
    function Dp(e, t, n) {
      return (
        (n = n.ownerDocument.defaultView),
        {
          rect: e,
          abs: t.position === `absolute` || t.position === `fixed`,
          clip:
            t.clipPath !== `none` ||
            t.overflow !== `visible` ||
            t.filter !== `none` ||
            t.mask !== `none` ||
            t.mask !== `none` ||
            t.borderRadius !== `0px`,
          view: 0 <= e.bottom && 0 <= e.right && e.top <= n.innerHeight && e.left <= n.innerWidth,
        }
      );
    }
    function Op(e) {
      return Dp(e.getBoundingClientRect(), getComputedStyle(e), e);
    }
    function kp(e) {
      var t = e.getBoundingClientRect();
      t = new DOMRect(t.x + 2e4, t.y + 2e4, t.width, t.height);
      var n = getComputedStyle(e);
      return Dp(t, n, e);
    }
    function Ap(e) {
      return e.documentElement.clientHeight;
    }
    function jp(e) {
      this.addEventListener(`load`, e), this.addEventListener(`error`, e);
    }
    function Mp(e, t, n, r, i, a, o, s, c) {
      var l = t.nodeType === 9 ? t : t.ownerDocument;
      try {
        var u = l.startViewTransition({
          update: () => {
            var t = l.defaultView,
              n = t.navigation && t.navigation.transition,
              o = l.fonts.status;
            r();
            var s = [];
            if (
              (o === `loaded` && (Ap(l), l.fonts.status === `loading` && s.push(l.fonts.ready)),
              (o = s.length),
              e !== null)
            )
              for (var c = e.suspenseyImages, u = 0, d = 0; d < c.length; d++) {
                var f = c[d];
                if (!f.complete) {
                  var p = f.getBoundingClientRect();
                  if (0 < p.bottom && 0 < p.right && p.top < t.innerHeight && p.left < t.innerWidth) {
                    if (((u += Xm(f)), u > $m)) {
                      s.length = o;
                      break;
                    }
                    (f = new Promise(jp.bind(f))), s.push(f);
                  }
                }
              }
            if (0 < s.length)
              return (
                (t = Promise.race([Promise.all(s), new Promise((e) => setTimeout(e, 500))]).then(i, i)),
                (n ? Promise.allSettled([n.finished, t]) : t).then(a, a)
              );
            if ((i(), n)) return n.finished.then(a, a);
            a();
          },
          types: n,
        });
        l.__reactViewTransition = u;
        var d = [];
        return (
          u.ready.then(
            () => {
              for (var e = l.documentElement.getAnimations({ subtree: !0 }), t = 0; t < e.length; t++) {
                var n = e[t],
                  r = n.effect,
                  i = r.pseudoElement;
                if (i != null && i.startsWith(`::view-transition`)) {
                  d.push(n), (n = r.getKeyframes());
                  for (var a = (i = void 0), s = !0, c = 0; c < n.length; c++) {
                    var u = n[c],
                      f = u.width;
                    if (i === void 0) i = f;
                    else if (i !== f) {
                      s = !1;
                      break;
                    }
                    if (((f = u.height), a === void 0)) a = f;
                    else if (a !== f) {
                      s = !1;
                      break;
                    }
                    delete u.width, delete u.height, u.transform === `none` && delete u.transform;
                  }
                  s &&
                    i !== void 0 &&
                    a !== void 0 &&
                    (r.setKeyframes(n),
                    (s = getComputedStyle(r.target, r.pseudoElement)),
                    s.width !== i || s.height !== a) &&
                    ((s = n[0]),
                    (s.width = i),
                    (s.height = a),
                    (s = n[n.length - 1]),
                    (s.width = i),
                    (s.height = a),
                    r.setKeyframes(n));
                }
              }
              o();
            },
            (e) => {
              l.__reactViewTransition === u && (l.__reactViewTransition = null);
              try {
                if (typeof e == `object` && e)
                  switch (e.name) {
                    case `InvalidStateError`:
                      (e.message === `View transition was skipped because document visibility state is hidden.` ||
                        e.message === `Skipping view transition because document visibility state has become hidden.` ||
                        e.message === `Skipping view transition because viewport size changed.` ||
                        e.message === `Transition was aborted because of invalid state`) &&
                        (e = null);
                  }
                e !== null && c(e);
              } finally {
                r(), i(), o();
              }
            },
          ),
          u.finished.finally(() => {
            for (var e = 0; e < d.length; e++) d[e].cancel();
            l.__reactViewTransition === u && (l.__reactViewTransition = null), s();
          }),
          u
        );
      } catch {
        return (r(), i(), o(), null);
      }
    }
    function Np(e, t) {
      (this._scope = document.documentElement), (this._selector = `::view-transition-` + e + `(` + t + `)`);
    }
    (Np.prototype.animate = function (e, t) {
      return (
        (t = typeof t == `number` ? { duration: t } : E({}, t)),
        (t.pseudoElement = this._selector),
        this._scope.animate(e, t)
      );
    }),
      (Np.prototype.getAnimations = function () {
        for (
          var e = this._scope, t = this._selector, n = e.getAnimations({ subtree: !0 }), r = [], i = 0;
          i < n.length;
          i++
        ) {
          var a = n[i].effect;
          a !== null && a.target === e && a.pseudoElement === t && r.push(n[i]);
        }
        return r;
      }),
      (Np.prototype.getComputedStyle = function () {
        return getComputedStyle(this._scope, this._selector);
      });
    function Pp(e) {
      return {
        name: e,
        group: new Np(`group`, e),
        imagePair: new Np(`image-pair`, e),
        old: new Np(`old`, e),
        new: new Np(`new`, e),
      };
    }
    function Fp(e) {
      (this._fragmentFiber = e), (this._observers = this._eventListeners = null);
    }
    Fp.prototype.addEventListener = function (e, t, n) {
      var r = null,
        i = null;
      if (!(n != null && typeof n != `boolean` && ((r = n.signal || null), r !== null && r.aborted))) {
        this._eventListeners === null && (this._eventListeners = []);
        var a = this._eventListeners;
        if (Bp(a, e, t, n) === -1) {
          var o = this,
            s = t;
          n != null &&
            typeof n != `boolean` &&
            !0 === n.once &&
            (s = function (r) {
              o.removeEventListener(e, t, n), typeof t == `function` ? t.call(this, r) : t.handleEvent(r);
            }),
            r !== null &&
              ((i = o.removeEventListener.bind(o, e, t, n)),
              r.addEventListener(`abort`, i, { once: !0 }),
              (i = r.removeEventListener.bind(r, `abort`, i))),
            (r = Rp(n)),
            a.push({ type: e, listener: t, optionsOrUseCapture: n, attachedListener: s, cleanup: i }),
            h(this._fragmentFiber.child, !1, Ip, e, s, r);
        }
        this._eventListeners = a;
      }
    };
    function Ip(e, t, n, r) {
      return (b(e).addEventListener(t, n, r), !1);
    }
    Fp.prototype.removeEventListener = function (e, t, n) {
      var r = this._eventListeners;
      if (r !== null && ((t = Bp(r, e, t, n)), t !== -1)) {
        var i = r[t];
        n = i.attachedListener;
        var a = i.cleanup;
        (i = Rp(i.optionsOrUseCapture)),
          h(this._fragmentFiber.child, !1, Lp, e, n, i),
          r.splice(t, 1),
          a !== null && a();
      }
    };
    function Lp(e, t, n, r) {
      return (b(e).removeEventListener(t, n, r), !1);
    }
    function Rp(e) {
      return e != null && typeof e != `boolean` && (!0 === e.once || e.signal instanceof AbortSignal)
        ? { capture: e.capture, passive: e.passive }
        : e;
    }
    function zp(e) {
      return e == null ? `c=0` : typeof e == `boolean` ? `c=` + (e ? `1` : `0`) : `c=` + (e.capture ? `1` : `0`);
    }
    function Bp(e, t, n, r) {
      if (e.length === 0) return -1;
      r = zp(r);
      for (var i = 0; i < e.length; i++) {
        var a = e[i];
        if (a.type === t && a.listener === n && zp(a.optionsOrUseCapture) === r) return i;
      }
      return -1;
    }
    (Fp.prototype.dispatchEvent = function (e) {
      var t = g(this._fragmentFiber);
      if (t === null) return !0;
      t = b(t);
      var n = this._eventListeners;
      if ((n !== null && 0 < n.length) || !e.bubbles) {
        var r = t.nodeType === 9 ? t.createComment(``) : document.createTextNode(``);
        if (n)
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.addEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
          }
        if ((t.appendChild(r), (e = r.dispatchEvent(e)), n))
          for (i = 0; i < n.length; i++)
            (a = n[i]), r.removeEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
        return (t.removeChild(r), e);
      }
      return t.dispatchEvent(e);
    }),
      (Fp.prototype.focus = function (e) {
        h(this._fragmentFiber.child, !0, Vp, e, void 0, void 0);
      });
    function Vp(e, t) {
      return e.tag !== 6 && ((e = b(e)), pm(e, t));
    }
    Fp.prototype.focusLast = function (e) {
      var t = [];
      h(this._fragmentFiber.child, !0, Hp, t, void 0, void 0);
      for (var n = t.length - 1; 0 <= n && !Vp(t[n], e); n--);
    };
    function Hp(e, t) {
      return (t.push(e), !1);
    }
    Fp.prototype.blur = function () {
      var e = g(this._fragmentFiber);
      e !== null &&
        ((e = b(e)), (e = lp(e).activeElement), e !== null && h(this._fragmentFiber.child, !1, Up, e, void 0, void 0));
    };
    function Up(e, t) {
      return e.tag !== 6 && ((e = b(e)), e === t || e.contains(t) ? (t.blur(), !0) : !1);
    }
    Fp.prototype.observeUsing = function (e) {
      this._observers === null && (this._observers = new Set()),
        this._observers.add(e),
        h(this._fragmentFiber.child, !1, Wp, e, void 0, void 0);
    };
    function Wp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.observe(e)), !1);
    }
    Fp.prototype.unobserveUsing = function (e) {
      var t = this._observers;
      if (t !== null && t.has(e)) {
        t.delete(e), h(this._fragmentFiber.child, !1, Gp, e, void 0, void 0);
        for (var n = (t = 0); n < Kp.length; n++) {
          var r = Kp[n];
          r.fragmentInstance === this && r.observer === e ? e.unobserve(r.instance) : (Kp[t++] = r);
        }
        Kp.length = t;
      }
    };
    function Gp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.unobserve(e)), !1);
    }
    var Kp = [],
      qp = !1;
    function Jp(e, t, n) {
      Kp.push({ fragmentInstance: e, observer: t, instance: n }),
        qp ||
          ((qp = !0),
          mm(() => {
            qp = !1;
            var e = Kp;
            Kp = [];
            for (var t = 0; t < e.length; t++) {
              var n = e[t];
              n.observer.unobserve(n.instance);
            }
          }));
    }
    Fp.prototype.getClientRects = function () {
      var e = [];
      return (h(this._fragmentFiber.child, !1, Yp, e, void 0, void 0), e);
    };
    function Yp(e, t) {
      if (e.tag === 6) {
        e = e.stateNode;
        var n = e.ownerDocument.createRange();
        n.selectNodeContents(e), t.push.apply(t, n.getClientRects());
      } else (e = b(e)), t.push.apply(t, e.getClientRects());
      return !1;
    }
    (Fp.prototype.getRootNode = function (e) {
      var t = g(this._fragmentFiber);
      return t === null ? this : b(t).getRootNode(e);
    }),
      (Fp.prototype.compareDocumentPosition = function (e) {
        var t = g(this._fragmentFiber);
        if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        var n = [];
        h(this._fragmentFiber.child, !1, Hp, n, void 0, void 0);
        var r = b(t);
        if (n.length === 0) {
          if (((n = r), _(this._fragmentFiber))) {
            a: {
              for (t = this._fragmentFiber.return; t !== null; ) {
                if (t.tag === 4) {
                  t = t.stateNode.containerInfo;
                  break a;
                }
                if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
                t = t.return;
              }
              t = null;
            }
            t != null && (n = t);
          }
          t = this._fragmentFiber;
          var i = (r = n.compareDocumentPosition(e));
          return (
            n === e
              ? (i = Node.DOCUMENT_POSITION_CONTAINS)
              : r & Node.DOCUMENT_POSITION_CONTAINED_BY &&
                ((n = v(t)[1]),
                n === null
                  ? (i = Node.DOCUMENT_POSITION_PRECEDING)
                  : ((e = b(n).compareDocumentPosition(e)),
                    (i =
                      e === 0 || e & Node.DOCUMENT_POSITION_FOLLOWING
                        ? Node.DOCUMENT_POSITION_FOLLOWING
                        : Node.DOCUMENT_POSITION_PRECEDING))),
            (i |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
          );
        }
        (t = b(n[0])), (i = b(n[n.length - 1]));
        var a = _(this._fragmentFiber) ? t.parentElement : r;
        if (a == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        (r = a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY),
          (a = a.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_CONTAINED_BY);
        var o = t.compareDocumentPosition(e),
          s = i.compareDocumentPosition(e),
          c = o & Node.DOCUMENT_POSITION_CONTAINED_BY || s & Node.DOCUMENT_POSITION_CONTAINED_BY;
        return (
          (s = r && a && o & Node.DOCUMENT_POSITION_FOLLOWING && s & Node.DOCUMENT_POSITION_PRECEDING),
          (t =
            (r && t === e) || (a && i === e) || c || s
              ? Node.DOCUMENT_POSITION_CONTAINED_BY
              : (!r && t === e) || (!a && i === e)
                ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
                : o),
          t & Node.DOCUMENT_POSITION_DISCONNECTED ||
          t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC ||
          Xp(t, this._fragmentFiber, n[0], n[n.length - 1], e)
            ? t
            : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
        );
      });
    function Xp(e, t, n, r, i) {
      var a = It(i);
      if (e & Node.DOCUMENT_POSITION_CONTAINED_BY) {
        if ((n = !!a))
          a: {
            for (; a !== null; ) {
              if (a.tag === 7 && (a === t || a.alternate === t)) {
                n = !0;
                break a;
              }
              a = a.return;
            }
            n = !1;
          }
        return n;
      }
      if (e & Node.DOCUMENT_POSITION_CONTAINS) {
        if (a === null) return ((a = i.ownerDocument), i === a || i === a.documentElement || i === a.body);
        a: {
          for (a = t, t = g(t); a !== null; ) {
            if (!((a.tag !== 5 && a.tag !== 3 && a.tag !== 27) || (a !== t && a.alternate !== t))) {
              a = !0;
              break a;
            }
            a = a.return;
          }
          a = !1;
        }
        return a;
      }
      return e & Node.DOCUMENT_POSITION_PRECEDING
        ? ((t = !!a) &&
            !(t = a === n) &&
            ((t = ee(n, a, T)), t === null ? (t = !1) : (h(t, !0, C, a, n), (a = x), (x = null), (t = a !== null))),
          t)
        : e & Node.DOCUMENT_POSITION_FOLLOWING
          ? ((t = !!a) &&
              !(t = a === r) &&
              ((t = ee(r, a, T)),
              t === null ? (t = !1) : (h(t, !0, w, a, r), (a = x), (S = x = null), (t = a !== null))),
            t)
          : !1;
    }
    function Zp(e, t) {
      var n = e.ownerDocument.createRange();
      n.selectNodeContents(e),
        (e = n.getBoundingClientRect()),
        window.scrollTo(
          window.scrollX + e.left,
          t ? window.scrollY + e.top : window.scrollY + e.bottom - window.innerHeight,
        );
    }
    Fp.prototype.scrollIntoView = function (e) {
      if (typeof e == `object`) throw Error(o(566));
      var t = [];
      h(this._fragmentFiber.child, !1, Hp, t, void 0, void 0);
      var n = !1 !== e;
      if (t.length === 0) {
        var r = v(this._fragmentFiber);
        if (((r = n ? r[1] || r[0] || g(this._fragmentFiber) : r[0] || r[1]), r === null)) return;
        if (r.tag === 6) {
          (e = b(r)), Zp(e, n);
          return;
        }
        if (((r = b(r)), r.nodeType !== 9)) {
          if (r.nodeType === 11) {
            (n = `host` in r ? r.host : null), n !== null && n.scrollIntoView(e);
            return;
          }
          r.scrollIntoView(e);
        }
      }
      for (r = n ? t.length - 1 : 0; r !== (n ? -1 : t.length); ) {
        var i = t[r];
        i.tag === 6 ? ((i = b(i)), Zp(i, n)) : b(i).scrollIntoView(e), (r += n ? -1 : 1);
      }
    };
    function Qp(e, t) {
      return ((e = b(e)), $p(e, t), !1);
    }
    function $p(e, t) {
      (e.reactFragments ??= new Set()), e.reactFragments.add(t);
    }
    function em(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.addEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            for (var r = 0, i = 0; i < Kp.length; i++) {
              var a = Kp[i];
              (a.fragmentInstance !== t || a.observer !== n || a.instance !== e) && (Kp[r++] = a);
            }
            (Kp.length = r), n.observe(e);
          }),
        $p(e, t));
    }
    function tm(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.removeEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            typeof n.rootMargin == `string` ? Jp(t, n, e) : n.unobserve(e);
          }),
        e.reactFragments != null && e.reactFragments.delete(t));
    }
    function nm(e) {
      var t = e.firstChild;
      for (t && t.nodeType === 10 && (t = t.nextSibling); t; ) {
        var n = t;
        switch (((t = t.nextSibling), n.nodeName)) {
          case `HTML`:
          case `HEAD`:
          case `BODY`:
            nm(n), Ft(n);
            continue;
          case `SCRIPT`:
          case `STYLE`:
            continue;
          case `LINK`:
            if (n.rel.toLowerCase() === `stylesheet`) continue;
        }
        e.removeChild(n);
      }
    }
    function rm(e, t, n, r) {
      for (; e.nodeType === 1; ) {
        var i = n;
        if (e.nodeName.toLowerCase() !== t.toLowerCase()) {
          if (!r && (e.nodeName !== `INPUT` || e.type !== `hidden`)) break;
        } else if (!r) {
          if (t === `input` && e.type === `hidden`) {
            var a = i.name == null ? null : `` + i.name;
            if (i.type === `hidden` && e.getAttribute(`name`) === a) return e;
          } else return e;
        } else if (!e[Nt])
          switch (t) {
            case `meta`:
              if (!e.hasAttribute(`itemprop`)) break;
              return e;
            case `link`:
              if (
                ((a = e.getAttribute(`rel`)),
                (a === `stylesheet` && e.hasAttribute(`data-precedence`)) ||
                  a !== i.rel ||
                  e.getAttribute(`href`) !== (i.href == null || i.href === `` ? null : i.href) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin) ||
                  e.getAttribute(`title`) !== (i.title == null ? null : i.title))
              )
                break;
              return e;
            case `style`:
              if (e.hasAttribute(`data-precedence`)) break;
              return e;
            case `script`:
              if (
                ((a = e.getAttribute(`src`)),
                (a !== (i.src == null ? null : i.src) ||
                  e.getAttribute(`type`) !== (i.type == null ? null : i.type) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin)) &&
                  a &&
                  e.hasAttribute(`async`) &&
                  !e.hasAttribute(`itemprop`))
              )
                break;
              return e;
            default:
              return e;
          }
        if (((e = lm(e.nextSibling)), e === null)) break;
      }
      return null;
    }
    function im(e, t, n) {
      if (t === ``) return null;
      for (; e.nodeType !== 3; )
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !n) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function am(e, t) {
      for (; e.nodeType !== 8; )
        if (
          ((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !t) ||
          ((e = lm(e.nextSibling)), e === null)
        )
          return null;
      return e;
    }
    function om(e) {
      return e.data === `$?` || e.data === `$~`;
    }
    function sm(e) {
      return e.data === `$!` || (e.data === `$?` && e.ownerDocument.readyState !== `loading`);
    }
    function cm(e, t) {
      var n = e.ownerDocument;
      if (e.data === `$~`) e._reactRetry = t;
      else if (e.data !== `$?` || n.readyState !== `loading`) t();
      else {
        var r = () => {
          t(), n.removeEventListener(`DOMContentLoaded`, r);
        };
        n.addEventListener(`DOMContentLoaded`, r), (e._reactRetry = r);
      }
    }
    function lm(e) {
      for (; e != null; e = e.nextSibling) {
        var t = e.nodeType;
        if (t === 1 || t === 3) break;
        if (t === 8) {
          if (
            ((t = e.data), t === `$` || t === `$!` || t === `$?` || t === `$~` || t === `&` || t === `F!` || t === `F`)
          )
            break;
          if (t === `/$` || t === `/&`) return null;
        }
      }
      return e;
    }
    var um = null;
    function dm(e) {
      e = e.nextSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `/$` || n === `/&`) {
            if (t === 0) return lm(e.nextSibling);
            t--;
          } else (n !== `$` && n !== `$!` && n !== `$?` && n !== `$~` && n !== `&`) || t++;
        }
        e = e.nextSibling;
      }
      return null;
    }
    function fm(e) {
      e = e.previousSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `$` || n === `$!` || n === `$?` || n === `$~` || n === `&`) {
            if (t === 0) return e;
            t--;
          } else (n !== `/$` && n !== `/&`) || t++;
        }
        e = e.previousSibling;
      }
      return null;
    }
    function pm(e, t) {
      function n() {
        r = !0;
      }
      if (e.ownerDocument.activeElement === e) return !0;
      var r = !1;
      try {
        e.ownerDocument.addEventListener(`focus`, n, !0), (e.focus || HTMLElement.prototype.focus).call(e, t);
      } finally {
        e.ownerDocument.removeEventListener(`focus`, n, !0);
      }
      return r;
    }
    function mm(e) {
      yp(() => {
        yp((t) => e(t));
      });
    }
    function hm(e, t, n) {
      switch (((t = lp(n)), e)) {
        case `html`:
          if (((e = t.documentElement), !e)) throw Error(o(452));
          return e;
        case `head`:
          if (((e = t.head), !e)) throw Error(o(453));
          return e;
        case `body`:
          if (((e = t.body), !e)) throw Error(o(454));
          return e;
        default:
          throw Error(o(451));
      }
    }
    function gm(e, t, n) {
      for (var r in n) {
        var i = n[r];
        Object.hasOwn(n, r) && i != null && $(e, t, r, null, rp, i);
      }
      n.dangerouslySetInnerHTML != null && (e.textContent = ``), e.onclick === Sn && (e.onclick = null), Ft(e);
    }
    function _m(e) {
      for (var t = e.attributes; t.length; ) e.removeAttributeNode(t[0]);
      Ft(e);
    }
    var vm = new Map(),
      ym = new Set();
    function bm(e) {
      if (typeof e.getRootNode == `function`) {
        var t = e.getRootNode();
        if (t.nodeType === 9 || t.nodeType === 11) return t;
      }
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    var xm = N.d;
    N.d = { f: Sm, r: Cm, D: Em, C: Dm, L: Om, m: km, X: jm, S: Am, M: Mm };
    function Sm() {
      var e = xm.f(),
        t = zd();
      return e || t;
    }
    function Cm(e) {
      var t = Lt(e);
      t !== null && t.tag === 5 && t.type === `form` ? ic(t) : xm.r(e);
    }
    var wm = typeof document > `u` ? null : document;
    function Tm(e, t, n) {
      var r = wm;
      if (r && typeof t == `string` && t) {
        var i = sn(t);
        (i = `link[rel="` + e + `"][href="` + i + `"]`),
          typeof n == `string` && (i += `[crossorigin="` + n + `"]`),
          ym.has(i) ||
            (ym.add(i),
            (e = { rel: e, crossOrigin: n, href: t }),
            r.querySelector(i) === null &&
              ((t = r.createElement(`link`)), np(t, `link`, e), Bt(t), r.head.appendChild(t)));
      }
    }
    function Em(e) {
      xm.D(e), Tm(`dns-prefetch`, e, null);
    }
    function Dm(e, t) {
      xm.C(e, t), Tm(`preconnect`, e, t);
    }
    function Om(e, t, n) {
      xm.L(e, t, n);
      var r = wm;
      if (r && e && t) {
        var i = `link[rel="preload"][as="` + sn(t) + `"]`;
        t === `image` && n && n.imageSrcSet
          ? ((i += `[imagesrcset="` + sn(n.imageSrcSet) + `"]`),
            typeof n.imageSizes == `string` && (i += `[imagesizes="` + sn(n.imageSizes) + `"]`))
          : (i += `[href="` + sn(e) + `"]`);
        var a = i;
        switch (t) {
          case `style`:
            a = Pm(e);
            break;
          case `script`:
            a = Rm(e);
        }
        if (
          !(
            vm.has(a) ||
            ((e = E({ rel: `preload`, href: t === `image` && n && n.imageSrcSet ? void 0 : e, as: t }, n)),
            vm.set(a, e),
            r.querySelector(i) !== null ||
              (t === `style` && r.querySelector(Fm(a))) ||
              (t === `script` && r.querySelector(zm(a))))
          )
        ) {
          var o = r.createElement(`link`);
          np(o, `link`, e),
            t === `style` &&
              ((o[Pt] = !0),
              (o.onload = o.onerror =
                () => {
                  Vt(o);
                })),
            Bt(o),
            r.head.appendChild(o);
        }
      }
    }
    function km(e, t) {
      xm.m(e, t);
      var n = wm;
      if (n && e) {
        var r = t && typeof t.as == `string` ? t.as : `script`,
          i = `link[rel="modulepreload"][as="` + sn(r) + `"][href="` + sn(e) + `"]`,
          a = i;
        switch (r) {
          case `audioworklet`:
          case `paintworklet`:
          case `serviceworker`:
          case `sharedworker`:
          case `worker`:
          case `script`:
            a = Rm(e);
        }
        if (!vm.has(a) && ((e = E({ rel: `modulepreload`, href: e }, t)), vm.set(a, e), n.querySelector(i) === null)) {
          switch (r) {
            case `audioworklet`:
            case `paintworklet`:
            case `serviceworker`:
            case `sharedworker`:
            case `worker`:
            case `script`:
              if (n.querySelector(zm(a))) return;
          }
          (r = n.createElement(`link`)), np(r, `link`, e), Bt(r), n.head.appendChild(r);
        }
      }
    }
    function Am(e, t, n) {
      xm.S(e, t, n);
      var r = wm;
      if (r && e) {
        var i = zt(r).hoistableStyles,
          a = Pm(e);
        t ||= `default`;
        var o = i.get(a);
        if (!o) {
          var s = { loading: 0, preload: null };
          if ((o = r.querySelector(Fm(a)))) s.loading = 5;
          else {
            (e = E({ rel: `stylesheet`, href: e, 'data-precedence': t }, n)), (n = vm.get(a)) && Hm(e, n);
            var c = (o = r.createElement(`link`));
            Bt(c),
              np(c, `link`, e),
              (c._p = new Promise((e, t) => {
                (c.onload = e), (c.onerror = t);
              })),
              c.addEventListener(`load`, () => {
                s.loading |= 1;
              }),
              c.addEventListener(`error`, () => {
                s.loading |= 2;
              }),
              (s.loading |= 4),
              Vm(o, t, r);
          }
          (o = { type: `stylesheet`, instance: o, count: 1, state: s }), i.set(a, o);
        }
      }
    }
    function jm(e, t) {
      xm.X(e, t);
      var n = wm;
      if (n && e) {
        var r = zt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = E({ src: e, async: !0 }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Bt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Mm(e, t) {
      xm.M(e, t);
      var n = wm;
      if (n && e) {
        var r = zt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = E({ src: e, async: !0, type: `module` }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            Bt(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Nm(e, t, n, r) {
      var i = (i = Ee.current) ? bm(i) : null;
      if (!i) throw Error(o(446));
      switch (e) {
        case `meta`:
        case `title`:
          return null;
        case `style`:
          return typeof n.precedence == `string` && typeof n.href == `string`
            ? ((n = Pm(n.href)),
              (t = zt(i).hoistableStyles),
              (r = t.get(n)),
              r || ((r = { type: `style`, instance: null, count: 0, state: null }), t.set(n, r)),
              r)
            : { type: `void`, instance: null, count: 0, state: null };
        case `link`:
          if (n.rel === `stylesheet` && typeof n.href == `string` && typeof n.precedence == `string`) {
            e = Pm(n.href);
            var a = zt(i).hoistableStyles,
              s = a.get(e);
            if (
              (s ||
                ((i = i.ownerDocument || i),
                (s = { type: `stylesheet`, instance: null, count: 0, state: { loading: 0, preload: null } }),
                a.set(e, s),
                (a = i.querySelector(Fm(e)))
                  ? a._p || ((s.instance = a), (s.state.loading = 5))
                  : ((a = vm.get(e)),
                    a ||
                      ((a = {
                        rel: `preload`,
                        as: `style`,
                        href: n.href,
                        crossOrigin: n.crossOrigin,
                        integrity: n.integrity,
                        media: n.media,
                        hrefLang: n.hrefLang,
                        referrerPolicy: n.referrerPolicy,
                      }),
                      vm.set(e, a)),
                    Lm(i, e, a, s.state))),
              t && r === null)
            )
              throw Error(o(528, ``));
            return s;
          }
          if (t && r !== null) throw Error(o(529, ``));
          return null;
        case `script`:
          return (
            (t = n.async),
            (n = n.src),
            typeof n == `string` && t && typeof t != `function` && typeof t != `symbol`
              ? ((n = Rm(n)),
                (t = zt(i).hoistableScripts),
                (r = t.get(n)),
                r || ((r = { type: `script`, instance: null, count: 0, state: null }), t.set(n, r)),
                r)
              : { type: `void`, instance: null, count: 0, state: null }
          );
        default:
          throw Error(o(444, e));
      }
    }
    function Pm(e) {
      return `href="` + sn(e) + `"`;
    }
    function Fm(e) {
      return `link[rel="stylesheet"][` + e + `]`;
    }
    function Im(e) {
      return E({}, e, { 'data-precedence': e.precedence, precedence: null });
    }
    function Lm(e, t, n, r) {
      if ((t = e.querySelector(`link[rel="preload"][as="style"][` + t + `]`))) {
        if (!0 !== t[Pt]) {
          r.loading = 1;
          return;
        }
      } else
        (t = e.createElement(`link`)),
          (t[Pt] = !0),
          (t.onload = t.onerror = Vt.bind(null, t)),
          np(t, `link`, n),
          Bt(t),
          e.head.appendChild(t);
      (r.preload = t),
        t.addEventListener(`load`, () => (r.loading |= 1)),
        t.addEventListener(`error`, () => (r.loading |= 2));
    }
    function Rm(e) {
      return `[src="` + sn(e) + `"]`;
    }
    function zm(e) {
      return `script[async]` + e;
    }
    function Bm(e, t, n) {
      if ((t.count++, t.instance === null))
        switch (t.type) {
          case `style`:
            var r = e.querySelector(`style[data-href~="` + sn(n.href) + `"]`);
            if (r) return ((t.instance = r), Bt(r), r);
            var i = E({}, n, { 'data-href': n.href, 'data-precedence': n.precedence, href: null, precedence: null });
            return (
              (r = (e.ownerDocument || e).createElement(`style`)),
              Bt(r),
              np(r, `style`, i),
              Vm(r, n.precedence, e),
              (t.instance = r)
            );
          case `stylesheet`:
            i = Pm(n.href);
            var a = e.querySelector(Fm(i));
            if (a) return ((t.state.loading |= 4), (t.instance = a), Bt(a), a);
            (r = Im(n)), (i = vm.get(i)) && Hm(r, i), (a = (e.ownerDocument || e).createElement(`link`)), Bt(a);
            var s = a;
            return (
              (s._p = new Promise((e, t) => {
                (s.onload = e), (s.onerror = t);
              })),
              np(a, `link`, r),
              (t.state.loading |= 4),
              Vm(a, n.precedence, e),
              (t.instance = a)
            );
          case `script`:
            return (
              (a = Rm(n.src)),
              (i = e.querySelector(zm(a)))
                ? ((t.instance = i), Bt(i), i)
                : ((r = n),
                  (i = vm.get(a)) && ((r = E({}, n)), Um(r, i)),
                  (e = e.ownerDocument || e),
                  (i = e.createElement(`script`)),
                  Bt(i),
                  np(i, `link`, r),
                  e.head.appendChild(i),
                  (t.instance = i))
            );
          case `void`:
            return null;
          default:
            throw Error(o(443, t.type));
        }
      else
        t.type === `stylesheet` &&
          !(t.state.loading & 4) &&
          ((r = t.instance), (t.state.loading |= 4), Vm(r, n.precedence, e));
      return t.instance;
    }
    function Vm(e, t, n) {
      for (
        var r = n.querySelectorAll(`link[rel="stylesheet"][data-precedence],style[data-precedence]`),
          i = r.length ? r[r.length - 1] : null,
          a = i,
          o = 0;
        o < r.length;
        o++
      ) {
        var s = r[o];
        if (s.dataset.precedence === t) a = s;
        else if (a !== i) break;
      }
      a
        ? a.parentNode.insertBefore(e, a.nextSibling)
        : ((t = n.nodeType === 9 ? n.head : n), t.insertBefore(e, t.firstChild));
    }
    function Hm(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.title ??= t.title);
    }
    function Um(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.integrity ??= t.integrity);
    }
    var Wm = null;
    function Gm(e, t, n) {
      if (Wm === null) {
        var r = new Map(),
          i = (Wm = new Map());
        i.set(n, r);
      } else (i = Wm), (r = i.get(n)), r || ((r = new Map()), i.set(n, r));
      if (r.has(e)) return r;
      for (r.set(e, null), n = n.getElementsByTagName(e), i = 0; i < n.length; i++) {
        var a = n[i];
        if (
          !(a[Nt] || a[Et] || (e === `link` && a.getAttribute(`rel`) === `stylesheet`)) &&
          a.namespaceURI !== `http://www.w3.org/2000/svg`
        ) {
          var o = a.getAttribute(t) || ``;
          o = e + o;
          var s = r.get(o);
          s ? s.push(a) : r.set(o, [a]);
        }
      }
      return r;
    }
    function Km(e, t, n) {
      (e = e.ownerDocument || e), e.head.insertBefore(n, t === `title` ? e.querySelector(`head > title`) : null);
    }
    function qm(e, t, n) {
      if (n === 1 || t.itemProp != null) return !1;
      switch (e) {
        case `meta`:
        case `title`:
          return !0;
        case `style`:
          if (typeof t.precedence != `string` || typeof t.href != `string` || t.href === ``) break;
          return !0;
        case `link`:
          if (typeof t.rel != `string` || typeof t.href != `string` || t.href === `` || t.onLoad || t.onError) break;
          switch (t.rel) {
            case `stylesheet`:
              return ((e = t.disabled), typeof t.precedence == `string` && e == null);
            default:
              return !0;
          }
        case `script`:
          if (
            t.async &&
            typeof t.async != `function` &&
            typeof t.async != `symbol` &&
            !t.onLoad &&
            !t.onError &&
            t.src &&
            typeof t.src == `string`
          )
            return !0;
      }
      return !1;
    }
    function Jm(e, t) {
      return e === `img` && t.src != null && t.src !== `` && t.onLoad == null && t.loading !== `lazy`;
    }
    function Ym(e) {
      return !(e.type === `stylesheet` && !(e.state.loading & 3));
    }
    function Xm(e) {
      return (e.width || 100) * (e.height || 100) * (typeof devicePixelRatio == `number` ? devicePixelRatio : 1) * 0.25;
    }
    function Zm(e, t) {
      typeof t.decode == `function` &&
        (e.imgCount++,
        t.complete || ((e.imgBytes += Xm(t)), e.suspenseyImages.push(t)),
        (e = rh.bind(e)),
        t.decode().then(e, e));
    }
    function Qm(e, t, n, r) {
      if (
        n.type === `stylesheet` &&
        (typeof r.media != `string` || !1 !== matchMedia(r.media).matches) &&
        !(n.state.loading & 4)
      ) {
        if (n.instance === null) {
          var i = Pm(r.href),
            a = t.querySelector(Fm(i));
          if (a) {
            (t = a._p),
              typeof t == `object` && t && typeof t.then == `function` && (e.count++, (e = nh.bind(e)), t.then(e, e)),
              (n.state.loading |= 4),
              (n.instance = a),
              Bt(a);
            return;
          }
          (a = t.ownerDocument || t), (r = Im(r)), (i = vm.get(i)) && Hm(r, i), (a = a.createElement(`link`)), Bt(a);
          var o = a;
          (o._p = new Promise((e, t) => {
            (o.onload = e), (o.onerror = t);
          })),
            np(a, `link`, r),
            (n.instance = a);
        }
        e.stylesheets === null && (e.stylesheets = new Map()),
          e.stylesheets.set(n, t),
          (t = n.state.preload) &&
            !(n.state.loading & 3) &&
            (e.count++, (n = nh.bind(e)), t.addEventListener(`load`, n), t.addEventListener(`error`, n));
      }
    }
    var $m = 0;
    function eh(e, t) {
      return (
        e.stylesheets && e.count === 0 && ah(e, e.stylesheets),
        0 < e.count || 0 < e.imgCount
          ? (n) => {
              var r = setTimeout(() => {
                if ((e.stylesheets && ah(e, e.stylesheets), e.unsuspend)) {
                  var t = e.unsuspend;
                  (e.unsuspend = null), t();
                }
              }, 6e4 + t);
              0 < e.imgBytes && $m === 0 && ($m = 62500 * op());
              var i = setTimeout(
                () => {
                  if (
                    ((e.waitingForImages = !1), e.count === 0 && (e.stylesheets && ah(e, e.stylesheets), e.unsuspend))
                  ) {
                    var t = e.unsuspend;
                    (e.unsuspend = null), t();
                  }
                },
                (e.imgBytes > $m ? 50 : 800) + t,
              );
              return (
                (e.unsuspend = n),
                () => {
                  (e.unsuspend = null), clearTimeout(r), clearTimeout(i);
                }
              );
            }
          : null
      );
    }
    function th(e) {
      if (e.count === 0 && (e.imgCount === 0 || !e.waitingForImages)) {
        if (e.stylesheets) ah(e, e.stylesheets);
        else if (e.unsuspend) {
          var t = e.unsuspend;
          (e.unsuspend = null), t();
        }
      }
    }
    function nh() {
      this.count--, th(this);
    }
    function rh() {
      this.imgCount--, th(this);
    }
    var ih = null;
    function ah(e, t) {
      (e.stylesheets = null),
        e.unsuspend !== null && (e.count++, (ih = new Map()), t.forEach(oh, e), (ih = null), nh.call(e));
    }
    function oh(e, t) {
      if (!(t.state.loading & 4)) {
        var n = ih.get(e);
        if (n) var r = n.get(null);
        else {
          (n = new Map()), ih.set(e, n);
          for (var i = e.querySelectorAll(`link[data-precedence],style[data-precedence]`), a = 0; a < i.length; a++) {
            var o = i[a];
            (o.nodeName === `LINK` || o.getAttribute(`media`) !== `not all`) &&
              (n.set(o.dataset.precedence, o), (r = o));
          }
          r && n.set(null, r);
        }
        (i = t.instance),
          (o = i.getAttribute(`data-precedence`)),
          (a = n.get(o) || r),
          a === r && n.set(null, i),
          n.set(o, i),
          this.count++,
          (r = nh.bind(this)),
          i.addEventListener(`load`, r),
          i.addEventListener(`error`, r),
          a
            ? a.parentNode.insertBefore(i, a.nextSibling)
            : ((e = e.nodeType === 9 ? e.head : e), e.insertBefore(i, e.firstChild)),
          (t.state.loading |= 4);
      }
    }
    var sh = { $$typeof: j, Provider: null, Consumer: null, _currentValue: ye, _currentValue2: ye, _threadCount: 0 };
    function ch(e, t, n, r, i, a, o, s, c) {
      (this.tag = 1),
        (this.containerInfo = e),
        (this.pingCache = this.current = this.pendingChildren = null),
        (this.timeoutHandle = -1),
        (this.callbackNode = this.next = this.pendingContext = this.context = this.cancelPendingCommit = null),
        (this.callbackPriority = 0),
        (this.expirationTimes = ht(-1)),
        (this.entangledLanes =
          this.shellSuspendCounter =
          this.errorRecoveryDisabledLanes =
          this.expiredLanes =
          this.warmLanes =
          this.pingedLanes =
          this.suspendedLanes =
          this.pendingLanes =
            0),
        (this.entanglements = ht(0)),
        (this.hiddenUpdates = ht(null)),
        (this.identifierPrefix = r),
        (this.onUncaughtError = i),
        (this.onCaughtError = a),
        (this.onRecoverableError = o),
        (this.pooledCache = null),
        (this.pooledCacheLanes = 0),
        (this.formState = c),
        (this.transitionTypes = null),
        (this.incompleteTransitions = new Map());
    }
    function lh(e, t, n, r, i, a, o, s, c, l, u, d) {
      return (
        (e = new ch(e, t, n, o, c, l, u, d, s)),
        (t = 1),
        !0 === a && (t |= 24),
        (a = Ii(3, null, null, t)),
        (e.current = a),
        (a.stateNode = e),
        (t = Pa()),
        t.refCount++,
        (e.pooledCache = t),
        t.refCount++,
        (a.memoizedState = { element: r, isDehydrated: n, cache: t }),
        go(a),
        e
      );
    }
    function uh(e) {
      return e ? ((e = Pi), e) : Pi;
    }
    function dh(e, t, n, r, i, a) {
      (i = uh(i)),
        r.context === null ? (r.context = i) : (r.pendingContext = i),
        (r = vo(t)),
        (r.payload = { element: n }),
        (a = a === void 0 ? null : a),
        a !== null && (r.callback = a),
        (n = yo(e, r, t)),
        n !== null && (Pd(n, e, t), bo(n, e, t));
    }
    function fh(e, t) {
      if (((e = e.memoizedState), e !== null && e.dehydrated !== null)) {
        var n = e.retryLane;
        e.retryLane = n !== 0 && n < t ? n : t;
      }
    }
    function ph(e, t) {
      fh(e, t), (e = e.alternate) && fh(e, t);
    }
    function mh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = ji(e, 67108864);
        t !== null && Pd(t, e, 67108864), ph(e, 67108864);
      }
    }
    function hh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = jd();
        t = xt(t);
        var n = ji(e, t);
        n !== null && Pd(n, e, t), ph(e, t);
      }
    }
    var gh = !0;
    function _h(e, t, n, r) {
      var i = M.T;
      M.T = null;
      var a = N.p;
      try {
        (N.p = 2), yh(e, t, n, r);
      } finally {
        (N.p = a), (M.T = i);
      }
    }
    function vh(e, t, n, r) {
      var i = M.T;
      M.T = null;
      var a = N.p;
      try {
        (N.p = 8), yh(e, t, n, r);
      } finally {
        (N.p = a), (M.T = i);
      }
    }
    function yh(e, t, n, r) {
      if (gh) {
        var i = bh(r);
        if (i === null) Kf(e, t, r, xh, n), Mh(e, r);
        else if (Ph(i, e, t, n, r)) r.stopPropagation();
        else if ((Mh(e, r), t & 4 && -1 < jh.indexOf(e))) {
          for (; i !== null; ) {
            var a = Lt(i);
            if (a !== null)
              switch (a.tag) {
                case 3:
                  if (((a = a.stateNode), a.current.memoizedState.isDehydrated)) {
                    var o = lt(a.pendingLanes);
                    if (o !== 0) {
                      var s = a;
                      for (s.pendingLanes |= 2, s.entangledLanes |= 2; o; ) {
                        var c = 1 << (31 - nt(o));
                        (s.entanglements[1] |= c), (o &= ~c);
                      }
                      Ef(a), !(G & 6) && ((_d = We() + 500), Df(0, !1));
                    }
                  }
                  break;
                case 31:
                case 13:
                  (s = ji(a, 2)), s !== null && Pd(s, a, 2), zd(), ph(a, 2);
              }
            if (((a = bh(r)), a === null && Kf(e, t, r, xh, n), a === i)) break;
            i = a;
          }
          i !== null && r.stopPropagation();
        } else Kf(e, t, r, null, n);
      }
    }
    function bh(e) {
      return ((e = wn(e)), Sh(e));
    }
    var xh = null;
    function Sh(e) {
      if (((xh = null), (e = It(e)), e !== null)) {
        var t = l(e);
        if (t === null) e = null;
        else {
          var n = t.tag;
          if (n === 13) {
            if (((e = u(t)), e !== null)) return e;
            e = null;
          } else if (n === 31) {
            if (((e = d(t)), e !== null)) return e;
            e = null;
          } else if (n === 3) {
            if (t.stateNode.current.memoizedState.isDehydrated) return t.tag === 3 ? t.stateNode.containerInfo : null;
            e = null;
          } else t !== e && (e = null);
        }
      }
      return ((xh = e), null);
    }
    function Ch(e) {
      switch (e) {
        case `beforetoggle`:
        case `cancel`:
        case `click`:
        case `close`:
        case `contextmenu`:
        case `copy`:
        case `cut`:
        case `auxclick`:
        case `dblclick`:
        case `dragend`:
        case `dragstart`:
        case `drop`:
        case `focusin`:
        case `focusout`:
        case `input`:
        case `invalid`:
        case `keydown`:
        case `keypress`:
        case `keyup`:
        case `mousedown`:
        case `mouseup`:
        case `paste`:
        case `pause`:
        case `play`:
        case `pointercancel`:
        case `pointerdown`:
        case `pointerup`:
        case `ratechange`:
        case `reset`:
        case `seeked`:
        case `submit`:
        case `toggle`:
        case `touchcancel`:
        case `touchend`:
        case `touchstart`:
        case `volumechange`:
        case `change`:
        case `selectionchange`:
        case `textInput`:
        case `compositionstart`:
        case `compositionend`:
        case `compositionupdate`:
        case `beforeblur`:
        case `afterblur`:
        case `beforeinput`:
        case `blur`:
        case `fullscreenchange`:
        case `fullscreenerror`:
        case `focus`:
        case `hashchange`:
        case `popstate`:
        case `select`:
        case `selectstart`:
          return 2;
        case `drag`:
        case `dragenter`:
        case `dragexit`:
        case `dragleave`:
        case `dragover`:
        case `mousemove`:
        case `mouseout`:
        case `mouseover`:
        case `pointermove`:
        case `pointerout`:
        case `pointerover`:
        case `resize`:
        case `scroll`:
        case `touchmove`:
        case `wheel`:
        case `mouseenter`:
        case `mouseleave`:
        case `pointerenter`:
        case `pointerleave`:
          return 8;
        case `message`:
          switch (Ge()) {
            case Ke:
              return 2;
            case qe:
              return 8;
            case Je:
            case Ye:
              return 32;
            case Xe:
              return 268435456;
            default:
              return 32;
          }
        default:
          return 32;
      }
    }
    var wh = !1,
      Th = null,
      Eh = null,
      Dh = null,
      Oh = new Map(),
      kh = new Map(),
      Ah = [],
      jh =
        `mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset`.split(
          ` `,
        );
    function Mh(e, t) {
      switch (e) {
        case `focusin`:
        case `focusout`:
          Th = null;
          break;
        case `dragenter`:
        case `dragleave`:
          Eh = null;
          break;
        case `mouseover`:
        case `mouseout`:
          Dh = null;
          break;
        case `pointerover`:
        case `pointerout`:
          Oh.delete(t.pointerId);
          break;
        case `gotpointercapture`:
        case `lostpointercapture`:
          kh.delete(t.pointerId);
      }
    }
    function Nh(e, t, n, r, i, a) {
      return e === null || e.nativeEvent !== a
        ? ((e = { blockedOn: t, domEventName: n, eventSystemFlags: r, nativeEvent: a, targetContainers: [i] }),
          t !== null && ((t = Lt(t)), t !== null && mh(t)),
          e)
        : ((e.eventSystemFlags |= r), (t = e.targetContainers), i !== null && t.indexOf(i) === -1 && t.push(i), e);
    }
    function Ph(e, t, n, r, i) {
      switch (t) {
        case `focusin`:
          return ((Th = Nh(Th, e, t, n, r, i)), !0);
        case `dragenter`:
          return ((Eh = Nh(Eh, e, t, n, r, i)), !0);
        case `mouseover`:
          return ((Dh = Nh(Dh, e, t, n, r, i)), !0);
        case `pointerover`:
          var a = i.pointerId;
          return (Oh.set(a, Nh(Oh.get(a) || null, e, t, n, r, i)), !0);
        case `gotpointercapture`:
          return ((a = i.pointerId), kh.set(a, Nh(kh.get(a) || null, e, t, n, r, i)), !0);
      }
      return !1;
    }
    function Fh(e) {
      var t = It(e.target);
      if (t !== null) {
        var n = l(t);
        if (n !== null) {
          if (((t = n.tag), t === 13)) {
            if (((t = u(n)), t !== null)) {
              (e.blockedOn = t),
                wt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 31) {
            if (((t = d(n)), t !== null)) {
              (e.blockedOn = t),
                wt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 3 && n.stateNode.current.memoizedState.isDehydrated) {
            e.blockedOn = n.tag === 3 ? n.stateNode.containerInfo : null;
            return;
          }
        }
      }
      e.blockedOn = null;
    }
    function Ih(e) {
      if (e.blockedOn !== null) return !1;
      for (var t = e.targetContainers; 0 < t.length; ) {
        var n = bh(e.nativeEvent);
        if (n === null) {
          n = e.nativeEvent;
          var r = new n.constructor(n.type, n);
          (Cn = r), n.target.dispatchEvent(r), (Cn = null);
        } else return ((t = Lt(n)), t !== null && mh(t), (e.blockedOn = n), !1);
        t.shift();
      }
      return !0;
    }
    function Lh(e, t, n) {
      Ih(e) && n.delete(t);
    }
    function Rh() {
      (wh = !1),
        Th !== null && Ih(Th) && (Th = null),
        Eh !== null && Ih(Eh) && (Eh = null),
        Dh !== null && Ih(Dh) && (Dh = null),
        Oh.forEach(Lh),
        kh.forEach(Lh);
    }
    function zh(e, n) {
      e.blockedOn === n &&
        ((e.blockedOn = null), wh || ((wh = !0), t.unstable_scheduleCallback(t.unstable_NormalPriority, Rh)));
    }
    var Bh = null;
    function Vh(e) {
      Bh !== e &&
        ((Bh = e),
        t.unstable_scheduleCallback(t.unstable_NormalPriority, () => {
          Bh === e && (Bh = null);
          for (var t = 0; t < e.length; t += 3) {
            var n = e[t],
              r = e[t + 1],
              i = e[t + 2];
            if (typeof r != `function`) {
              if (Sh(r || n) === null) continue;
              break;
            }
            var a = Lt(n);
            a !== null &&
              (e.splice(t, 3), (t -= 3), nc(a, { pending: !0, data: i, method: n.method, action: r }, r, i));
          }
        }));
    }
    function Hh(e) {
      function t(t) {
        return zh(t, e);
      }
      Th !== null && zh(Th, e), Eh !== null && zh(Eh, e), Dh !== null && zh(Dh, e), Oh.forEach(t), kh.forEach(t);
      for (var n = 0; n < Ah.length; n++) {
        var r = Ah[n];
        r.blockedOn === e && (r.blockedOn = null);
      }
      for (; 0 < Ah.length && ((n = Ah[0]), n.blockedOn === null); ) Fh(n), n.blockedOn === null && Ah.shift();
      if (((n = (e.ownerDocument || e).$$reactFormReplay), n != null))
        for (r = 0; r < n.length; r += 3) {
          var i = n[r],
            a = n[r + 1],
            o = i[Dt] || null;
          if (typeof a == `function`) o || Vh(n);
          else if (o) {
            var s = null;
            if (a && a.hasAttribute(`formAction`)) {
              if (((i = a), (o = a[Dt] || null))) s = o.formAction;
              else if (Sh(i) !== null) continue;
            } else s = o.action;
            typeof s == `function` ? (n[r + 1] = s) : (n.splice(r, 3), (r -= 3)), Vh(n);
          }
        }
    }
    function Uh() {
      function e(e) {
        e.canIntercept &&
          e.info === `react-transition` &&
          e.intercept({ handler: () => new Promise((e) => (i = e)), focusReset: `manual`, scroll: `manual` });
      }
      function t() {
        i !== null && (i(), (i = null)), r || setTimeout(n, 20);
      }
      function n() {
        if (!r && !navigation.transition) {
          var e = navigation.currentEntry;
          e &&
            e.url != null &&
            navigation.navigate(e.url, { state: e.getState(), info: `react-transition`, history: `replace` });
        }
      }
      if (typeof navigation == `object`) {
        var r = !1,
          i = null;
        return (
          navigation.addEventListener(`navigate`, e),
          navigation.addEventListener(`navigatesuccess`, t),
          navigation.addEventListener(`navigateerror`, t),
          setTimeout(n, 100),
          () => {
            (r = !0),
              navigation.removeEventListener(`navigate`, e),
              navigation.removeEventListener(`navigatesuccess`, t),
              navigation.removeEventListener(`navigateerror`, t),
              i !== null && (i(), (i = null));
          }
        );
      }
    }
    function Wh(e) {
      this._internalRoot = e;
    }
    (Gh.prototype.render = Wh.prototype.render =
      function (e) {
        var t = this._internalRoot;
        if (t === null) throw Error(o(409));
        var n = t.current;
        dh(n, jd(), e, t, null, null);
      }),
      (Gh.prototype.unmount = Wh.prototype.unmount =
        function () {
          var e = this._internalRoot;
          if (e !== null) {
            this._internalRoot = null;
            var t = e.containerInfo;
            dh(e.current, 2, null, e, null, null), zd(), (t[Ot] = null);
          }
        });
    function Gh(e) {
      this._internalRoot = e;
    }
    Gh.prototype.unstable_scheduleHydration = (e) => {
      if (e) {
        var t = Ct();
        e = { blockedOn: null, target: e, priority: t };
        for (var n = 0; n < Ah.length && t !== 0 && t < Ah[n].priority; n++);
        Ah.splice(n, 0, e), n === 0 && Fh(e);
      }
    };
    var Kh = n.version;
    if (Kh !== `19.3.1`) throw Error(o(527, Kh, `19.3.1`));
    N.findDOMNode = (e) => {
      var t = e._reactInternals;
      if (t === void 0)
        throw typeof e.render == `function` ? Error(o(188)) : ((e = Object.keys(e).join(`,`)), Error(o(268, e)));
      return ((e = p(t)), (e = e === null ? null : m(e)), (e = e === null ? null : e.stateNode), e);
    };
    var qh = {
      bundleType: 0,
      version: `19.3.1`,
      rendererPackageName: `react-dom`,
      currentDispatcherRef: M,
      reconcilerVersion: `19.3.1`,
    };
    if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u`) {
      var Jh = __REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!Jh.isDisabled && Jh.supportsFiber)
        try {
          ($e = Jh.inject(qh)), (et = Jh);
        } catch {}
    }
    (e.createRoot = (e, t) => {
      if (!c(e)) throw Error(o(299));
      var n = !1,
        r = ``,
        i = Tc,
        a = Ec,
        s = Dc;
      return (
        t != null &&
          (!0 === t.unstable_strictMode && (n = !0),
          t.identifierPrefix !== void 0 && (r = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (i = t.onUncaughtError),
          t.onCaughtError !== void 0 && (a = t.onCaughtError),
          t.onRecoverableError !== void 0 && (s = t.onRecoverableError)),
        (t = lh(e, 1, !1, null, null, n, r, null, i, a, s, Uh)),
        (e[Ot] = t.current),
        Wf(e),
        new Wh(t)
      );
    }),
      (e.hydrateRoot = (e, t, n) => {
        if (!c(e)) throw Error(o(299));
        var r = !1,
          i = ``,
          a = Tc,
          s = Ec,
          l = Dc,
          u = null;
        return (
          n != null &&
            (!0 === n.unstable_strictMode && (r = !0),
            n.identifierPrefix !== void 0 && (i = n.identifierPrefix),
            n.onUncaughtError !== void 0 && (a = n.onUncaughtError),
            n.onCaughtError !== void 0 && (s = n.onCaughtError),
            n.onRecoverableError !== void 0 && (l = n.onRecoverableError),
            n.formState !== void 0 && (u = n.formState)),
          (t = lh(e, 1, !0, t, n ?? null, r, i, u, a, s, l, Uh)),
          (t.context = uh(null)),
          (n = t.current),
          (r = jd()),
          (r = xt(r)),
          (i = vo(r)),
          (i.callback = null),
          yo(n, i, r),
          (n = r),
          (t.current.lanes = n),
          gt(t, n),
          Ef(t),
          (e[Ot] = t.current),
          Wf(e),
          new Gh(t)
        );
      });
  }),
  l = t((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = c());
  }),
  u = e(r(), 1),
  d = (e) => {
    throw TypeError(e);
  },
  f = (e, t, n) => t.has(e) || d(`Cannot ` + n),
  p = (e, t, n) => (f(e, t, `read from private field`), n ? n.call(e) : t.get(e)),
  m = (e, t, n) =>
    t.has(e) ? d(`Cannot add the same private member more than once`) : t instanceof WeakSet ? t.add(e) : t.set(e, n),
  h = (e, t, n, r) => (f(e, t, `write to private field`), r ? r.call(e, n) : t.set(e, n), n),
  g = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,
  _ = /^[\\/]{2}/;
function v(e, t) {
  return t + e.replace(/\\/g, `/`);
}
var y = `popstate`;
function b(e) {
  return typeof e == `object` && !!e && `pathname` in e && `search` in e && `hash` in e && `state` in e && `key` in e;
}
function x(e = {}) {
  function t(e, t) {
    const n = t.state?.masked,
      { pathname: r, search: i, hash: a } = n || e.location;
    return ee(
      ``,
      { pathname: r, search: i, hash: a },
      (t.state && t.state.usr) || null,
      (t.state && t.state.key) || `default`,
      n ? { pathname: e.location.pathname, search: e.location.search, hash: e.location.hash } : void 0,
    );
  }
  function n(e, t) {
    return typeof t == `string` ? t : E(t);
  }
  return O(t, n, null, e);
}
function S(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function C(e, t) {
  if (!e) {
    typeof console < `u` && console.warn(t);
    try {
      throw Error(t);
    } catch {}
  }
}
function w() {
  return Math.random().toString(36).substring(2, 10);
}
function T(e, t) {
  return {
    usr: e.state,
    key: e.key,
    idx: t,
    masked: e.mask ? { pathname: e.pathname, search: e.search, hash: e.hash } : void 0,
  };
}
function ee(e, t, n = null, r, i) {
  return {
    pathname: typeof e == `string` ? e : e.pathname,
    search: ``,
    hash: ``,
    ...(typeof t == `string` ? D(t) : t),
    state: n,
    key: (t && t.key) || r || w(),
    mask: i,
  };
}
function E({ pathname: e = `/`, search: t = ``, hash: n = `` }) {
  return (
    t && t !== `?` && (e += t.charAt(0) === `?` ? t : `?` + t),
    n && n !== `#` && (e += n.charAt(0) === `#` ? n : `#` + n),
    e
  );
}
function D(e) {
  const t = {};
  if (e) {
    const n = e.indexOf(`#`);
    n >= 0 && ((t.hash = e.substring(n)), (e = e.substring(0, n)));
    const r = e.indexOf(`?`);
    r >= 0 && ((t.search = e.substring(r)), (e = e.substring(0, r))), e && (t.pathname = e);
  }
  return t;
}
function O(e, t, n, r = {}) {
  let { window: i = document.defaultView, v5Compat: a = !1 } = r,
    o = i.history,
    s = `POP`,
    c = null,
    l = u();
  l ?? ((l = 0), o.replaceState({ ...o.state, idx: l }, ``));
  function u() {
    return (o.state || { idx: null }).idx;
  }
  function d() {
    s = `POP`;
    const e = u(),
      t = e == null ? null : e - l;
    (l = e), c && c({ action: s, location: h.location, delta: t });
  }
  function f(e, t) {
    s = `PUSH`;
    const r = b(e) ? e : ee(h.location, e, t);
    n && n(r, e), (l = u() + 1);
    const d = T(r, l),
      f = h.createHref(r.mask || r);
    try {
      o.pushState(d, ``, f);
    } catch (e) {
      if (e instanceof DOMException && e.name === `DataCloneError`) throw e;
      i.location.assign(f);
    }
    a && c && c({ action: s, location: h.location, delta: 1 });
  }
  function p(e, t) {
    s = `REPLACE`;
    const r = b(e) ? e : ee(h.location, e, t);
    n && n(r, e), (l = u());
    const i = T(r, l),
      d = h.createHref(r.mask || r);
    o.replaceState(i, ``, d), a && c && c({ action: s, location: h.location, delta: 0 });
  }
  function m(e) {
    return te(i, e);
  }
  const h = {
    get action() {
      return s;
    },
    get location() {
      return e(i, o);
    },
    listen(e) {
      if (c) throw Error(`A history only accepts one active listener`);
      return (
        i.addEventListener(y, d),
        (c = e),
        () => {
          i.removeEventListener(y, d), (c = null);
        }
      );
    },
    createHref(e) {
      return t(i, e);
    },
    createURL: m,
    encodeLocation(e) {
      const t = m(e);
      return { pathname: t.pathname, search: t.search, hash: t.hash };
    },
    push: f,
    replace: p,
    go(e) {
      return o.go(e);
    },
  };
  return h;
}
function te(e, t, n = !1) {
  let r = `http://localhost`;
  e && (r = e.location.origin === `null` ? e.location.href : e.location.origin),
    S(r, `No window.location.(origin|href) available to create URL`);
  let i = typeof t == `string` ? t : E(t);
  return ((i = i.replace(/ $/, `%20`)), !n && _.test(i) && (i = r + i), new URL(i, r));
}
var k,
  ne = class {
    constructor(e) {
      if ((m(this, k, new Map()), e)) for (const [t, n] of e) this.set(t, n);
    }
    get(e) {
      if (p(this, k).has(e)) return p(this, k).get(e);
      if (e.defaultValue !== void 0) return e.defaultValue;
      throw Error(`No value found for context`);
    }
    set(e, t) {
      p(this, k).set(e, t);
    }
  };
k = new WeakMap();
var re = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `children`]);
function A(e) {
  return re.has(e);
}
var j = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `middleware`, `children`]);
function ie(e) {
  return j.has(e);
}
function ae(e) {
  return e.index === !0;
}
function oe(e, t, n = [], r = {}, i = !1) {
  return e.map((e, a) => {
    const o = [...n, String(a)],
      s = typeof e.id == `string` ? e.id : o.join(`-`);
    if (
      (S(e.index !== !0 || !e.children, `Cannot specify children on an index route`),
      S(
        i || !r[s],
        `Found a route id collision on id "${s}".  Route id's must be globally unique within Data Router usages`,
      ),
      ae(e))
    ) {
      const n = { ...e, id: s };
      return ((r[s] = se(n, t(n))), n);
    }
    {
      const n = { ...e, id: s, children: void 0 };
      return ((r[s] = se(n, t(n))), e.children && (n.children = oe(e.children, t, o, r, i)), n);
    }
  });
}
function se(e, t) {
  return Object.assign(e, {
    ...t,
    ...(typeof t.lazy == `object` && t.lazy != null ? { lazy: { ...e.lazy, ...t.lazy } } : {}),
  });
}
function ce(e, t, n = `/`) {
  return le(e, t, n, !1);
}
function le(e, t, n, r, i) {
  const a = Ee((typeof t == `string` ? D(t) : t).pathname || `/`, n);
  if (a == null) return null;
  let o = i ?? de(e),
    s = null,
    c = Te(a);
  for (let e = 0; s == null && e < o.length; ++e) s = Se(o[e], c, r);
  return s;
}
function ue(e, t) {
  const { route: n, pathname: r, params: i } = e;
  return { id: n.id, pathname: r, params: i, data: t[n.id], loaderData: t[n.id], handle: n.handle };
}
function de(e) {
  const t = fe(e);
  return (me(t), t);
}
function fe(e, t = [], n = [], r = ``, i = !1) {
  const a = (e, a, o = i, s) => {
    const c = {
      relativePath: s === void 0 ? e.path || `` : s,
      caseSensitive: e.caseSensitive === !0,
      childrenIndex: a,
      route: e,
    };
    if (c.relativePath.startsWith(`/`)) {
      if (!c.relativePath.startsWith(r) && o) return;
      S(
        c.relativePath.startsWith(r),
        `Absolute route path "${c.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      ),
        (c.relativePath = c.relativePath.slice(r.length));
    }
    const l = Ie([r, c.relativePath]),
      u = n.concat(c);
    e.children &&
      e.children.length > 0 &&
      (S(
        e.index !== !0,
        `Index routes must not have child routes. Please remove all child routes from route path "${l}".`,
      ),
      fe(e.children, t, u, l, o)),
      (e.path != null || e.index) &&
        t.push({
          path: l,
          score: be(l, e.index),
          routesMeta: u.map((e, t) => {
            const [n, r] = we(e.relativePath, e.caseSensitive, t === u.length - 1);
            return { ...e, matcher: n, compiledParams: r };
          }),
        });
  };
  return (
    e.forEach((e, t) => {
      if (e.path === `` || !e.path?.includes(`?`)) a(e, t);
      else for (const n of pe(e.path)) a(e, t, !0, n);
    }),
    t
  );
}
function pe(e) {
  const t = e.split(`/`);
  if (t.length === 0) return [];
  const [n, ...r] = t,
    i = n.endsWith(`?`),
    a = n.replace(/\?$/, ``);
  if (r.length === 0) return i ? [a, ``] : [a];
  const o = pe(r.join(`/`)),
    s = [];
  return (
    s.push(...o.map((e) => (e === `` ? a : [a, e].join(`/`)))),
    i && s.push(...o),
    s.map((t) => (e.startsWith(`/`) && t === `` ? `/` : t))
  );
}
function me(e) {
  e.sort((e, t) =>
    e.score === t.score
      ? xe(
          e.routesMeta.map((e) => e.childrenIndex),
          t.routesMeta.map((e) => e.childrenIndex),
        )
      : t.score - e.score,
  );
}
var he = /^:[\w-]+$/,
  ge = 3,
  _e = 2,
  ve = 1,
  M = 10,
  N = -2,
  ye = (e) => e === `*`;
function be(e, t) {
  let n = e.split(`/`),
    r = n.length;
  return (
    n.some(ye) && (r += N),
    t && (r += _e),
    n.filter((e) => !ye(e)).reduce((e, t) => e + (he.test(t) ? ge : t === `` ? ve : M), r)
  );
}
function xe(e, t) {
  return e.length === t.length && e.slice(0, -1).every((e, n) => e === t[n]) ? e[e.length - 1] - t[t.length - 1] : 0;
}
function Se(e, t, n = !1) {
  let { routesMeta: r } = e,
    i = {},
    a = `/`,
    o = [];
  for (let e = 0; e < r.length; ++e) {
    let s = r[e],
      c = e === r.length - 1,
      l = a === `/` ? t : t.slice(a.length) || `/`,
      u = { path: s.relativePath, caseSensitive: s.caseSensitive, end: c },
      d = s.matcher && s.compiledParams ? P(u, l, s.matcher, s.compiledParams) : Ce(u, l),
      f = s.route;
    if (
      (!d &&
        c &&
        n &&
        !r[r.length - 1].route.index &&
        (d = Ce({ path: s.relativePath, caseSensitive: s.caseSensitive, end: !1 }, l)),
      !d)
    )
      return null;
    Object.assign(i, d.params),
      o.push({ params: i, pathname: Ie([a, d.pathname]), pathnameBase: Re(Ie([a, d.pathnameBase])), route: f }),
      d.pathnameBase !== `/` && (a = Ie([a, d.pathnameBase]));
  }
  return o;
}
function Ce(e, t) {
  typeof e == `string` && (e = { path: e, caseSensitive: !1, end: !0 });
  const [n, r] = we(e.path, e.caseSensitive, e.end);
  return P(e, t, n, r);
}
function P(e, t, n, r) {
  const i = t.match(n);
  if (!i) return null;
  let a = i[0],
    o = Le(a, 1),
    s = i.slice(1);
  return {
    params: r.reduce((e, { paramName: t, isOptional: n }, r) => {
      if (t === `*`) {
        const e = s[r] || ``;
        o = Le(a.slice(0, a.length - e.length), 1);
      }
      const i = s[r];
      return ((e[t] = n && !i ? void 0 : (i || ``).replace(/%2F/g, `/`)), e);
    }, {}),
    pathname: a,
    pathnameBase: o,
    pattern: e,
  };
}
function we(e, t = !1, n = !0) {
  C(
    e === `*` || !e.endsWith(`*`) || e.endsWith(`/*`),
    `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, `/*`)}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, `/*`)}".`,
  );
  let r = [],
    i =
      `^` +
      e
        .replace(/\/*\*?$/, ``)
        .replace(/^\/*/, `/`)
        .replace(/[\\.*+^${}|()[\]]/g, `\\$&`)
        .replace(/\/:([\w-]+)(\?)?/g, (e, t, n, i, a) => {
          if ((r.push({ paramName: t, isOptional: n != null }), n)) {
            const t = a.charAt(i + e.length);
            return t && t !== `/` ? `/([^\\/]*)` : `(?:/([^\\/]*))?`;
          }
          return `/([^\\/]+)`;
        })
        .replace(/\/([\w-]+)\?(\/|$)/g, `(/$1)?$2`);
  return (
    e.endsWith(`*`)
      ? (r.push({ paramName: `*` }), (i += e === `*` || e === `/*` ? `(.*)$` : `(?:\\/(.+)|\\/*)$`))
      : n
        ? (i += `\\/*$`)
        : e !== `` && e !== `/` && (i += `(?:(?=\\/|$))`),
    [new RegExp(i, t ? void 0 : `i`), r]
  );
}
function Te(e) {
  try {
    return e
      .split(`/`)
      .map((e) => decodeURIComponent(e).replace(/\//g, `%2F`))
      .join(`/`);
  } catch (t) {
    return (
      C(
        !1,
        `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`,
      ),
      e
    );
  }
}
function Ee(e, t) {
  if (t === `/`) return e;
  if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
  const n = t.endsWith(`/`) ? t.length - 1 : t.length,
    r = e.charAt(n);
  return r && r !== `/` ? null : e.slice(n) || `/`;
}
function De({ basename: e, pathname: t }) {
  return t === `/` ? e : Ie([e, t]);
}
var Oe = (e) => g.test(e);
function ke(e, t = `/`) {
  let { pathname: n, search: r = ``, hash: i = `` } = typeof e == `string` ? D(e) : e,
    a;
  return (
    n ? ((n = Fe(n)), (a = n.startsWith(`/`) || n.startsWith(`\\`) ? Ae(n.substring(1), `/`) : Ae(n, t))) : (a = t),
    { pathname: a, search: ze(r), hash: Be(i) }
  );
}
function Ae(e, t) {
  const n = Le(t).split(`/`);
  return (
    e.split(`/`).forEach((e) => {
      e === `..` ? n.length > 1 && n.pop() : e !== `.` && n.push(e);
    }),
    n.length > 1 ? n.join(`/`) : `/`
  );
}
function je(e, t, n, r) {
  return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function Me(e) {
  return e.filter((e, t) => t === 0 || (e.route.path && e.route.path.length > 0));
}
function Ne(e) {
  const t = Me(e);
  return t.map((e, n) => (n === t.length - 1 ? e.pathname : e.pathnameBase));
}
function Pe(e, t, n, r = !1) {
  let i;
  typeof e == `string`
    ? (i = D(e))
    : ((i = { ...e }),
      S(!i.pathname || !i.pathname.includes(`?`), je(`?`, `pathname`, `search`, i)),
      S(!i.pathname || !i.pathname.includes(`#`), je(`#`, `pathname`, `hash`, i)),
      S(!i.search || !i.search.includes(`#`), je(`#`, `search`, `hash`, i)));
  let a = e === `` || i.pathname === ``,
    o = a ? `/` : i.pathname,
    s;
  if (o == null) s = n;
  else {
    let e = t.length - 1;
    if (!r && o.startsWith(`..`)) {
      const t = o.split(`/`);
      for (; t[0] === `..`; ) t.shift(), --e;
      i.pathname = t.join(`/`);
    }
    s = e >= 0 ? t[e] : `/`;
  }
  const c = ke(i, s),
    l = o && o !== `/` && o.endsWith(`/`),
    u = (a || o === `.`) && n.endsWith(`/`);
  return (!c.pathname.endsWith(`/`) && (l || u) && (c.pathname += `/`), c);
}
var Fe = (e) => e.replace(/[\\/]{2,}/g, `/`),
  Ie = (e) => Fe(e.join(`/`));
function Le(e, t = 0) {
  let n = e.length;
  for (; n > t && e.charCodeAt(n - 1) === 47; ) n--;
  return n === e.length ? e : e.slice(0, n);
}
var Re = (e) => Le(e).replace(/^\/*/, `/`),
  ze = (e) => (!e || e === `?` ? `` : e.startsWith(`?`) ? e : `?` + e),
  Be = (e) => (!e || e === `#` ? `` : e.startsWith(`#`) ? e : `#` + e),
  Ve = (e, t = 302) => {
    let n = t;
    typeof n == `number` ? (n = { status: n }) : n.status === void 0 && (n.status = 302);
    const r = new Headers(n.headers);
    return (r.set(`Location`, e), new Response(null, { ...n, headers: r }));
  },
  He = [`EvalError`, `RangeError`, `ReferenceError`, `SyntaxError`, `TypeError`, `URIError`],
  Ue = class {
    constructor(e, t, n, r = !1) {
      (this.status = e),
        (this.statusText = t || ``),
        (this.internal = r),
        n instanceof Error ? ((this.data = n.toString()), (this.error = n)) : (this.data = n);
    }
  };
function We(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.internal == `boolean` &&
    `data` in e
  );
}
function Ge(e) {
  return Ie(e.map((e) => e.route.path).filter(Boolean)) || `/`;
}
var Ke = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
function qe(e, t) {
  let n = e;
  if (typeof n != `string` || !g.test(n)) return { absoluteURL: void 0, isExternal: !1, to: n };
  let r = n,
    i = !1;
  if (Ke)
    try {
      const e = new URL(window.location.href),
        r = _.test(n) ? new URL(v(n, e.protocol)) : new URL(n),
        a = Ee(r.pathname, t);
      r.origin === e.origin && a != null ? (n = a + r.search + r.hash) : (i = !0);
    } catch {
      C(
        !1,
        `<Link to="${n}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return { absoluteURL: r, isExternal: i, to: n };
}
var Je = Symbol(`Uninstrumented`);
function Ye(e, t) {
  const n = {
    lazy: [],
    'lazy.loader': [],
    'lazy.action': [],
    'lazy.middleware': [],
    middleware: [],
    loader: [],
    action: [],
  };
  e.forEach((e) =>
    e({
      id: t.id,
      index: t.index,
      path: t.path,
      instrument(e) {
        const t = Object.keys(n);
        for (const r of t) e[r] && n[r].push(e[r]);
      },
    }),
  );
  const r = {};
  if (typeof t.lazy == `function` && n.lazy.length > 0) {
    const e = Ze(n.lazy, t.lazy, () => void 0);
    e && (r.lazy = e);
  }
  if (typeof t.lazy == `object`) {
    const e = t.lazy;
    [`middleware`, `loader`, `action`].forEach((t) => {
      const i = e[t],
        a = n[`lazy.${t}`];
      if (typeof i == `function` && a.length > 0) {
        const e = Ze(a, i, () => void 0);
        e && (r.lazy = Object.assign(r.lazy || {}, { [t]: e }));
      }
    });
  }
  return (
    [`loader`, `action`].forEach((e) => {
      const i = t[e];
      if (typeof i == `function` && n[e].length > 0) {
        const t = i[Je] ?? i,
          a = Ze(n[e], t, (...e) => $e(e[0]));
        a && (e === `loader` && t.hydrate === !0 && (a.hydrate = !0), (a[Je] = t), (r[e] = a));
      }
    }),
    t.middleware &&
      t.middleware.length > 0 &&
      n.middleware.length > 0 &&
      (r.middleware = t.middleware.map((e) => {
        const t = e[Je] ?? e,
          r = Ze(n.middleware, t, (...e) => $e(e[0]));
        return r ? ((r[Je] = t), r) : e;
      })),
    r
  );
}
function Xe(e, t) {
  const n = { navigate: [], fetch: [] };
  if (
    (t.forEach((e) =>
      e({
        instrument(e) {
          const t = Object.keys(e);
          for (const r of t) e[r] && n[r].push(e[r]);
        },
      }),
    ),
    n.navigate.length > 0)
  ) {
    const t = e.navigate[Je] ?? e.navigate,
      r = Ze(n.navigate, t, (...t) => {
        const [n, r] = t;
        return { to: typeof n == `number` || typeof n == `string` ? n : n ? E(n) : `.`, ...et(e, r ?? {}) };
      });
    r && ((r[Je] = t), (e.navigate = r));
  }
  if (n.fetch.length > 0) {
    const t = e.fetch[Je] ?? e.fetch,
      r = Ze(n.fetch, t, (...t) => {
        const [n, , r, i] = t;
        return { href: r ?? `.`, fetcherKey: n, ...et(e, i ?? {}) };
      });
    r && ((r[Je] = t), (e.fetch = r));
  }
  return e;
}
function Ze(e, t, n) {
  return e.length === 0
    ? null
    : async (...r) => {
        const i = await Qe(e, n(...r), () => t(...r), e.length - 1);
        if (i.type === `error`) throw i.value;
        return i.value;
      };
}
async function Qe(e, t, n, r) {
  let i = e[r],
    a;
  if (i) {
    let o,
      s = async () => (
        o ? console.error(`You cannot call instrumented handlers more than once`) : (o = Qe(e, t, n, r - 1)),
        (a = await o),
        S(a, `Expected a result`),
        a.type === `error` && a.value instanceof Error
          ? { status: `error`, error: a.value }
          : { status: `success`, error: void 0 }
      );
    try {
      await i(s, t);
    } catch (e) {
      console.error(`An instrumentation function threw an error:`, e);
    }
    o || (await s()), await o;
  } else
    try {
      a = { type: `success`, value: await n() };
    } catch (e) {
      a = { type: `error`, value: e };
    }
  return a || { type: `error`, value: Error(`No result assigned in instrumentation chain.`) };
}
function $e(e) {
  const { request: t, context: n, params: r, pattern: i } = e;
  return { request: tt(t), params: { ...r }, pattern: i, context: nt(n) };
}
function et(e, t) {
  return {
    currentUrl: E(e.state.location),
    ...(`formMethod` in t ? { formMethod: t.formMethod } : {}),
    ...(`formEncType` in t ? { formEncType: t.formEncType } : {}),
    ...(`formData` in t ? { formData: t.formData } : {}),
    ...(`body` in t ? { body: t.body } : {}),
  };
}
function tt(e) {
  return { method: e.method, url: e.url, headers: { get: (...t) => e.headers.get(...t) } };
}
function nt(e) {
  if (it(e)) {
    const t = { ...e };
    return (Object.freeze(t), t);
  }
  return { get: (t) => e.get(t) };
}
var rt = Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function it(e) {
  if (typeof e != `object` || !e) return !1;
  const t = Object.getPrototypeOf(e);
  return t === Object.prototype || t === null || Object.getOwnPropertyNames(t).sort().join(`\0`) === rt;
}
var at = new URL(`http://localhost`);
function ot(e) {
  if (e.createURL) return e.createURL(`/`);
  try {
    return new URL(e.createHref(`/`), at);
  } catch {
    return at;
  }
}
function st(e, t) {
  return e.origin === t.origin && (e.origin !== `null` || (e.protocol === t.protocol && e.host === t.host));
}
function ct(e, t) {
  if (e.startsWith(`//`)) return !0;
  const n = t.protocol.toLowerCase();
  return e.toLowerCase().startsWith(n) ? t.host === `` || e.slice(n.length).startsWith(`//`) : !1;
}
function lt(e, t, n, r) {
  let i = null;
  try {
    i = e == null ? null : new URL(e, n);
  } catch {}
  const a = new URL(t, n),
    o = i != null && !st(i, n),
    s = !st(a, n);
  if (r === `reject`) {
    if (o || s) throw Error(`External navigation is not allowed`);
  } else if (s && (i == null || !ct(e, i) || !st(i, a))) throw Error(`External navigation is not allowed`);
}
var ut = [`POST`, `PUT`, `PATCH`, `DELETE`],
  dt = new Set(ut),
  ft = [`GET`, ...ut],
  pt = new Set(ft),
  mt = new Set([301, 302, 303, 307, 308]),
  ht = new Set([307, 308]),
  gt = {
    state: `idle`,
    location: void 0,
    matches: void 0,
    historyAction: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  _t = {
    state: `idle`,
    data: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  vt = { state: `unblocked`, proceed: void 0, reset: void 0, location: void 0 },
  yt = (e) => ({ hasErrorBoundary: !!e.hasErrorBoundary }),
  bt = `remix-router-transitions`,
  xt = Symbol(`ResetLoaderData`),
  St,
  Ct,
  wt,
  Tt,
  Et = class {
    constructor(e) {
      m(this, St), m(this, Ct), m(this, wt), m(this, Tt), h(this, St, e), h(this, Ct, de(e));
    }
    get stableRoutes() {
      return p(this, St);
    }
    get activeRoutes() {
      return p(this, wt) ?? p(this, St);
    }
    get branches() {
      return p(this, Tt) ?? p(this, Ct);
    }
    get hasHMRRoutes() {
      return p(this, wt) != null;
    }
    setRoutes(e) {
      h(this, St, e), h(this, Ct, de(e));
    }
    setHmrRoutes(e) {
      h(this, wt, e), h(this, Tt, de(e));
    }
    commitHmrRoutes() {
      p(this, wt) && (h(this, St, p(this, wt)), h(this, Ct, p(this, Tt)), h(this, wt, void 0), h(this, Tt, void 0));
    }
  };
(St = new WeakMap()), (Ct = new WeakMap()), (wt = new WeakMap()), (Tt = new WeakMap());
function Dt(e) {
  const t = e.window ? e.window : typeof window < `u` ? window : void 0,
    n = t !== void 0 && t.document !== void 0 && t.document.createElement !== void 0;
  S(e.routes.length > 0, `You must provide a non-empty routes array to createRouter`);
  let r = e.hydrationRouteProperties || [],
    i = e.mapRouteProperties || yt,
    a = i;
  if (e.instrumentations) {
    const t = e.instrumentations;
    a = (e) => ({ ...i(e), ...Ye(t.map((e) => e.route).filter(Boolean), e) });
  }
  let o = {},
    s = new Et(oe(e.routes, a, void 0, o)),
    c = e.basename || `/`;
  c.startsWith(`/`) || (c = `/${c}`);
  let l = e.dataStrategy || Wt,
    u = { ...e.future },
    d = null,
    f = new Set(),
    p = null,
    m = null,
    h = null,
    g = null,
    v = e.hydrationData != null,
    y = le(s.activeRoutes, e.history.location, c, !1, s.branches),
    b = !1,
    x = null,
    w,
    T;
  if (y == null && !e.patchRoutesOnNavigation) {
    const t = hn(404, { pathname: e.history.location.pathname }),
      { matches: n, route: r } = mn(s.activeRoutes);
    (w = !0), (T = !w), (y = n), (x = { [r.id]: t });
  } else if ((y && !e.hydrationData && ft(y, s.activeRoutes, e.history.location.pathname).active && (y = null), !y)) {
    (w = !1), (T = !w), (y = []);
    const t = ft(null, s.activeRoutes, e.history.location.pathname);
    t.active && t.matches && ((b = !0), (y = t.matches));
  } else if (y.some((e) => e.route.lazy)) (w = !1), (T = !w);
  else if (!y.some((e) => Mt(e.route))) (w = !0), (T = !w);
  else {
    let t = e.hydrationData ? e.hydrationData.loaderData : null,
      n = e.hydrationData ? e.hydrationData.errors : null,
      r = y;
    if (n) {
      const e = y.findIndex((e) => n[e.route.id] !== void 0);
      r = r.slice(0, e + 1);
    }
    (T = !1),
      (w = !0),
      r.forEach((e) => {
        const r = Nt(e.route, t, n);
        (T ||= r.renderFallback), (w &&= !r.shouldLoad);
      });
  }
  let O,
    k = {
      historyAction: e.history.action,
      location: e.history.location,
      matches: y,
      initialized: w,
      renderFallback: T,
      navigation: gt,
      restoreScrollPosition: e.hydrationData == null && null,
      preventScrollReset: !1,
      revalidation: `idle`,
      loaderData: (e.hydrationData && e.hydrationData.loaderData) || {},
      actionData: (e.hydrationData && e.hydrationData.actionData) || null,
      errors: (e.hydrationData && e.hydrationData.errors) || x,
      fetchers: new Map(),
      blockers: new Map(),
    },
    re = `POP`,
    A = null,
    j = !1,
    ie,
    ae = !1,
    se = new Map(),
    ce = null,
    de = !1,
    fe = !1,
    pe = new Set(),
    me = new Map(),
    he = 0,
    ge = -1,
    _e = new Map(),
    ve = new Set(),
    M = new Map(),
    N = new Map(),
    ye = new Set(),
    be = new Map(),
    xe,
    Se = null;
  function Ce() {
    if (
      ((d = e.history.listen(({ action: t, location: n, delta: r }) => {
        if (xe) {
          xe(), (xe = void 0);
          return;
        }
        C(
          be.size === 0 || r != null,
          'You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router. This will fail silently in production. This can happen if you are navigating outside the router via `window.history.pushState`/`window.location.hash` instead of using router navigation APIs.  This can also happen if you are using createHashRouter and the user manually changes the URL.',
        );
        const i = at({ currentLocation: k.location, nextLocation: n, historyAction: t });
        if (i && r != null) {
          const t = new Promise((e) => {
            xe = e;
          });
          e.history.go(r * -1),
            it(i, {
              state: `blocked`,
              location: n,
              proceed() {
                it(i, { state: `proceeding`, proceed: void 0, reset: void 0, location: n }),
                  t.then(() => e.history.go(r));
              },
              reset() {
                const e = new Map(k.blockers);
                e.set(i, vt), Te({ blockers: e });
              },
            }),
            A?.resolve(),
            (A = null);
        } else return je(t, n);
      })),
      n)
    ) {
      zn(t, se);
      const e = () => Bn(t, se);
      t.addEventListener(`pagehide`, e), (ce = () => t.removeEventListener(`pagehide`, e));
    }
    return (k.initialized || je(`POP`, k.location, { initialHydration: !0 }), O);
  }
  function P() {
    d && d(),
      ce && ce(),
      f.clear(),
      ie && ie.abort(),
      k.fetchers.forEach((e, t) => Je(k.fetchers, t)),
      k.blockers.forEach((e, t) => rt(t));
  }
  function we(e) {
    if ((f.add(e), p)) {
      const { newErrors: t } = p;
      (p = null), e(k, { deletedFetchers: [], newErrors: t, viewTransitionOpts: void 0, flushSync: !1 });
    }
    return () => f.delete(e);
  }
  function Te(e, t = {}) {
    (e.matches &&= e.matches.map((e) => {
      const t = o[e.route.id],
        n = e.route;
      return n.element !== t.element ||
        n.errorElement !== t.errorElement ||
        n.hydrateFallbackElement !== t.hydrateFallbackElement
        ? { ...e, route: t }
        : e;
    })),
      (k = { ...k, ...e });
    const n = [],
      r = [];
    k.fetchers.forEach((e, t) => {
      e.state === `idle` && (ye.has(t) ? n.push(t) : r.push(t));
    }),
      ye.forEach((e) => {
        !k.fetchers.has(e) && !me.has(e) && n.push(e);
      }),
      f.size === 0 && (p = { newErrors: e.errors ?? null }),
      [...f].forEach((r) =>
        r(k, {
          deletedFetchers: n,
          newErrors: e.errors ?? null,
          viewTransitionOpts: t.viewTransitionOpts,
          flushSync: t.flushSync === !0,
        }),
      ),
      n.forEach((e) => Je(k.fetchers, e)),
      r.forEach((e) => k.fetchers.delete(e));
  }
  function De(t, n, { flushSync: r } = {}) {
    let i =
        k.actionData != null &&
        k.navigation.formMethod != null &&
        An(k.navigation.formMethod) &&
        k.navigation.state === `loading` &&
        t.state?._isRedirect !== !0,
      a;
    a = n.actionData ? (Object.keys(n.actionData).length > 0 ? n.actionData : null) : i ? k.actionData : null;
    let o = n.loaderData ? dn(k.loaderData, n.loaderData, n.matches || [], n.errors) : k.loaderData,
      c = k.blockers;
    c.size > 0 && ((c = new Map(c)), c.forEach((e, t) => c.set(t, vt)));
    const l = !de && dt(t, n.matches || k.matches),
      u = j === !0 || (k.navigation.formMethod != null && An(k.navigation.formMethod) && t.state?._isRedirect !== !0);
    s.commitHmrRoutes(),
      de ||
        re === `POP` ||
        (re === `PUSH` ? e.history.push(t, t.state) : re === `REPLACE` && e.history.replace(t, t.state));
    let d;
    if (re === `POP` && !de && t !== k.location) {
      const e = se.get(k.location.pathname);
      e && e.has(t.pathname)
        ? (d = { currentLocation: k.location, nextLocation: t })
        : se.has(t.pathname) && (d = { currentLocation: t, nextLocation: k.location });
    } else if (ae) {
      let e = se.get(k.location.pathname);
      e ? e.add(t.pathname) : ((e = new Set([t.pathname])), se.set(k.location.pathname, e)),
        (d = { currentLocation: k.location, nextLocation: t });
    }
    Te(
      {
        ...n,
        actionData: a,
        loaderData: o,
        historyAction: re,
        location: t,
        initialized: !0,
        renderFallback: !1,
        navigation: gt,
        revalidation: `idle`,
        restoreScrollPosition: l,
        preventScrollReset: u,
        blockers: c,
      },
      { viewTransitionOpts: d, flushSync: r === !0 },
    ),
      (re = `POP`),
      (j = !1),
      (ae = !1),
      (de = !1),
      (fe = !1),
      A?.resolve(),
      (A = null),
      Se?.resolve(),
      (Se = null);
  }
  async function ke(t, n) {
    if ((A?.resolve(), (A = null), typeof t == `number`)) {
      A ||= Vn();
      const n = A.promise;
      return (e.history.go(t), n);
    }
    let { path: r, submission: i, error: a } = At(!1, kt(k.location, k.matches, c, t, n?.fromRouteId, n?.relative), n),
      o;
    if (n?.mask) {
      const t = typeof n.mask == `string` ? D(n.mask) : { ...k.location.mask, ...n.mask };
      if (((o = { pathname: t.pathname ?? ``, search: t.search ?? ``, hash: t.hash ?? `` }), _.test(o.pathname)))
        throw Error(`External navigation is not allowed`);
      o.pathname.startsWith(`\\`) && (o.pathname = o.pathname.replace(/^\\+/, `/`)),
        lt(typeof n.mask == `string` ? n.mask : E(n.mask), E(o), e.history.createURL(`/`), `reject`);
    }
    let s = k.location,
      l = ee(s, r, n && n.state, void 0, o);
    (l = { ...l, ...e.history.encodeLocation(l) }),
      lt(
        t == null ? e.history.createHref(k.location) : typeof t == `string` ? t : E(t),
        e.history.createHref(l.mask || l),
        e.history.createURL(`/`),
        `reject`,
      );
    let u = n && n.replace != null ? n.replace : void 0,
      d = `PUSH`;
    u === !0
      ? (d = `REPLACE`)
      : u === !1 ||
        (i != null && An(i.formMethod) && i.formAction === k.location.pathname + k.location.search && (d = `REPLACE`));
    const f = n && `preventScrollReset` in n ? n.preventScrollReset === !0 : void 0,
      p = (n && n.flushSync) === !0,
      m = at({ currentLocation: s, nextLocation: l, historyAction: d });
    m
      ? it(m, {
          state: `blocked`,
          location: l,
          proceed() {
            it(m, { state: `proceeding`, proceed: void 0, reset: void 0, location: l }), ke(t, n);
          },
          reset() {
            const e = new Map(k.blockers);
            e.set(m, vt), Te({ blockers: e });
          },
        })
      : await je(d, l, {
          submission: i,
          pendingError: a,
          preventScrollReset: f,
          replace: n && n.replace,
          enableViewTransition: n && n.viewTransition,
          flushSync: p,
          callSiteDefaultShouldRevalidate: n && n.defaultShouldRevalidate,
        });
  }
  function Ae() {
    (Se ||= Vn()), He(), Te({ revalidation: `loading` });
    const e = Se.promise;
    return k.navigation.state === `submitting`
      ? e
      : k.navigation.state === `idle`
        ? (je(k.historyAction, k.location, { startUninterruptedRevalidation: !0 }), e)
        : (je(re || k.historyAction, k.navigation.location, {
            overrideNavigation: k.navigation,
            enableViewTransition: ae === !0,
          }),
          e);
  }
  async function je(t, n, r) {
    ie && ie.abort(),
      (ie = null),
      (re = t),
      (de = (r && r.startUninterruptedRevalidation) === !0),
      ut(k.location, k.matches),
      (j = (r && r.preventScrollReset) === !0),
      (ae = (r && r.enableViewTransition) === !0);
    let i = s.activeRoutes,
      a = r?.initialHydration && k.matches && k.matches.length > 0 && !b ? k.matches : le(i, n, c, !1, s.branches),
      o = (r && r.flushSync) === !0;
    if (a && k.initialized && !fe && vn(k.location, n) && !(r && r.submission && An(r.submission.formMethod))) {
      De(n, { matches: a }, { flushSync: o });
      return;
    }
    const l = ft(a, i, n.pathname);
    if ((l.active && l.matches && (a = l.matches), !a)) {
      const { error: e, notFoundMatches: t, route: r } = ot(n.pathname);
      De(n, { matches: t, loaderData: {}, errors: { [r.id]: e } }, { flushSync: o });
      return;
    }
    let u = r && r.overrideNavigation ? { ...r.overrideNavigation, matches: a, historyAction: t } : void 0;
    ie = new AbortController();
    let d = an(e.history, n, ie.signal, r && r.submission),
      f = e.getContext ? await e.getContext() : new ne(),
      p;
    if (r && r.pendingError) p = [pn(a).route.id, { type: `error`, error: r.pendingError }];
    else if (r && r.submission && An(r.submission.formMethod)) {
      const i = await Me(d, n, r.submission, a, t, f, l.active, r && r.initialHydration === !0, {
        replace: r.replace,
        flushSync: o,
      });
      if (i.shortCircuited) return;
      if (i.pendingActionResult) {
        const [e, t] = i.pendingActionResult;
        if (Cn(t) && We(t.error) && t.error.status === 404) {
          (ie = null), De(n, { matches: i.matches, loaderData: {}, errors: { [e]: t.error } });
          return;
        }
      }
      (a = i.matches || a),
        (p = i.pendingActionResult),
        (u = Pn(n, a, t, r.submission)),
        (o = !1),
        (l.active = !1),
        (d = an(e.history, d.url, d.signal));
    }
    const {
      shortCircuited: m,
      matches: h,
      loaderData: g,
      errors: _,
      workingFetchers: v,
    } = await Ne(
      d,
      n,
      a,
      t,
      f,
      l.active,
      u,
      r && r.submission,
      r && r.fetcherSubmission,
      r && r.replace,
      r && r.initialHydration === !0,
      o,
      p,
      r && r.callSiteDefaultShouldRevalidate,
    );
    m || ((ie = null), De(n, { matches: h || a, ...fn(p), loaderData: g, errors: _, ...(v ? { fetchers: v } : {}) }));
  }
  async function Me(t, n, i, l, u, d, f, p, m = {}) {
    if ((He(), Te({ navigation: Fn(n, l, u, i) }, { flushSync: m.flushSync === !0 }), f)) {
      const e = await pt(l, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          const { matches: t, route: n } = mn(s.activeRoutes);
          return { matches: t, pendingActionResult: [n.id, { type: `error`, error: e.error }] };
        }
        const t = pn(e.partialMatches).route.id;
        return { matches: e.partialMatches, pendingActionResult: [t, { type: `error`, error: e.error }] };
      }
      if (e.matches) l = e.matches;
      else {
        const { notFoundMatches: e, error: t, route: r } = ot(n.pathname);
        return { matches: e, pendingActionResult: [r.id, { type: `error`, error: t }] };
      }
    }
    let h,
      g = Mn(l, n);
    if (!g.route.action && !g.route.lazy)
      h = { type: `error`, error: hn(405, { method: t.method, pathname: n.pathname, routeId: g.route.id }) };
    else {
      const e = await Be(t, n, F(a, o, t, n, l, g, p ? [] : r, d), d, null);
      if (((h = e[g.route.id]), !h)) {
        for (const t of l)
          if (e[t.route.id]) {
            h = e[t.route.id];
            break;
          }
      }
      if (t.signal.aborted) return { shortCircuited: !0 };
    }
    if (wn(h)) {
      let n;
      return (
        (n =
          m && m.replace != null
            ? m.replace
            : rn(h.response.headers.get(`Location`), new URL(t.url), c, e.history) ===
              k.location.pathname + k.location.search),
        await ze(t, h, !0, { submission: i, replace: n }),
        { shortCircuited: !0 }
      );
    }
    if (Cn(h)) {
      const e = pn(l, g.route.id);
      return (
        (m && m.replace) !== !0 && (re = `PUSH`), { matches: l, pendingActionResult: [e.route.id, h, g.route.id] }
      );
    }
    return { matches: l, pendingActionResult: [g.route.id, h] };
  }
  async function Ne(t, n, i, l, u, d, f, p, m, h, g, _, v, y) {
    const b = f || Pn(n, i, l, p),
      x = p || m || Nn(b),
      S = !de && !g;
    if (d) {
      if (S) {
        const e = Pe(v);
        Te({ navigation: b, ...(e === void 0 ? {} : { actionData: e }) }, { flushSync: _ });
      }
      const e = await pt(i, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          const { matches: t, route: n } = mn(s.activeRoutes);
          return { matches: t, loaderData: {}, errors: { [n.id]: e.error } };
        }
        const t = pn(e.partialMatches).route.id;
        return { matches: e.partialMatches, loaderData: {}, errors: { [t]: e.error } };
      }
      if (e.matches) i = e.matches;
      else {
        const { error: e, notFoundMatches: t, route: r } = ot(n.pathname);
        return { matches: t, loaderData: {}, errors: { [r.id]: e } };
      }
    }
    const C = s.activeRoutes,
      { dsMatches: w, revalidatingFetchers: T } = jt(
        t,
        u,
        a,
        o,
        e.history,
        k,
        i,
        x,
        n,
        g ? [] : r,
        g === !0,
        fe,
        pe,
        ye,
        M,
        ve,
        C,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        v,
        y,
      );
    if (
      ((ge = ++he),
      !e.dataStrategy &&
        !w.some((e) => e.shouldLoad) &&
        !w.some((e) => e.route.middleware && e.route.middleware.length > 0) &&
        T.length === 0)
    ) {
      const e = new Map(k.fetchers),
        t = et(e);
      return (
        De(
          n,
          {
            matches: i,
            loaderData: {},
            errors: v && Cn(v[1]) ? { [v[0]]: v[1].error } : null,
            ...fn(v),
            ...(t ? { fetchers: e } : {}),
          },
          { flushSync: _ },
        ),
        { shortCircuited: !0 }
      );
    }
    if (S) {
      const e = {};
      if (!d) {
        e.navigation = b;
        const t = Pe(v);
        t !== void 0 && (e.actionData = t);
      }
      T.length > 0 && (e.fetchers = Fe(T)), Te(e, { flushSync: _ });
    }
    T.forEach((e) => {
      Qe(e.key), e.controller && me.set(e.key, e.controller);
    });
    const ee = () => T.forEach((e) => Qe(e.key));
    ie && ie.signal.addEventListener(`abort`, ee);
    const { loaderResults: E, fetcherResults: D } = await Ve(w, T, t, n, u);
    if (t.signal.aborted) return { shortCircuited: !0 };
    ie && ie.signal.removeEventListener(`abort`, ee), T.forEach((e) => me.delete(e.key));
    let O = gn(E);
    if (O) return (await ze(t, O.result, !0, { replace: h }), { shortCircuited: !0 });
    if (((O = gn(D)), O)) return (ve.add(O.key), await ze(t, O.result, !0, { replace: h }), { shortCircuited: !0 });
    let te = new Map(k.fetchers),
      { loaderData: ne, errors: re } = un(k, i, E, v, T, D, te);
    g && k.errors && (re = { ...k.errors, ...re });
    const A = et(te),
      j = tt(ge, te),
      ae = A || j || T.length > 0;
    return { matches: i, loaderData: ne, errors: re, ...(ae ? { workingFetchers: te } : {}) };
  }
  function Pe(e) {
    if (e && !Cn(e[1])) return { [e[0]]: e[1].data };
    if (k.actionData) return Object.keys(k.actionData).length === 0 ? null : k.actionData;
  }
  function Fe(e) {
    const t = new Map(k.fetchers);
    return (
      e.forEach((e) => {
        const n = t.get(e.key),
          r = In(void 0, n ? n.data : void 0);
        t.set(e.key, r);
      }),
      t
    );
  }
  async function Ie(t, n, r, i) {
    Qe(t);
    let a = (i && i.flushSync) === !0,
      o = s.activeRoutes,
      l = kt(k.location, k.matches, c, r, n, i?.relative),
      u = le(o, l, c, !1, s.branches),
      d = ft(u, o, l);
    if ((d.active && d.matches && (u = d.matches), !u)) {
      Ge(t, n, hn(404, { pathname: l }), { flushSync: a });
      return;
    }
    const { path: f, submission: p, error: m } = At(!0, l, i);
    if (m) {
      Ge(t, n, m, { flushSync: a });
      return;
    }
    const h = e.getContext ? await e.getContext() : new ne(),
      g = (i && i.preventScrollReset) === !0;
    p && An(p.formMethod)
      ? await Le(t, n, f, u, h, d.active, a, g, p, i && i.defaultShouldRevalidate)
      : (M.set(t, { routeId: n, path: f }), await Re(t, n, f, u, h, d.active, a, g, p));
  }
  async function Le(t, n, i, l, u, d, f, p, m, h) {
    He(), M.delete(t), Ue(t, Ln(m, k.fetchers.get(t)), { flushSync: f });
    const g = new AbortController(),
      _ = an(e.history, i, g.signal, m);
    if (d) {
      const e = await pt(l, new URL(_.url).pathname, _.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Ge(t, n, e.error, { flushSync: f });
        return;
      }
      if (e.matches) l = e.matches;
      else {
        Ge(t, n, hn(404, { pathname: i }), { flushSync: f });
        return;
      }
    }
    const v = Mn(l, i);
    if (!v.route.action && !v.route.lazy) {
      Ge(t, n, hn(405, { method: m.formMethod, pathname: i, routeId: n }), { flushSync: f });
      return;
    }
    me.set(t, g);
    let y = he,
      b = F(a, o, _, i, l, v, r, u),
      x = await Be(_, i, b, u, t),
      C = x[v.route.id];
    if (!C) {
      for (const e of b)
        if (x[e.route.id]) {
          C = x[e.route.id];
          break;
        }
    }
    if (_.signal.aborted) {
      me.get(t) === g && me.delete(t);
      return;
    }
    if (ye.has(t)) {
      if (wn(C) || Cn(C)) {
        Ue(t, Rn(void 0));
        return;
      }
    } else {
      if (wn(C)) {
        if ((me.delete(t), ge > y)) {
          Ue(t, Rn(void 0));
          return;
        }
        return (ve.add(t), Ue(t, In(m)), ze(_, C, !1, { fetcherSubmission: m, preventScrollReset: p }));
      }
      if (Cn(C)) {
        Ge(t, n, C.error);
        return;
      }
    }
    const w = k.navigation.location || k.location,
      T = an(e.history, w, g.signal),
      ee = s.activeRoutes,
      E = k.navigation.state === `idle` ? k.matches : le(ee, k.navigation.location, c, !1, s.branches);
    S(E, `Didn't find any matches after fetcher action`);
    const D = ++he;
    _e.set(t, D);
    const { dsMatches: O, revalidatingFetchers: te } = jt(
        T,
        u,
        a,
        o,
        e.history,
        k,
        E,
        m,
        w,
        r,
        !1,
        fe,
        pe,
        ye,
        M,
        ve,
        ee,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        [v.route.id, C],
        h,
      ),
      ne = In(m, C.data),
      A = new Map(k.fetchers);
    A.set(t, ne),
      te
        .filter((e) => e.key !== t)
        .forEach((e) => {
          const t = e.key,
            n = A.get(t),
            r = In(void 0, n ? n.data : void 0);
          A.set(t, r), Qe(t), e.controller && me.set(t, e.controller);
        }),
      Te({ fetchers: A });
    const j = () => te.forEach((e) => Qe(e.key));
    g.signal.addEventListener(`abort`, j);
    const { loaderResults: ae, fetcherResults: oe } = await Ve(O, te, T, w, u);
    if (g.signal.aborted) return;
    g.signal.removeEventListener(`abort`, j), _e.delete(t), me.delete(t), te.forEach((e) => me.delete(e.key));
    let se = k.fetchers.has(t),
      ce = (e) => {
        if (!se) return e;
        const n = new Map(e.fetchers);
        return (n.set(t, Rn(C.data)), { ...e, fetchers: n });
      },
      ue = gn(ae);
    if (ue) return ((k = ce(k)), ze(T, ue.result, !1, { preventScrollReset: p }));
    if (((ue = gn(oe)), ue)) return (ve.add(ue.key), (k = ce(k)), ze(T, ue.result, !1, { preventScrollReset: p }));
    const de = new Map(k.fetchers);
    se && de.set(t, Rn(C.data));
    const { loaderData: N, errors: be } = un(k, E, ae, void 0, te, oe, de);
    tt(D, de),
      k.navigation.state === `loading` && D > ge
        ? (S(re, `Expected pending action`),
          ie && ie.abort(),
          De(k.navigation.location, { matches: E, loaderData: N, errors: be, fetchers: de }))
        : (Te({ errors: be, loaderData: dn(k.loaderData, N, E, be), fetchers: de }), (fe = !1));
  }
  async function Re(t, n, i, s, c, l, u, d, f) {
    const p = k.fetchers.get(t);
    Ue(t, In(f, p ? p.data : void 0), { flushSync: u });
    const m = new AbortController(),
      h = an(e.history, i, m.signal);
    if (l) {
      const e = await pt(s, new URL(h.url).pathname, h.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Ge(t, n, e.error, { flushSync: u });
        return;
      }
      if (e.matches) s = e.matches;
      else {
        Ge(t, n, hn(404, { pathname: i }), { flushSync: u });
        return;
      }
    }
    const g = Mn(s, i);
    me.set(t, m);
    let _ = he,
      v = await Be(h, i, F(a, o, h, i, s, g, r, c), c, t),
      y = v[g.route.id];
    if (!y) {
      for (const e of s)
        if (v[e.route.id]) {
          y = v[e.route.id];
          break;
        }
    }
    if ((me.get(t) === m && me.delete(t), !h.signal.aborted)) {
      if (ye.has(t)) Ue(t, Rn(void 0));
      else if (wn(y)) {
        if (ge > _) {
          Ue(t, Rn(void 0));
          return;
        }
        ve.add(t), await ze(h, y, !1, { preventScrollReset: d });
      } else Cn(y) ? Ge(t, n, y.error) : Ue(t, Rn(y.data));
    }
  }
  async function ze(r, i, a, { submission: o, fetcherSubmission: s, preventScrollReset: l, replace: u } = {}) {
    a || (A?.resolve(), (A = null)), i.response.headers.has(`X-Remix-Revalidate`) && (fe = !0);
    let d = i.response.headers.get(`Location`);
    S(d, `Expected a Location header on the redirect Response`);
    const f = d,
      p = new URL(r.url);
    (d = rn(d, p, c, e.history)), lt(f, d, p, `allow-explicit`);
    const m = ee(k.location, d, { _isRedirect: !0 });
    if (n) {
      let e = !1;
      if (i.response.headers.has(`X-Remix-Reload-Document`)) e = !0;
      else if (Oe(d)) {
        const n = te(t, d, !0);
        e = n.origin !== t.location.origin || Ee(n.pathname, c) == null;
      }
      if (e) {
        u ? t.location.replace(d) : t.location.assign(d);
        return;
      }
    }
    ie = null;
    const h = u === !0 || i.response.headers.has(`X-Remix-Replace`) ? `REPLACE` : `PUSH`,
      { formMethod: g, formAction: _, formEncType: v } = k.navigation;
    !o && !s && g && _ && v && (o = Nn(k.navigation));
    const y = o || s;
    ht.has(i.response.status) && y && An(y.formMethod)
      ? await je(h, m, {
          submission: { ...y, formAction: d },
          preventScrollReset: l || j,
          enableViewTransition: a ? ae : void 0,
        })
      : await je(h, m, {
          overrideNavigation: Pn(m, [], h, o),
          fetcherSubmission: s,
          preventScrollReset: l || j,
          enableViewTransition: a ? ae : void 0,
        });
  }
  async function Be(e, t, n, r, i) {
    let a,
      o = {};
    try {
      a = await Xt(l, e, t, n, i, r, !1);
    } catch (e) {
      return (
        n
          .filter((e) => e.shouldLoad)
          .forEach((t) => {
            o[t.route.id] = { type: `error`, error: e };
          }),
        o
      );
    }
    if (e.signal.aborted) return o;
    if (!An(e.method))
      for (const e of n) {
        if (a[e.route.id]?.type === `error`) break;
        Object.hasOwn(a, e.route.id) ||
          Object.hasOwn(k.loaderData, e.route.id) ||
          (k.errors && Object.hasOwn(k.errors, e.route.id)) ||
          !e.shouldCallHandler() ||
          (a[e.route.id] = {
            type: `error`,
            result: Error(`No result returned from dataStrategy for route ${e.route.id}`),
          });
      }
    for (const [t, r] of Object.entries(a))
      if (Sn(r)) {
        const i = r.result;
        o[t] = { type: `redirect`, response: en(i, e, t, n, c) };
      } else o[t] = await $t(r);
    return o;
  }
  async function Ve(e, t, n, r, i) {
    const a = Be(n, r, e, i, null),
      o = Promise.all(
        t.map(async (e) => {
          if (e.matches && e.match && e.request && e.controller) {
            const t = (await Be(e.request, e.path, e.matches, i, e.key))[e.match.route.id];
            return { [e.key]: t };
          }
          return Promise.resolve({ [e.key]: { type: `error`, error: hn(404, { pathname: e.path }) } });
        }),
      );
    return { loaderResults: await a, fetcherResults: (await o).reduce((e, t) => Object.assign(e, t), {}) };
  }
  function He() {
    (fe = !0),
      M.forEach((e, t) => {
        me.has(t) && pe.add(t), Qe(t);
      });
  }
  function Ue(e, t, n = {}) {
    const r = new Map(k.fetchers);
    r.set(e, t), Te({ fetchers: r }, { flushSync: (n && n.flushSync) === !0 });
  }
  function Ge(e, t, n, r = {}) {
    const i = pn(k.matches, t),
      a = new Map(k.fetchers);
    Je(a, e), Te({ errors: { [i.route.id]: n }, fetchers: a }, { flushSync: (r && r.flushSync) === !0 });
  }
  function Ke(e) {
    return (N.set(e, (N.get(e) || 0) + 1), ye.has(e) && ye.delete(e), k.fetchers.get(e) || _t);
  }
  function qe(e, t) {
    Qe(e, t?.reason), Ue(e, Rn(null));
  }
  function Je(e, t) {
    const n = k.fetchers.get(t);
    me.has(t) && !(n && n.state === `loading` && _e.has(t)) && Qe(t),
      M.delete(t),
      _e.delete(t),
      ve.delete(t),
      ye.delete(t),
      pe.delete(t),
      e.delete(t);
  }
  function Ze(e) {
    const t = (N.get(e) || 0) - 1;
    t <= 0 ? (N.delete(e), ye.add(e)) : N.set(e, t), Te({ fetchers: new Map(k.fetchers) });
  }
  function Qe(e, t) {
    const n = me.get(e);
    n && (n.abort(t), me.delete(e));
  }
  function $e(e, t) {
    for (const n of e) {
      const e = t.get(n);
      S(e, `Expected fetcher: ${n}`);
      const r = Rn(e.data);
      t.set(n, r);
    }
  }
  function et(e) {
    let t = [],
      n = !1;
    for (const r of ve) {
      const i = e.get(r);
      S(i, `Expected fetcher: ${r}`), i.state === `loading` && (ve.delete(r), t.push(r), (n = !0));
    }
    return ($e(t, e), n);
  }
  function tt(e, t) {
    const n = [];
    for (const [r, i] of _e)
      if (i < e) {
        const e = t.get(r);
        S(e, `Expected fetcher: ${r}`), e.state === `loading` && (Qe(r), _e.delete(r), n.push(r));
      }
    return ($e(n, t), n.length > 0);
  }
  function nt(e, t) {
    const n = k.blockers.get(e) || vt;
    return (be.get(e) !== t && be.set(e, t), n);
  }
  function rt(e) {
    k.blockers.delete(e), be.delete(e);
  }
  function it(e, t) {
    const n = k.blockers.get(e) || vt;
    S(
      (n.state === `unblocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `proceeding`) ||
        (n.state === `blocked` && t.state === `unblocked`) ||
        (n.state === `proceeding` && t.state === `unblocked`),
      `Invalid blocker state transition: ${n.state} -> ${t.state}`,
    );
    const r = new Map(k.blockers);
    r.set(e, t), Te({ blockers: r });
  }
  function at({ currentLocation: e, nextLocation: t, historyAction: n }) {
    if (be.size === 0) return;
    be.size > 1 && C(!1, `A router only supports one blocker at a time`);
    const r = Array.from(be.entries()),
      [i, a] = r[r.length - 1],
      o = k.blockers.get(i);
    if (!(o && o.state === `proceeding`) && a({ currentLocation: e, nextLocation: t, historyAction: n })) return i;
  }
  function ot(e) {
    const t = hn(404, { pathname: e }),
      n = s.activeRoutes,
      { matches: r, route: i } = mn(n);
    return { notFoundMatches: r, route: i, error: t };
  }
  function st(e, t, n) {
    if (((m = e), (g = t), (h = n || null), !v && k.navigation === gt)) {
      v = !0;
      const e = dt(k.location, k.matches);
      e != null && Te({ restoreScrollPosition: e });
    }
    return () => {
      (m = null), (g = null), (h = null);
    };
  }
  function ct(e, t) {
    return (
      (h &&
        h(
          e,
          t.map((e) => ue(e, k.loaderData)),
        )) ||
      e.key
    );
  }
  function ut(e, t) {
    if (m && g) {
      const n = ct(e, t);
      m[n] = g();
    }
  }
  function dt(e, t) {
    if (m) {
      const n = ct(e, t),
        r = m[n];
      if (typeof r == `number`) return r;
    }
    return null;
  }
  function ft(t, n, r) {
    if (e.patchRoutesOnNavigation) {
      const e = s.branches;
      if (!t) return { active: !0, matches: le(n, r, c, !0, e) || [] };
      if (Object.keys(t[0].params).length > 0) return { active: !0, matches: le(n, r, c, !0, e) };
    }
    return { active: !1, matches: null };
  }
  async function pt(t, n, r, i) {
    if (!e.patchRoutesOnNavigation) return { type: `success`, matches: t };
    let l = t;
    for (;;) {
      const t = o;
      try {
        await e.patchRoutesOnNavigation({
          signal: r,
          path: n,
          matches: l,
          fetcherKey: i,
          patch: (e, n) => {
            r.aborted || Lt(e, n, s, t, a, !1);
          },
        });
      } catch (e) {
        return { type: `error`, error: e, partialMatches: l };
      }
      if (r.aborted) return { type: `aborted` };
      let u = s.branches,
        d = le(s.activeRoutes, n, c, !1, u),
        f = null;
      if (
        d &&
        (Object.keys(d[0].params).length === 0 ||
          ((f = le(s.activeRoutes, n, c, !0, u)), !(f && l.length < f.length && mt(l, f.slice(0, l.length)))))
      )
        return { type: `success`, matches: d };
      if (((f ||= le(s.activeRoutes, n, c, !0, u)), !f || mt(l, f))) return { type: `success`, matches: null };
      l = f;
    }
  }
  function mt(e, t) {
    return e.length === t.length && e.every((e, n) => e.route.id === t[n].route.id);
  }
  function bt(e) {
    (o = {}), s.setHmrRoutes(oe(e, a, void 0, o));
  }
  function xt(e, t, n = !1) {
    Lt(e, t, s, o, a, n), s.hasHMRRoutes || Te({});
  }
  return (
    (O = {
      get basename() {
        return c;
      },
      get future() {
        return u;
      },
      get state() {
        return k;
      },
      get routes() {
        return s.stableRoutes;
      },
      get branches() {
        return s.branches;
      },
      get manifest() {
        return o;
      },
      get window() {
        return t;
      },
      initialize: Ce,
      subscribe: we,
      enableScrollRestoration: st,
      navigate: ke,
      fetch: Ie,
      revalidate: Ae,
      createHref: (t) => e.history.createHref(t),
      createURL: (t) => e.history.createURL(t),
      encodeLocation: (t) => e.history.encodeLocation(t),
      getFetcher: Ke,
      resetFetcher: qe,
      deleteFetcher: Ze,
      dispose: P,
      getBlocker: nt,
      deleteBlocker: rt,
      patchRoutes: xt,
      _internalFetchControllers: me,
      _internalSetRoutes: bt,
      _internalSetStateDoNotUseOrYouWillBreakYourApp(e) {
        Te(e);
      },
    }),
    e.instrumentations && (O = Xe(O, e.instrumentations.map((e) => e.router).filter(Boolean))),
    O
  );
}
function Ot(e) {
  return e != null && ((`formData` in e && e.formData != null) || (`body` in e && e.body !== void 0));
}
function kt(e, t, n, r, i, a) {
  let o, s;
  if (i) {
    o = [];
    for (const e of t)
      if ((o.push(e), e.route.id === i)) {
        s = e;
        break;
      }
  } else (o = t), (s = t[t.length - 1]);
  const c = Pe(r || `.`, Ne(o), Ee(e.pathname, n) || e.pathname, a === `path`);
  if ((r ?? ((c.search = e.search), (c.hash = e.hash)), (r == null || r === `` || r === `.`) && s)) {
    const e = jn(c.search);
    if (s.route.index && !e) c.search = c.search ? c.search.replace(/^\?/, `?index&`) : `?index`;
    else if (!s.route.index && e) {
      const e = new URLSearchParams(c.search),
        t = e.getAll(`index`);
      e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t));
      const n = e.toString();
      c.search = n ? `?${n}` : ``;
    }
  }
  return (n !== `/` && (c.pathname = De({ basename: n, pathname: c.pathname })), E(c));
}
function At(e, t, n) {
  if (!n || !Ot(n)) return { path: t };
  if (n.formMethod && !kn(n.formMethod)) return { path: t, error: hn(405, { method: n.formMethod }) };
  const r = () => ({ path: t, error: hn(400, { type: `invalid-body` }) }),
    i = (n.formMethod || `get`).toUpperCase(),
    a = _n(t);
  if (n.body !== void 0) {
    if (n.formEncType === `text/plain`) {
      if (!An(i)) return r();
      const e =
        typeof n.body == `string`
          ? n.body
          : n.body instanceof FormData || n.body instanceof URLSearchParams
            ? Array.from(n.body.entries()).reduce(
                (e, [t, n]) => `${e}${t}=${n}
`,
                ``,
              )
            : String(n.body);
      return {
        path: t,
        submission: {
          formMethod: i,
          formAction: a,
          formEncType: n.formEncType,
          formData: void 0,
          json: void 0,
          text: e,
        },
      };
    }
    if (n.formEncType === `application/json`) {
      if (!An(i)) return r();
      try {
        const e = typeof n.body == `string` ? JSON.parse(n.body) : n.body;
        return {
          path: t,
          submission: {
            formMethod: i,
            formAction: a,
            formEncType: n.formEncType,
            formData: void 0,
            json: e,
            text: void 0,
          },
        };
      } catch {
        return r();
      }
    }
  }
  S(typeof FormData == `function`, `FormData is not available in this environment`);
  let o, s;
  if (n.formData) (o = sn(n.formData)), (s = n.formData);
  else if (n.body instanceof FormData) (o = sn(n.body)), (s = n.body);
  else if (n.body instanceof URLSearchParams) (o = n.body), (s = cn(o));
  else if (n.body == null) (o = new URLSearchParams()), (s = new FormData());
  else
    try {
      (o = new URLSearchParams(n.body)), (s = cn(o));
    } catch {
      return r();
    }
  const c = {
    formMethod: i,
    formAction: a,
    formEncType: (n && n.formEncType) || `application/x-www-form-urlencoded`,
    formData: s,
    json: void 0,
    text: void 0,
  };
  if (An(c.formMethod)) return { path: t, submission: c };
  const l = D(t);
  return (e && l.search && jn(l.search) && o.append(`index`, ``), (l.search = `?${o}`), { path: E(l), submission: c });
}
function jt(e, t, n, r, i, a, o, s, c, l, u, d, f, p, m, h, g, _, v, y, b, x) {
  let S = b ? (Cn(b[1]) ? b[1].error : b[1].data) : void 0,
    C = i.createURL(a.location),
    w = i.createURL(c),
    T;
  if (u && a.errors) {
    const e = Object.keys(a.errors)[0];
    T = o.findIndex((t) => t.route.id === e);
  } else if (b && Cn(b[1])) {
    const e = b[0];
    T = o.findIndex((t) => t.route.id === e) - 1;
  }
  const ee = b ? b[1].statusCode : void 0,
    E = ee && ee >= 400,
    D = {
      currentUrl: C,
      currentParams: a.matches[0]?.params || {},
      nextUrl: w,
      nextParams: o[0].params,
      ...s,
      actionResult: S,
      actionStatus: ee,
    },
    O = Ge(o),
    te = o.map((i, o) => {
      let { route: s } = i,
        f = null;
      if (T != null && o > T) f = !1;
      else if (s.lazy) f = !0;
      else if (!Mt(s)) f = !1;
      else if (u) {
        const { shouldLoad: e } = Nt(s, a.loaderData, a.errors);
        f = e;
      } else Pt(a.loaderData, a.matches[o], i) && (f = !0);
      if (f !== null) return Yt(n, r, e, c, O, i, l, t, f);
      let p = !1;
      typeof x == `boolean`
        ? (p = x)
        : E
          ? (p = !1)
          : d || C.pathname + C.search === w.pathname + w.search
            ? (p = !0)
            : C.search === w.search
              ? Ft(a.matches[o], i) && (p = !0)
              : (p = !0);
      const m = { ...D, defaultShouldRevalidate: p },
        h = It(i, m);
      return Yt(n, r, e, c, O, i, l, t, h, m, x);
    }),
    k = [];
  return (
    m.forEach((e, s) => {
      if (u || !o.some((t) => t.route.id === e.routeId) || p.has(s)) return;
      const c = a.fetchers.get(s),
        m = c && c.state !== `idle` && c.data === void 0,
        b = le(g, e.path, _ ?? `/`, !1, y);
      if (!b) {
        if (v && m) return;
        k.push({
          key: s,
          routeId: e.routeId,
          path: e.path,
          matches: null,
          match: null,
          request: null,
          controller: null,
        });
        return;
      }
      if (h.has(s)) return;
      let S = Mn(b, e.path),
        C = new AbortController(),
        w = an(i, e.path, C.signal),
        T = null;
      if (f.has(s)) f.delete(s), (T = F(n, r, w, e.path, b, S, l, t));
      else if (m) d && (T = F(n, r, w, e.path, b, S, l, t));
      else {
        let i;
        i = typeof x == `boolean` ? x : !E && d;
        const a = { ...D, defaultShouldRevalidate: i };
        It(S, a) && (T = F(n, r, w, e.path, b, S, l, t, a));
      }
      T && k.push({ key: s, routeId: e.routeId, path: e.path, matches: T, match: S, request: w, controller: C });
    }),
    { dsMatches: te, revalidatingFetchers: k }
  );
}
function Mt(e) {
  return e.loader != null || (e.middleware != null && e.middleware.length > 0);
}
function Nt(e, t, n) {
  if (e.lazy) return { shouldLoad: !0, renderFallback: !0 };
  if (!Mt(e)) return { shouldLoad: !1, renderFallback: !1 };
  const r = t != null && e.id in t,
    i = n != null && n[e.id] !== void 0;
  if (!r && i) return { shouldLoad: !1, renderFallback: !1 };
  if (typeof e.loader == `function` && e.loader.hydrate === !0) return { shouldLoad: !0, renderFallback: !r };
  const a = !r && !i;
  return { shouldLoad: a, renderFallback: a };
}
function Pt(e, t, n) {
  const r = !t || n.route.id !== t.route.id,
    i = !Object.hasOwn(e, n.route.id);
  return r || i;
}
function Ft(e, t) {
  const n = e.route.path;
  return e.pathname !== t.pathname || (n != null && n.endsWith(`*`) && e.params[`*`] !== t.params[`*`]);
}
function It(e, t) {
  if (e.route.shouldRevalidate) {
    const n = e.route.shouldRevalidate(t);
    if (typeof n == `boolean`) return n;
  }
  return t.defaultShouldRevalidate;
}
function Lt(e, t, n, r, i, a) {
  let o;
  if (e) {
    const t = r[e];
    S(t, `No route found to patch children into: routeId = ${e}`), (t.children ||= []), (o = t.children);
  } else o = n.activeRoutes;
  const s = [],
    c = [];
  if (
    (t.forEach((e) => {
      const t = o.find((t) => Rt(e, t));
      t ? c.push({ existingRoute: t, newRoute: e }) : s.push(e);
    }),
    s.length > 0)
  ) {
    const t = oe(s, i, [e || `_`, `patch`, String(o?.length || `0`)], r);
    o.push(...t);
  }
  if (a && c.length > 0)
    for (let e = 0; e < c.length; e++) {
      const { existingRoute: t, newRoute: n } = c[e],
        r = t,
        [a] = oe([n], i, [], {}, !0);
      Object.assign(r, {
        element: a.element ? a.element : r.element,
        errorElement: a.errorElement ? a.errorElement : r.errorElement,
        hydrateFallbackElement: a.hydrateFallbackElement ? a.hydrateFallbackElement : r.hydrateFallbackElement,
      });
    }
  n.hasHMRRoutes || n.setRoutes([...n.activeRoutes]);
}
function Rt(e, t) {
  return `id` in e && `id` in t && e.id === t.id
    ? !0
    : e.index !== t.index || e.path !== t.path || e.caseSensitive !== t.caseSensitive
      ? !1
      : (!e.children || e.children.length === 0) && (!t.children || t.children.length === 0)
        ? !0
        : (e.children?.every((e, n) => t.children?.some((t) => Rt(e, t))) ?? !1);
}
var zt = new WeakMap(),
  Bt = ({ key: e, route: t, manifest: n, mapRouteProperties: r }) => {
    const i = n[t.id];
    if ((S(i, `No route found in manifest`), !i.lazy || typeof i.lazy != `object`)) return;
    const a = i.lazy[e];
    if (!a) return;
    let o = zt.get(i);
    o || ((o = {}), zt.set(i, o));
    const s = o[e];
    if (s) return s;
    const c = (async () => {
      const t = A(e),
        n = i[e] !== void 0 && e !== `hasErrorBoundary`;
      if (t)
        C(!t, `Route property ` + e + ` is not a supported lazy route property. This property will be ignored.`),
          (o[e] = Promise.resolve());
      else if (n) C(!1, `Route "${i.id}" has a static property "${e}" defined. The lazy property will be ignored.`);
      else {
        const t = await a();
        t != null && (Object.assign(i, { [e]: t }), Object.assign(i, r(i)));
      }
      typeof i.lazy == `object` &&
        ((i.lazy[e] = void 0), Object.values(i.lazy).every((e) => e === void 0) && (i.lazy = void 0));
    })();
    return ((o[e] = c), c);
  },
  Vt = new WeakMap();
function Ht(e, t, n, r, i) {
  const a = n[e.id];
  if ((S(a, `No route found in manifest`), !e.lazy)) return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };
  if (typeof e.lazy == `function`) {
    const t = Vt.get(a);
    if (t) return { lazyRoutePromise: t, lazyHandlerPromise: t };
    const n = (async () => {
      S(typeof e.lazy == `function`, `No lazy route function found`);
      const t = await e.lazy(),
        n = {};
      for (const e in t) {
        const r = t[e];
        if (r === void 0) continue;
        const i = ie(e),
          o = a[e] !== void 0 && e !== `hasErrorBoundary`;
        i
          ? C(
              !i,
              `Route property ` +
                e +
                ` is not a supported property to be returned from a lazy route function. This property will be ignored.`,
            )
          : o
            ? C(
                !o,
                `Route "${a.id}" has a static property "${e}" defined but its lazy function is also returning a value for this property. The lazy route property "${e}" will be ignored.`,
              )
            : (n[e] = r);
      }
      Object.assign(a, n), Object.assign(a, { ...r(a), lazy: void 0 });
    })();
    return (Vt.set(a, n), n.catch(() => {}), { lazyRoutePromise: n, lazyHandlerPromise: n });
  }
  let o = Object.keys(e.lazy),
    s = [],
    c;
  for (const a of o) {
    if (i && i.includes(a)) continue;
    const o = Bt({ key: a, route: e, manifest: n, mapRouteProperties: r });
    o && (s.push(o), a === t && (c = o));
  }
  const l = s.length > 0 ? Promise.all(s).then(() => {}) : void 0;
  return (l?.catch(() => {}), c?.catch(() => {}), { lazyRoutePromise: l, lazyHandlerPromise: c });
}
async function Ut(e) {
  const t = e.matches.filter((e) => e.shouldLoad),
    n = {};
  return (
    (await Promise.all(t.map((e) => e.resolve()))).forEach((e, r) => {
      n[t[r].route.id] = e;
    }),
    n
  );
}
async function Wt(e) {
  return e.matches.some((e) => e.route.middleware) ? Gt(e, () => Ut(e)) : Ut(e);
}
function Gt(e, t) {
  return Kt(
    e,
    t,
    (e) => {
      if (On(e)) throw e;
      return e;
    },
    bn,
    n,
  );
  function n(t, n, r) {
    if (r) return Promise.resolve(Object.assign(r.value, { [n]: { type: `error`, result: t } }));
    {
      const { matches: r } = e,
        i = pn(
          r,
          r[
            Math.min(
              Math.max(
                r.findIndex((e) => e.route.id === n),
                0,
              ),
              Math.max(
                r.findIndex((e) => e.shouldCallHandler()),
                0,
              ),
            )
          ].route.id,
        ).route.id;
      return Promise.resolve({ [i]: { type: `error`, result: t } });
    }
  }
}
async function Kt(e, t, n, r, i) {
  const { matches: a, ...o } = e;
  return await qt(
    o,
    a.flatMap((e) => (e.route.middleware ? e.route.middleware.map((t) => [e.route.id, t]) : [])),
    t,
    n,
    r,
    i,
  );
}
async function qt(e, t, n, r, i, a, o = 0) {
  const { request: s } = e;
  if (s.signal.aborted) throw s.signal.reason ?? Error(`Request aborted: ${s.method} ${s.url}`);
  const c = t[o];
  if (!c) return await n();
  let [l, u] = c,
    d,
    f = async () => {
      if (d) throw Error('You may only call `next()` once per middleware');
      try {
        return ((d = { value: await qt(e, t, n, r, i, a, o + 1) }), d.value);
      } catch (e) {
        return ((d = { value: await a(e, l, d) }), d.value);
      }
    };
  try {
    const t = await u(e, f),
      n = t == null ? void 0 : r(t);
    return i(n) ? n : d ? (n ?? d.value) : ((d = { value: await f() }), d.value);
  } catch (e) {
    return await a(e, l, d);
  }
}
function Jt(e, t, n, r, i) {
  const a = Bt({ key: `middleware`, route: r.route, manifest: t, mapRouteProperties: e }),
    o = Ht(r.route, An(n.method) ? `action` : `loader`, t, e, i);
  return { middleware: a, route: o.lazyRoutePromise, handler: o.lazyHandlerPromise };
}
function Yt(e, t, n, r, i, a, o, s, c, l = null, u) {
  let d = !1,
    f = Jt(e, t, n, a, o);
  return {
    ...a,
    _lazyPromises: f,
    shouldLoad: c,
    shouldRevalidateArgs: l,
    shouldCallHandler(e) {
      return (
        (d = !0),
        l
          ? typeof u == `boolean`
            ? It(a, { ...l, defaultShouldRevalidate: u })
            : typeof e == `boolean`
              ? It(a, { ...l, defaultShouldRevalidate: e })
              : It(a, l)
          : c
      );
    },
    resolve(e) {
      const { lazy: t, loader: o, middleware: l } = a.route,
        u = d || c || (e && !An(n.method) && (t || o)),
        p = l && l.length > 0 && !o && !t;
      return u && (An(n.method) || !p)
        ? Zt({
            request: n,
            path: r,
            pattern: i,
            match: a,
            lazyHandlerPromise: f?.handler,
            lazyRoutePromise: f?.route,
            handlerOverride: e,
            scopedContext: s,
          })
        : Promise.resolve({ type: `data`, result: void 0 });
    },
  };
}
function F(e, t, n, r, i, a, o, s, c = null) {
  return i.map((l) =>
    l.route.id === a.route.id
      ? Yt(e, t, n, r, Ge(i), l, o, s, !0, c)
      : {
          ...l,
          shouldLoad: !1,
          shouldRevalidateArgs: c,
          shouldCallHandler: () => !1,
          _lazyPromises: Jt(e, t, n, l, o),
          resolve: () => Promise.resolve({ type: `data`, result: void 0 }),
        },
  );
}
async function Xt(e, t, n, r, i, a, o) {
  r.some((e) => e._lazyPromises?.middleware) && (await Promise.all(r.map((e) => e._lazyPromises?.middleware)));
  const s = { request: t, url: on(t, n), pattern: Ge(r), params: r[0].params, context: a, matches: r },
    c = o
      ? () => {
          throw Error(
            'You cannot call `runClientMiddleware()` from a static handler `dataStrategy`. Middleware is run outside of `dataStrategy` during SSR in order to bubble up the Response.  You can enable middleware via the `respond` API in `query`/`queryRoute`',
          );
        }
      : (e) => {
          const t = s;
          return Gt(t, () =>
            e({
              ...t,
              fetcherKey: i,
              runClientMiddleware: () => {
                throw Error('Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler');
              },
            }),
          );
        },
    l = await e({ ...s, fetcherKey: i, runClientMiddleware: c });
  try {
    await Promise.all(r.flatMap((e) => [e._lazyPromises?.handler, e._lazyPromises?.route]));
  } catch {}
  return l;
}
async function Zt({
  request: e,
  path: t,
  pattern: n,
  match: r,
  lazyHandlerPromise: i,
  lazyRoutePromise: a,
  handlerOverride: o,
  scopedContext: s,
}) {
  let c,
    l,
    u = An(e.method),
    d = u ? `action` : `loader`,
    f = (i) => {
      let a,
        c = new Promise((e, t) => (a = t));
      (l = () => a()), e.signal.addEventListener(`abort`, l);
      const u = (a) =>
          typeof i == `function`
            ? i({ request: e, url: on(e, t), pattern: n, params: r.params, context: s }, ...(a === void 0 ? [] : [a]))
            : Promise.reject(
                Error(
                  `You cannot call the handler for a route which defines a boolean "${d}" [routeId: ${r.route.id}]`,
                ),
              ),
        f = (async () => {
          try {
            return { type: `data`, result: await (o ? o((e) => u(e)) : u()) };
          } catch (e) {
            return { type: `error`, result: e };
          }
        })();
      return Promise.race([f, c]);
    };
  try {
    const t = u ? r.route.action : r.route.loader;
    if (i || a) {
      if (t) {
        let e,
          [n] = await Promise.all([
            f(t).catch((t) => {
              e = t;
            }),
            i,
            a,
          ]);
        if (e !== void 0) throw e;
        c = n;
      } else {
        await i;
        const t = u ? r.route.action : r.route.loader;
        if (t) [c] = await Promise.all([f(t), a]);
        else if (d === `action`) {
          const t = new URL(e.url),
            n = t.pathname + t.search;
          throw hn(405, { method: e.method, pathname: n, routeId: r.route.id });
        } else return { type: `data`, result: void 0 };
      }
    } else if (t) c = await f(t);
    else {
      const t = new URL(e.url);
      throw hn(404, { pathname: t.pathname + t.search });
    }
  } catch (e) {
    return { type: `error`, result: e };
  } finally {
    l && e.signal.removeEventListener(`abort`, l);
  }
  return c;
}
async function Qt(e) {
  const t = e.headers.get(`Content-Type`);
  return t && /\bapplication\/json\b/.test(t) ? (e.body == null ? null : e.json()) : e.text();
}
async function $t(e) {
  const { result: t, type: n } = e;
  if (En(t)) {
    let e;
    try {
      e = await Qt(t);
    } catch (e) {
      return { type: `error`, error: e };
    }
    return n === `error`
      ? { type: `error`, error: new Ue(t.status, t.statusText, e), statusCode: t.status, headers: t.headers }
      : { type: `data`, data: e, statusCode: t.status, headers: t.headers };
  }
  return n === `error`
    ? Tn(t)
      ? t.data instanceof Error
        ? {
            type: `error`,
            error: t.data,
            statusCode: t.init?.status,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
        : {
            type: `error`,
            error: yn(t),
            statusCode: We(t) ? t.status : void 0,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
      : { type: `error`, error: t, statusCode: We(t) ? t.status : void 0 }
    : Tn(t)
      ? {
          type: `data`,
          data: t.data,
          statusCode: t.init?.status,
          headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
        }
      : { type: `data`, data: t };
}
function en(e, t, n, r, i) {
  let a = e.headers.get(`Location`);
  if ((S(a, `Redirects returned/thrown from loaders/actions must have a Location header`), !Oe(a))) {
    const o = r.slice(0, r.findIndex((e) => e.route.id === n) + 1);
    (a = kt(new URL(t.url), o, i, a)), e.headers.set(`Location`, a);
  }
  return e;
}
var tn = [
  `about:`,
  `blob:`,
  `chrome:`,
  `chrome-untrusted:`,
  `content:`,
  `data:`,
  `devtools:`,
  `file:`,
  `filesystem:`,
  `javascript:`,
];
function nn(e) {
  try {
    return tn.includes(new URL(e).protocol);
  } catch {
    return !1;
  }
}
function rn(e, t, n, r) {
  if (Oe(e)) {
    const r = e,
      i = _.test(r) ? new URL(v(r, t.protocol)) : new URL(r);
    if (nn(i.toString())) throw Error(`Invalid redirect location`);
    const a = Ee(i.pathname, n) != null;
    if (i.origin === t.origin && a) return Fe(i.pathname) + i.search + i.hash;
  }
  try {
    if (nn(r.createURL(e).toString())) throw Error(`Invalid redirect location`);
  } catch {}
  return e;
}
function an(e, t, n, r) {
  const i = e.createURL(_n(t)).toString(),
    a = { signal: n };
  if (r && An(r.formMethod)) {
    const { formMethod: e, formEncType: t } = r;
    (a.method = e.toUpperCase()),
      t === `application/json`
        ? ((a.headers = new Headers({ 'Content-Type': t })), (a.body = JSON.stringify(r.json)))
        : (a.body =
            t === `text/plain`
              ? r.text
              : t === `application/x-www-form-urlencoded` && r.formData
                ? sn(r.formData)
                : r.formData);
  }
  return new Request(i, a);
}
function on(e, t) {
  const n = new URL(e.url),
    r = typeof t == `string` ? D(t) : t;
  if (((n.pathname = r.pathname || `/`), r.search)) {
    const e = new URLSearchParams(r.search),
      t = e.getAll(`index`);
    e.delete(`index`);
    for (const n of t.filter(Boolean)) e.append(`index`, n);
    n.search = e.size ? `?${e.toString()}` : ``;
  } else n.search = ``;
  return ((n.hash = r.hash || ``), n);
}
function sn(e) {
  const t = new URLSearchParams();
  for (const [n, r] of e.entries()) t.append(n, typeof r == `string` ? r : r.name);
  return t;
}
function cn(e) {
  const t = new FormData();
  for (const [n, r] of e.entries()) t.append(n, r);
  return t;
}
function ln(e, t, n, r = !1, i = !1) {
  let a = {},
    o = null,
    s,
    c = !1,
    l = {},
    u = n && Cn(n[1]) ? n[1].error : void 0;
  return (
    e.forEach((n) => {
      if (!(n.route.id in t)) return;
      const d = n.route.id,
        f = t[d];
      if ((S(!wn(f), `Cannot handle redirect results in processLoaderData`), Cn(f))) {
        let t = f.error;
        if ((u !== void 0 && ((t = u), (u = void 0)), (o ||= {}), i)) o[d] = t;
        else {
          const n = pn(e, d);
          o[n.route.id] ?? (o[n.route.id] = t);
        }
        r || (a[d] = xt), c || ((c = !0), (s = We(f.error) ? f.error.status : 500)), f.headers && (l[d] = f.headers);
      } else
        (a[d] = f.data),
          f.statusCode && f.statusCode !== 200 && !c && (s = f.statusCode),
          f.headers && (l[d] = f.headers);
    }),
    u !== void 0 && n && ((o = { [n[0]]: u }), n[2] && (a[n[2]] = void 0)),
    { loaderData: a, errors: o, statusCode: s || 200, loaderHeaders: l }
  );
}
function un(e, t, n, r, i, a, o) {
  let { loaderData: s, errors: c } = ln(t, n, r);
  return (
    i
      .filter((e) => !e.matches || e.matches.some((e) => e.shouldLoad))
      .forEach((t) => {
        const { key: n, match: r, controller: i } = t;
        if (i && i.signal.aborted) return;
        const s = a[n];
        if ((S(s, `Did not find corresponding fetcher result`), Cn(s))) {
          const t = pn(e.matches, r?.route.id);
          (c && c[t.route.id]) || (c = { ...c, [t.route.id]: s.error }), o.delete(n);
        } else if (wn(s)) S(!1, `Unhandled fetcher revalidation redirect`);
        else {
          const e = Rn(s.data);
          o.set(n, e);
        }
      }),
    { loaderData: s, errors: c }
  );
}
function dn(e, t, n, r) {
  const i = Object.entries(t)
    .filter(([, e]) => e !== xt)
    .reduce((e, [t, n]) => ((e[t] = n), e), {});
  for (const a of n) {
    const n = a.route.id;
    if ((!Object.hasOwn(t, n) && Object.hasOwn(e, n) && a.route.loader && (i[n] = e[n]), r && Object.hasOwn(r, n)))
      break;
  }
  return i;
}
function fn(e) {
  return e ? (Cn(e[1]) ? { actionData: {} } : { actionData: { [e[0]]: e[1].data } }) : {};
}
function pn(e, t) {
  return (
    (t ? e.slice(0, e.findIndex((e) => e.route.id === t) + 1) : [...e])
      .reverse()
      .find((e) => e.route.hasErrorBoundary === !0) || e[0]
  );
}
function mn(e) {
  const t =
    e.length === 1 ? e[0] : e.find((e) => e.index || !e.path || e.path === `/`) || { id: `__shim-error-route__` };
  return { matches: [{ params: {}, pathname: ``, pathnameBase: ``, route: t }], route: t };
}
function hn(e, { pathname: t, routeId: n, method: r, type: i, message: a } = {}) {
  let o = `Unknown Server Error`,
    s = `Unknown @remix-run/router error`;
  return (
    e === 400
      ? ((o = `Bad Request`),
        r && t && n
          ? (s = `You made a ${r} request to "${t}" but did not provide a \`loader\` for route "${n}", so there is no way to handle the request.`)
          : i === `invalid-body` && (s = `Unable to encode submission body`))
      : e === 403
        ? ((o = `Forbidden`), (s = `Route "${n}" does not match URL "${t}"`))
        : e === 404
          ? ((o = `Not Found`), (s = `No route matches URL "${t}"`))
          : e === 405 &&
            ((o = `Method Not Allowed`),
            r && t && n
              ? (s = `You made a ${r.toUpperCase()} request to "${t}" but did not provide an \`action\` for route "${n}", so there is no way to handle the request.`)
              : r && (s = `Invalid request method "${r.toUpperCase()}"`)),
    new Ue(e || 500, o, Error(s), !0)
  );
}
function gn(e) {
  const t = Object.entries(e);
  for (let e = t.length - 1; e >= 0; e--) {
    const [n, r] = t[e];
    if (wn(r)) return { key: n, result: r };
  }
}
function _n(e) {
  return E({ ...(typeof e == `string` ? D(e) : e), hash: `` });
}
function vn(e, t) {
  return e.pathname !== t.pathname || e.search !== t.search
    ? !1
    : e.hash === ``
      ? t.hash !== ``
      : e.hash === t.hash || t.hash !== ``;
}
function yn(e) {
  return new Ue(e.init?.status ?? 500, e.init?.statusText ?? `Internal Server Error`, e.data);
}
function bn(e) {
  return typeof e == `object` && !!e && Object.entries(e).every(([e, t]) => typeof e == `string` && xn(t));
}
function xn(e) {
  return typeof e == `object` && !!e && `type` in e && `result` in e && (e.type === `data` || e.type === `error`);
}
function Sn(e) {
  return En(e.result) && mt.has(e.result.status);
}
function Cn(e) {
  return e.type === `error`;
}
function wn(e) {
  return (e && e.type) === `redirect`;
}
function Tn(e) {
  return typeof e == `object` && !!e && `type` in e && `data` in e && `init` in e && e.type === `DataWithResponseInit`;
}
function En(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.headers == `object` &&
    e.body !== void 0
  );
}
function Dn(e) {
  return mt.has(e);
}
function On(e) {
  return En(e) && Dn(e.status) && e.headers.has(`Location`);
}
function kn(e) {
  return pt.has(e.toUpperCase());
}
function An(e) {
  return dt.has(e.toUpperCase());
}
function jn(e) {
  return new URLSearchParams(e).getAll(`index`).some((e) => e === ``);
}
function Mn(e, t) {
  const n = typeof t == `string` ? D(t).search : t.search;
  if (e[e.length - 1].route.index && jn(n || ``)) return e[e.length - 1];
  const r = Me(e);
  return r[r.length - 1];
}
function Nn(e) {
  const { formMethod: t, formAction: n, formEncType: r, text: i, formData: a, json: o } = e;
  if (t && n && r) {
    if (i != null) return { formMethod: t, formAction: n, formEncType: r, formData: void 0, json: void 0, text: i };
    if (a != null) return { formMethod: t, formAction: n, formEncType: r, formData: a, json: void 0, text: void 0 };
    if (o !== void 0) return { formMethod: t, formAction: n, formEncType: r, formData: void 0, json: o, text: void 0 };
  }
}
function Pn(e, t, n, r) {
  return r
    ? {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: r.formMethod,
        formAction: r.formAction,
        formEncType: r.formEncType,
        formData: r.formData,
        json: r.json,
        text: r.text,
      }
    : {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
      };
}
function Fn(e, t, n, r) {
  return {
    state: `submitting`,
    location: e,
    matches: t,
    historyAction: n,
    formMethod: r.formMethod,
    formAction: r.formAction,
    formEncType: r.formEncType,
    formData: r.formData,
    json: r.json,
    text: r.text,
  };
}
function In(e, t) {
  return e
    ? {
        state: `loading`,
        formMethod: e.formMethod,
        formAction: e.formAction,
        formEncType: e.formEncType,
        formData: e.formData,
        json: e.json,
        text: e.text,
        data: t,
      }
    : {
        state: `loading`,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
        data: t,
      };
}
function Ln(e, t) {
  return {
    state: `submitting`,
    formMethod: e.formMethod,
    formAction: e.formAction,
    formEncType: e.formEncType,
    formData: e.formData,
    json: e.json,
    text: e.text,
    data: t ? t.data : void 0,
  };
}
function Rn(e) {
  return {
    state: `idle`,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
    data: e,
  };
}
function zn(e, t) {
  try {
    const n = e.sessionStorage.getItem(bt);
    if (n) {
      const e = JSON.parse(n);
      for (const [n, r] of Object.entries(e || {})) r && Array.isArray(r) && t.set(n, new Set(r || []));
    }
  } catch {}
}
function Bn(e, t) {
  if (t.size > 0) {
    const n = {};
    for (const [e, r] of t) n[e] = [...r];
    try {
      e.sessionStorage.setItem(bt, JSON.stringify(n));
    } catch (e) {
      C(!1, `Failed to save applied view transitions in sessionStorage (${e}).`);
    }
  }
}
function Vn() {
  let e,
    t,
    n = new Promise((r, i) => {
      (e = async (e) => {
        r(e);
        try {
          await n;
        } catch {}
      }),
        (t = async (e) => {
          i(e);
          try {
            await n;
          } catch {}
        });
    });
  return { promise: n, resolve: e, reject: t };
}
var Hn = u.createContext(null);
Hn.displayName = `DataRouter`;
var Un = u.createContext(null);
Un.displayName = `DataRouterState`;
var Wn = u.createContext(!1);
function Gn() {
  return u.useContext(Wn);
}
var Kn = u.createContext({ isTransitioning: !1 });
Kn.displayName = `ViewTransition`;
var qn = u.createContext(new Map());
qn.displayName = `Fetchers`;
var Jn = u.createContext(null);
Jn.displayName = `Await`;
var Yn = u.createContext(null);
Yn.displayName = `Navigation`;
var Xn = u.createContext(null);
Xn.displayName = `Location`;
var Zn = u.createContext({ outlet: null, matches: [], isDataRoute: !1 });
Zn.displayName = `Route`;
var Qn = u.createContext(null);
Qn.displayName = `RouteError`;
var $n = `REACT_ROUTER_ERROR`,
  er = `REDIRECT`,
  tr = `ROUTE_ERROR_RESPONSE`;
function nr(e) {
  if (e.startsWith(`${$n}:${er}:{`))
    try {
      const t = JSON.parse(e.slice(28));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string` &&
        typeof t.location == `string` &&
        typeof t.reloadDocument == `boolean` &&
        typeof t.replace == `boolean`
      )
        return t;
    } catch {}
}
function rr(e) {
  if (e.startsWith(`${$n}:${tr}:{`))
    try {
      const t = JSON.parse(e.slice(40));
      if (typeof t == `object` && t && typeof t.status == `number` && typeof t.statusText == `string`)
        return new Ue(t.status, t.statusText, t.data);
    } catch {}
}
function ir(e, { relative: t } = {}) {
  S(ar(), `useHref() may be used only in the context of a <Router> component.`);
  let { basename: n, navigator: r } = u.useContext(Yn),
    { hash: i, pathname: a, search: o } = mr(e, { relative: t }),
    s = a;
  return (n !== `/` && (s = a === `/` ? n : Ie([n, a])), r.createHref({ pathname: s, search: o, hash: i }));
}
function ar() {
  return u.useContext(Xn) != null;
}
function or() {
  return (S(ar(), `useLocation() may be used only in the context of a <Router> component.`), u.useContext(Xn).location);
}
var sr = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function cr(e) {
  u.useContext(Yn).static || u.useLayoutEffect(e);
}
function lr() {
  const { isDataRoute: e } = u.useContext(Zn);
  return e ? Ir() : ur();
}
function ur() {
  S(ar(), `useNavigate() may be used only in the context of a <Router> component.`);
  const e = u.useContext(Hn),
    { basename: t, navigator: n } = u.useContext(Yn),
    { matches: r } = u.useContext(Zn),
    { pathname: i } = or(),
    a = JSON.stringify(Ne(r)),
    o = u.useRef(!1);
  return (
    cr(() => {
      o.current = !0;
    }),
    u.useCallback(
      (r, s = {}) => {
        if ((C(o.current, sr), !o.current)) return;
        if (typeof r == `number`) {
          n.go(r);
          return;
        }
        const c = Pe(r, JSON.parse(a), i, s.relative === `path`);
        e == null && t !== `/` && (c.pathname = c.pathname === `/` ? t : Ie([t, c.pathname])),
          lt(typeof r == `string` ? r : E(r), n.createHref(c), ot(n), `reject`),
          (s.replace ? n.replace : n.push)(c, s.state, s);
      },
      [t, n, a, i, e],
    )
  );
}
var dr = u.createContext(null);
function fr(e) {
  const t = u.useContext(Zn).outlet;
  return u.useMemo(() => t && u.createElement(dr.Provider, { value: e }, t), [t, e]);
}
function pr() {
  const { matches: e } = u.useContext(Zn);
  return e[e.length - 1]?.params ?? {};
}
function mr(e, { relative: t } = {}) {
  const { matches: n } = u.useContext(Zn),
    { pathname: r } = or(),
    i = JSON.stringify(Ne(n));
  return u.useMemo(() => Pe(e, JSON.parse(i), r, t === `path`), [e, i, r, t]);
}
function hr(e, t, n) {
  S(ar(), `useRoutes() may be used only in the context of a <Router> component.`);
  const { navigator: r } = u.useContext(Yn),
    { matches: i } = u.useContext(Zn),
    a = i[i.length - 1],
    o = a ? a.params : {},
    s = a ? a.pathname : `/`,
    c = a ? a.pathnameBase : `/`,
    l = a && a.route;
  {
    const e = (l && l.path) || ``;
    Rr(
      s,
      !l || e.endsWith(`*`) || e.endsWith(`*?`),
      `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${s}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e === `/` ? `*` : `${e}/*`}">.`,
    );
  }
  let d = or(),
    f;
  if (t) {
    const e = typeof t == `string` ? D(t) : t;
    S(
      c === `/` || e.pathname?.startsWith(c),
      `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${c}" but pathname "${e.pathname}" was given in the \`location\` prop.`,
    ),
      (f = e);
  } else f = d;
  let p = f.pathname || `/`,
    m = p;
  if (c !== `/`) {
    const e = c.replace(/^\//, ``).split(`/`);
    m = `/` + p.replace(/^\//, ``).split(`/`).slice(e.length).join(`/`);
  }
  const h =
    n && n.state.matches.length
      ? n.state.matches.map((e) => Object.assign(e, { route: n.manifest[e.route.id] || e.route }))
      : ce(e, { pathname: m });
  C(l || h != null, `No routes matched location "${f.pathname}${f.search}${f.hash}" `),
    C(
      h == null ||
        h[h.length - 1].route.element !== void 0 ||
        h[h.length - 1].route.Component !== void 0 ||
        h[h.length - 1].route.lazy !== void 0,
      `Matched leaf route at location "${f.pathname}${f.search}${f.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`,
    );
  const g = Sr(
    h &&
      h.map((e) =>
        Object.assign({}, e, {
          params: Object.assign({}, o, e.params),
          pathname: Ie([
            c,
            r.encodeLocation
              ? r.encodeLocation(e.pathname.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`)).pathname
              : e.pathname,
          ]),
          pathnameBase:
            e.pathnameBase === `/`
              ? c
              : Ie([
                  c,
                  r.encodeLocation
                    ? r.encodeLocation(e.pathnameBase.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`))
                        .pathname
                    : e.pathnameBase,
                ]),
        }),
      ),
    i,
    n,
  );
  return t && g
    ? u.createElement(
        Xn.Provider,
        {
          value: {
            location: { pathname: `/`, search: ``, hash: ``, state: null, key: `default`, mask: void 0, ...f },
            navigationType: `POP`,
          },
        },
        g,
      )
    : g;
}
function gr() {
  let e = Pr(),
    t = We(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : JSON.stringify(e),
    n = e instanceof Error ? e.stack : null,
    r = `rgba(200,200,200, 0.5)`,
    i = { padding: `0.5rem`, backgroundColor: r },
    a = { padding: `2px 4px`, backgroundColor: r },
    o = null;
  return (
    console.error(`Error handled by React Router default ErrorBoundary:`, e),
    (o = u.createElement(
      u.Fragment,
      null,
      u.createElement(`p`, null, `💿 Hey developer 👋`),
      u.createElement(
        `p`,
        null,
        `You can provide a way better UX than this when your app throws errors by providing your own `,
        u.createElement(`code`, { style: a }, `ErrorBoundary`),
        ` or`,
        ` `,
        u.createElement(`code`, { style: a }, `errorElement`),
        ` prop on your route.`,
      ),
    )),
    u.createElement(
      u.Fragment,
      null,
      u.createElement(`h2`, null, `Unexpected Application Error!`),
      u.createElement(`h3`, { style: { fontStyle: `italic` } }, t),
      n ? u.createElement(`pre`, { style: i }, n) : null,
      o,
    )
  );
}
var _r = u.createElement(gr, null),
  vr = class extends u.Component {
    constructor(e) {
      super(e), (this.state = { location: e.location, revalidation: e.revalidation, error: e.error });
    }
    static getDerivedStateFromError(e) {
      return { error: e };
    }
    static getDerivedStateFromProps(e, t) {
      return t.location !== e.location || (t.revalidation !== `idle` && e.revalidation === `idle`)
        ? { error: e.error, location: e.location, revalidation: e.revalidation }
        : {
            error: e.error === void 0 ? t.error : e.error,
            location: t.location,
            revalidation: e.revalidation || t.revalidation,
          };
    }
    componentDidCatch(e, t) {
      this.props.onError
        ? this.props.onError(e, t)
        : console.error(`React Router caught the following error during render`, e);
    }
    render() {
      let e = this.state.error;
      if (this.context && typeof e == `object` && e && `digest` in e && typeof e.digest == `string`) {
        const t = rr(e.digest);
        t && (e = t);
      }
      const t =
        e === void 0
          ? this.props.children
          : u.createElement(
              Zn.Provider,
              { value: this.props.routeContext },
              u.createElement(Qn.Provider, { value: e, children: this.props.component }),
            );
      return this.context ? u.createElement(br, { error: e }, t) : t;
    }
  };
vr.contextType = Wn;
var yr = new WeakMap();
function br({ children: e, error: t }) {
  const { basename: n, navigator: r } = u.useContext(Yn);
  if (typeof t == `object` && t && `digest` in t && typeof t.digest == `string`) {
    const e = nr(t.digest);
    if (e) {
      const i = yr.get(t);
      if (i) throw i;
      const a = qe(e.location, n),
        o = a.absoluteURL || a.to;
      if ((lt(e.location, o, ot(r), `allow-explicit`), nn(o))) throw Error(`Invalid redirect location`);
      if (Ke && !yr.get(t)) {
        if (a.isExternal || e.reloadDocument) window.location.href = o;
        else {
          const n = Promise.resolve().then(() => window.__reactRouterDataRouter.navigate(a.to, { replace: e.replace }));
          throw (yr.set(t, n), n);
        }
      }
      return u.createElement(`meta`, { httpEquiv: `refresh`, content: `0;url=${o}` });
    }
  }
  return e;
}
function xr({ routeContext: e, match: t, children: n }) {
  const r = u.useContext(Hn);
  return (
    r &&
      r.static &&
      r.staticContext &&
      (t.route.errorElement || t.route.ErrorBoundary) &&
      (r.staticContext._deepestRenderedBoundaryId = t.route.id),
    u.createElement(Zn.Provider, { value: e }, n)
  );
}
function Sr(e, t = [], n) {
  const r = n?.state;
  if (e == null) {
    if (!r) return null;
    if (r.errors) e = r.matches;
    else if (t.length === 0 && !r.initialized && r.matches.length > 0) e = r.matches;
    else return null;
  }
  let i = e,
    a = r?.errors;
  if (a != null) {
    const e = i.findIndex((e) => e.route.id && a?.[e.route.id] !== void 0);
    S(e >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(a).join(`,`)}`),
      (i = i.slice(0, Math.min(i.length, e + 1)));
  }
  let o = !1,
    s = -1;
  if (n && r) {
    o = r.renderFallback;
    for (let e = 0; e < i.length; e++) {
      const t = i[e];
      if (((t.route.HydrateFallback || t.route.hydrateFallbackElement) && (s = e), t.route.id)) {
        const { loaderData: e, errors: a } = r,
          c = t.route.loader && !Object.hasOwn(e, t.route.id) && (!a || a[t.route.id] === void 0);
        if (t.route.lazy || c) {
          n.isStatic && (o = !0), (i = s >= 0 ? i.slice(0, s + 1) : [i[0]]);
          break;
        }
      }
    }
  }
  const c = n?.onError,
    l =
      r && c
        ? (e, t) => {
            c(e, { location: r.location, params: r.matches?.[0]?.params ?? {}, pattern: Ge(r.matches), errorInfo: t });
          }
        : void 0;
  return i.reduceRight((e, n, c) => {
    let d,
      f = !1,
      p = null,
      m = null;
    r &&
      ((d = a && n.route.id ? a[n.route.id] : void 0),
      (p = n.route.errorElement || _r),
      o &&
        (s < 0 && c === 0
          ? (Rr(`route-fallback`, !1, 'No `HydrateFallback` element provided to render during initial hydration'),
            (f = !0),
            (m = null))
          : s === c && ((f = !0), (m = n.route.hydrateFallbackElement || null))));
    const h = t.concat(i.slice(0, c + 1)),
      g = () => {
        let t;
        return (
          (t = d
            ? p
            : f
              ? m
              : n.route.Component
                ? u.createElement(n.route.Component, null)
                : n.route.element
                  ? n.route.element
                  : e),
          u.createElement(xr, {
            match: n,
            routeContext: { outlet: e, matches: h, isDataRoute: r != null },
            children: t,
          })
        );
      };
    return r && (n.route.ErrorBoundary || n.route.errorElement || c === 0)
      ? u.createElement(vr, {
          location: r.location,
          revalidation: r.revalidation,
          component: p,
          error: d,
          children: g(),
          routeContext: { outlet: null, matches: h, isDataRoute: !0 },
          onError: l,
        })
      : g();
  }, null);
}
function Cr(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function wr(e) {
  const t = u.useContext(Hn);
  return (S(t, Cr(e)), t);
}
function Tr(e) {
  const t = u.useContext(Un);
  return (S(t, Cr(e)), t);
}
function Er(e) {
  const t = u.useContext(Zn);
  return (S(t, Cr(e)), t);
}
function Dr(e) {
  const t = Er(e),
    n = t.matches[t.matches.length - 1];
  return (S(n.route.id, `${e} can only be used on routes that contain a unique "id"`), n.route.id);
}
function Or() {
  return Dr(`useRouteId`);
}
function kr() {
  const e = Tr(`useNavigation`);
  return u.useMemo(() => {
    const { matches: t, historyAction: n, ...r } = e.navigation;
    return r;
  }, [e.navigation]);
}
function Ar() {
  const e = wr(`useRevalidator`),
    t = Tr(`useRevalidator`),
    n = u.useCallback(async () => {
      await e.router.revalidate();
    }, [e.router]);
  return u.useMemo(() => ({ revalidate: n, state: t.revalidation }), [n, t.revalidation]);
}
function jr() {
  const { matches: e, loaderData: t } = Tr(`useMatches`);
  return u.useMemo(() => e.map((e) => ue(e, t)), [e, t]);
}
function Mr() {
  const e = Tr(`useLoaderData`),
    t = Dr(`useLoaderData`);
  return e.loaderData[t];
}
function Nr(e) {
  return Tr(`useRouteLoaderData`).loaderData[e];
}
function Pr() {
  const e = u.useContext(Qn),
    t = Tr(`useRouteError`),
    n = Dr(`useRouteError`);
  return e === void 0 ? t.errors?.[n] : e;
}
function Fr() {
  return u.useContext(Jn)?._data;
}
function Ir() {
  const { router: e } = wr(`useNavigate`),
    t = Dr(`useNavigate`),
    n = u.useRef(!1);
  return (
    cr(() => {
      n.current = !0;
    }),
    u.useCallback(
      async (r, i = {}) => {
        C(n.current, sr),
          n.current && (typeof r == `number` ? await e.navigate(r) : await e.navigate(r, { fromRouteId: t, ...i }));
      },
      [e, t],
    )
  );
}
var Lr = {};
function Rr(e, t, n) {
  !t && !Lr[e] && ((Lr[e] = !0), C(!1, n));
}
var zr = {};
function Br(e, t) {
  !e && !zr[t] && ((zr[t] = !0), console.warn(t));
}
var Vr = u.useOptimistic,
  Hr = () => void 0;
function Ur(e) {
  return Vr ? Vr(e) : [e, Hr];
}
function Wr(e) {
  const t = { hasErrorBoundary: e.hasErrorBoundary || e.ErrorBoundary != null || e.errorElement != null };
  return (
    e.Component &&
      (e.element &&
        C(!1, 'You should not include both `Component` and `element` on your route - `Component` will be used.'),
      Object.assign(t, { element: u.createElement(e.Component), Component: void 0 })),
    e.HydrateFallback &&
      (e.hydrateFallbackElement &&
        C(
          !1,
          'You should not include both `HydrateFallback` and `hydrateFallbackElement` on your route - `HydrateFallback` will be used.',
        ),
      Object.assign(t, { hydrateFallbackElement: u.createElement(e.HydrateFallback), HydrateFallback: void 0 })),
    e.ErrorBoundary &&
      (e.errorElement &&
        C(
          !1,
          'You should not include both `ErrorBoundary` and `errorElement` on your route - `ErrorBoundary` will be used.',
        ),
      Object.assign(t, { errorElement: u.createElement(e.ErrorBoundary), ErrorBoundary: void 0 })),
    t
  );
}
var Gr = [`HydrateFallback`, `hydrateFallbackElement`],
  Kr = class {
    constructor() {
      (this.status = `pending`),
        (this.promise = new Promise((e, t) => {
          (this.resolve = (t) => {
            this.status === `pending` && ((this.status = `resolved`), e(t));
          }),
            (this.reject = (e) => {
              this.status === `pending` && ((this.status = `rejected`), t(e));
            });
        }));
    }
  };
function qr({ router: e, flushSync: t, onError: n, useTransitions: r }) {
  r = Gn() || r;
  const [i, a] = u.useState(e.state),
    [o, s] = Ur(i),
    [c, l] = u.useState(),
    [d, f] = u.useState({ isTransitioning: !1 }),
    [p, m] = u.useState(),
    [h, g] = u.useState(),
    [_, v] = u.useState(),
    y = u.useRef(new Map()),
    b = u.useCallback(
      (i, { deletedFetchers: o, newErrors: c, flushSync: d, viewTransitionOpts: _ }) => {
        c &&
          n &&
          Object.values(c).forEach((e) =>
            n(e, { location: i.location, params: i.matches[0]?.params ?? {}, pattern: Ge(i.matches) }),
          ),
          i.fetchers.forEach((e, t) => {
            e.data !== void 0 && y.current.set(t, e.data);
          }),
          o.forEach((e) => y.current.delete(e)),
          Br(
            d === !1 || t != null,
            'You provided the `flushSync` option to a router update, but you are not using the `<RouterProvider>` from `react-router/dom` so `ReactDOM.flushSync()` is unavailable.  Please update your app to `import { RouterProvider } from "react-router/dom"` and ensure you have `react-dom` installed as a dependency to use the `flushSync` option.',
          );
        const b =
          e.window != null && e.window.document != null && typeof e.window.document.startViewTransition == `function`;
        if (
          (Br(
            _ == null || b,
            'You provided the `viewTransition` option to a router update, but you do not appear to be running in a DOM environment as `window.startViewTransition` is not available.',
          ),
          !_ || !b)
        )
          t && d
            ? t(() => a(i))
            : r === !1
              ? a(i)
              : u.startTransition(() => {
                  r === !0 && s((e) => Jr(e, i)), a(i);
                });
        else if (t && d) {
          t(() => {
            h && (p?.resolve(), h.skipTransition()),
              f({
                isTransitioning: !0,
                flushSync: !0,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              });
          });
          const n = e.window.document.startViewTransition(() => {
            t(() => a(i));
          });
          n.finished.finally(() => {
            t(() => {
              m(void 0), g(void 0), l(void 0), f({ isTransitioning: !1 });
            });
          }),
            t(() => g(n));
        } else
          h
            ? (p?.resolve(),
              h.skipTransition(),
              v({ state: i, currentLocation: _.currentLocation, nextLocation: _.nextLocation }))
            : (l(i),
              f({
                isTransitioning: !0,
                flushSync: !1,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              }));
      },
      [e.window, t, h, p, r, s, n],
    );
  u.useLayoutEffect(() => e.subscribe(b), [e, b]),
    u.useEffect(() => {
      d.isTransitioning && !d.flushSync && m(new Kr());
    }, [d]),
    u.useEffect(() => {
      if (p && c && e.window) {
        const t = c,
          n = p.promise,
          i = e.window.document.startViewTransition(async () => {
            r === !1
              ? a(t)
              : u.startTransition(() => {
                  r === !0 && s((e) => Jr(e, t)), a(t);
                }),
              await n;
          });
        i.finished.finally(() => {
          m(void 0), g(void 0), l(void 0), f({ isTransitioning: !1 });
        }),
          g(i);
      }
    }, [c, p, e.window, r, s]),
    u.useEffect(() => {
      p && c && o.location.key === c.location.key && p.resolve();
    }, [p, h, o.location, c]),
    u.useEffect(() => {
      !d.isTransitioning &&
        _ &&
        (l(_.state),
        f({ isTransitioning: !0, flushSync: !1, currentLocation: _.currentLocation, nextLocation: _.nextLocation }),
        v(void 0));
    }, [d.isTransitioning, _]);
  const x = u.useMemo(
      () => ({
        createHref: e.createHref,
        createURL: e.createURL,
        encodeLocation: e.encodeLocation,
        go: (t) => e.navigate(t),
        push: (t, n, r) => e.navigate(t, { state: n, preventScrollReset: r?.preventScrollReset }),
        replace: (t, n, r) => e.navigate(t, { replace: !0, state: n, preventScrollReset: r?.preventScrollReset }),
      }),
      [e],
    ),
    S = e.basename || `/`,
    C = u.useMemo(() => ({ router: e, navigator: x, static: !1, basename: S, onError: n }), [e, x, S, n]);
  return u.createElement(
    u.Fragment,
    null,
    u.createElement(
      Hn.Provider,
      { value: C },
      u.createElement(
        Un.Provider,
        { value: o },
        u.createElement(
          qn.Provider,
          { value: y.current },
          u.createElement(
            Kn.Provider,
            { value: d },
            u.createElement(
              $r,
              { basename: S, location: o.location, navigationType: o.historyAction, navigator: x, useTransitions: r },
              u.createElement(Yr, {
                routes: e.routes,
                manifest: e.manifest,
                future: e.future,
                state: o,
                isStatic: !1,
                onError: n,
              }),
            ),
          ),
        ),
      ),
    ),
    null,
  );
}
function Jr(e, t) {
  return {
    ...e,
    navigation: t.navigation.state === `idle` ? e.navigation : t.navigation,
    revalidation: t.revalidation === `idle` ? e.revalidation : t.revalidation,
    actionData: t.navigation.state === `submitting` ? e.actionData : t.actionData,
    fetchers: t.fetchers,
  };
}
var Yr = u.memo(Xr);
function Xr({ routes: e, manifest: t, future: n, state: r, isStatic: i, onError: a }) {
  return hr(e, void 0, { manifest: t, state: r, isStatic: i, onError: a, future: n });
}
function Zr({ to: e, replace: t, state: n, relative: r }) {
  S(ar(), `<Navigate> may be used only in the context of a <Router> component.`);
  const { static: i, navigator: a } = u.useContext(Yn);
  C(
    !i,
    `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`,
  );
  const { matches: o } = u.useContext(Zn),
    { pathname: s } = or(),
    c = lr(),
    l = Pe(e, Ne(o), s, r === `path`);
  lt(typeof e == `string` ? e : E(e), a.createHref(l), ot(a), `reject`);
  const d = JSON.stringify(l);
  return (
    u.useEffect(() => {
      c(JSON.parse(d), { replace: t, state: n, relative: r });
    }, [c, d, r, t, n]),
    null
  );
}
function Qr(e) {
  return fr(e.context);
}
function $r({
  basename: e = `/`,
  children: t = null,
  location: n,
  navigationType: r = `POP`,
  navigator: i,
  static: a = !1,
  useTransitions: o,
}) {
  S(!ar(), `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`);
  const s = e.replace(/^\/*/, `/`),
    c = u.useMemo(() => ({ basename: s, navigator: i, static: a, useTransitions: o, future: {} }), [s, i, a, o]);
  typeof n == `string` && (n = D(n));
  const { pathname: l = `/`, search: d = ``, hash: f = ``, state: p = null, key: m = `default`, mask: h } = n,
    g = u.useMemo(() => {
      const e = Ee(l, s);
      return e == null
        ? null
        : { location: { pathname: e, search: d, hash: f, state: p, key: m, mask: h }, navigationType: r };
    }, [s, l, d, f, p, m, r, h]);
  return (
    C(
      g != null,
      `<Router basename="${s}"> is not able to match the URL "${l}${d}${f}" because it does not start with the basename, so the <Router> won't render anything.`,
    ),
    g == null
      ? null
      : u.createElement(Yn.Provider, { value: c }, u.createElement(Xn.Provider, { children: t, value: g }))
  );
}
function ei({ children: e, errorElement: t, resolve: n }) {
  const r = u.useContext(Hn),
    i = u.useContext(Un),
    a = u.useCallback(
      (e, t) => {
        r &&
          r.onError &&
          i &&
          r.onError(e, {
            location: i.location,
            params: i.matches[0]?.params || {},
            pattern: Ge(i.matches),
            errorInfo: t,
          });
      },
      [r, i],
    );
  return u.createElement(ti, { resolve: n, errorElement: t, onError: a }, u.createElement(ni, null, e));
}
var ti = class extends u.Component {
  constructor(e) {
    super(e), (this.state = { error: null });
  }
  static getDerivedStateFromError(e) {
    return { error: e };
  }
  componentDidCatch(e, t) {
    this.props.onError
      ? this.props.onError(e, t)
      : console.error(`<Await> caught the following error during render`, e, t);
  }
  render() {
    let { children: e, errorElement: t, resolve: n } = this.props,
      r = null,
      i = 0;
    if (!(n instanceof Promise))
      (i = 1),
        (r = Promise.resolve()),
        Object.defineProperty(r, '_tracked', { get: () => !0 }),
        Object.defineProperty(r, '_data', { get: () => n });
    else if (this.state.error) {
      i = 2;
      const e = this.state.error;
      (r = Promise.reject().catch(() => {})),
        Object.defineProperty(r, '_tracked', { get: () => !0 }),
        Object.defineProperty(r, '_error', { get: () => e });
    } else
      n._tracked
        ? ((r = n), (i = `_error` in r ? 2 : +(`_data` in r)))
        : ((i = 0),
          Object.defineProperty(n, '_tracked', { get: () => !0 }),
          (r = n.then(
            (e) => Object.defineProperty(n, '_data', { get: () => e }),
            (e) => {
              this.props.onError?.(e), Object.defineProperty(n, '_error', { get: () => e });
            },
          )));
    if (i === 2 && !t) throw r._error;
    if (i === 2) return u.createElement(Jn.Provider, { value: r, children: t });
    if (i === 1) return u.createElement(Jn.Provider, { value: r, children: e });
    throw r;
  }
};
function ni({ children: e }) {
  const t = Fr(),
    n = typeof e == `function` ? e(t) : e;
  return u.createElement(u.Fragment, null, n);
}
var ri = `get`,
  ii = `application/x-www-form-urlencoded`;
function ai(e) {
  return typeof HTMLElement < `u` && e instanceof HTMLElement;
}
function oi(e) {
  return ai(e) && e.tagName.toLowerCase() === `button`;
}
function si(e) {
  return ai(e) && e.tagName.toLowerCase() === `form`;
}
function ci(e) {
  return ai(e) && e.tagName.toLowerCase() === `input`;
}
function li(e) {
  return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function ui(e, t) {
  return e.button === 0 && (!t || t === `_self`) && !li(e);
}
function di(e = ``) {
  return new URLSearchParams(
    typeof e == `string` || Array.isArray(e) || e instanceof URLSearchParams
      ? e
      : Object.keys(e).reduce((t, n) => {
          const r = e[n];
          return t.concat(Array.isArray(r) ? r.map((e) => [n, e]) : [[n, r]]);
        }, []),
  );
}
function fi(e, t) {
  const n = di(e);
  return (
    t &&
      t.forEach((e, r) => {
        n.has(r) ||
          t.getAll(r).forEach((e) => {
            n.append(r, e);
          });
      }),
    n
  );
}
var pi = null;
function mi() {
  if (pi === null)
    try {
      new FormData(document.createElement(`form`), 0), (pi = !1);
    } catch {
      pi = !0;
    }
  return pi;
}
var hi = new Set([`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`]);
function gi(e) {
  return e != null && !hi.has(e)
    ? (C(!1, `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${ii}"`), null)
    : e;
}
function _i(e, t) {
  let n, r, i, a, o;
  if (si(e)) {
    const o = e.getAttribute(`action`);
    (r = o ? Ee(o, t) : null),
      (n = e.getAttribute(`method`) || ri),
      (i = gi(e.getAttribute(`enctype`)) || ii),
      (a = new FormData(e));
  } else if (oi(e) || (ci(e) && (e.type === `submit` || e.type === `image`))) {
    const o = e.form;
    if (o == null) throw Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
    const s = e.getAttribute(`formaction`) || o.getAttribute(`action`);
    if (
      ((r = s ? Ee(s, t) : null),
      (n = e.getAttribute(`formmethod`) || o.getAttribute(`method`) || ri),
      (i = gi(e.getAttribute(`formenctype`)) || gi(o.getAttribute(`enctype`)) || ii),
      (a = new FormData(o, e)),
      !mi())
    ) {
      const { name: t, type: n, value: r } = e;
      if (n === `image`) {
        const e = t ? `${t}.` : ``;
        a.append(`${e}x`, `0`), a.append(`${e}y`, `0`);
      } else t && a.append(t, r);
    }
  } else if (ai(e)) throw Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);
  else (n = ri), (r = null), (i = ii), (o = e);
  return (
    a && i === `text/plain` && ((o = a), (a = void 0)),
    { action: r, method: n.toLowerCase(), encType: i, formData: a, body: o }
  );
}
Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
var vi = { '&': `\\u0026`, '>': `\\u003e`, '<': `\\u003c`, '\u2028': `\\u2028`, '\u2029': `\\u2029` },
  yi = /[&><\u2028\u2029]/g;
function bi(e) {
  return e.replace(yi, (e) => vi[e]);
}
function xi(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function Si(e, t, n, r) {
  const i =
    typeof e == `string` ? new URL(e, typeof window > `u` ? `server://singlefetch/` : window.location.origin) : e;
  return (
    (i.pathname = n
      ? i.pathname.endsWith(`/`)
        ? `${i.pathname}_.${r}`
        : `${i.pathname}.${r}`
      : i.pathname === `/`
        ? `_root.${r}`
        : t && Ee(i.pathname, t) === `/`
          ? `${Le(t)}/_root.${r}`
          : `${Le(i.pathname)}.${r}`),
    i
  );
}
async function Ci(e, t) {
  if (e.id in t) return t[e.id];
  try {
    const n = await import(e.module);
    return ((t[e.id] = n), n);
  } catch (t) {
    return (
      console.error(`Error loading route module \`${e.module}\`, reloading page...`),
      console.error(t),
      window.__reactRouterContext && window.__reactRouterContext.isSpaMode,
      window.location.reload(),
      new Promise(() => {})
    );
  }
}
function wi(e) {
  return e != null && typeof e.page == `string`;
}
function Ti(e) {
  return e == null
    ? !1
    : e.href == null
      ? e.rel === `preload` && typeof e.imageSrcSet == `string` && typeof e.imageSizes == `string`
      : typeof e.rel == `string` && typeof e.href == `string`;
}
async function Ei(e, t, n) {
  return ji(
    (
      await Promise.all(
        e.map(async (e) => {
          const r = t.routes[e.route.id];
          if (r) {
            const e = await Ci(r, n);
            return e.links ? e.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(Ti)
      .filter((e) => e.rel === `stylesheet` || e.rel === `preload`)
      .map((e) => (e.rel === `stylesheet` ? { ...e, rel: `prefetch`, as: `style` } : { ...e, rel: `prefetch` })),
  );
}
function Di(e, t, n, r, i, a) {
  const o = (e, t) => !n[t] || e.route.id !== n[t].route.id,
    s = (e, t) =>
      n[t].pathname !== e.pathname || (n[t].route.path?.endsWith(`*`) && n[t].params[`*`] !== e.params[`*`]);
  return a === `assets`
    ? t.filter((e, t) => o(e, t) || s(e, t))
    : a === `data`
      ? t.filter((t, a) => {
          const c = r.routes[t.route.id];
          if (!c || !c.hasLoader) return !1;
          if (o(t, a) || s(t, a)) return !0;
          if (t.route.shouldRevalidate) {
            const r = t.route.shouldRevalidate({
              currentUrl: new URL(i.pathname + i.search + i.hash, window.origin),
              currentParams: n[0]?.params || {},
              nextUrl: new URL(e, window.origin),
              nextParams: t.params,
              defaultShouldRevalidate: !0,
            });
            if (typeof r == `boolean`) return r;
          }
          return !0;
        })
      : [];
}
function Oi(e, t, { includeHydrateFallback: n } = {}) {
  return ki(
    e.flatMap((e) => {
      const r = t.routes[e.route.id];
      if (!r) return [];
      let i = [r.module];
      return (
        r.clientActionModule && (i = i.concat(r.clientActionModule)),
        r.clientLoaderModule && (i = i.concat(r.clientLoaderModule)),
        n && r.hydrateFallbackModule && (i = i.concat(r.hydrateFallbackModule)),
        r.imports && (i = i.concat(r.imports)),
        i
      );
    }),
  );
}
function ki(e) {
  return [...new Set(e)];
}
function Ai(e) {
  const t = {},
    n = Object.keys(e).sort();
  for (const r of n) t[r] = e[r];
  return t;
}
function ji(e, t) {
  const n = new Set(),
    r = new Set(t);
  return e.reduce((e, i) => {
    if (t && !wi(i) && i.as === `script` && i.href && r.has(i.href)) return e;
    const a = JSON.stringify(Ai(i));
    return (n.has(a) || (n.add(a), e.push({ key: a, link: i })), e);
  }, []);
}
function Mi() {
  const e = u.useContext(Hn);
  return (xi(e, `You must render this element inside a <DataRouterContext.Provider> element`), e);
}
function Ni() {
  const e = u.useContext(Un);
  return (xi(e, `You must render this element inside a <DataRouterStateContext.Provider> element`), e);
}
var Pi = u.createContext(void 0);
Pi.displayName = `FrameworkContext`;
function Fi() {
  const e = u.useContext(Pi);
  return (xi(e, `You must render this element inside a <HydratedRouter> element`), e);
}
function Ii(e, t) {
  const n = u.useContext(Pi),
    [r, i] = u.useState(!1),
    [a, o] = u.useState(!1),
    { onFocus: s, onBlur: c, onMouseEnter: l, onMouseLeave: d, onTouchStart: f } = t,
    p = u.useRef(null);
  u.useEffect(() => {
    if ((e === `render` && o(!0), e === `viewport`)) {
      const e = new IntersectionObserver(
        (e) => {
          e.forEach((e) => {
            o(e.isIntersecting);
          });
        },
        { threshold: 0.5 },
      );
      return (
        p.current && e.observe(p.current),
        () => {
          e.disconnect();
        }
      );
    }
  }, [e]),
    u.useEffect(() => {
      if (r) {
        const e = setTimeout(() => {
          o(!0);
        }, 100);
        return () => {
          clearTimeout(e);
        };
      }
    }, [r]);
  const m = () => {
      i(!0);
    },
    h = () => {
      i(!1), o(!1);
    };
  return n
    ? e === `intent`
      ? [
          a,
          p,
          {
            onFocus: Li(s, m),
            onBlur: Li(c, h),
            onMouseEnter: Li(l, m),
            onMouseLeave: Li(d, h),
            onTouchStart: Li(f, m),
          },
        ]
      : [a, p, {}]
    : [!1, p, {}];
}
function Li(e, t) {
  return (n) => {
    e && e(n), n.defaultPrevented || t(n);
  };
}
function Ri({ page: e, ...t }) {
  const n = Gn(),
    { nonce: r } = Fi(),
    { router: i } = Mi(),
    a = u.useMemo(() => ce(i.routes, e, i.basename), [i.routes, e, i.basename]);
  return a
    ? (t.nonce == null && r && (t = { ...t, nonce: r }),
      n ? u.createElement(Bi, { page: e, matches: a, ...t }) : u.createElement(Vi, { page: e, matches: a, ...t }))
    : null;
}
function zi(e) {
  const { manifest: t, routeModules: n } = Fi(),
    [r, i] = u.useState([]);
  return (
    u.useEffect(() => {
      let r = !1;
      return (
        Ei(e, t, n).then((e) => {
          r || i(e);
        }),
        () => {
          r = !0;
        }
      );
    }, [e, t, n]),
    r
  );
}
function Bi({ page: e, matches: t, ...n }) {
  const r = or(),
    { future: i } = Fi(),
    { basename: a } = Mi(),
    o = u.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = Si(e, a, i.v8_trailingSlashAwareDataRequests, `rsc`),
        o = !1,
        s = [];
      for (const e of t) typeof e.route.shouldRevalidate == `function` ? (o = !0) : s.push(e.route.id);
      return (o && s.length > 0 && n.searchParams.set(`_routes`, s.join(`,`)), [n.pathname + n.search]);
    }, [a, i.v8_trailingSlashAwareDataRequests, e, r, t]);
  return u.createElement(
    u.Fragment,
    null,
    o.map((e) => u.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
  );
}
function Vi({ page: e, matches: t, ...n }) {
  const r = or(),
    { future: i, manifest: a, routeModules: o } = Fi(),
    { basename: s } = Mi(),
    { loaderData: c, matches: l } = Ni(),
    d = u.useMemo(() => Di(e, t, l, a, r, `data`), [e, t, l, a, r]),
    f = u.useMemo(() => Di(e, t, l, a, r, `assets`), [e, t, l, a, r]),
    p = u.useMemo(() => {
      if (e === r.pathname + r.search + r.hash) return [];
      let n = new Set(),
        l = !1;
      if (
        (t.forEach((e) => {
          const t = a.routes[e.route.id];
          t &&
            t.hasLoader &&
            ((!d.some((t) => t.route.id === e.route.id) && e.route.id in c && o[e.route.id]?.shouldRevalidate) ||
            t.hasClientLoader
              ? (l = !0)
              : n.add(e.route.id));
        }),
        n.size === 0)
      )
        return [];
      const u = Si(e, s, i.v8_trailingSlashAwareDataRequests, `data`);
      return (
        l &&
          n.size > 0 &&
          u.searchParams.set(
            `_routes`,
            t
              .filter((e) => n.has(e.route.id))
              .map((e) => e.route.id)
              .join(`,`),
          ),
        [u.pathname + u.search]
      );
    }, [s, i.v8_trailingSlashAwareDataRequests, c, r, a, d, t, e, o]),
    m = u.useMemo(() => Oi(f, a), [f, a]),
    h = zi(f);
  return u.createElement(
    u.Fragment,
    null,
    p.map((e) => u.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...n })),
    m.map((e) => u.createElement(`link`, { key: e, rel: `modulepreload`, href: e, ...n })),
    h.map(({ key: e, link: t }) =>
      u.createElement(`link`, { key: e, nonce: n.nonce, ...t, crossOrigin: t.crossOrigin ?? n.crossOrigin }),
    ),
  );
}
function Hi(...e) {
  return (t) => {
    e.forEach((e) => {
      typeof e == `function` ? e(t) : e != null && (e.current = t);
    });
  };
}
u.Component;
var Ui = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
try {
  Ui && (window.__reactRouterVersion = `7.18.5`);
} catch {}
function Wi(e, t) {
  return Dt({
    basename: t?.basename,
    getContext: t?.getContext,
    future: t?.future,
    history: x({ window: t?.window }),
    hydrationData: t?.hydrationData || Gi(),
    routes: e,
    mapRouteProperties: Wr,
    hydrationRouteProperties: Gr,
    dataStrategy: t?.dataStrategy,
    patchRoutesOnNavigation: t?.patchRoutesOnNavigation,
    window: t?.window,
    instrumentations: t?.instrumentations,
  }).initialize();
}
function Gi() {
  let e = window?.__staticRouterHydrationData;
  return (e && e.errors && (e = { ...e, errors: Ki(e.errors) }), e);
}
function Ki(e) {
  if (!e) return null;
  const t = Object.entries(e),
    n = {};
  for (const [e, r] of t)
    if (r && r.__type === `RouteErrorResponse`) n[e] = new Ue(r.status, r.statusText, r.data, r.internal === !0);
    else if (r && r.__type === `Error`) {
      if (typeof r.__subType == `string` && He.includes(r.__subType)) {
        const t = window[r.__subType];
        if (typeof t == `function`)
          try {
            const i = new t(r.message);
            (i.stack = ``), (n[e] = i);
          } catch {}
      }
      if (n[e] == null) {
        const t = Error(r.message);
        (t.stack = ``), (n[e] = t);
      }
    } else n[e] = r;
  return n;
}
var qi = u.forwardRef(
  (
    {
      onClick: e,
      discover: t = `render`,
      prefetch: n = `none`,
      relative: r,
      reloadDocument: i,
      replace: a,
      mask: o,
      state: s,
      target: c,
      to: l,
      preventScrollReset: d,
      viewTransition: f,
      defaultShouldRevalidate: p,
      ...m
    },
    h,
  ) => {
    const { basename: _, navigator: v, useTransitions: y } = u.useContext(Yn),
      b = typeof l == `string` && g.test(l),
      x = qe(l, _);
    l = x.to;
    let S = ir(l, { relative: r }),
      C = or(),
      w = null;
    if (o) {
      const e = Pe(o, [], C.mask ? C.mask.pathname : `/`, !0);
      _ !== `/` && (e.pathname = e.pathname === `/` ? _ : Ie([_, e.pathname])), (w = v.createHref(e));
    }
    const [T, ee, E] = Ii(n, m),
      D = ea(l, {
        replace: a,
        mask: o,
        state: s,
        target: c,
        preventScrollReset: d,
        relative: r,
        viewTransition: f,
        defaultShouldRevalidate: p,
        useTransitions: y,
      });
    function O(t) {
      e && e(t), t.defaultPrevented || D(t);
    }
    const te = !(x.isExternal || i),
      k = u.createElement(`a`, {
        ...m,
        ...E,
        href: (te ? w : void 0) || x.absoluteURL || S,
        onClick: te ? O : e,
        ref: Hi(h, ee),
        target: c,
        'data-discover': !b && t === `render` ? `true` : void 0,
      });
    return T && !b ? u.createElement(u.Fragment, null, k, u.createElement(Ri, { page: S })) : k;
  },
);
qi.displayName = `Link`;
var Ji = u.forwardRef(
  (
    {
      'aria-current': e = `page`,
      caseSensitive: t = !1,
      className: n = ``,
      end: r = !1,
      style: i,
      to: a,
      viewTransition: o,
      children: s,
      ...c
    },
    l,
  ) => {
    let d = mr(a, { relative: c.relative }),
      f = or(),
      p = u.useContext(Un),
      { navigator: m, basename: h } = u.useContext(Yn),
      g = p != null && la(d) && o === !0,
      _ = m.encodeLocation ? m.encodeLocation(d).pathname : d.pathname,
      v = f.pathname,
      y = p && p.navigation && p.navigation.location ? p.navigation.location.pathname : null;
    t || ((v = v.toLowerCase()), (y = y ? y.toLowerCase() : null), (_ = _.toLowerCase())),
      y && h && (y = Ee(y, h) || y);
    let b = _ !== `/` && _.endsWith(`/`) ? _.length - 1 : _.length,
      x = v === _ || (!r && v.startsWith(_) && v.charAt(b) === `/`),
      S = y != null && (y === _ || (!r && y.startsWith(_) && y.charAt(_.length) === `/`)),
      C = { isActive: x, isPending: S, isTransitioning: g },
      w = x ? e : void 0,
      T;
    T =
      typeof n == `function`
        ? n(C)
        : [n, x ? `active` : null, S ? `pending` : null, g ? `transitioning` : null].filter(Boolean).join(` `);
    const ee = typeof i == `function` ? i(C) : i;
    return u.createElement(
      qi,
      { ...c, 'aria-current': w, className: T, ref: l, style: ee, to: a, viewTransition: o },
      typeof s == `function` ? s(C) : s,
    );
  },
);
Ji.displayName = `NavLink`;
var Yi = u.forwardRef(
  (
    {
      discover: e = `render`,
      fetcherKey: t,
      navigate: n,
      reloadDocument: r,
      replace: i,
      state: a,
      method: o = ri,
      action: s,
      onSubmit: c,
      relative: l,
      preventScrollReset: d,
      viewTransition: f,
      defaultShouldRevalidate: p,
      ...m
    },
    h,
  ) => {
    const { useTransitions: _ } = u.useContext(Yn),
      v = ia(),
      y = aa(s, { relative: l }),
      b = o.toLowerCase() === `get` ? `get` : `post`,
      x = typeof s == `string` && g.test(s);
    return u.createElement(`form`, {
      ref: h,
      method: b,
      action: y,
      onSubmit: r
        ? c
        : (e) => {
            if ((c && c(e), e.defaultPrevented)) return;
            e.preventDefault();
            const r = e.nativeEvent.submitter,
              s = r?.getAttribute(`formmethod`) || o,
              m = () =>
                v(r || e.currentTarget, {
                  fetcherKey: t,
                  method: s,
                  navigate: n,
                  replace: i,
                  state: a,
                  relative: l,
                  preventScrollReset: d,
                  viewTransition: f,
                  defaultShouldRevalidate: p,
                });
            _ && n !== !1 ? u.startTransition(() => m()) : m();
          },
      ...m,
      'data-discover': !x && e === `render` ? `true` : void 0,
    });
  },
);
Yi.displayName = `Form`;
function Xi({ getKey: e, storageKey: t, ...n }) {
  const r = u.useContext(Pi),
    { basename: i } = u.useContext(Yn),
    a = or(),
    o = jr();
  L({ getKey: e, storageKey: t });
  const s = u.useMemo(() => {
    if (!r || !e) return null;
    const t = I(a, o, i, e);
    return t === a.key ? null : t;
  }, []);
  if (!r || r.isSpaMode) return null;
  const c = ((e, t) => {
    if (!window.history.state || !window.history.state.key) {
      const e = Math.random().toString(32).slice(2);
      window.history.replaceState({ key: e }, ``);
    }
    try {
      const n = JSON.parse(sessionStorage.getItem(e) || `{}`)[t || window.history.state.key];
      typeof n == `number` && window.scrollTo(0, n);
    } catch (t) {
      console.error(t), sessionStorage.removeItem(e);
    }
  }).toString();
  return (
    n.nonce == null && r?.nonce && (n.nonce = r.nonce),
    u.createElement(`script`, {
      ...n,
      suppressHydrationWarning: !0,
      dangerouslySetInnerHTML: { __html: `(${c})(${bi(JSON.stringify(t || oa))}, ${bi(JSON.stringify(s))})` },
    })
  );
}
Xi.displayName = `ScrollRestoration`;
function Zi(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Qi(e) {
  const t = u.useContext(Hn);
  return (S(t, Zi(e)), t);
}
function $i(e) {
  const t = u.useContext(Un);
  return (S(t, Zi(e)), t);
}
function ea(
  e,
  {
    target: t,
    replace: n,
    mask: r,
    state: i,
    preventScrollReset: a,
    relative: o,
    viewTransition: s,
    defaultShouldRevalidate: c,
    useTransitions: l,
  } = {},
) {
  const d = lr(),
    f = or(),
    p = mr(e, { relative: o });
  return u.useCallback(
    (m) => {
      if (ui(m, t)) {
        m.preventDefault();
        const t = n === void 0 ? E(f) === E(p) : n,
          h = () =>
            d(e, {
              replace: t,
              mask: r,
              state: i,
              preventScrollReset: a,
              relative: o,
              viewTransition: s,
              defaultShouldRevalidate: c,
            });
        l ? u.startTransition(() => h()) : h();
      }
    },
    [f, d, p, n, r, i, t, e, a, o, s, c, l],
  );
}
function ta(e) {
  C(
    typeof URLSearchParams < `u`,
    'You cannot use the `useSearchParams` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.',
  );
  const t = u.useRef(di(e)),
    n = u.useRef(!1),
    r = or(),
    i = u.useMemo(() => fi(r.search, n.current ? null : t.current), [r.search]),
    a = lr();
  return [
    i,
    u.useCallback(
      (e, t) => {
        const r = di(typeof e == `function` ? e(new URLSearchParams(i)) : e);
        (n.current = !0), a(`?` + r, t);
      },
      [a, i],
    ),
  ];
}
var na = 0,
  ra = () => `__${String(++na)}__`;
function ia() {
  const { router: e } = Qi(`useSubmit`),
    { basename: t } = u.useContext(Yn),
    n = Or(),
    r = e.fetch,
    i = e.navigate;
  return u.useCallback(
    async (e, a = {}) => {
      const { action: o, method: s, encType: c, formData: l, body: u } = _i(e, t);
      if (a.navigate === !1) {
        const e = a.fetcherKey || ra();
        await r(e, n, a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          flushSync: a.flushSync,
        });
      } else
        await i(a.action || o, {
          defaultShouldRevalidate: a.defaultShouldRevalidate,
          preventScrollReset: a.preventScrollReset,
          formData: l,
          body: u,
          formMethod: a.method || s,
          formEncType: a.encType || c,
          replace: a.replace,
          state: a.state,
          fromRouteId: n,
          flushSync: a.flushSync,
          viewTransition: a.viewTransition,
        });
    },
    [r, i, t, n],
  );
}
function aa(e, { relative: t } = {}) {
  const { basename: n } = u.useContext(Yn),
    r = u.useContext(Zn);
  S(r, `useFormAction must be used inside a RouteContext`);
  const [i] = r.matches.slice(-1),
    a = { ...mr(e || `.`, { relative: t }) },
    o = or();
  if (e == null) {
    a.search = o.search;
    const e = new URLSearchParams(a.search),
      t = e.getAll(`index`);
    if (t.some((e) => e === ``)) {
      e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t));
      const n = e.toString();
      a.search = n ? `?${n}` : ``;
    }
  }
  return (
    (!e || e === `.`) && i.route.index && (a.search = a.search ? a.search.replace(/^\?/, `?index&`) : `?index`),
    n !== `/` && (a.pathname = a.pathname === `/` ? n : Ie([n, a.pathname])),
    E(a)
  );
}
var oa = `react-router-scroll-positions`,
  sa = {};
function I(e, t, n, r) {
  let i = null;
  return (r && (i = r(n === `/` ? e : { ...e, pathname: Ee(e.pathname, n) || e.pathname }, t)), (i ??= e.key), i);
}
function L({ getKey: e, storageKey: t } = {}) {
  const { router: n } = Qi(`useScrollRestoration`),
    { restoreScrollPosition: r, preventScrollReset: i } = $i(`useScrollRestoration`),
    { basename: a } = u.useContext(Yn),
    o = or(),
    s = jr(),
    c = kr();
  u.useEffect(
    () => (
      (window.history.scrollRestoration = `manual`),
      () => {
        window.history.scrollRestoration = `auto`;
      }
    ),
    [],
  ),
    ca(
      u.useCallback(() => {
        if (c.state === `idle`) {
          const t = I(o, s, a, e);
          sa[t] = window.scrollY;
        }
        try {
          sessionStorage.setItem(t || oa, JSON.stringify(sa));
        } catch (e) {
          C(
            !1,
            `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${e}).`,
          );
        }
        window.history.scrollRestoration = `auto`;
      }, [c.state, e, a, o, s, t]),
    ),
    typeof document < `u` &&
      (u.useLayoutEffect(() => {
        try {
          const e = sessionStorage.getItem(t || oa);
          e && (sa = JSON.parse(e));
        } catch {}
      }, [t]),
      u.useLayoutEffect(() => {
        const t = n?.enableScrollRestoration(sa, () => window.scrollY, e ? (t, n) => I(t, n, a, e) : void 0);
        return () => t && t();
      }, [n, a, e]),
      u.useLayoutEffect(() => {
        if (r !== !1) {
          if (typeof r == `number`) window.scrollTo(0, r);
          else {
            try {
              if (o.hash) {
                const e = document.getElementById(decodeURIComponent(o.hash.slice(1)));
                if (e) {
                  e.scrollIntoView();
                  return;
                }
              }
            } catch {
              C(!1, `"${o.hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`);
            }
            i !== !0 && window.scrollTo(0, 0);
          }
        }
      }, [o, r, i]));
}
function ca(e, t) {
  const { capture: n } = t || {};
  u.useEffect(() => {
    const t = n == null ? void 0 : { capture: n };
    return (
      window.addEventListener(`pagehide`, e, t),
      () => {
        window.removeEventListener(`pagehide`, e, t);
      }
    );
  }, [e, n]);
}
function la(e, { relative: t } = {}) {
  const n = u.useContext(Kn);
  S(
    n != null,
    "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  const { basename: r } = Qi(`useViewTransitionState`),
    i = mr(e, { relative: t });
  if (!n.isTransitioning) return !1;
  const a = Ee(n.currentLocation.pathname, r) || n.currentLocation.pathname,
    o = Ee(n.nextLocation.pathname, r) || n.nextLocation.pathname;
  return Ce(i.pathname, o) != null || Ce(i.pathname, a) != null;
}
var ua = l(),
  da = { httpError: (e) => `HTTP error! Status: ${e}`, network: `Network error or server is down.` },
  fa = { unexpected: `Unexpected Application Error!`, noRoute: `404: No route matched` },
  pa = class extends Error {
    status;
    constructor(e, t) {
      super(t), (this.status = e), (this.name = `ApiError`);
    }
  },
  ma = class extends Error {
    constructor() {
      super(da.network), (this.name = `NetworkError`);
    }
  };
function ha() {
  const e = (e) => RegExp(`(?:^|;\\s*)${e}=([^;]+)`).exec(document.cookie)?.[1],
    t = e(`__Host-XSRF-TOKEN`) ?? e(`XSRF-TOKEN`);
  return t ? decodeURIComponent(t) : void 0;
}
function ga(e) {
  if (typeof e != `object` || !e || !(`message` in e)) return;
  const { message: t } = e;
  return typeof t == `string` && t ? t : void 0;
}
async function _a(e, { method: t = `GET`, body: n, signal: r } = {}) {
  const i = { accept: `application/json` };
  if ((n !== void 0 && (i[`content-type`] = `application/json`), t !== `GET`)) {
    const e = ha();
    e && (i[`x-xsrf-token`] = e);
  }
  let a;
  try {
    a = await fetch(e, {
      method: t,
      headers: i,
      body: n === void 0 ? void 0 : JSON.stringify(n),
      credentials: `same-origin`,
      signal: r,
    });
  } catch (e) {
    throw e.name === `AbortError` ? e : new ma();
  }
  let o = await a.text(),
    s;
  try {
    s = o ? JSON.parse(o) : void 0;
  } catch {
    s = void 0;
  }
  if (!a.ok) throw new pa(a.status, ga(s) ?? da.httpError(a.status));
  return s;
}
async function va(e, t) {
  ha() || (await _a(`/api/config`));
  const n = ha();
  try {
    return await _a(e, { method: `POST`, body: t });
  } catch (r) {
    if (r instanceof pa && r.status === 403 && ha() !== n) return _a(e, { method: `POST`, body: t });
    throw r;
  }
}
var ya = (e) => typeof e == `object` && !!e;
function ba(e) {
  if (!ya(e)) return null;
  const { id: t, username: n, email: r } = e;
  return typeof t != `string` || typeof n != `string` || typeof r != `string` ? null : { id: t, username: n, email: r };
}
var xa = class extends Error {
  constructor() {
    super(`Unexpected answer from the server.`), (this.name = `UnexpectedAnswerError`);
  }
};
async function Sa() {
  await va(`/api/logout`);
}
async function Ca(e) {
  const t = await _a(`/api/me`, { signal: e });
  if (!ya(t) || !(`user` in t)) throw new xa();
  if (t.user === null) return { user: null, isAdmin: !1 };
  const n = ba(t.user);
  if (!n) throw new xa();
  return { user: n, isAdmin: t.isAdmin === !0 };
}
var wa = t((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.fragment`);
    function r(e, n, r) {
      var i = null;
      if ((r !== void 0 && (i = `` + r), n.key !== void 0 && (i = `` + n.key), `key` in n))
        for (var a in ((r = {}), n)) a !== `key` && (r[a] = n[a]);
      else r = n;
      return ((n = r.ref), { $$typeof: t, type: e, key: i, ref: n === void 0 ? null : n, props: r });
    }
    (e.Fragment = n), (e.jsx = r), (e.jsxs = r);
  }),
  Ta = t((e, t) => {
    t.exports = wa();
  }),
  R = Ta(),
  Ea = `user`;
function Da() {
  try {
    const e = localStorage.getItem(Ea);
    if (!e) return null;
    const t = ba(JSON.parse(e));
    if (t) return t;
    localStorage.removeItem(Ea);
  } catch {}
  return null;
}
function Oa(e) {
  try {
    e ? localStorage.setItem(Ea, JSON.stringify(e)) : localStorage.removeItem(Ea);
  } catch {}
}
var ka = (0, u.createContext)(null);
function Aa({ children: e }) {
  const [t, n] = (0, u.useState)(null),
    [r, i] = (0, u.useState)(`loading`),
    [a, o] = (0, u.useState)(!1),
    s = (0, u.useRef)(0);
  (0, u.useLayoutEffect)(() => {
    const e = Da();
    e && n(e);
  }, []);
  const c = (0, u.useCallback)((e) => {
      s.current += 1;
      const t = s.current;
      Oa(e),
        n(e),
        o(e ? null : !1),
        i(`ready`),
        e &&
          Ca()
            .then((n) => {
              s.current === t && o(n.user?.id === e.id && n.isAdmin);
            })
            .catch(() => {
              s.current === t && o(!1);
            });
    }, []),
    l = (0, u.useCallback)(async () => {
      c(null);
      try {
        await Sa();
      } catch {}
    }, [c]);
  (0, u.useEffect)(() => {
    const e = new AbortController(),
      t = s.current;
    return (
      Ca(e.signal)
        .then((e) => {
          s.current === t && (Oa(e.user), n(e.user), o(e.isAdmin), i(`ready`));
        })
        .catch((r) => {
          e.signal.aborted ||
            (s.current === t && r instanceof pa && r.status === 401 && (Oa(null), n(null)), i(`ready`));
        }),
      () => e.abort()
    );
  }, []),
    (0, u.useEffect)(() => {
      const e = (e) => {
        (e.key === `user` || e.key === null) && ((s.current += 1), n(Da()), o(!1));
      };
      return (window.addEventListener(`storage`, e), () => window.removeEventListener(`storage`, e));
    }, []);
  const d = (0, u.useMemo)(() => ({ user: t, status: r, isAdmin: a, setUser: c, signOut: l }), [t, r, a, c, l]);
  return (0, R.jsx)(ka.Provider, { value: d, children: e });
}
function ja() {
  const e = (0, u.useContext)(ka);
  if (!e) throw Error(`useSession must be used inside <SessionProvider>`);
  return e;
}
function Ma({ children: e }) {
  return (0, R.jsx)(Aa, { children: e });
}
var Na = `router-data`;
function Pa(e) {
  return e?.textContent ? { loaderData: JSON.parse(e.textContent).loaderData } : null;
}
var Fa = `modulepreload`,
  Ia = (e) => `/` + e,
  La = {},
  Ra = (e) => e.pathname.endsWith(`.css`),
  za = (e, t, n) => {
    if (t in e) return e[t];
    const r = n();
    if (!r) {
      e[t] = void 0;
      return;
    }
    const i = r.then(
      () => {
        e[t] = void 0;
      },
      (n) => {
        throw ((e[t] = void 0), n);
      },
    );
    return ((e[t] = i), i);
  },
  z = (e, t, n) => {
    let r = Promise.resolve();
    if (t && t.length > 0) {
      let e,
        i = document.querySelector(`meta[property=csp-nonce]`),
        a = i?.nonce || i?.getAttribute(`nonce`);
      function o(e) {
        return Promise.all(
          e.map((e) =>
            Promise.resolve(e).then(
              (e) => ({ status: `fulfilled`, value: e }),
              (e) => ({ status: `rejected`, reason: e }),
            ),
          ),
        );
      }
      function s(e) {
        return import.meta.resolve ? new URL(import.meta.resolve(e)) : new URL(e, import.meta.url);
      }
      r = o(
        t
          .map((t) => {
            t = Ia(t, n);
            const r = s(t),
              i = Ra(r);
            return za(La, r.href, () => {
              if (e === void 0) {
                e = { all: new Set(), styles: new Set() };
                const t = document.getElementsByTagName(`link`);
                for (let n = t.length - 1; n >= 0; n--) {
                  const r = t[n];
                  e.all.add(r.href), r.rel === `stylesheet` && e.styles.add(r.href);
                }
              }
              if ((i ? e.styles : e.all).has(r.href)) return;
              const t = document.createElement(`link`);
              if (
                ((t.rel = i ? `stylesheet` : Fa),
                i || (t.as = `script`),
                (t.crossOrigin = ``),
                (t.href = r.href),
                a && t.setAttribute(`nonce`, a),
                document.head.appendChild(t),
                i)
              )
                return new Promise((e, n) => {
                  const i = (a) => {
                    t.removeEventListener(`load`, i),
                      t.removeEventListener(`error`, i),
                      a.type === `error` ? n(Error(`Unable to preload CSS for ${r}`)) : e(a);
                  };
                  t.addEventListener(`load`, i), t.addEventListener(`error`, i);
                });
            });
          })
          .filter((e) => e !== void 0),
      );
    }
    function i(e) {
      const t = new Event(`vite:preloadError`, { cancelable: !0 });
      if (((t.payload = e), window.dispatchEvent(t), !t.defaultPrevented)) throw e;
    }
    return r.then((t) => {
      for (const e of t || []) e.status === `rejected` && i(e.reason);
      return e().catch(i);
    });
  },
  Ba = Object.assign({
    '../components/layout/plain-layout.tsx': () =>
      z(() => import(`./plain-layout-Cj1Ewoi2.js`), __vite__mapDeps([0, 1, 2])),
    '../components/layout/with-nav-layout.tsx': () =>
      z(() => import(`./site-JEPK_OxW.js`).then((e) => e.c), __vite__mapDeps([1, 2])),
    '../features/auth/require-auth.tsx': () => z(() => import(`./require-auth-DZTetsoF.js`), __vite__mapDeps([3, 2])),
    '../features/catalog/event-details-loader.ts': () =>
      z(() => import(`./event-page-BoZRG_ux.js`).then((e) => e.d), __vite__mapDeps([4, 2, 1])),
    '../features/catalog/events-loader.ts': () =>
      z(() => import(`./site-JEPK_OxW.js`).then((e) => e.s), __vite__mapDeps([1, 2])),
    '../features/checkout/ticket-purchase-loader.ts': () =>
      z(() => import(`./ticket-purchase-loader-C3Ph0pZ6.js`), __vite__mapDeps([5, 4, 2, 1])),
    '../features/tickets/ticket-loader.ts': () =>
      z(() => import(`./ticket-loader-duz5rVJQ.js`), __vite__mapDeps([6, 7])),
    '../routes/about-us.tsx': () => z(() => import(`./about-us-Cv9G4cAo.js`), __vite__mapDeps([8, 1, 2])),
    '../routes/check-in.tsx': () => z(() => import(`./check-in-CgWtbjGj.js`), __vite__mapDeps([9, 2, 1, 10, 11])),
    '../routes/concerts.tsx': () => z(() => import(`./concerts-5f4R6Y7q.js`), __vite__mapDeps([12, 2, 1])),
    '../routes/contact.tsx': () => z(() => import(`./contact-C6lZvHCL.js`), __vite__mapDeps([13, 1, 2, 14])),
    '../routes/event-details.tsx': () => z(() => import(`./event-details-CpIaPSyh.js`), __vite__mapDeps([15, 1, 2, 4])),
    '../routes/forgot-password.tsx': () =>
      z(() => import(`./forgot-password-a2nAcpGh.js`), __vite__mapDeps([16, 2, 17, 4, 1, 18, 10, 19, 20])),
    '../routes/helpdesk.tsx': () =>
      z(() => import(`./helpdesk-D_Zv8U_6.js`), __vite__mapDeps([21, 2, 4, 1, 22, 10, 23, 7, 18, 19])),
    '../routes/landing.tsx': () => z(() => import(`./landing-CQHszjsR.js`), __vite__mapDeps([24, 2, 1])),
    '../routes/login.tsx': () =>
      z(() => import(`./login-foqkV-Gc.js`), __vite__mapDeps([25, 2, 17, 4, 1, 18, 10, 19, 20, 26])),
    '../routes/my-tickets.tsx': () =>
      z(() => import(`./my-tickets-BFA7Nw0s.js`), __vite__mapDeps([27, 2, 11, 1, 10, 28, 7])),
    '../routes/not-found.tsx': () => z(() => import(`./not-found-D0lLbwGk.js`), __vite__mapDeps([29, 4, 2, 1])),
    '../routes/notifications.tsx': () => z(() => import(`./notifications-CC0Uvmxz.js`), __vite__mapDeps([30, 1, 2])),
    '../routes/order-summary.tsx': () =>
      z(() => import(`./order-summary-CV3YAQgX.js`), __vite__mapDeps([31, 2, 4, 1, 32, 33, 10, 23, 7, 34])),
    '../routes/organizers.tsx': () =>
      z(() => import(`./organizers-CBLALzaE.js`), __vite__mapDeps([35, 2, 1, 4, 36, 10, 19, 18])),
    '../routes/privacy.tsx': () => z(() => import(`./privacy-DURAcDkD.js`), __vite__mapDeps([37, 1, 2, 14])),
    '../routes/reset-password.tsx': () =>
      z(() => import(`./reset-password-CCDuTqGr.js`), __vite__mapDeps([38, 2, 17, 4, 1, 10, 19, 20])),
    '../routes/signup.tsx': () =>
      z(() => import(`./signup-q_9AgSC7.js`), __vite__mapDeps([39, 2, 17, 4, 1, 18, 10, 19, 20, 26])),
    '../routes/terms.tsx': () => z(() => import(`./terms-BodFIiVz.js`), __vite__mapDeps([40, 1, 2, 14])),
    '../routes/thank-you.tsx': () =>
      z(() => import(`./thank-you-CGiJyUx5.js`), __vite__mapDeps([41, 2, 1, 4, 10, 7, 34, 33])),
    '../routes/ticket-purchase.tsx': () =>
      z(() => import(`./ticket-purchase-PJgXmEUw.js`), __vite__mapDeps([42, 2, 4, 1, 32, 10, 33, 18, 19])),
    '../routes/ticket.tsx': () =>
      z(() => import(`./ticket-Div29tlG.js`), __vite__mapDeps([43, 2, 4, 1, 10, 7, 23, 11, 28])),
    '../routes/verify-email.tsx': () =>
      z(() => import(`./verify-email-D7Wrgpbn.js`), __vite__mapDeps([44, 2, 17, 4, 1, 10])),
  });
function Va(e) {
  const t = Ba[e];
  if (!t) throw Error(`${e} is not among the lazily loaded modules (app/lazy-modules.ts)`);
  return t;
}
function Ha(e) {
  return Object.assign(Va(e), { module: e });
}
function Ua(e, t) {
  const n = Va(e);
  return Object.assign(
    async () => {
      const r = await n();
      if (!(t in r)) throw Error(`${e} exports no ${t}`);
      return r[t];
    },
    { module: e },
  );
}
var Wa = (e) => Ua(e, `Component`),
  Ga = (e, t) => Ua(e, t);
async function Ka(e, t) {
  const n = (ce(e, t) ?? []).map((e) => e.route);
  await Promise.all(
    n.map(async (e) => {
      const { lazy: t } = e;
      if (!t) return;
      const n =
        typeof t == `function`
          ? await t()
          : Object.fromEntries(await Promise.all(Object.entries(t).map(async ([e, t]) => [e, await t?.()])));
      Object.assign(e, n, { lazy: void 0 });
    }),
  );
}
function qa() {
  return (0, R.jsx)(`span`, {
    'aria-hidden': `true`,
    className: `size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600`,
  });
}
function Ja() {
  return (0, R.jsxs)(`div`, {
    className: `grid min-h-dvh place-items-center`,
    role: `status`,
    'aria-live': `polite`,
    children: [(0, R.jsx)(qa, {}), (0, R.jsx)(`span`, { className: `sr-only`, children: `Loading...` })],
  });
}
function Ya(e) {
  if (!ya(e)) return null;
  const { publicUrl: t, google: n, supportEmail: r, tawkPropertyId: i, devMailbox: a, payment: o, testMode: s } = e;
  return typeof t != `string` || typeof r != `string`
    ? null
    : {
        publicUrl: t,
        supportEmail: r,
        google: Xa(n),
        tawkPropertyId: typeof i == `string` && i ? i : null,
        devMailbox: a === !0,
        payment: Za(o),
        testMode: s === !0,
      };
}
function Xa(e) {
  if (!ya(e)) return null;
  const { provider: t, clientId: n, scriptUrl: r } = e;
  return (t !== `google` && t !== `simulator`) || typeof n != `string` || !n || typeof r != `string` || !r
    ? null
    : { provider: t, clientId: n, scriptUrl: r };
}
function Za(e) {
  if (!ya(e)) return { provider: `simulator`, scriptUrl: ``, publicKey: `` };
  const { provider: t, scriptUrl: n, publicKey: r } = e;
  return {
    provider: t === `paystack` ? `paystack` : `simulator`,
    scriptUrl: typeof n == `string` ? n : ``,
    publicKey: typeof r == `string` ? r : ``,
  };
}
var Qa = class extends Error {
    constructor() {
      super(`Unexpected answer from the server.`), (this.name = `UnexpectedConfigError`);
    }
  },
  $a = null;
function eo() {
  return (
    ($a ??= _a(`/api/config`).then((e) => {
      const t = Ya(e);
      if (!t) throw new Qa();
      return t;
    })),
    $a.catch(() => {
      $a = null;
    }),
    $a
  );
}
function to(e) {
  return e?.server ?? null;
}
var no = `root`,
  ro = (e) => e.replace(/\/+$/, ``);
async function io({ context: e }) {
  const t = to(e);
  if (t) return t.site;
  try {
    const e = await eo();
    return {
      testMode: e.testMode,
      simulated: { payments: e.payment.provider === `simulator`, google: e.google?.provider === `simulator` },
      publicUrl: ro(e.publicUrl),
    };
  } catch {
    return { testMode: !1, simulated: { payments: !1, google: !1 }, publicUrl: window.location.origin };
  }
}
function ao() {
  const e = Nr(no);
  if (!e) throw Error(`useSite needs the root route (app/router.tsx) and its loader`);
  return e;
}
var oo = (e, t) => `${e.publicUrl}${t}`;
function so({ payments: e, google: t }) {
  return e && t
    ? {
        short: `simulated payments and Google sign-in`,
        long: `payments and Google sign-in are simulated, and no card is charged.`,
      }
    : t
      ? { short: `simulated Google sign-in`, long: `Google sign-in is simulated with test accounts.` }
      : { short: `simulated payments, no card charged`, long: `payments are simulated and no card is charged.` };
}
function co() {
  const e = ao();
  if (!e.testMode) return null;
  const { short: t, long: n } = so(e.simulated);
  return (0, R.jsxs)(`aside`, {
    'aria-label': `Test mode`,
    className: `truncate border-b border-accent-500/40 bg-accent-400/25 px-4 py-1.5 text-center text-xs font-semibold text-accent-600 sm:text-sm`,
    children: [
      (0, R.jsx)(`strong`, { className: `font-extrabold`, children: `Test mode:` }),
      ` `,
      (0, R.jsx)(`span`, { className: `sm:hidden`, children: t }),
      (0, R.jsx)(`span`, { className: `hidden sm:inline`, children: n }),
    ],
  });
}
function lo() {
  return (0, R.jsxs)(R.Fragment, {
    children: [
      (0, R.jsx)(Xi, {}),
      (0, R.jsx)(co, {}),
      (0, R.jsx)(`div`, { className: `relative`, children: (0, R.jsx)(Qr, {}) }),
    ],
  });
}
function uo() {
  const e = Pr(),
    t = We(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : String(e);
  return (0, R.jsxs)(`main`, {
    className: `mx-auto grid min-h-dvh max-w-xl place-content-center gap-4 p-6 text-center`,
    children: [
      (0, R.jsx)(`h1`, { className: `text-3xl font-bold`, children: fa.unexpected }),
      (0, R.jsx)(`p`, { className: `text-muted`, children: t }),
      (0, R.jsx)(qi, {
        to: `/`,
        className: `font-semibold text-brand-600 underline`,
        children: `Back to the home page`,
      }),
    ],
  });
}
var fo = Ga(`../features/catalog/events-loader.ts`, `eventsLoader`),
  po = Ga(`../features/checkout/ticket-purchase-loader.ts`, `ticketPurchaseLoader`),
  mo = (e) => Wa(`../routes/${e}.tsx`),
  ho = [
    {
      id: no,
      element: (0, R.jsx)(lo, {}),
      errorElement: (0, R.jsx)(uo, {}),
      HydrateFallback: Ja,
      loader: io,
      shouldRevalidate: () => !1,
      children: [
        {
          id: `landing`,
          path: `/`,
          lazy: {
            loader: fo,
            Component: mo(`landing`),
            shouldRevalidate: Ua(`../routes/landing.tsx`, `shouldRevalidate`),
          },
        },
        { path: `/login`, lazy: Ha(`../routes/login.tsx`) },
        { path: `/signup`, lazy: Ha(`../routes/signup.tsx`) },
        { path: `/forgot-password`, lazy: Ha(`../routes/forgot-password.tsx`) },
        { path: `/reset-password/:token`, lazy: Ha(`../routes/reset-password.tsx`) },
        { path: `/verify-email/:token`, lazy: Ha(`../routes/verify-email.tsx`) },
        {
          lazy: Ha(`../components/layout/with-nav-layout.tsx`),
          children: [
            {
              id: `event-details`,
              path: `/event-details/:id`,
              lazy: {
                loader: Ga(`../features/catalog/event-details-loader.ts`, `eventDetailsLoader`),
                Component: mo(`event-details`),
                ErrorBoundary: Ua(`../routes/event-details.tsx`, `ErrorBoundary`),
              },
            },
            { path: `/ticket-purchase/:id`, lazy: { loader: po, Component: mo(`ticket-purchase`) } },
            { id: `concerts`, path: `/concerts`, lazy: { loader: fo, Component: mo(`concerts`) } },
            { path: `/thank-you/:id`, lazy: Ha(`../routes/thank-you.tsx`) },
            {
              path: `/ticket/:transactionReference`,
              lazy: { loader: Ga(`../features/tickets/ticket-loader.ts`, `ticketLoader`), Component: mo(`ticket`) },
            },
            { path: `/notifications`, lazy: Ha(`../routes/notifications.tsx`) },
            { id: `about-us`, path: `/about-us`, lazy: Ha(`../routes/about-us.tsx`) },
            { id: `organizers`, path: `/organizers`, lazy: Ha(`../routes/organizers.tsx`) },
            { id: `helpdesk`, path: `/helpdesk`, lazy: Ha(`../routes/helpdesk.tsx`) },
            {
              lazy: Ha(`../features/auth/require-auth.tsx`),
              children: [
                { path: `/my-tickets`, lazy: Ha(`../routes/my-tickets.tsx`) },
                { path: `/check-in`, lazy: Ha(`../routes/check-in.tsx`) },
                { path: `/order-summary/:id`, lazy: { loader: po, Component: mo(`order-summary`) } },
              ],
            },
          ],
        },
        {
          lazy: Ha(`../components/layout/plain-layout.tsx`),
          children: [
            { id: `contact`, path: `/contact`, lazy: Ha(`../routes/contact.tsx`) },
            { id: `terms`, path: `/terms`, lazy: Ha(`../routes/terms.tsx`) },
            { id: `privacy`, path: `/Privacy`, lazy: Ha(`../routes/privacy.tsx`) },
          ],
        },
        { id: `about`, path: `/about`, loader: () => Ve(`/about-us`, 301) },
        { id: `not-found`, path: `*`, lazy: Ha(`../routes/not-found.tsx`) },
      ],
    },
  ],
  go = async ({ path: e, patch: t }) => {
    if (e !== `/admin` && !e.startsWith(`/admin/`)) return;
    const { adminRoutes: n } = await z(async () => {
      const { adminRoutes: e } = await import(`./admin-routes-MkT4nUO5.js`);
      return { adminRoutes: e };
    }, []);
    for (const [e, r] of Object.entries(n)) t(e, r);
  },
  _o = document.getElementById(`root`);
if (!_o) throw Error(`#root is missing from index.html`);
var vo = Pa(document.getElementById(Na));
vo
  ? Ka(ho, window.location.pathname).then(() => {
      const e = Wi(ho, { hydrationData: vo, patchRoutesOnNavigation: go });
      (0, u.startTransition)(() => {
        (0, ua.hydrateRoot)(
          _o,
          (0, R.jsx)(u.StrictMode, { children: (0, R.jsx)(Ma, { children: (0, R.jsx)(qr, { router: e }) }) }),
        );
      });
    })
  : (0, ua.createRoot)(_o).render(
      (0, R.jsx)(u.StrictMode, {
        children: (0, R.jsx)(Ma, { children: (0, R.jsx)(qr, { router: Wi(ho, { patchRoutesOnNavigation: go }) }) }),
      }),
    );

export {
  _a as g,
  Ar as k,
  ao as r,
  ba as d,
  da as v,
  ei as b,
  eo as a,
  fa as y,
  ha as _,
  Ji as S,
  ja as c,
  lr as D,
  Mr as T,
  ma as m,
  no as t,
  oo as n,
  or as E,
  Pr as A,
  pa as p,
  pr as O,
  Qr as w,
  qa as o,
  qi as x,
  r as N,
  s as M,
  Ta as l,
  ta as j,
  to as i,
  va as h,
  xa as u,
  ya as f,
  Zr as C,
  z as s,
};
//# sourceMappingURL=index-bIbMlBq6.js.map
