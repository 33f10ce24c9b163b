import { f as e } from './event-page-BoZRG_ux.js';

var t = [`JAN`, `FEB`, `MAR`, `APR`, `MAY`, `JUN`, `JUL`, `AUG`, `SEP`, `OCT`, `NOV`, `DEC`],
  n = new Map();
function r(e, t, n) {
  let r = e.get(t);
  return (r || ((r = n()), e.set(t, r)), r);
}
function i(e, t) {
  const i = r(
      n,
      t,
      () =>
        new Intl.DateTimeFormat(`en-US`, {
          timeZone: t,
          hourCycle: `h23`,
          year: `numeric`,
          month: `numeric`,
          day: `numeric`,
          hour: `numeric`,
          minute: `numeric`,
          second: `numeric`,
        }),
    ).formatToParts(new Date(e)),
    a = (e) => Number(i.find((t) => t.type === e)?.value);
  return Date.UTC(a(`year`), a(`month`) - 1, a(`day`), a(`hour`), a(`minute`), a(`second`)) - Math.floor(e / 1e3) * 1e3;
}
function a({ month: n, date: r, year: a, time: o, timeZone: s }) {
  const c = t.indexOf(n.toUpperCase());
  if (c < 0) throw Error(e.dates.invalidMonth);
  const l = /^\d{1,2}$/.exec(r.trim()),
    u = /^\d{4}$/.exec(a.trim()),
    d = /^(\d{1,2}):(\d{2})$/.exec(o.trim());
  if (!l || !u || !d) throw Error(e.dates.invalidEventDate);
  const [f, p, m, h] = [Number(a), Number(r), Number(d[1]), Number(d[2])];
  if (m > 23 || h > 59) throw Error(e.dates.invalidEventDate);
  const g = Date.UTC(f, c, p, m, h),
    _ = new Date(g);
  if (_.getUTCMonth() !== c || _.getUTCDate() !== p) throw Error(e.dates.invalidEventDate);
  let v;
  try {
    v = i(g, s);
  } catch {
    throw Error(e.dates.invalidEventDate);
  }
  const y = g - v;
  return new Date(g - i(y, s));
}
var o = [`draft`, `published`, `cancelled`],
  s = [`Concert`, `Movie`],
  c = {
    title: 120,
    artistName: 120,
    eventOwner: 120,
    description: 300,
    about: 5e3,
    venue: 120,
    city: 80,
    priceMax: 1e7,
    capacityMax: 1e6,
    yearsAhead: 5,
  },
  l = 5242880,
  u = { width: 600, height: 400 },
  d = [`image/png`, `image/jpeg`, `image/webp`],
  f = {
    title: `Give the event a title.`,
    titleLong: `The title must be at most ${c.title} characters.`,
    artistName: `Name the artist (or the film).`,
    artistNameLong: `The artist must be at most ${c.artistName} characters.`,
    eventOwnerLong: `The organizer must be at most ${c.eventOwner} characters.`,
    category: `Choose Concert or Movie.`,
    description: `Write a one-line description.`,
    descriptionLong: `The description must be at most ${c.description} characters.`,
    about: `Write the About text.`,
    aboutLong: `The About text must be at most ${c.about} characters.`,
    venue: `Name the venue.`,
    venueLong: `The venue must be at most ${c.venue} characters.`,
    city: `Name the city.`,
    cityLong: `The city must be at most ${c.city} characters.`,
    timeZone: `Choose the time zone of the venue, such as Africa/Lagos.`,
    startDate: `Give the start date as YYYY-MM-DD.`,
    startTime: `Give the start time as HH:MM, on a 24-hour clock.`,
    noSuchDate: `That date does not exist.`,
    startInPast: `The start must be in the future.`,
    startTooFar: `The start must be within the next ${c.yearsAhead} years.`,
    hiddenCharacters: (e) => `The ${e} must not contain control or text-direction characters.`,
    basePrice: `The price must be a whole number of naira from 1 to ${c.priceMax.toLocaleString(`en-US`)}.`,
    capacity: `Capacity must be a whole number from 0 to ${c.capacityMax.toLocaleString(`en-US`)}.`,
    subaccountCode: `A payment split code looks like ACCT_8f4s1eq7ml6rlzj; leave it empty for none.`,
    status: `Choose draft, published or cancelled.`,
    newStatus: `A new event cannot start cancelled: save it as a draft.`,
    notFound: (e) => `No event has the id ${e}.`,
    capacityBelowTaken: (e) => `Capacity cannot go below the ${e} ${e === 1 ? `seat` : `seats`} already sold or held.`,
    posterNeeded: `Add a poster before publishing the event.`,
    cancelledIsFinal: `A cancelled event stays cancelled: create a new event instead.`,
    soldCannotBeDraft: (e) =>
      `${e} ${e === 1 ? `ticket is` : `tickets are`} sold for this event: cancel it rather than making it a draft.`,
    confirmCancel: (e) =>
      `${e} ${e === 1 ? `ticket is` : `tickets are`} sold for this event. Confirm the cancellation, and say whether to refund ${e === 1 ? `it` : `them`}.`,
    posterTooLarge: `The poster is larger than ${l / 1024 / 1024} MB. Choose a smaller file.`,
    posterNotImage: `The poster must be a PNG, JPEG or WebP image.`,
    posterDamaged: `The poster could not be read: the file is damaged or not the image it claims to be.`,
    posterTooManyPixels: `The poster has too many pixels. Use an image under 40 megapixels.`,
    posterTooSmall: `The poster must be at least ${u.width} × ${u.height} pixels.`,
    saved: `Saved.`,
    created: `Event created.`,
    posterSaved: `Poster saved.`,
    cancelledNotice: `This event has been cancelled. Tickets are no longer on sale.`,
  },
  p = f,
  m = /^(\d{4})-(\d{2})-(\d{2})$/,
  h = /^([01]\d|2[0-3]):([0-5]\d)$/,
  g = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/,
  _ = /^ACCT_[A-Za-z0-9]{1,40}$/;
