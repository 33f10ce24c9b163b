import type { ReactNode } from 'react';
import { Logo, PageTitle } from '../../components/layout/logo.tsx';

export interface AuthLayoutProps {
  /** The card's heading (also the page title). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The account screens: the brand on a purple band, one centered card, nothing else to distract. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="relative min-h-dvh overflow-hidden bg-surface">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-72 overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 sm:h-80"
      >
        <div className="absolute -right-24 -top-24 size-72 rounded-full bg-accent-500/20 blur-3xl" />
        <div className="absolute -left-16 top-24 size-56 rounded-full bg-brand-400/25 blur-3xl" />
      </div>
      <div className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-8 pb-10 sm:pt-14">
        <PageTitle title={title} />
        <header className="flex justify-center">
          <Logo tone="light" />
        </header>
        <main className="mt-6 rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:mt-8 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </main>
        <p className="mt-6 text-center text-xs text-muted">
          Your tickets in naira, with a QR code on screen and by email.
        </p>
      </div>
    </div>
  );
}

/** A link inside the account pages' text (Sign up, Sign in, Forgot your password). */
export const authLinkClasses =
  'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-600 hover:underline';
