var e = {
    dashboard: `/admin`,
    events: `/admin/events`,
    newEvent: `/admin/events/new`,
    event: (e) => `/admin/events/${encodeURIComponent(e)}`,
    orders: `/admin/orders`,
    order: (e) => `/admin/orders/${encodeURIComponent(e)}`,
    ordersWhere: (e) => `/admin/orders?${new URLSearchParams(e)}`,
    support: `/admin/support`,
    supportTicket: (e) => `/admin/support/${encodeURIComponent(e)}`,
    inquiries: `/admin/inquiries`,
    inquiry: (e) => `/admin/inquiries/${encodeURIComponent(e)}`,
    subscribers: `/admin/subscribers`,
    auditLog: `/admin/audit-log`,
    auditLogOf: (e, t) => `/admin/audit-log?${new URLSearchParams({ targetType: e, targetId: t })}`,
  },
  t = [
    { to: e.dashboard, label: `Dashboard` },
    { to: e.events, label: `Events` },
    { to: e.orders, label: `Orders` },
    { to: e.support, label: `Support` },
    { to: e.inquiries, label: `Inquiries` },
    { to: e.subscribers, label: `Subscribers` },
    { to: e.auditLog, label: `Audit log` },
  ];

export { e as n, t };
//# sourceMappingURL=admin-paths-cgLaZDql.js.map
