import { n as r } from './admin-paths-cgLaZDql.js';
import { t as o } from './event-page-BoZRG_ux.js';
import { O as e, x as n, l as t } from './index-bIbMlBq6.js';
import { t as i } from './resource-state-DxO-3wkE.js';
import { t as a } from './use-admin-resource-CcngcaUw.js';

var s = t(),
  c = {
    draft: `Preview of a draft: the public cannot see this page until the event is published.`,
    published: `Preview: this is the page the public sees.`,
    cancelled: `Preview: the public sees this page with the cancellation notice.`,
  };
function l({ id: e, status: t }) {
  return (0, s.jsxs)(`section`, {
    'aria-label': `Preview`,
    className: `sticky top-0 z-30 flex flex-wrap items-center justify-between gap-3 bg-brand-900 px-4 py-3 text-sm text-white sm:px-6`,
    children: [
      (0, s.jsx)(`p`, { children: c[t] }),
      (0, s.jsx)(n, {
        to: r.event(e),
        className: `inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50`,
        children: `Back to editing`,
      }),
    ],
  });
}
function u() {
  const t = e().id ?? ``,
    { resource: n, reload: c } = a(`/api/admin/events/${encodeURIComponent(t)}`);
  if (!n.data)
    return (0, s.jsxs)(`main`, {
      className: `mx-auto grid max-w-xl gap-4 p-6`,
      children: [
        (0, s.jsx)(`h1`, { className: `text-2xl font-bold text-ink`, children: `Preview` }),
        (0, s.jsx)(i, { resource: n, onRetry: c, back: { to: r.events, label: `Back to the events` } }),
      ],
    });
  const { preview: u } = n.data;
  return (0, s.jsxs)(`div`, {
    className: `flex min-h-dvh flex-col`,
    children: [(0, s.jsx)(l, { id: t, status: u.status }), (0, s.jsx)(o, { event: u })],
  });
}

export { u as Component };
//# sourceMappingURL=event-preview-Bzj3A9y9.js.map
