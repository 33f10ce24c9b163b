import { Outlet } from 'react-router';
import { NavHeader } from './nav-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** The layout of the screens with the top navigation bar (product.md §2.1): header, page, footer. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavHeader />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