function v(e) {
  if (!g.test(e) || e.length > 64) return !1;
  try {
    return (new Intl.DateTimeFormat(`en-US`, { timeZone: e }), !0);
  } catch {
    return !1;
  }
}
var y = [`JAN`, `FEB`, `MAR`, `APR`, `MAY`, `JUN`, `JUL`, `AUG`, `SEP`, `OCT`, `NOV`, `DEC`];
function b(e, t, n) {
  const [, r = ``, i = ``, a = ``] = m.exec(e) ?? [];
  return { month: y[Number(i) - 1] ?? ``, date: String(Number(a)), year: r, time: t, timeZone: n };
}
function x(e) {
  if (!m.test(e.startDate) || !h.test(e.startTime) || !v(e.timeZone)) return null;
  try {
    return a(b(e.startDate, e.startTime, e.timeZone));
  } catch {
    return null;
  }
}
var S = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u,
  C = /(?![\n\r\t])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u,
  w = (e) => (typeof e == `string` ? e.trim() : ``),
  T = (e, t, n = !1) => ((n ? C : S).test(e) ? p.hiddenCharacters(t) : null),
  E = (e, t, n, r, i, a = !1) => {
    const o = w(e);
    return o === `` ? n : o.length > t ? r : T(o, i, a);
  },
  D = (e, t, n) => typeof e == `number` && Number.isInteger(e) && e >= t && e <= n;
function O(e) {
  const t = {},
    n = (e, n) => {
      n && (t[e] = n);
    };
  n(`title`, E(e.title, c.title, p.title, p.titleLong, `title`)),
    n(`artistName`, E(e.artistName, c.artistName, p.artistName, p.artistNameLong, `artist`));
  const r = w(e.eventOwner);
  n(`eventOwner`, r.length > c.eventOwner ? p.eventOwnerLong : T(r, `organizer`)),
    n(`category`, s.includes(e.category) ? null : p.category),
    n(`description`, E(e.description, c.description, p.description, p.descriptionLong, `description`)),
    n(`about`, E(e.about, c.about, p.about, p.aboutLong, `About text`, !0)),
    n(`venue`, E(e.venue, c.venue, p.venue, p.venueLong, `venue`)),
    n(`city`, E(e.city, c.city, p.city, p.cityLong, `city`)),
    n(`timeZone`, v(w(e.timeZone)) ? null : p.timeZone),
    n(`startDate`, m.test(w(e.startDate)) ? null : p.startDate),
    n(`startTime`, h.test(w(e.startTime)) ? null : p.startTime),
    t.startDate ||
      t.startTime ||
      t.timeZone ||
      n(
        `startDate`,
        x({ startDate: w(e.startDate), startTime: w(e.startTime), timeZone: w(e.timeZone) }) ? null : p.noSuchDate,
      ),
    n(`basePrice`, D(e.basePrice, 1, c.priceMax) ? null : p.basePrice),
    n(`capacity`, D(e.capacity, 0, c.capacityMax) ? null : p.capacity);
  const i = w(e.subaccountCode);
  return (
    n(`subaccountCode`, i === `` || _.test(i) ? null : p.subaccountCode),
    n(`status`, o.includes(e.status) ? null : p.status),
    t
  );
}

export { c as n, d as a, f as o, l as i, O as s, o as r, s as t };
//# sourceMappingURL=admin-event-rules-DdqI9aqh.js.map
