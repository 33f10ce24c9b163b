import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, Icon } from '../../components/layout/icons.tsx';

const svg = (children: ReactNode) => <Icon className="size-7">{children}</Icon>;

/** product.md §2.2: six categories; only Concerts is clickable (to /concerts), the rest are not links. */
const categories: { name: string; icon: ReactNode; to?: string }[] = [
  {
    name: 'Concerts',
    to: '/concerts',
    icon: svg(
      <>
        <path d="M9 18V5l11-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="17" cy="16" r="3" />
      </>,
    ),
  },
  {
    name: 'Hangouts',
    icon: svg(<path d="M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v7M8 21h8M7.5 7h9" />),
  },
  {
    name: 'Movies',
    icon: svg(
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M7 5v14M17 5v14M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4" />
      </>,
    ),
  },
  {
    name: 'Festivals',
    icon: svg(<path d="M3 21l9-17 9 17zM12 4v17M7.5 21l4.5-8 4.5 8" />),
  },
  {
    name: 'Sports',
    icon: svg(
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3c3 3 3 15 0 18M3 12h18M5.5 5.5c3 2 10 2 13 0M5.5 18.5c3-2 10-2 13 0" />
      </>,
    ),
  },
  {
    name: 'Workshops',
    icon: svg(<path d="M4 19.5V6a2 2 0 0 1 2-2h12v16H6a2 2 0 0 1-2-.5zM4 18a2 2 0 0 1 2-2h12M8 8h6" />),
  },
];

const tile = 'flex h-full min-h-32 flex-col justify-between gap-4 rounded-2xl p-5';

export function CategoriesGrid() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 below-fold">
      <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Browse</p>
      <h2 id="categories-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
        Categories
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6" data-testid="categories-grid">
        {categories.map((category) => (
          <li key={category.name}>
            {category.to ? (
              <Link
                to={category.to}
                className={`${tile} group bg-brand-600 text-white shadow-lg shadow-brand-600/25 transition hover:-translate-y-0.5 hover:bg-brand-700`}
              >
                {category.icon}
                <span className="flex items-center justify-between font-bold">
                  {category.name}
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            ) : (
              <div className={`${tile} border border-dashed border-brand-200 bg-white text-muted`}>
                {category.icon}
                <span className="font-bold text-ink/70">{category.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
