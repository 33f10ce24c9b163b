import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/layout/icons.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useSignOut } from '../../lib/session/use-sign-out.ts';
import { useConsole } from './console.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-700'
  }`;

/**
 * The frame of both consoles (useConsole: the back office or the organizer console, architecture.md §16):
 * a top bar (brand, the console's name, the storefront, sign out) and the
 * section menu, a column beside the screen from 1024 px and a disclosure under the top bar below
 * it (390 px phones), closed again on every navigation.
 */
export function Component() {
  const { user } = useSession();
  const console = useConsole();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on a new path is the point
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <span className="hidden rounded-lg bg-brand-50 px-2 py-1 text-xs font-bold uppercase tracking-widest text-brand-700 sm:inline">
            {console.title}
          </span>
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden max-w-56 truncate text-sm text-muted md:inline">{user?.email}</span>
            <Link
              to="/"
              className="hidden min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
            >
              Storefront
            </Link>
            <button
              type="button"
              onClick={() => void signOut()}
              className="hidden min-h-11 items-center rounded-xl border border-brand-200 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
            >
              Log Out
            </button>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span className="sr-only">{menuOpen ? `Close ${console.kind} menu` : `Open ${console.kind} menu`}</span>
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-6 lg:px-6">
        <nav
          id={menuId}
          aria-label={console.title}
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-brand-100 bg-white px-4 py-3 lg:block lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-6`}
        >
          <ul className="grid gap-1">
            {console.nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === console.paths.dashboard} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {/* On a phone the top bar has no room for these two. */}
            <li className="sm:hidden">
              <Link to="/" className={navLinkClass({ isActive: false })}>
                Storefront
              </Link>
            </li>
            <li className="sm:hidden">
              <button
                type="button"
                onClick={() => void signOut()}
                className={`${navLinkClass({ isActive: false })} w-full text-brand-700`}
              >
                Log Out
              </button>
            </li>
          </ul>
        </nav>
        <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
