const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      'assets/require-admin-CaqHjZX8.js',
      'assets/admin-messages-C1SQWSwn.js',
      'assets/index-bIbMlBq6.js',
      'assets/rolldown-runtime-XKyaHtl9.js',
      'assets/index-DeADNRm4.css',
      'assets/site-JEPK_OxW.js',
      'assets/admin-layout-DgSQpK7s.js',
      'assets/admin-paths-cgLaZDql.js',
      'assets/dashboard-Dy4DaPX2.js',
      'assets/admin-sales-messages-BBXKOYz8.js',
      'assets/admin-format-CO4hE-z1.js',
      'assets/event-status-badge-DI6vKFjv.js',
      'assets/status-badge-BXSm_loh.js',
      'assets/resource-state-DxO-3wkE.js',
      'assets/use-admin-resource-CcngcaUw.js',
      'assets/admin-api-CHw1d_C1.js',
      'assets/events-B8OC5Meo.js',
      'assets/admin-event-rules-DdqI9aqh.js',
      'assets/event-page-BoZRG_ux.js',
      'assets/data-table-DL1vdS2x.js',
      'assets/text-field-CM1H3Ms6.js',
      'assets/list-filters-BaPF2tsb.js',
      'assets/event-editor-BgK-TgW-.js',
      'assets/status-message-D_Oaj3Uk.js',
      'assets/modal-XO2-DcaL.js',
      'assets/orders-CExPkqYI.js',
      'assets/export-link-BSrebrt2.js',
      'assets/order-status-1BF6WclC.js',
      'assets/order-C0r-UP32.js',
      'assets/format-instant-CXMBL33o.js',
      'assets/support-PX5i1QsC.js',
      'assets/admin-support-messages-DXWo4twG.js',
      'assets/support-status-DqWXCxJa.js',
      'assets/support-ticket-C-IyeDA1.js',
      'assets/inquiries-D5KkEzJS.js',
      'assets/inquiry-CR1LAzdg.js',
      'assets/subscribers-Chv_pO8a.js',
      'assets/audit-log-DKEGBgHX.js',
      'assets/event-preview-Bzj3A9y9.js',
    ]),
) => i.map((i) => d[i]);

import { s as e, t } from './index-bIbMlBq6.js';

var n = {
  [t]: [
    {
      id: `admin`,
      path: `/admin`,
      lazy: () => e(() => import(`./require-admin-CaqHjZX8.js`), __vite__mapDeps([0, 1, 2, 3, 4, 5])),
      children: [
        {
          id: `admin-layout`,
          lazy: () => e(() => import(`./admin-layout-DgSQpK7s.js`), __vite__mapDeps([6, 3, 2, 4, 5, 7])),
          children: [
            {
              index: !0,
              lazy: () =>
                e(
                  () => import(`./dashboard-Dy4DaPX2.js`),
                  __vite__mapDeps([8, 3, 9, 5, 2, 4, 10, 7, 11, 12, 13, 14, 15]),
                ),
            },
            {
              path: `events`,
              lazy: () =>
                e(
                  () => import(`./events-B8OC5Meo.js`),
                  __vite__mapDeps([16, 17, 18, 3, 5, 2, 4, 7, 19, 1, 20, 15, 21, 11, 12]),
                ),
            },
            {
              path: `events/new`,
              lazy: () =>
                e(
                  () => import(`./event-editor-BgK-TgW-.js`),
                  __vite__mapDeps([22, 3, 17, 18, 5, 2, 4, 23, 15, 7, 13, 14, 24, 20, 11, 12]),
                ),
            },
            {
              path: `events/:id`,
              lazy: () =>
                e(
                  () => import(`./event-editor-BgK-TgW-.js`),
                  __vite__mapDeps([22, 3, 17, 18, 5, 2, 4, 23, 15, 7, 13, 14, 24, 20, 11, 12]),
                ),
            },
            {
              path: `orders`,
              lazy: () =>
                e(
                  () => import(`./orders-CExPkqYI.js`),
                  __vite__mapDeps([25, 9, 5, 3, 2, 4, 10, 7, 19, 1, 20, 15, 26, 21, 14, 27, 12]),
                ),
            },
            {
              path: `orders/:id`,
              lazy: () =>
                e(
                  () => import(`./order-C0r-UP32.js`),
                  __vite__mapDeps([28, 3, 2, 4, 29, 5, 9, 18, 23, 15, 10, 7, 24, 13, 14, 12, 27]),
                ),
            },
            {
              path: `support`,
              lazy: () =>
                e(
                  () => import(`./support-PX5i1QsC.js`),
                  __vite__mapDeps([30, 3, 31, 2, 4, 5, 10, 7, 19, 1, 20, 15, 32, 12]),
                ),
            },
            {
              path: `support/:id`,
              lazy: () =>
                e(
                  () => import(`./support-ticket-C-IyeDA1.js`),
                  __vite__mapDeps([33, 3, 2, 4, 31, 5, 18, 23, 15, 10, 7, 13, 14, 32, 12]),
                ),
            },
            {
              path: `inquiries`,
              lazy: () =>
                e(() => import(`./inquiries-D5KkEzJS.js`), __vite__mapDeps([34, 2, 3, 4, 5, 10, 7, 19, 1, 20, 15])),
            },
            {
              path: `inquiries/:id`,
              lazy: () =>
                e(() => import(`./inquiry-CR1LAzdg.js`), __vite__mapDeps([35, 2, 3, 4, 5, 18, 10, 7, 13, 14, 15])),
            },
            {
              path: `subscribers`,
              lazy: () =>
                e(
                  () => import(`./subscribers-Chv_pO8a.js`),
                  __vite__mapDeps([36, 3, 31, 2, 4, 5, 23, 10, 19, 1, 20, 15, 26, 21, 12]),
                ),
            },
            {
              path: `audit-log`,
              lazy: () =>
                e(() => import(`./audit-log-DKEGBgHX.js`), __vite__mapDeps([37, 5, 3, 2, 4, 10, 19, 1, 20, 15, 21])),
            },
          ],
        },
        {
          path: `events/:id/preview`,
          lazy: () =>
            e(() => import(`./event-preview-Bzj3A9y9.js`), __vite__mapDeps([38, 2, 3, 4, 7, 13, 5, 14, 15, 18])),
        },
      ],
    },
  ],
};

export { n as adminRoutes };
//# sourceMappingURL=admin-routes-MkT4nUO5.js.map
