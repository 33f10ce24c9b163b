const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f || (m.f = ['assets/jsQR-DMfxOdIb.js', 'assets/rolldown-runtime-XKyaHtl9.js']),
) => i.map((i) => d[i]);

import { t as d } from './format-instant-CXMBL33o.js';
import { o as a, l as i, g as n, s as o, h as r, N as t } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { d as c, u as l, N as s } from './site-JEPK_OxW.js';
import { t as u } from './status-message-D_Oaj3Uk.js';

var f = {
    valid: `Valid ticket: not used yet.`,
    admitted: `Checked in: let them in.`,
    used: `Already used.`,
    cancelled: `This ticket was cancelled.`,
    invalid: `Invalid ticket: this code is not one of ours or has been altered.`,
    staffOnly: `Only door staff can check tickets in.`,
  },
  p = e(t(), 1),
  m = (e) => n(`/api/check-in/access`, { signal: e }),
  h = (e) => r(`/api/check-in`, { link: e }),
  g = i(),
  _ = {
    admitted: `Admitted`,
    used: `Refused: already used`,
    cancelled: `Refused: cancelled`,
    invalid: `Refused: invalid ticket`,
  };
function v({ answer: e }) {
  const t = e.result === `admitted`,
    { ticket: n } = e;
  return (0, g.jsxs)(`section`, {
    'aria-labelledby': `check-in-verdict`,
    'data-result': e.result,
    className: `grid gap-3 rounded-3xl p-5 text-white sm:p-6 ${t ? `bg-green-700` : `bg-red-700`}`,
    children: [
      (0, g.jsxs)(`div`, {
        className: `flex items-center gap-4`,
        children: [
          (0, g.jsx)(`span`, {
            'aria-hidden': `true`,
            className: `text-6xl leading-none font-black`,
            children: t ? `✓` : `✕`,
          }),
          (0, g.jsxs)(`div`, {
            children: [
              (0, g.jsx)(`h2`, {
                id: `check-in-verdict`,
                className: `text-3xl font-extrabold sm:text-4xl`,
                children: _[e.result],
              }),
              e.result === `used` && n?.usedAt
                ? (0, g.jsxs)(`p`, {
                    className: `text-lg font-semibold`,
                    children: [`First scanned `, d(n.usedAt, n.timeZone, n.city)],
                  })
                : (0, g.jsx)(`p`, { className: `text-lg`, children: e.message }),
            ],
          }),
        ],
      }),
      n &&
        (0, g.jsxs)(`dl`, {
          className: `grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-lg`,
          children: [
            (0, g.jsx)(`dt`, { className: `text-white/80`, children: `Holder` }),
            (0, g.jsx)(`dd`, { className: `font-bold break-words`, children: n.holderName }),
            (0, g.jsx)(`dt`, { className: `text-white/80`, children: `Admits` }),
            (0, g.jsxs)(`dd`, {
              className: `font-bold`,
              children: [n.quantity, ` `, n.quantity === 1 ? `person` : `people`],
            }),
            (0, g.jsx)(`dt`, { className: `text-white/80`, children: `Event` }),
            (0, g.jsx)(`dd`, { className: `font-bold break-words`, children: n.eventTitle }),
          ],
        }),
    ],
  });
}
var y = () => globalThis.BarcodeDetector,
  b = 480;
async function x(t, n, r) {
  const { default: i } = await o(
    async () => {
      const { default: t } = await import(`./jsQR-DMfxOdIb.js`).then((t) => e(t.default, 1));
      return { default: t };
    },
    __vite__mapDeps([0, 1]),
  );
  return i(t, n, r, { inversionAttempts: `dontInvert` })?.data ?? null;
}
async function S() {
  const t = y();
  if (t) {
    const e = new t({ formats: [`qr_code`] });
    return async (t) => (await e.detect(t).catch(() => []))[0]?.rawValue ?? null;
  }
  await o(() => import(`./jsQR-DMfxOdIb.js`).then((t) => e(t.default, 1)), __vite__mapDeps([0, 1]));
  const n = document.createElement(`canvas`),
    r = n.getContext(`2d`, { willReadFrequently: !0 });
  return async (e) => {
    if (!r || e.videoWidth === 0) return null;
    const t = Math.min(1, b / e.videoWidth);
    (n.width = Math.round(e.videoWidth * t)),
      (n.height = Math.round(e.videoHeight * t)),
      r.drawImage(e, 0, 0, n.width, n.height);
    const i = r.getImageData(0, 0, n.width, n.height);
    return x(i.data, i.width, i.height);
  };
}
var C = () => typeof navigator < `u` && !!navigator.mediaDevices?.getUserMedia,
  w = 250,
  T = 4e3;
