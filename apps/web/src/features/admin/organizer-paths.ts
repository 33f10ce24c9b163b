/**
 * Every path of the organizer console (architecture.md §16), in one place like adminPaths: the screens it
 * shares with the back office have the same names in both (console.tsx), so one screen links
 * within whichever console it is shown in.
 */
export const organizerPaths = {
  dashboard: '/organizer',
  events: '/organizer/events',
  newEvent: '/organizer/events/new',
  event: (id: string) => `/organizer/events/${encodeURIComponent(id)}`,
  eventWaitlist: (id: string) => `/organizer/events/${encodeURIComponent(id)}/waitlist`,
  orders: '/organizer/orders',
  order: (id: string) => `/organizer/orders/${encodeURIComponent(id)}`,
  ordersWhere: (filters: Record<string, string>) => `/organizer/orders?${new URLSearchParams(filters)}`,
  promoCodes: '/organizer/promo-codes',
  /** Venues' seat plans (decision 51): shared, made here, edited by admins. */
  seatPlans: '/organizer/seat-plans',
  /** The payout bank account (getting paid). */
  payouts: '/organizer/payouts',
  /** Payout statements per period. */
  statements: '/organizer/statements',
  /** Door staff the organizer invited. */
  doorStaff: '/organizer/door-staff',
} as const;

/** The console's menu, in order. */
export const organizerNav = [
  { to: organizerPaths.dashboard, label: 'Dashboard' },
  { to: organizerPaths.events, label: 'Events' },
  { to: organizerPaths.orders, label: 'Orders' },
  { to: organizerPaths.promoCodes, label: 'Promo codes' },
  { to: organizerPaths.seatPlans, label: 'Seat plans' },
  { to: organizerPaths.statements, label: 'Statements' },
  { to: organizerPaths.payouts, label: 'Payout account' },
  { to: organizerPaths.doorStaff, label: 'Door staff' },
  // The door app: organizers admit their own events' tickets too.
  { to: '/check-in', label: 'Check-in' },
] as const;
