import { messages } from '@storefront/contracts/messages';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../components/layout/logo.tsx';
import { NavHeader } from '../components/layout/nav-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { buttonClasses } from '../components/ui/button.tsx';

/** Any unknown path (product.md §2.1): '404: No route matched' with the path. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle title="Page not found" />
      <NavHeader />
      <main className="grid flex-1 place-items-center px-4 py-16 sm:px-6">
        <div className="max-w-lg text-center">
          <p aria-hidden="true" className="text-7xl font-extrabold text-brand-400">
            404
          </p>
          <h1 className="mt-2 text-2xl font-extrabold text-brand-900 sm:text-3xl">{messages.router.noRoute}</h1>
          <p className="mt-3 text-muted">
            Nothing lives at{' '}
            <code data-testid="missing-path" className="break-all rounded bg-brand-50 px-1.5 py-0.5 text-brand-800">
              {pathname}
            </code>
            . The link may be old or mistyped.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClasses('primary')}>
              Go to the home page
            </Link>
            <Link to="/concerts" className={buttonClasses('secondary')}>
              Browse concerts
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
