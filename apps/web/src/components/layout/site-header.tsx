import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../ui/link-button.tsx';
import { BellIcon, MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';

// The menu's panel is not drawn until the menu is first opened, so its code loads then: every
// public page carries the header, none needs the panel to paint or hydrate. A pointer over the
// button or a focus on it starts the download, so the click rarely waits for it.
const loadSidebar = () => import('./sidebar.tsx');
const Sidebar = lazy(async () => ({ default: (await loadSidebar()).Sidebar }));
const SIDEBAR_ID = 'site-sidebar';
/** The menu as a page of its own (routes/menu.tsx): where the menu button leads without scripts. */
export const MENU_PATH = '/menu';

export interface SiteHeaderProps {
  /** 'landing': over the dark hero, logo + bell + menu. 'nav': the white top navigation bar with links. */
  variant?: 'landing' | 'nav';
  /** The nav bar's main links (nav-header.tsx gives them): the landing page has none, so its chunks do not carry them. */
  links?: ReactNode;
  /** Log In / Log Out, given by the nav bar and the landing page (shown without the menu from 1024 px at least). */
  account?: ReactNode;
}

/** The header of every public screen: logo, bell (to /notifications), menu (opens the sidebar). */
export function SiteHeader({ variant = 'nav', links, account }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the panel stays mounted (closed), keeping what was typed in its form.
  const [menuUsed, setMenuUsed] = useState(false);
  const onDark = variant === 'landing';
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const iconButton = `grid size-11 place-items-center rounded-full transition-colors ${onDark ? 'text-white hover:bg-white/15' : 'text-ink hover:bg-brand-50'}`;

  return (
    <header
      className={
        onDark
          ? 'absolute inset-x-0 top-0 z-20'
          : 'sticky top-0 z-20 border-b border-brand-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80'
      }
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo tone={onDark ? 'light' : 'dark'} />
        {links}
        <div className="ml-auto flex items-center gap-1">
          {account}
          <Link to="/notifications" aria-label="Notifications" className={iconButton}>
            <BellIcon />
          </Link>
          {/* A link to the /menu page until the scripts run, so the first tap works (decision 28). */}
          <LinkButton
            href={MENU_PATH}
            onActivate={openMenu}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuUsed ? SIDEBAR_ID : undefined}
            onPointerEnter={loadSidebar}
            onFocus={loadSidebar}
            className={iconButton}
          >
            <MenuIcon />
          </LinkButton>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <Sidebar id={SIDEBAR_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
