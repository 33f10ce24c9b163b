import { createContext, useContext } from 'react';
import { adminNav, adminPaths } from './admin-paths.ts';
import { organizerNav, organizerPaths } from './organizer-paths.ts';

/** The paths a screen shown in both consoles links to: the same names in adminPaths and organizerPaths. */
export interface ConsolePaths {
  dashboard: string;
  events: string;
  newEvent: string;
  event(id: string): string;
  eventWaitlist(id: string): string;
  orders: string;
  order(id: string): string;
  ordersWhere(filters: Record<string, string>): string;
  promoCodes: string;
}

/**
 * Which console a screen is shown in (architecture.md §16). The back office and the organizer console share
 * their events, tiers, codes, waitlist, orders and dashboard screens: each screen asks this for
 * the API it calls and the paths it links to, and the server scopes an organizer's answers to
 * their own events (the organizer's routes under /api/organizer).
 */
export interface ConsoleSpec {
  kind: 'admin' | 'organizer';
  /** The frame's label beside the logo. */
  title: string;
  /** Where its API lives, without the trailing slash: `${api}/events`. */
  api: '/api/admin' | '/api/organizer';
  paths: ConsolePaths;
  nav: readonly { to: string; label: string }[];
}

export const adminConsole: ConsoleSpec = {
  kind: 'admin',
  title: 'Back office',
  api: '/api/admin',
  paths: adminPaths,
  nav: adminNav,
};

export const organizerConsole: ConsoleSpec = {
  kind: 'organizer',
  title: 'Organizer console',
  api: '/api/organizer',
  paths: organizerPaths,
  nav: organizerNav,
};

const ConsoleContext = createContext<ConsoleSpec>(adminConsole);

/** The console around this screen (the back office unless an organizer console's guard said otherwise). */
export function useConsole(): ConsoleSpec {
  return useContext(ConsoleContext);
}

export const ConsoleProvider = ConsoleContext.Provider;
