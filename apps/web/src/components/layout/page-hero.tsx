import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The small line above the heading ('About us'). */
  eyebrow: string;
  title: ReactNode;
  /** The band's glow: Tailwind background-image classes written out in the page (so Tailwind finds them). */
  backdrop: string;
  /** What follows the heading in the band (a lead paragraph, buttons). */
  children?: ReactNode;
}

/** The purple band that opens a marketing page (About us, For organizers): eyebrow, heading, the rest. */
export function PageHero({ eyebrow, title, backdrop, children }: PageHeroProps) {
  return (
    <section className={`bg-brand-900 ${backdrop} py-16 text-white sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-400">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}
