/** Every back-office path, in one place: the router's children, the nav and every link use these. */
export const adminPaths = {
  dashboard: '/admin',
  events: '/admin/events',
  newEvent: '/admin/events/new',
  event: (id: string) => `/admin/events/${encodeURIComponent(id)}`,
  orders: '/admin/orders',
  support: '/admin/support',
  inquiries: '/admin/inquiries',
  subscribers: '/admin/subscribers',
  auditLog: '/admin/audit-log',
} as const;

/** The back office's menu, in order. */
export const adminNav = [
  { to: adminPaths.dashboard, label: 'Dashboard' },
  { to: adminPaths.events, label: 'Events' },
  { to: adminPaths.orders, label: 'Orders' },
  { to: adminPaths.support, label: 'Support' },
  { to: adminPaths.inquiries, label: 'Inquiries' },
  { to: adminPaths.subscribers, label: 'Subscribers' },
  { to: adminPaths.auditLog, label: 'Audit log' },
] as const;
