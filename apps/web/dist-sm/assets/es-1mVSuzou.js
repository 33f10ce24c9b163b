function e(e, t) {
  if (e.match(/^[a-z]+:\/\//i)) return e;
  if (e.match(/^\/\//)) return window.location.protocol + e;
  if (e.match(/^[a-z]+:/i)) return e;
  const n = document.implementation.createHTMLDocument(),
    r = n.createElement(`base`),
    i = n.createElement(`a`);
  return (n.head.appendChild(r), n.body.appendChild(i), t && (r.href = t), (i.href = e), i.href);
}
var t = (() => {
  let e = 0,
    t = () => `0000${((Math.random() * 36 ** 4) | 0).toString(36)}`.slice(-4);
  return () => ((e += 1), `u${t()}${e}`);
})();
function n(e) {
  const t = [];
  for (let n = 0, r = e.length; n < r; n++) t.push(e[n]);
  return t;
}
var r = null;
function i(e = {}) {
  return (
    r ||
    (e.includeStyleProperties
      ? ((r = e.includeStyleProperties), r)
      : ((r = n(window.getComputedStyle(document.documentElement))), r))
  );
}
function a(e, t) {
  const n = (e.ownerDocument.defaultView || window).getComputedStyle(e).getPropertyValue(t);
  return n ? parseFloat(n.replace(`px`, ``)) : 0;
}
function o(e) {
  const t = a(e, `border-left-width`),
    n = a(e, `border-right-width`);
  return e.clientWidth + t + n;
}
function s(e) {
  const t = a(e, `border-top-width`),
    n = a(e, `border-bottom-width`);
  return e.clientHeight + t + n;
}
function c(e, t = {}) {
  return { width: t.width || o(e), height: t.height || s(e) };
}
function l() {
  let e, t;
  try {
    t = process;
  } catch {}
  const n = t && t.env ? t.env.devicePixelRatio : null;
  return (n && ((e = parseInt(n, 10)), Number.isNaN(e) && (e = 1)), e || window.devicePixelRatio || 1);
}
var u = 16384;
function ee(e) {
  (e.width > u || e.height > u) &&
    (e.width > u && e.height > u
      ? e.width > e.height
        ? ((e.height *= u / e.width), (e.width = u))
        : ((e.width *= u / e.height), (e.height = u))
      : e.width > u
        ? ((e.height *= u / e.width), (e.width = u))
        : ((e.width *= u / e.height), (e.height = u)));
}
function d(e) {
  return new Promise((t, n) => {
    const r = new Image();
    (r.onload = () => {
      r.decode().then(() => {
        requestAnimationFrame(() => t(r));
      });
    }),
      (r.onerror = n),
      (r.crossOrigin = `anonymous`),
      (r.decoding = `async`),
      (r.src = e);
  });
}
async function f(e) {
  return Promise.resolve()
    .then(() => new XMLSerializer().serializeToString(e))
    .then(encodeURIComponent)
    .then((e) => `data:image/svg+xml;charset=utf-8,${e}`);
}
async function te(e, t, n) {
  const r = `http://www.w3.org/2000/svg`,
    i = document.createElementNS(r, `svg`),
    a = document.createElementNS(r, `foreignObject`);
  return (
    i.setAttribute(`width`, `${t}`),
    i.setAttribute(`height`, `${n}`),
    i.setAttribute(`viewBox`, `0 0 ${t} ${n}`),
    a.setAttribute(`width`, `100%`),
    a.setAttribute(`height`, `100%`),
    a.setAttribute(`x`, `0`),
    a.setAttribute(`y`, `0`),
    a.setAttribute(`externalResourcesRequired`, `true`),
    i.appendChild(a),
    a.appendChild(e),
    f(i)
  );
}
var p = (e, t) => {
  if (e instanceof t) return !0;
  const n = Object.getPrototypeOf(e);
  return n === null ? !1 : n.constructor.name === t.name || p(n, t);
};
function m(e) {
  const t = e.getPropertyValue(`content`);
  return `${e.cssText} content: '${t.replace(/'|"/g, ``)}';`;
}
function ne(e, t) {
  return i(t)
    .map((t) => `${t}: ${e.getPropertyValue(t)}${e.getPropertyPriority(t) ? ` !important` : ``};`)
    .join(` `);
}
function re(e, t, n, r) {
  const i = `.${e}:${t}`,
    a = n.cssText ? m(n) : ne(n, r);
  return document.createTextNode(`${i}{${a}}`);
}
function h(e, n, r, i) {
  const a = window.getComputedStyle(e, r),
    o = a.getPropertyValue(`content`);
  if (o === `` || o === `none`) return;
  const s = t();
  try {
    n.className = `${n.className} ${s}`;
  } catch {
    return;
  }
  const c = document.createElement(`style`);
  c.appendChild(re(s, r, a, i)), n.appendChild(c);
}
function ie(e, t, n) {
  h(e, t, `:before`, n), h(e, t, `:after`, n);
}
var g = `application/font-woff`,
  _ = `image/jpeg`,
  v = {
    woff: g,
    woff2: g,
    ttf: `application/font-truetype`,
    eot: `application/vnd.ms-fontobject`,
    png: `image/png`,
    jpg: _,
    jpeg: _,
    gif: `image/gif`,
    tiff: `image/tiff`,
    svg: `image/svg+xml`,
    webp: `image/webp`,
  };
function y(e) {
  const t = /\.([^./]*?)$/g.exec(e);
  return t ? t[1] : ``;
}
function b(e) {
  return v[y(e).toLowerCase()] || ``;
}
function x(e) {
  return e.split(/,/)[1];
}
function S(e) {
  return e.search(/^(data:)/) !== -1;
}
function C(e, t) {
  return `data:${t};base64,${e}`;
}
async function w(e, t, n) {
  const r = await fetch(e, t);
  if (r.status === 404) throw Error(`Resource "${r.url}" not found`);
  const i = await r.blob();
  return new Promise((e, t) => {
    const a = new FileReader();
    (a.onerror = t),
      (a.onloadend = () => {
        try {
          e(n({ res: r, result: a.result }));
        } catch (e) {
          t(e);
        }
      }),
      a.readAsDataURL(i);
  });
}
var T = {};
function ae(e, t, n) {
  let r = e.replace(/\?.*/, ``);
  return (n && (r = e), /ttf|otf|eot|woff2?/i.test(r) && (r = r.replace(/.*\//, ``)), t ? `[${t}]${r}` : r);
}
async function E(e, t, n) {
  const r = ae(e, t, n.includeQueryParams);
  if (T[r] != null) return T[r];
  n.cacheBust && (e += (/\?/.test(e) ? `&` : `?`) + new Date().getTime());
  let i;
  try {
    i = C(
      await w(e, n.fetchRequestInit, ({ res: e, result: n }) => ((t ||= e.headers.get(`Content-Type`) || ``), x(n))),
      t,
    );
  } catch (t) {
    i = n.imagePlaceholder || ``;
    let r = `Failed to fetch resource: ${e}`;
    t && (r = typeof t == `string` ? t : t.message), r && console.warn(r);
  }
  return ((T[r] = i), i);
}
async function oe(e) {
  const t = e.toDataURL();
  return t === `data:,` ? e.cloneNode(!1) : d(t);
}
async function se(e, t) {
  if (e.currentSrc) {
    const t = document.createElement(`canvas`),
      n = t.getContext(`2d`);
    return (
      (t.width = e.clientWidth), (t.height = e.clientHeight), n?.drawImage(e, 0, 0, t.width, t.height), d(t.toDataURL())
    );
  }
  const n = e.poster;
  return d(await E(n, b(n), t));
}
async function ce(e, t) {
  try {
    if (e?.contentDocument?.body) return await I(e.contentDocument.body, t, !0);
  } catch {}
  return e.cloneNode(!1);
}
async function D(e, t) {
  return p(e, HTMLCanvasElement)
    ? oe(e)
    : p(e, HTMLVideoElement)
      ? se(e, t)
      : p(e, HTMLIFrameElement)
        ? ce(e, t)
        : e.cloneNode(k(e));
}
var O = (e) => e.tagName != null && e.tagName.toUpperCase() === `SLOT`,
  k = (e) => e.tagName != null && e.tagName.toUpperCase() === `SVG`;
async function A(e, t, r) {
  if (k(t)) return t;
  let i = [];
  return (
    (i =
      O(e) && e.assignedNodes
        ? n(e.assignedNodes())
        : p(e, HTMLIFrameElement) && e.contentDocument?.body
          ? n(e.contentDocument.body.childNodes)
          : n((e.shadowRoot ?? e).childNodes)),
    i.length === 0 ||
      p(e, HTMLVideoElement) ||
      (await i.reduce(
        (e, n) =>
          e
            .then(() => I(n, r))
            .then((e) => {
              e && t.appendChild(e);
            }),
        Promise.resolve(),
      )),
    t
  );
}
function j(e, t, n) {
  const r = t.style;
  if (!r) return;
  const a = window.getComputedStyle(e);
  a.cssText
    ? ((r.cssText = a.cssText), (r.transformOrigin = a.transformOrigin))
    : i(n).forEach((n) => {
        let i = a.getPropertyValue(n);
        n === `font-size` &&
          i.endsWith(`px`) &&
          (i = `${Math.floor(parseFloat(i.substring(0, i.length - 2))) - 0.1}px`),
          p(e, HTMLIFrameElement) && n === `display` && i === `inline` && (i = `block`),
          n === `d` && t.getAttribute(`d`) && (i = `path(${t.getAttribute(`d`)})`),
          r.setProperty(n, i, a.getPropertyPriority(n));
      });
}
function M(e, t) {
  p(e, HTMLTextAreaElement) && (t.innerHTML = e.value), p(e, HTMLInputElement) && t.setAttribute(`value`, e.value);
}
function N(e, t) {
  if (p(e, HTMLSelectElement)) {
    const n = t,
      r = Array.from(n.children).find((t) => e.value === t.getAttribute(`value`));
    r && r.setAttribute(`selected`, ``);
  }
}
function P(e, t, n) {
  return (p(t, Element) && (j(e, t, n), ie(e, t, n), M(e, t), N(e, t)), t);
}
async function F(e, t) {
  const n = e.querySelectorAll ? e.querySelectorAll(`use`) : [];
  if (n.length === 0) return e;
  const r = {};
  for (let i = 0; i < n.length; i++) {
    const a = n[i].getAttribute(`xlink:href`);
    if (a) {
      const n = e.querySelector(a),
        i = document.querySelector(a);
      !n && i && !r[a] && (r[a] = await I(i, t, !0));
    }
  }
  const i = Object.values(r);
  if (i.length) {
    const t = `http://www.w3.org/1999/xhtml`,
      n = document.createElementNS(t, `svg`);
    n.setAttribute(`xmlns`, t),
      (n.style.position = `absolute`),
      (n.style.width = `0`),
      (n.style.height = `0`),
      (n.style.overflow = `hidden`),
      (n.style.display = `none`);
    const r = document.createElementNS(t, `defs`);
    n.appendChild(r);
    for (let e = 0; e < i.length; e++) r.appendChild(i[e]);
    e.appendChild(n);
  }
  return e;
}
async function I(e, t, n) {
  return !n && t.filter && !t.filter(e)
    ? null
    : Promise.resolve(e)
        .then((e) => D(e, t))
        .then((n) => A(e, n, t))
        .then((n) => P(e, n, t))
        .then((e) => F(e, t));
}
var L = /url\((['"]?)([^'"]+?)\1\)/g,
  R = /url\([^)]+\)\s*format\((["']?)([^"']+)\1\)/g,
  z = /src:\s*(?:url\([^)]+\)\s*format\([^)]+\)[,;]\s*)+/g;
function B(e) {
  const t = e.replace(/([.*+?^${}()|[\]/\\])/g, `\\$1`);
  return RegExp(`(url\\(['"]?)(${t})(['"]?\\))`, `g`);
}
function V(e) {
  const t = [];
  return (e.replace(L, (e, n, r) => (t.push(r), e)), t.filter((e) => !S(e)));
}
async function H(t, n, r, i, a) {
  try {
    let o = r ? e(n, r) : n,
      s = b(n),
      c;
    return ((c = a ? C(await a(o), s) : await E(o, s, i)), t.replace(B(n), `$1${c}$3`));
  } catch {}
  return t;
}
function U(e, { preferredFontFormat: t }) {
  return t
    ? e.replace(z, (e) => {
        for (;;) {
          const [n, , r] = R.exec(e) || [];
          if (!r) return ``;
          if (r === t) return `src: ${n};`;
        }
      })
    : e;
}
function W(e) {
  return e.search(L) !== -1;
}
async function G(e, t, n) {
  if (!W(e)) return e;
  const r = U(e, n);
  return V(r).reduce((e, r) => e.then((e) => H(e, r, t, n)), Promise.resolve(r));
}
async function K(e, t, n) {
  const r = t.style?.getPropertyValue(e);
  if (r) {
    const i = await G(r, null, n);
    return (t.style.setProperty(e, i, t.style.getPropertyPriority(e)), !0);
  }
  return !1;
}
async function le(e, t) {
  (await K(`background`, e, t)) || (await K(`background-image`, e, t)),
    (await K(`mask`, e, t)) ||
      (await K(`-webkit-mask`, e, t)) ||
      (await K(`mask-image`, e, t)) ||
      (await K(`-webkit-mask-image`, e, t));
}
async function ue(e, t) {
  const n = p(e, HTMLImageElement);
  if ((!n || S(e.src)) && (!p(e, SVGImageElement) || S(e.href.baseVal))) return;
  const r = n ? e.src : e.href.baseVal,
    i = await E(r, b(r), t);
  await new Promise((r, a) => {
    (e.onload = r),
      (e.onerror = t.onImageErrorHandler
        ? (...e) => {
            try {
              r(t.onImageErrorHandler(...e));
            } catch (e) {
              a(e);
            }
          }
        : a);
    const o = e;
    (o.decode &&= r),
      o.loading === `lazy` && (o.loading = `eager`),
      n ? ((e.srcset = ``), (e.src = i)) : (e.href.baseVal = i);
  });
}
async function de(e, t) {
  const r = n(e.childNodes).map((e) => q(e, t));
  await Promise.all(r).then(() => e);
}
async function q(e, t) {
  p(e, Element) && (await le(e, t), await ue(e, t), await de(e, t));
}
function fe(e, t) {
  const { style: n } = e;
  t.backgroundColor && (n.backgroundColor = t.backgroundColor),
    t.width && (n.width = `${t.width}px`),
    t.height && (n.height = `${t.height}px`);
  const r = t.style;
  return (
    r != null &&
      Object.keys(r).forEach((e) => {
        n[e] = r[e];
      }),
    e
  );
}
var J = {};
async function Y(e) {
  let t = J[e];
  return (t ?? ((t = { url: e, cssText: await (await fetch(e)).text() }), (J[e] = t)), t);
}
async function X(e, t) {
  let n = e.cssText,
    r = /url\(["']?([^"')]+)["']?\)/g,
    i = (n.match(/url\([^)]+\)/g) || []).map(async (i) => {
      let a = i.replace(r, `$1`);
      return (
        a.startsWith(`https://`) || (a = new URL(a, e.url).href),
        w(a, t.fetchRequestInit, ({ result: e }) => ((n = n.replace(i, `url(${e})`)), [i, e]))
      );
    });
  return Promise.all(i).then(() => n);
}
function Z(e) {
  if (e == null) return [];
  let t = [],
    n = e.replace(/(\/\*[\s\S]*?\*\/)/gi, ``),
    r = /((@.*?keyframes [\s\S]*?){([\s\S]*?}\s*?)})/gi;
  for (;;) {
    const e = r.exec(n);
    if (e === null) break;
    t.push(e[0]);
  }
  n = n.replace(r, ``);
  const i = /@import[\s\S]*?url\([^)]*\)[\s\S]*?;/gi,
    a = /((\s*?(?:\/\*[\s\S]*?\*\/)?\s*?@media[\s\S]*?){([\s\S]*?)}\s*?})|(([\s\S]*?){([\s\S]*?)})/gi;
  for (;;) {
    let e = i.exec(n);
    if (e === null) {
      if (((e = a.exec(n)), e === null)) break;
      i.lastIndex = a.lastIndex;
    } else a.lastIndex = i.lastIndex;
    t.push(e[0]);
  }
  return t;
}
async function pe(e, t) {
  const r = [],
    i = [];
  return (
    e.forEach((r) => {
      if (`cssRules` in r)
        try {
          n(r.cssRules || []).forEach((e, n) => {
            if (e.type === CSSRule.IMPORT_RULE) {
              let a = n + 1,
                o = e.href,
                s = Y(o)
                  .then((e) => X(e, t))
                  .then((e) =>
                    Z(e).forEach((e) => {
                      try {
                        r.insertRule(e, e.startsWith(`@import`) ? (a += 1) : r.cssRules.length);
                      } catch (t) {
                        console.error(`Error inserting rule from remote css`, { rule: e, error: t });
                      }
                    }),
                  )
                  .catch((e) => {
                    console.error(`Error loading remote css`, e.toString());
                  });
              i.push(s);
            }
          });
        } catch (n) {
          const a = e.find((e) => e.href == null) || document.styleSheets[0];
          r.href != null &&
            i.push(
              Y(r.href)
                .then((e) => X(e, t))
                .then((e) =>
                  Z(e).forEach((e) => {
                    a.insertRule(e, a.cssRules.length);
                  }),
                )
                .catch((e) => {
                  console.error(`Error loading remote stylesheet`, e);
                }),
            ),
            console.error(`Error inlining remote css file`, n);
        }
    }),
    Promise.all(i).then(
      () => (
        e.forEach((e) => {
          if (`cssRules` in e)
            try {
              n(e.cssRules || []).forEach((e) => {
                r.push(e);
              });
            } catch (t) {
              console.error(`Error while reading CSS rules from ${e.href}`, t);
            }
        }),
        r
      ),
    )
  );
}
function me(e) {
  return e.filter((e) => e.type === CSSRule.FONT_FACE_RULE).filter((e) => W(e.style.getPropertyValue(`src`)));
}
async function he(e, t) {
  if (e.ownerDocument == null) throw Error(`Provided element is not within a Document`);
  return me(await pe(n(e.ownerDocument.styleSheets), t));
}
function Q(e) {
  return e.trim().replace(/["']/g, ``);
}
function ge(e) {
  const t = new Set();
  function n(e) {
    (e.style.fontFamily || getComputedStyle(e).fontFamily).split(`,`).forEach((e) => {
      t.add(Q(e));
    }),
      Array.from(e.children).forEach((e) => {
        e instanceof HTMLElement && n(e);
      });
  }
  return (n(e), t);
}
async function $(e, t) {
  const n = await he(e, t),
    r = ge(e);
  return (
    await Promise.all(
      n
        .filter((e) => r.has(Q(e.style.fontFamily)))
        .map((e) => {
          const n = e.parentStyleSheet ? e.parentStyleSheet.href : null;
          return G(e.cssText, n, t);
        }),
    )
  ).join(`
`);
}
async function _e(e, t) {
  const n = t.fontEmbedCSS == null ? (t.skipFonts ? null : await $(e, t)) : t.fontEmbedCSS;
  if (n) {
    const t = document.createElement(`style`),
      r = document.createTextNode(n);
    t.appendChild(r), e.firstChild ? e.insertBefore(t, e.firstChild) : e.appendChild(t);
  }
}
async function ve(e, t = {}) {
  const { width: n, height: r } = c(e, t),
    i = await I(e, t, !0);
  return (await _e(i, t), await q(i, t), fe(i, t), await te(i, n, r));
}
async function ye(e, t = {}) {
  const { width: n, height: r } = c(e, t),
    i = await d(await ve(e, t)),
    a = document.createElement(`canvas`),
    o = a.getContext(`2d`),
    s = t.pixelRatio || l(),
    u = t.canvasWidth || n,
    f = t.canvasHeight || r;
  return (
    (a.width = u * s),
    (a.height = f * s),
    t.skipAutoScale || ee(a),
    (a.style.width = `${u}`),
    (a.style.height = `${f}`),
    t.backgroundColor && ((o.fillStyle = t.backgroundColor), o.fillRect(0, 0, a.width, a.height)),
    o.drawImage(i, 0, 0, a.width, a.height),
    a
  );
}
async function be(e, t = {}) {
  return (await ye(e, t)).toDataURL();
}

export { be as toPng };
//# sourceMappingURL=es-1mVSuzou.js.map
