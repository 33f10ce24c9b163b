import { _ as e, m as n, p as r, g as t } from './index-bIbMlBq6.js';

function i(e, n) {
  return t(e, { signal: n });
}
async function a(n, r, i) {
  return (e() || (await t(`/api/config`)), t(r, { method: n, body: i }));
}
async function o(i, a) {
  e() || (await t(`/api/config`));
  let o;
  try {
    o = await fetch(i, {
      method: `PUT`,
      headers: {
        accept: `application/json`,
        'content-type': a.type || `application/octet-stream`,
        'x-xsrf-token': e() ?? ``,
      },
      body: a,
      credentials: `same-origin`,
    });
  } catch {
    throw new n();
  }
  const s = await o.json().catch(() => void 0);
  if (!o.ok) {
    const e = typeof s?.message == `string` && s.message ? s.message : `HTTP error! Status: ${o.status}`;
    throw new r(o.status, e);
  }
  return s;
}

export { a as n, i as t, o as r };
//# sourceMappingURL=admin-api-CHw1d_C1.js.map