function E({ onCode: e }) {
  const t = (0, p.useRef)(null),
    [n, r] = (0, p.useState)(!1),
    [i, a] = (0, p.useState)(null),
    o = (0, p.useRef)(e);
  o.current = e;
  const s = C();
  return (
    (0, p.useEffect)(() => {
      if (!n) return;
      let e,
        i,
        s = !1,
        c = { code: ``, at: 0 };
      return (
        Promise.all([S(), navigator.mediaDevices.getUserMedia({ video: { facingMode: `environment` } })])
          .then(async ([n, r]) => {
            e = r;
            const a = t.current;
            !s &&
              a &&
              ((a.srcObject = r),
              await a.play(),
              (i = setInterval(async () => {
                const e = await n(a).catch(() => null),
                  t = Date.now();
                !e || (e === c.code && t - c.at < T) || ((c = { code: e, at: t }), o.current(e));
              }, w)));
          })
          .catch(() => {
            a(`The camera could not be opened. Allow camera access, or paste the link below.`), r(!1);
          }),
        () => {
          (s = !0), clearInterval(i);
          for (const t of e?.getTracks() ?? []) t.stop();
        }
      );
    }, [n]),
    s
      ? (0, g.jsxs)(`div`, {
          className: `grid gap-3`,
          children: [
            n &&
              (0, g.jsx)(`video`, {
                ref: t,
                className: `aspect-square w-full rounded-2xl bg-black object-cover`,
                muted: !0,
                playsInline: !0,
              }),
            (0, g.jsx)(c, {
              variant: `accent`,
              className: `text-base`,
              onClick: () => r((e) => !e),
              children: n ? `Stop camera` : `Scan with camera`,
            }),
            i && (0, g.jsx)(`p`, { role: `alert`, className: `text-sm text-red-200`, children: i }),
          ],
        })
      : (0, g.jsx)(`p`, {
          className: `rounded-xl border border-white/20 bg-white/5 px-4 py-3 text-sm text-gray-200`,
          children: `This browser cannot open the camera here. Scan with the phone's camera app and paste the link below.`,
        })
  );
}
function D() {
  const [e, t] = (0, p.useState)(``),
    [n, r] = (0, p.useState)(!1),
    [i, a] = (0, p.useState)(null),
    [o, s] = (0, p.useState)(null),
    d = (0, p.useRef)(null),
    f = (0, p.useRef)(!1),
    m = (0, p.useCallback)(async (e) => {
      if (e.trim() && !f.current) {
        (f.current = !0), r(!0), s(null);
        try {
          a(await h(e));
        } catch (e) {
          a(null), s(`Failed to check the ticket: ${e.message}`);
        } finally {
          (f.current = !1), r(!1), d.current?.select();
        }
      }
    }, []);
  return (0, g.jsxs)(`div`, {
    className: `grid gap-6 lg:grid-cols-2 lg:items-start`,
    children: [
      (0, g.jsxs)(`div`, {
        className: `grid gap-5`,
        children: [
          (0, g.jsx)(E, { onCode: (e) => void m(e) }),
          (0, g.jsxs)(`form`, {
            onSubmit: (t) => {
              t.preventDefault(), m(e);
            },
            className: `grid gap-3`,
            'aria-label': `Check in by link or code`,
            children: [
              (0, g.jsx)(`label`, {
                htmlFor: `check-in-link`,
                className: `text-base font-semibold text-white`,
                children: `Ticket link or transaction reference`,
              }),
              (0, g.jsx)(`input`, {
                id: `check-in-link`,
                ref: d,
                value: e,
                onChange: (e) => t(e.target.value),
                className: `${l()} min-h-12`,
                placeholder: `https://…/api/verify?… or OWB-…`,
                autoComplete: `off`,
                spellCheck: !1,
                maxLength: 2e3,
              }),
              (0, g.jsx)(c, {
                type: `submit`,
                busy: n,
                busyText: `Checking...`,
                className: `min-h-12 text-base`,
                children: `Check in`,
              }),
            ],
          }),
        ],
      }),
      (0, g.jsxs)(`div`, {
        'aria-live': `polite`,
        'aria-atomic': `true`,
        className: `grid gap-4`,
        children: [
          o && (0, g.jsx)(u, { text: o, announce: !1 }),
          i && (0, g.jsx)(v, { answer: i }),
          i?.admittedCount != null &&
            i.ticket &&
            (0, g.jsxs)(`p`, {
              className: `text-lg text-gray-200`,
              children: [
                `Tickets admitted so far for `,
                i.ticket.eventTitle,
                `:`,
                ` `,
                (0, g.jsx)(`strong`, {
                  className: `text-2xl text-white`,
                  'data-testid': `admitted-count`,
                  children: i.admittedCount,
                }),
              ],
            }),
        ],
      }),
    ],
  });
}
function O() {
  const [e, t] = (0, p.useState)(`loading`);
  return (
    (0, p.useEffect)(() => {
      const e = new AbortController();
      return (
        m(e.signal)
          .then(({ staff: e }) => t(e ? `staff` : `not-staff`))
          .catch((e) => {
            e.name !== `AbortError` && t({ failed: e.message });
          }),
        () => e.abort()
      );
    }, []),
    (0, g.jsx)(`main`, {
      className: `flex-1 bg-gray-950 text-white`,
      children: (0, g.jsxs)(`div`, {
        className: `mx-auto grid w-full max-w-5xl content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10`,
        children: [
          (0, g.jsx)(s, { title: `Check-in` }),
          (0, g.jsxs)(`div`, {
            children: [
              (0, g.jsx)(`h1`, { className: `text-3xl font-extrabold tracking-tight`, children: `Door check-in` }),
              (0, g.jsx)(`p`, {
                className: `mt-1 text-gray-300`,
                children: `Scan the ticket's QR code or paste its link. Each ticket gets in once.`,
              }),
            ],
          }),
          e === `loading` &&
            (0, g.jsxs)(`div`, {
              role: `status`,
              'aria-live': `polite`,
              className: `flex items-center gap-3 text-gray-300`,
              children: [(0, g.jsx)(a, {}), (0, g.jsx)(`span`, { children: `Checking your access...` })],
            }),
          e === `not-staff` &&
            (0, g.jsxs)(`p`, {
              role: `alert`,
              className: `rounded-2xl bg-red-800 px-5 py-4 text-lg font-semibold`,
              children: [`Staff only. `, f.staffOnly],
            }),
          typeof e == `object` && (0, g.jsx)(u, { text: `Failed to check your access: ${e.failed}` }),
          e === `staff` && (0, g.jsx)(D, {}),
        ],
      }),
    })
  );
}
function k() {
  return (0, g.jsx)(O, {});
}

export { k as Component };
//# sourceMappingURL=check-in-CgWtbjGj.js.map
