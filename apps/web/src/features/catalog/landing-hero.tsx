import type { ReactNode } from 'react';

/** The landing page's opening: a dark, festive band with the headline and the search form. */
export function LandingHero({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-brand-900 bg-[radial-gradient(ellipse_at_15%_10%,rgba(154,100,251,0.55),transparent_55%),radial-gradient(ellipse_at_90%_80%,rgba(245,158,11,0.35),transparent_50%)] pb-14 pt-28 text-white sm:pb-20 sm:pt-36"
    >
      <svg aria-hidden="true" className="absolute inset-0 size-full opacity-[0.07]" focusable="false">
        <defs>
          <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.6" fill="#fff" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-dots)" />
      </svg>
      <div className="relative mx-auto grid max-w-6xl gap-8 px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-bold uppercase tracking-widest text-accent-400 ring-1 ring-white/15">
            Concerts · Movies · Nights out
          </p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
            Find your next <span className="text-accent-400">owambe</span>.
          </h1>
          <p className="mt-4 text-lg text-brand-100 sm:text-xl">
            Afrobeats shows and Nollywood premieres from Lagos to London. Pay in naira and get your QR ticket on screen
            and by email.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
