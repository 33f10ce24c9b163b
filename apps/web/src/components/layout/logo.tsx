import { Link } from 'react-router';

export const BRAND = 'Owambe Tickets';

/** A screen's document title, "{title} · Owambe Tickets" (React 19 moves a <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${BRAND}`}</title>;
}

export interface LogoProps {
  /** 'light' on dark backgrounds (the landing hero), 'dark' on the white navigation bar. */
  tone?: 'light' | 'dark';
}

/** The brand mark and name; always a link home. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#7c3aed" />
        <path
          d="M8 11.5a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2.2a2.3 2.3 0 0 0 0 4.6v2.2a2 2 0 0 0-2 2H10a2 2 0 0 0-2-2v-2.2a2.3 2.3 0 0 0 0-4.6z"
          fill="#fbbf24"
        />
        <circle cx="16" cy="16" r="2.6" fill="#7c3aed" />
      </svg>
      <span>{BRAND}</span>
    </Link>
  );
}
