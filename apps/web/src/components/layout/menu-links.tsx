import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-provider.tsx';
import { AuthAction } from './auth-action.tsx';

const links = [
  { to: '/about-us', label: 'About Us' },
  { to: '/helpdesk', label: 'Helpdesk' },
  { to: '/my-tickets', label: 'My Tickets' },
  { to: '/organizers', label: 'For Organizers' },
];

const linkClass =
  'flex min-h-11 items-center rounded-xl px-3 text-base font-semibold text-ink hover:bg-brand-50 hover:text-brand-700';

export interface MenuLinksProps {
  /** Called before leaving, e.g. to close the sidebar. */
  onNavigate?: () => void;
}

/**
 * The menu's links (product.md §2.1), shared by the sidebar the menu button opens and the /menu
 * page that button leads to before the page's scripts have run. The staff and admin links follow
 * the session, which the server renders as a guest's; they appear once the page has hydrated.
 */
export function MenuLinks({ onNavigate }: MenuLinksProps) {
  const { isAdmin, isStaff, isOrganizer } = useSession();
  return (
    <nav aria-label="Menu">
      <ul className="grid gap-1">
        {/* The top bar's links hide on small screens; Concerts stays reachable from here. */}
        <li className="lg:hidden">
          <Link to="/concerts" onClick={onNavigate} className={linkClass}>
            Concerts
          </Link>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {/* The door, for the accounts the server says may admit (staff and admins; it checks every scan). */}
        {isStaff && (
          <li>
            <Link to="/check-in" onClick={onNavigate} className={linkClass}>
              Check-in
            </Link>
          </li>
        )}
        {/* The organizer console (architecture.md §16), for the accounts the server says are organizers. */}
        {isOrganizer && (
          <li>
            <Link to="/organizer" onClick={onNavigate} className={linkClass}>
              Organizer console
            </Link>
          </li>
        )}
        {/* The back office, for the accounts the server says are admins (it checks again there). */}
        {isAdmin && (
          <li>
            <Link to="/admin" onClick={onNavigate} className={linkClass}>
              Admin
            </Link>
          </li>
        )}
        <li>
          <AuthAction onAction={onNavigate} className={`${linkClass} w-full text-brand-700`} />
        </li>
      </ul>
    </nav>
  );
}
