import { f as t } from './event-page-BoZRG_ux.js';
import { t as x } from './format-instant-CXMBL33o.js';
import { c as a, o as c, b as i, s as l, N as n, h as o, T as r, l as s, x as u } from './index-bIbMlBq6.js';
import { r as e } from './rolldown-runtime-XKyaHtl9.js';
import { z as _, N as d, T as f, j as g, f as h, d as m, b as p } from './site-JEPK_OxW.js';
import { t as v } from './status-message-D_Oaj3Uk.js';
import { t as C, n as S } from './ticket-status-CJpZmDuP.js';
import { t as y } from './tickets-kRBGXKDU.js';
import { t as b } from './use-public-config-CcceXxSL.js';

var w = e(n()),
  T = 2,
  E = `#f3f4f6`,
  D = (e) => `ticket-${e}.png`;
async function O(e, t) {
  const { toPng: n } = await l(async () => {
      const { toPng: e } = await import(`./es-1mVSuzou.js`);
      return { toPng: e };
    }, []),
    r = await n(e, { pixelRatio: T, backgroundColor: E }),
    i = document.createElement(`a`);
  (i.href = r), (i.download = D(t)), document.body.append(i), i.click(), i.remove();
}
async function ee(e) {
  try {
    const { email: n } = await o(`/api/email/send-ticket-email`, { ticketData: { transactionReference: e } });
    return t.ticket.emailSent(n);
  } catch {
    return t.ticket.emailFailed;
  }
}
var k = Object.defineProperty,
  A = Object.getOwnPropertySymbols,
  j = Object.prototype.hasOwnProperty,
  M = Object.prototype.propertyIsEnumerable,
  N = (e, t, n) => (t in e ? k(e, t, { enumerable: !0, configurable: !0, writable: !0, value: n }) : (e[t] = n)),
  P = (e, t) => {
    for (var n in (t ||= {})) j.call(t, n) && N(e, n, t[n]);
    if (A) for (var n of A(t)) M.call(t, n) && N(e, n, t[n]);
    return e;
  },
  F = (e, t) => {
    var n = {};
    for (var r in e) j.call(e, r) && t.indexOf(r) < 0 && (n[r] = e[r]);
    if (e != null && A) for (var r of A(e)) t.indexOf(r) < 0 && M.call(e, r) && (n[r] = e[r]);
    return n;
  },
  I;
