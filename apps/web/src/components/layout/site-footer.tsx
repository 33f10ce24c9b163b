import { Link } from 'react-router';
import { Logo } from './logo.tsx';

/** product.md §2.1: the footer links are /about, /contact, /terms, /Privacy; FAQ opens the helpdesk's (decision 10). */
const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms' },
  { to: '/Privacy', label: 'Privacy' },
  { to: '/helpdesk#faq', label: 'FAQ' },
];

export const SUPPORT_EMAIL = 'support@owambetickets.ng';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-brand-900 text-brand-100 below-fold">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div className="grid content-start gap-3">
          <Logo tone="light" />
          <p className="max-w-sm text-sm text-brand-200">
            Tickets for the concerts and movies everyone will be talking about, paid in naira, with your QR ticket on
            screen and in your inbox.
          </p>
          <p className="text-sm">
            Questions?{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="inline-flex min-h-11 items-center font-semibold text-accent-400 underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center rounded-lg text-sm font-semibold text-white hover:text-accent-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        {/* The server's year and the visitor's may differ for a few hours around New Year. */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-5 text-xs text-brand-300 sm:px-6">
          © {new Date().getFullYear()} Owambe Tickets. Prices in Nigerian naira (NGN).
        </p>
      </div>
    </footer>
  );
}
