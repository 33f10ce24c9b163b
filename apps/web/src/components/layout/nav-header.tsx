import { NavLink } from 'react-router';
import { AuthAction } from './auth-action.tsx';
import { SiteHeader } from './site-header.tsx';

const navLinks = [
  { to: '/concerts', label: 'Concerts' },
  { to: '/about-us', label: 'About Us' },
  { to: '/organizers', label: 'Organizers' },
  { to: '/my-tickets', label: 'My Tickets' },
];

/** The navigation bar's main links, from the large breakpoint (the menu has them below it). */
function MainNav() {
  return (
    <nav aria-label="Main" className="ml-6 hidden lg:block">
      <ul className="flex items-center gap-1">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-muted hover:text-brand-700'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The white top navigation bar of the screens product.md §2.1 names: the site header with the main links
 * and the account action. Apart from site-header.tsx, so the landing page (its own header over
 * the hero) does not load them.
 */
export function NavHeader() {
  return (
    <SiteHeader
      variant="nav"
      links={<MainNav />}
      account={
        <AuthAction className="mr-1 hidden min-h-11 items-center rounded-xl border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex" />
      }
    />
  );
}
