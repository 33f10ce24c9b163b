import { Outlet } from 'react-router';
import { Logo } from './logo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** The quiet layout of the footer's pages (/contact, /terms, /Privacy): logo, page, footer. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
