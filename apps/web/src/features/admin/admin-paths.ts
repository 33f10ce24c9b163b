/** Every back-office path, in one place: the router's children, the nav and every link use these. */
export const adminPaths = {
  dashboard: '/admin',
  events: '/admin/events',
  newEvent: '/admin/events/new',
  event: (id: string) => `/admin/events/${encodeURIComponent(id)}`,
  /** An event's waitlist per tier (decision 30). */
  eventWaitlist: (id: string) => `/admin/events/${encodeURIComponent(id)}/waitlist`,
  /** Organizers and their applications (architecture.md §16). */
  organizers: '/admin/organizers',
  organizer: (id: string) => `/admin/organizers/${encodeURIComponent(id)}`,
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  /** The orders list filtered, e.g. by event: `ordersWhere({ eventId: '3' })`. */
  ordersWhere: (filters: Record<string, string>) => `/admin/orders?${new URLSearchParams(filters)}`,
  support: '/admin/support',
  supportTicket: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
  inquiries: '/admin/inquiries',
  inquiry: (id: string) => `/admin/inquiries/${encodeURIComponent(id)}`,
  subscribers: '/admin/subscribers',
  promoCodes: '/admin/promo-codes',
  /** Venues' seat plans (decision 51). */
  seatPlans: '/admin/seat-plans',
  auditLog: '/admin/audit-log',
  /** Any organizer's payout statement per period (architecture.md §16). */
  statements: '/admin/statements',
  /** The audit log of one target, e.g. an order's history. */
  auditLogOf: (targetType: string, targetId: string) =>
    `/admin/audit-log?${new URLSearchParams({ targetType, targetId })}`,
} as const;

/** The back office's menu, in order. */
export const adminNav = [
  { to: adminPaths.dashboard, label: 'Dashboard' },
  { to: adminPaths.events, label: 'Events' },
  { to: adminPaths.organizers, label: 'Organizers' },
  { to: adminPaths.orders, label: 'Orders' },
  { to: adminPaths.promoCodes, label: 'Promo codes' },
  { to: adminPaths.seatPlans, label: 'Seat plans' },
  { to: adminPaths.support, label: 'Support' },
  { to: adminPaths.inquiries, label: 'Inquiries' },
  { to: adminPaths.subscribers, label: 'Subscribers' },
  { to: adminPaths.statements, label: 'Statements' },
  { to: adminPaths.auditLog, label: 'Audit log' },
  // The door app, outside the back office: admins admit tickets too (architecture.md §11).
  { to: '/check-in', label: 'Check-in' },
] as const;
