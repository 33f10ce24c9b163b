import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptySearch } from './event-search.ts';
import { HeroSearch } from './hero-search.tsx';

describe('HeroSearch', () => {
  it('is a GET form to the landing page the server answers, until the scripts run', () => {
    render(<HeroSearch initial={emptySearch} onSearch={vi.fn()} />);
    const form = screen.getByRole('button', { name: 'Search' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/');
    expect(screen.getByLabelText('Event')).toHaveAttribute('name', 'event');
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Location')).toHaveAttribute('name', 'location');
  });

  it('hands the search to the page once the scripts run, without leaving it', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<HeroSearch initial={emptySearch} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Event'), 'davido');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ ...emptySearch, event: 'davido' });
  });
});
