import type { ReactNode } from 'react';
import { PageTitle } from './logo.tsx';

export interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A readable text page (contact, terms, privacy, notifications): one heading, a narrow column. */
export function StaticPage({ title, intro, children }: StaticPageProps) {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
      <div className="mt-8 grid gap-6 text-base leading-relaxed text-ink [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4">
        {children}
      </div>
    </main>
  );
}