((e) => {
  const t = class t {
    constructor(e, n, r, a) {
      if (
        ((this.version = e),
        (this.errorCorrectionLevel = n),
        (this.modules = []),
        (this.isFunction = []),
        e < t.MIN_VERSION || e > t.MAX_VERSION)
      )
        throw RangeError(`Version value out of range`);
      if (a < -1 || a > 7) throw RangeError(`Mask value out of range`);
      this.size = e * 4 + 17;
      const o = [];
      for (let e = 0; e < this.size; e++) o.push(!1);
      for (let e = 0; e < this.size; e++) this.modules.push(o.slice()), this.isFunction.push(o.slice());
      this.drawFunctionPatterns();
      const s = this.addEccAndInterleave(r);
      if ((this.drawCodewords(s), a == -1)) {
        let e = 1e9;
        for (let t = 0; t < 8; t++) {
          this.applyMask(t), this.drawFormatBits(t);
          const n = this.getPenaltyScore();
          n < e && ((a = t), (e = n)), this.applyMask(t);
        }
      }
      i(0 <= a && a <= 7), (this.mask = a), this.applyMask(a), this.drawFormatBits(a), (this.isFunction = []);
    }
    static encodeText(n, r) {
      const i = e.QrSegment.makeSegments(n);
      return t.encodeSegments(i, r);
    }
    static encodeBinary(n, r) {
      const i = e.QrSegment.makeBytes(n);
      return t.encodeSegments([i], r);
    }
    static encodeSegments(e, r, a = 1, s = 40, c = -1, l = !0) {
      if (!(t.MIN_VERSION <= a && a <= s && s <= t.MAX_VERSION) || c < -1 || c > 7) throw RangeError(`Invalid value`);
      let u, d;
      for (u = a; ; u++) {
        const n = t.getNumDataCodewords(u, r) * 8,
          i = o.getTotalBits(e, u);
        if (i <= n) {
          d = i;
          break;
        }
        if (u >= s) throw RangeError(`Data too long`);
      }
      for (const e of [t.Ecc.MEDIUM, t.Ecc.QUARTILE, t.Ecc.HIGH]) l && d <= t.getNumDataCodewords(u, e) * 8 && (r = e);
      const f = [];
      for (const t of e) {
        n(t.mode.modeBits, 4, f), n(t.numChars, t.mode.numCharCountBits(u), f);
        for (const e of t.getData()) f.push(e);
      }
      i(f.length == d);
      const p = t.getNumDataCodewords(u, r) * 8;
      i(f.length <= p), n(0, Math.min(4, p - f.length), f), n(0, (8 - (f.length % 8)) % 8, f), i(f.length % 8 == 0);
      for (let e = 236; f.length < p; e ^= 253) n(e, 8, f);
      const m = [];
      for (; m.length * 8 < f.length; ) m.push(0);
      return (f.forEach((e, t) => (m[t >>> 3] |= e << (7 - (t & 7)))), new t(u, r, m, c));
    }
    getModule(e, t) {
      return 0 <= e && e < this.size && 0 <= t && t < this.size && this.modules[t][e];
    }
    getModules() {
      return this.modules;
    }
    drawFunctionPatterns() {
      for (let e = 0; e < this.size; e++)
        this.setFunctionModule(6, e, e % 2 == 0), this.setFunctionModule(e, 6, e % 2 == 0);
      this.drawFinderPattern(3, 3), this.drawFinderPattern(this.size - 4, 3), this.drawFinderPattern(3, this.size - 4);
      const e = this.getAlignmentPatternPositions(),
        t = e.length;
      for (let n = 0; n < t; n++)
        for (let r = 0; r < t; r++)
          (n == 0 && r == 0) ||
            (n == 0 && r == t - 1) ||
            (n == t - 1 && r == 0) ||
            this.drawAlignmentPattern(e[n], e[r]);
      this.drawFormatBits(0), this.drawVersion();
    }
    drawFormatBits(e) {
      let t = (this.errorCorrectionLevel.formatBits << 3) | e,
        n = t;
      for (let e = 0; e < 10; e++) n = (n << 1) ^ ((n >>> 9) * 1335);
      const a = ((t << 10) | n) ^ 21522;
      i(!(a >>> 15));
      for (let e = 0; e <= 5; e++) this.setFunctionModule(8, e, r(a, e));
      this.setFunctionModule(8, 7, r(a, 6)),
        this.setFunctionModule(8, 8, r(a, 7)),
        this.setFunctionModule(7, 8, r(a, 8));
      for (let e = 9; e < 15; e++) this.setFunctionModule(14 - e, 8, r(a, e));
      for (let e = 0; e < 8; e++) this.setFunctionModule(this.size - 1 - e, 8, r(a, e));
      for (let e = 8; e < 15; e++) this.setFunctionModule(8, this.size - 15 + e, r(a, e));
      this.setFunctionModule(8, this.size - 8, !0);
    }
    drawVersion() {
      if (this.version < 7) return;
      let e = this.version;
      for (let t = 0; t < 12; t++) e = (e << 1) ^ ((e >>> 11) * 7973);
      const t = (this.version << 12) | e;
      i(!(t >>> 18));
      for (let e = 0; e < 18; e++) {
        const n = r(t, e),
          i = this.size - 11 + (e % 3),
          a = Math.floor(e / 3);
        this.setFunctionModule(i, a, n), this.setFunctionModule(a, i, n);
      }
    }
    drawFinderPattern(e, t) {
      for (let n = -4; n <= 4; n++)
        for (let r = -4; r <= 4; r++) {
          const i = Math.max(Math.abs(r), Math.abs(n)),
            a = e + r,
            o = t + n;
          0 <= a && a < this.size && 0 <= o && o < this.size && this.setFunctionModule(a, o, i != 2 && i != 4);
        }
    }
    drawAlignmentPattern(e, t) {
      for (let n = -2; n <= 2; n++)
        for (let r = -2; r <= 2; r++) this.setFunctionModule(e + r, t + n, Math.max(Math.abs(r), Math.abs(n)) != 1);
    }
    setFunctionModule(e, t, n) {
      (this.modules[t][e] = n), (this.isFunction[t][e] = !0);
    }
    addEccAndInterleave(e) {
      const n = this.version,
        r = this.errorCorrectionLevel;
      if (e.length != t.getNumDataCodewords(n, r)) throw RangeError(`Invalid argument`);
      const a = t.NUM_ERROR_CORRECTION_BLOCKS[r.ordinal][n],
        o = t.ECC_CODEWORDS_PER_BLOCK[r.ordinal][n],
        s = Math.floor(t.getNumRawDataModules(n) / 8),
        c = a - (s % a),
        l = Math.floor(s / a),
        u = [],
        d = t.reedSolomonComputeDivisor(o);
      for (let n = 0, r = 0; n < a; n++) {
        const i = e.slice(r, r + l - o + (n < c ? 0 : 1));
        r += i.length;
        const a = t.reedSolomonComputeRemainder(i, d);
        n < c && i.push(0), u.push(i.concat(a));
      }
      const f = [];
      for (let e = 0; e < u[0].length; e++)
        u.forEach((t, n) => {
          (e != l - o || n >= c) && f.push(t[e]);
        });
      return (i(f.length == s), f);
    }
    drawCodewords(e) {
      if (e.length != Math.floor(t.getNumRawDataModules(this.version) / 8)) throw RangeError(`Invalid argument`);
      let n = 0;
      for (let t = this.size - 1; t >= 1; t -= 2) {
        t == 6 && (t = 5);
        for (let i = 0; i < this.size; i++)
          for (let a = 0; a < 2; a++) {
            const o = t - a,
              s = (t + 1) & 2 ? i : this.size - 1 - i;
            !this.isFunction[s][o] && n < e.length * 8 && ((this.modules[s][o] = r(e[n >>> 3], 7 - (n & 7))), n++);
          }
      }
      i(n == e.length * 8);
    }
    applyMask(e) {
      if (e < 0 || e > 7) throw RangeError(`Mask value out of range`);
      for (let t = 0; t < this.size; t++)
        for (let n = 0; n < this.size; n++) {
          let r;
          switch (e) {
            case 0:
              r = (n + t) % 2 == 0;
              break;
            case 1:
              r = t % 2 == 0;
              break;
            case 2:
              r = n % 3 == 0;
              break;
            case 3:
              r = (n + t) % 3 == 0;
              break;
            case 4:
              r = (Math.floor(n / 3) + Math.floor(t / 2)) % 2 == 0;
              break;
            case 5:
              r = ((n * t) % 2) + ((n * t) % 3) == 0;
              break;
            case 6:
              r = (((n * t) % 2) + ((n * t) % 3)) % 2 == 0;
              break;
            case 7:
              r = (((n + t) % 2) + ((n * t) % 3)) % 2 == 0;
              break;
            default:
              throw Error(`Unreachable`);
          }
          !this.isFunction[t][n] && r && (this.modules[t][n] = !this.modules[t][n]);
        }
    }
    getPenaltyScore() {
      let e = 0;
      for (let n = 0; n < this.size; n++) {
        let r = !1,
          i = 0,
          a = [0, 0, 0, 0, 0, 0, 0];
        for (let o = 0; o < this.size; o++)
          this.modules[n][o] == r
            ? (i++, i == 5 ? (e += t.PENALTY_N1) : i > 5 && e++)
            : (this.finderPenaltyAddHistory(i, a),
              r || (e += this.finderPenaltyCountPatterns(a) * t.PENALTY_N3),
              (r = this.modules[n][o]),
              (i = 1));
        e += this.finderPenaltyTerminateAndCount(r, i, a) * t.PENALTY_N3;
      }
      for (let n = 0; n < this.size; n++) {
        let r = !1,
          i = 0,
          a = [0, 0, 0, 0, 0, 0, 0];
        for (let o = 0; o < this.size; o++)
          this.modules[o][n] == r
            ? (i++, i == 5 ? (e += t.PENALTY_N1) : i > 5 && e++)
            : (this.finderPenaltyAddHistory(i, a),
              r || (e += this.finderPenaltyCountPatterns(a) * t.PENALTY_N3),
              (r = this.modules[o][n]),
              (i = 1));
        e += this.finderPenaltyTerminateAndCount(r, i, a) * t.PENALTY_N3;
      }
      for (let n = 0; n < this.size - 1; n++)
        for (let r = 0; r < this.size - 1; r++) {
          const i = this.modules[n][r];
          i == this.modules[n][r + 1] &&
            i == this.modules[n + 1][r] &&
            i == this.modules[n + 1][r + 1] &&
            (e += t.PENALTY_N2);
        }
      let n = 0;
      for (const e of this.modules) n = e.reduce((e, t) => e + +!!t, n);
      const r = this.size * this.size,
        a = Math.ceil(Math.abs(n * 20 - r * 10) / r) - 1;
      return (i(0 <= a && a <= 9), (e += a * t.PENALTY_N4), i(0 <= e && e <= 2568888), e);
    }
    getAlignmentPatternPositions() {
      if (this.version == 1) return [];
      {
        const e = Math.floor(this.version / 7) + 2,
          t = this.version == 32 ? 26 : Math.ceil((this.version * 4 + 4) / (e * 2 - 2)) * 2,
          n = [6];
        for (let r = this.size - 7; n.length < e; r -= t) n.splice(1, 0, r);
        return n;
      }
    }
    static getNumRawDataModules(e) {
      if (e < t.MIN_VERSION || e > t.MAX_VERSION) throw RangeError(`Version number out of range`);
      let n = (16 * e + 128) * e + 64;
      if (e >= 2) {
        const t = Math.floor(e / 7) + 2;
        (n -= (25 * t - 10) * t - 55), e >= 7 && (n -= 36);
      }
      return (i(208 <= n && n <= 29648), n);
    }
    static getNumDataCodewords(e, n) {
      return (
        Math.floor(t.getNumRawDataModules(e) / 8) -
        t.ECC_CODEWORDS_PER_BLOCK[n.ordinal][e] * t.NUM_ERROR_CORRECTION_BLOCKS[n.ordinal][e]
      );
    }
    static reedSolomonComputeDivisor(e) {
      if (e < 1 || e > 255) throw RangeError(`Degree out of range`);
      const n = [];
      for (let t = 0; t < e - 1; t++) n.push(0);
      n.push(1);
      let r = 1;
      for (let i = 0; i < e; i++) {
        for (let e = 0; e < n.length; e++)
          (n[e] = t.reedSolomonMultiply(n[e], r)), e + 1 < n.length && (n[e] ^= n[e + 1]);
        r = t.reedSolomonMultiply(r, 2);
      }
      return n;
    }
    static reedSolomonComputeRemainder(e, n) {
      const r = n.map((e) => 0);
      for (const i of e) {
        const e = i ^ r.shift();
        r.push(0), n.forEach((n, i) => (r[i] ^= t.reedSolomonMultiply(n, e)));
      }
      return r;
    }
    static reedSolomonMultiply(e, t) {
      if (e >>> 8 || t >>> 8) throw RangeError(`Byte out of range`);
      let n = 0;
      for (let r = 7; r >= 0; r--) (n = (n << 1) ^ ((n >>> 7) * 285)), (n ^= ((t >>> r) & 1) * e);
      return (i(!(n >>> 8)), n);
    }
    finderPenaltyCountPatterns(e) {
      const t = e[1];
      i(t <= this.size * 3);
      const n = t > 0 && e[2] == t && e[3] == t * 3 && e[4] == t && e[5] == t;
      return (n && e[0] >= t * 4 && e[6] >= t ? 1 : 0) + (n && e[6] >= t * 4 && e[0] >= t ? 1 : 0);
    }
    finderPenaltyTerminateAndCount(e, t, n) {
      return (
        e && (this.finderPenaltyAddHistory(t, n), (t = 0)),
        (t += this.size),
        this.finderPenaltyAddHistory(t, n),
        this.finderPenaltyCountPatterns(n)
      );
    }
    finderPenaltyAddHistory(e, t) {
      t[0] == 0 && (e += this.size), t.pop(), t.unshift(e);
    }
  };
  (t.MIN_VERSION = 1),
    (t.MAX_VERSION = 40),
    (t.PENALTY_N1 = 3),
    (t.PENALTY_N2 = 3),
    (t.PENALTY_N3 = 40),
    (t.PENALTY_N4 = 10),
    (t.ECC_CODEWORDS_PER_BLOCK = [
      [
        -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
      [
        -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
      ],
      [
        -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
      [
        -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
    ]),
    (t.NUM_ERROR_CORRECTION_BLOCKS = [
      [
        -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18,
        19, 19, 20, 21, 22, 24, 25,
      ],
      [
        -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
        31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
      ],
      [
        -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40,
        43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
      ],
      [
        -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45,
        48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
      ],
    ]),
    (e.QrCode = t);
  function n(e, t, n) {
    if (t < 0 || t > 31 || e >>> t) throw RangeError(`Value out of range`);
    for (let r = t - 1; r >= 0; r--) n.push((e >>> r) & 1);
  }
  function r(e, t) {
    return !!((e >>> t) & 1);
  }
  function i(e) {
    if (!e) throw Error(`Assertion error`);
  }
  const a = class e {
    constructor(e, t, n) {
      if (((this.mode = e), (this.numChars = t), (this.bitData = n), t < 0)) throw RangeError(`Invalid argument`);
      this.bitData = n.slice();
    }
    static makeBytes(t) {
      const r = [];
      for (const e of t) n(e, 8, r);
      return new e(e.Mode.BYTE, t.length, r);
    }
    static makeNumeric(t) {
      if (!e.isNumeric(t)) throw RangeError(`String contains non-numeric characters`);
      const r = [];
      for (let e = 0; e < t.length; ) {
        const i = Math.min(t.length - e, 3);
        n(parseInt(t.substring(e, e + i), 10), i * 3 + 1, r), (e += i);
      }
      return new e(e.Mode.NUMERIC, t.length, r);
    }
    static makeAlphanumeric(t) {
      if (!e.isAlphanumeric(t)) throw RangeError(`String contains unencodable characters in alphanumeric mode`);
      let r = [],
        i = 0;
      for (; i + 2 <= t.length; i += 2) {
        let a = e.ALPHANUMERIC_CHARSET.indexOf(t.charAt(i)) * 45;
        (a += e.ALPHANUMERIC_CHARSET.indexOf(t.charAt(i + 1))), n(a, 11, r);
      }
      return (
        i < t.length && n(e.ALPHANUMERIC_CHARSET.indexOf(t.charAt(i)), 6, r), new e(e.Mode.ALPHANUMERIC, t.length, r)
      );
    }
    static makeSegments(t) {
      return t == ``
        ? []
        : e.isNumeric(t)
          ? [e.makeNumeric(t)]
          : e.isAlphanumeric(t)
            ? [e.makeAlphanumeric(t)]
            : [e.makeBytes(e.toUtf8ByteArray(t))];
    }
    static makeEci(t) {
      const r = [];
      if (t < 0) throw RangeError(`ECI assignment value out of range`);
      if (t < 128) n(t, 8, r);
      else if (t < 16384) n(2, 2, r), n(t, 14, r);
      else if (t < 1e6) n(6, 3, r), n(t, 21, r);
      else throw RangeError(`ECI assignment value out of range`);
      return new e(e.Mode.ECI, 0, r);
    }
    static isNumeric(t) {
      return e.NUMERIC_REGEX.test(t);
    }
    static isAlphanumeric(t) {
      return e.ALPHANUMERIC_REGEX.test(t);
    }
    getData() {
      return this.bitData.slice();
    }
    static getTotalBits(e, t) {
      let n = 0;
      for (const r of e) {
        const e = r.mode.numCharCountBits(t);
        if (r.numChars >= 1 << e) return 1 / 0;
        n += 4 + e + r.bitData.length;
      }
      return n;
    }
    static toUtf8ByteArray(e) {
      e = encodeURI(e);
      const t = [];
      for (let n = 0; n < e.length; n++)
        e.charAt(n) == `%` ? (t.push(parseInt(e.substring(n + 1, n + 3), 16)), (n += 2)) : t.push(e.charCodeAt(n));
      return t;
    }
  };
  (a.NUMERIC_REGEX = /^[0-9]*$/),
    (a.ALPHANUMERIC_REGEX = /^[A-Z0-9 $%*+./:-]*$/),
    (a.ALPHANUMERIC_CHARSET = `0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:`);
  const o = a;
  e.QrSegment = a;
})((I ||= {})),
  ((e) => {
    ((e) => {
      const t = class {
        constructor(e, t) {
          (this.ordinal = e), (this.formatBits = t);
        }
      };
      (t.LOW = new t(0, 1)), (t.MEDIUM = new t(1, 0)), (t.QUARTILE = new t(2, 3)), (t.HIGH = new t(3, 2)), (e.Ecc = t);
    })((e.QrCode ||= {}));
  })((I ||= {})),
  ((e) => {
    ((e) => {
      const t = class {
        constructor(e, t) {
          (this.modeBits = e), (this.numBitsCharCount = t);
        }
        numCharCountBits(e) {
          return this.numBitsCharCount[Math.floor((e + 7) / 17)];
        }
      };
      (t.NUMERIC = new t(1, [10, 12, 14])),
        (t.ALPHANUMERIC = new t(2, [9, 11, 13])),
        (t.BYTE = new t(4, [8, 16, 16])),
        (t.KANJI = new t(8, [8, 10, 12])),
        (t.ECI = new t(7, [0, 0, 0])),
        (e.Mode = t);
    })((e.QrSegment ||= {}));
  })((I ||= {}));
var L = I,
  te = { L: L.QrCode.Ecc.LOW, M: L.QrCode.Ecc.MEDIUM, Q: L.QrCode.Ecc.QUARTILE, H: L.QrCode.Ecc.HIGH },
  R = 128,
  z = `L`,
  B = `#FFFFFF`,
  V = `#000000`,
  H = !1,
  U = 1,
  ne = 4,
  W = 0,
  re = 0.1;
function G(e, t = 0) {
  const n = [];
  return (
    e.forEach((e, r) => {
      let i = null;
      e.forEach((a, o) => {
        if (!a && i !== null) n.push(`M${i + t} ${r + t}h${o - i}v1H${i + t}z`), (i = null);
        else if (o === e.length - 1) {
          if (!a) return;
          i === null
            ? n.push(`M${o + t},${r + t} h1v1H${o + t}z`)
            : n.push(`M${i + t},${r + t} h${o + 1 - i}v1H${i + t}z`);
        } else a && i === null && (i = o);
      });
    }),
    n.join(``)
  );
}
function K(e, t) {
  return e
    .slice()
    .map((e, n) => (n < t.y || n >= t.y + t.h ? e : e.map((e, n) => (n < t.x || n >= t.x + t.w ? e : !1))));
}
function ie(e, t, n, r) {
  if (r == null) return null;
  let i = e.length + n * 2,
    a = Math.floor(t * re),
    o = i / t,
    s = (r.width || a) * o,
    c = (r.height || a) * o,
    l = r.x == null ? e.length / 2 - s / 2 : r.x * o,
    u = r.y == null ? e.length / 2 - c / 2 : r.y * o,
    d = r.opacity == null ? 1 : r.opacity,
    f = null;
  if (r.excavate) {
    const e = Math.floor(l),
      t = Math.floor(u);
    f = { x: e, y: t, w: Math.ceil(s + l - e), h: Math.ceil(c + u - t) };
  }
  const p = r.crossOrigin;
  return { x: l, y: u, h: c, w: s, excavation: f, opacity: d, crossOrigin: p };
}
function q(e, t) {
  return t == null ? (e ? ne : W) : Math.max(Math.floor(t), 0);
}
function J({
  value: e,
  level: t,
  minVersion: n,
  includeMargin: r,
  marginSize: i,
  imageSettings: a,
  size: o,
  boostLevel: s,
}) {
  const c = w.useMemo(() => {
      const r = (Array.isArray(e) ? e : [e]).reduce((e, t) => (e.push(...L.QrSegment.makeSegments(t)), e), []);
      return L.QrCode.encodeSegments(r, te[t], n, void 0, void 0, s);
    }, [e, t, n, s]),
    {
      cells: l,
      margin: u,
      numCells: d,
      calculatedImageSettings: f,
    } = w.useMemo(() => {
      const e = c.getModules(),
        t = q(r, i);
      return { cells: e, margin: t, numCells: e.length + t * 2, calculatedImageSettings: ie(e, o, t, a) };
    }, [c, o, a, r, i]);
  return { qrcode: c, margin: u, cells: l, numCells: d, calculatedImageSettings: f };
}
var ae = (() => {
    try {
      new Path2D().addPath(new Path2D());
    } catch {
      return !1;
    }
    return !0;
  })(),
  oe = w.forwardRef((e, t) => {
    const n = e,
      {
        value: r,
        size: i = R,
        level: a = z,
        bgColor: o = B,
        fgColor: s = V,
        includeMargin: c = H,
        minVersion: l = U,
        boostLevel: u,
        marginSize: d,
        imageSettings: f,
      } = n,
      p = F(n, [
        `value`,
        `size`,
        `level`,
        `bgColor`,
        `fgColor`,
        `includeMargin`,
        `minVersion`,
        `boostLevel`,
        `marginSize`,
        `imageSettings`,
      ]),
      { style: m } = p,
      h = F(p, [`style`]),
      g = f?.src,
      _ = w.useRef(null),
      v = w.useRef(null),
      y = w.useCallback(
        (e) => {
          (_.current = e), typeof t == `function` ? t(e) : t && (t.current = e);
        },
        [t],
      ),
      [b, x] = w.useState(!1),
      {
        margin: S,
        cells: C,
        numCells: T,
        calculatedImageSettings: E,
      } = J({
        value: r,
        level: a,
        minVersion: l,
        boostLevel: u,
        includeMargin: c,
        marginSize: d,
        imageSettings: f,
        size: i,
      });
    w.useEffect(() => {
      if (_.current != null) {
        const e = _.current,
          t = e.getContext(`2d`);
        if (!t) return;
        let n = C,
          r = v.current,
          a = E != null && r !== null && r.complete && r.naturalHeight !== 0 && r.naturalWidth !== 0;
        a && E.excavation != null && (n = K(C, E.excavation));
        const c = window.devicePixelRatio || 1;
        e.height = e.width = i * c;
        const l = (i / T) * c;
        t.scale(l, l),
          (t.fillStyle = o),
          t.fillRect(0, 0, T, T),
          (t.fillStyle = s),
          ae
            ? t.fill(new Path2D(G(n, S)))
            : C.forEach((e, n) => {
                e.forEach((e, r) => {
                  e && t.fillRect(r + S, n + S, 1, 1);
                });
              }),
          E && (t.globalAlpha = E.opacity),
          a && t.drawImage(r, E.x + S, E.y + S, E.w, E.h);
      }
    }),
      w.useEffect(() => {
        x(!1);
      }, [g]);
    let D = P({ height: i, width: i }, m),
      O = null;
    return (
      g != null &&
        (O = w.createElement(`img`, {
          src: g,
          key: g,
          style: { display: `none` },
          onLoad: () => {
            x(!0);
          },
          ref: v,
          crossOrigin: E?.crossOrigin,
        })),
      w.createElement(
        w.Fragment,
        null,
        w.createElement(`canvas`, P({ style: D, height: i, width: i, ref: y, role: `img` }, h)),
        O,
      )
    );
  });
oe.displayName = `QRCodeCanvas`;
var Y = w.forwardRef((e, t) => {
  let n = e,
    {
      value: r,
      size: i = R,
      level: a = z,
      bgColor: o = B,
      fgColor: s = V,
      includeMargin: c = H,
      minVersion: l = U,
      boostLevel: u,
      title: d,
      marginSize: f,
      imageSettings: p,
    } = n,
    m = F(n, [
      `value`,
      `size`,
      `level`,
      `bgColor`,
      `fgColor`,
      `includeMargin`,
      `minVersion`,
      `boostLevel`,
      `title`,
      `marginSize`,
      `imageSettings`,
    ]),
    {
      margin: h,
      cells: g,
      numCells: _,
      calculatedImageSettings: v,
    } = J({
      value: r,
      level: a,
      minVersion: l,
      boostLevel: u,
      includeMargin: c,
      marginSize: f,
      imageSettings: p,
      size: i,
    }),
    y = g,
    b = null;
  p != null &&
    v != null &&
    (v.excavation != null && (y = K(g, v.excavation)),
    (b = w.createElement(`image`, {
      href: p.src,
      height: v.h,
      width: v.w,
      x: v.x + h,
      y: v.y + h,
      preserveAspectRatio: `none`,
      opacity: v.opacity,
      crossOrigin: v.crossOrigin,
    })));
  const x = G(y, h);
  return w.createElement(
    `svg`,
    P({ height: i, width: i, viewBox: `0 0 ${_} ${_}`, ref: t, role: `img` }, m),
    !!d && w.createElement(`title`, null, d),
    w.createElement(`path`, { fill: o, d: `M0,0 h${_}v${_}H0z`, shapeRendering: `crispEdges` }),
    w.createElement(`path`, { fill: s, d: x, shapeRendering: `crispEdges` }),
    b,
  );
});
Y.displayName = `QRCodeSVG`;
var X = s();
function Z({ label: e, children: t, wide: n = !1 }) {
  return (0, X.jsxs)(`div`, {
    className: n ? `col-span-2` : ``,
    children: [
      (0, X.jsx)(`dt`, { className: `text-xs font-semibold tracking-wide text-muted uppercase`, children: e }),
      (0, X.jsx)(`dd`, { className: `mt-0.5 font-medium break-words text-ink`, children: t }),
    ],
  });
}
var Q = (e, t) => [e, t].filter(Boolean).join(` `);
function se({ ticket: e, ref: t }) {
  const n = (0, w.useId)();
  return (0, X.jsxs)(`article`, {
    ref: t,
    'aria-labelledby': n,
    className: `overflow-hidden rounded-3xl bg-white shadow-lg shadow-brand-900/10 ring-1 ring-brand-100`,
    children: [
      (0, X.jsxs)(`header`, {
        className: `bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-5 text-white sm:px-8 sm:py-6`,
        children: [
          (0, X.jsxs)(`p`, {
            className: `text-xs font-bold tracking-widest text-accent-400 uppercase`,
            children: [g, ` · Admission`],
          }),
          (0, X.jsx)(`h2`, {
            id: n,
            className: `mt-1.5 text-2xl leading-tight font-extrabold text-balance sm:text-3xl`,
            children: e.eventTitle,
          }),
          (0, X.jsxs)(`p`, {
            className: `mt-2 text-sm text-white/85`,
            children: [
              (0, X.jsx)(`span`, { className: `sr-only`, children: `Event date: ` }),
              x(e.eventDate, e.timeZone, e.city),
            ],
          }),
          e.venue &&
            (0, X.jsxs)(`p`, {
              className: `mt-0.5 text-sm text-white/85`,
              children: [
                (0, X.jsx)(`span`, { className: `sr-only`, children: `Venue: ` }),
                [e.venue, e.city].filter(Boolean).join(`, `),
              ],
            }),
        ],
      }),
      (0, X.jsxs)(`div`, {
        className: `grid gap-6 px-6 py-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8`,
        children: [
          (0, X.jsxs)(`dl`, {
            className: `grid grid-cols-2 content-start gap-x-6 gap-y-4`,
            children: [
              (0, X.jsxs)(Z, {
                label: `Ticket holder`,
                wide: !0,
                children: [
                  Q(e.ticketHolder.firstName, e.ticketHolder.lastName),
                  (0, X.jsx)(`span`, {
                    className: `block text-sm font-normal break-all text-muted`,
                    children: e.ticketHolder.email,
                  }),
                ],
              }),
              e.isGift &&
                (0, X.jsxs)(Z, {
                  label: `Gift for`,
                  wide: !0,
                  children: [
                    (e.recipient && Q(e.recipient.firstName, e.recipient.lastName)) || `Not given`,
                    e.recipient?.email &&
                      (0, X.jsx)(`span`, {
                        className: `block text-sm font-normal break-all text-muted`,
                        children: e.recipient.email,
                      }),
                  ],
                }),
              (0, X.jsx)(Z, { label: `Quantity`, children: e.ticketQuantity }),
              (0, X.jsx)(Z, { label: `Total price`, children: _(e.totalPrice) }),
              (0, X.jsx)(Z, {
                label: `Status`,
                children: (0, X.jsx)(`span`, {
                  className: `inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${S[e.status] ?? ``}`,
                  children: C(e.status),
                }),
              }),
              (0, X.jsx)(Z, { label: `Event ID`, children: e.eventId }),
            ],
          }),
          (0, X.jsxs)(`figure`, {
            className: `grid justify-items-center gap-2 self-start`,
            children: [
              (0, X.jsx)(`div`, {
                className: `rounded-2xl bg-white p-3 ring-1 ring-brand-100`,
                children: (0, X.jsx)(Y, { value: e.verifyUrl, size: 200, level: `H`, title: `Ticket QR code` }),
              }),
              (0, X.jsx)(`figcaption`, { className: `text-xs text-muted`, children: `Show this code at the entrance` }),
            ],
          }),
        ],
      }),
      (0, X.jsxs)(`dl`, {
        className: `grid gap-3 border-t-2 border-dashed border-brand-100 bg-brand-50/50 px-6 py-4 sm:grid-cols-2 sm:px-8`,
        children: [
          (0, X.jsx)(Z, {
            label: `Ticket ID`,
            children: (0, X.jsx)(`span`, { className: `font-mono text-sm break-all`, children: e.ticketId }),
          }),
          (0, X.jsx)(Z, {
            label: `Transaction reference`,
            children: (0, X.jsx)(`span`, {
              className: `font-mono text-sm break-all`,
              children: e.transactionReference,
            }),
          }),
        ],
      }),
    ],
  });
}
var ce = (e) => (0, X.jsx)(p, { ...e, children: (0, X.jsx)(`path`, { d: `M12 4v11M7 10.5l5 5 5-5M5 20h14` }) });
function le() {
  return (0, X.jsx)(`main`, {
    className: `grid flex-1 place-items-center px-4 py-20`,
    role: `status`,
    'aria-live': `polite`,
    children: (0, X.jsxs)(`div`, {
      className: `grid justify-items-center gap-3 text-muted`,
      children: [(0, X.jsx)(c, {}), (0, X.jsx)(`p`, { className: `font-medium`, children: t.ticket.loading })],
    }),
  });
}
function $({ title: e, children: t }) {
  return (0, X.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-xl flex-1 content-center justify-items-center gap-4 px-4 py-20 text-center`,
    children: [
      (0, X.jsx)(d, { title: e }),
      (0, X.jsx)(`span`, {
        'aria-hidden': `true`,
        className: `grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-600`,
        children: (0, X.jsx)(f, { className: `size-8` }),
      }),
      t,
      (0, X.jsx)(u, { to: `/`, className: h(`secondary`, `mt-2`), children: `Return to Home` }),
    ],
  });
}
function ue() {
  return (0, X.jsxs)($, {
    title: t.ticket.notFound,
    children: [
      (0, X.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: t.ticket.notFound }),
      (0, X.jsx)(`p`, {
        className: `text-pretty text-muted`,
        children: `Check that the link is complete: it is in your confirmation email and on the thank-you page.`,
      }),
    ],
  });
}
function de({ statusText: e }) {
  const { config: n } = b();
  return (0, X.jsxs)($, {
    title: `Ticket unavailable`,
    children: [
      (0, X.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `We could not load your ticket` }),
      (0, X.jsx)(v, { text: t.ticket.fetchFailed(e) }),
      (0, X.jsxs)(`p`, {
        className: `text-pretty text-muted`,
        children: [
          `Please try again in a moment. If it keeps failing, contact support at`,
          ` `,
          n
            ? (0, X.jsx)(`a`, {
                href: `mailto:${n.supportEmail}`,
                className: `font-semibold text-brand-700 underline underline-offset-4`,
                children: n.supportEmail,
              })
            : `our support address`,
          `.`,
        ],
      }),
    ],
  });
}
function fe({ ticket: e }) {
  const n = (0, w.useRef)(null),
    [r, i] = (0, w.useState)(!1),
    [o, s] = (0, w.useState)(!1),
    [c, l] = (0, w.useState)(null),
    { user: u } = a(),
    f = e.status === `unused`;
  return (0, X.jsxs)(`main`, {
    className: `mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 pt-6 pb-16 sm:px-6 lg:pt-10`,
    children: [
      (0, X.jsx)(d, { title: `Ticket: ${e.eventTitle}` }),
      (0, X.jsxs)(`div`, {
        className: `grid gap-1`,
        children: [
          (0, X.jsx)(`h1`, {
            className: `text-2xl font-extrabold tracking-tight text-ink sm:text-3xl`,
            children: `Your ticket`,
          }),
          (0, X.jsx)(`p`, {
            className: `text-muted`,
            children: `Keep this page or the downloaded image; the QR code gets you in.`,
          }),
        ],
      }),
      !f && (0, X.jsx)(v, { text: t.ticket.notReusable(e.status) }),
      (0, X.jsx)(se, { ticket: e, ref: n }),
      (0, X.jsxs)(`div`, {
        className: `grid gap-3 sm:flex sm:items-center`,
        children: [
          (0, X.jsxs)(m, {
            onClick: async () => {
              if (n.current && !r) {
                i(!0), l(null);
                try {
                  await O(n.current, e.ticketId), l(t.ticket.downloaded);
                } catch {
                  l(t.ticket.downloadFailed);
                } finally {
                  i(!1);
                }
              }
            },
            disabled: !f,
            busy: r,
            busyText: `Preparing image...`,
            className: `text-base sm:min-w-52`,
            children: [(0, X.jsx)(ce, { className: `size-5` }), `Download Ticket`],
          }),
          u &&
            f &&
            (0, X.jsx)(m, {
              variant: `secondary`,
              onClick: async () => {
                s(!0), l(null), l(await ee(e.transactionReference)), s(!1);
              },
              busy: o,
              busyText: `Sending...`,
              className: `text-base`,
              children: `Send to my email`,
            }),
          f &&
            (0, X.jsx)(`a`, {
              href: y(e.transactionReference),
              className: h(`secondary`, `text-base whitespace-nowrap`),
              children: `Add to calendar`,
            }),
          (0, X.jsx)(`p`, {
            className: `text-sm text-muted`,
            children: `Tip: you can also take a screenshot of your ticket to keep it on your phone.`,
          }),
        ],
      }),
      (0, X.jsx)(`div`, {
        'aria-live': `polite`,
        'aria-atomic': `true`,
        children: (0, X.jsx)(v, { text: c, announce: !1 }),
      }),
    ],
  });
}
function pe() {
  const { reference: e, lookup: t } = r();
  return (0, X.jsx)(
    w.Suspense,
    {
      fallback: (0, X.jsx)(le, {}),
      children: (0, X.jsx)(i, {
        resolve: t,
        children: (e) =>
          e.kind === `found`
            ? (0, X.jsx)(fe, { ticket: e.ticket })
            : e.kind === `not-found`
              ? (0, X.jsx)(ue, {})
              : (0, X.jsx)(de, { statusText: e.statusText }),
      }),
    },
    e,
  );
}
function me() {
  return (0, X.jsx)(pe, {});
}

export { me as Component };
//# sourceMappingURL=ticket-Div29tlG.js.map
