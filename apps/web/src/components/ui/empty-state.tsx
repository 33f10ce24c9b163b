import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, as one sentence: 'No events match your search.' */
  title: string;
  /** What the visitor can do instead. */
  children: ReactNode;
  className?: string;
}

/** A list with nothing in it: one bold line saying so, and what the visitor can do instead. */
export function EmptyState({ title, children, className = '' }: EmptyStateProps) {
  return (
    <div className={`rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center ${className}`}>
      <p className="text-lg font-bold text-ink">{title}</p>
      <p className="mt-1 text-muted">{children}</p>
    </div>
  );
}
