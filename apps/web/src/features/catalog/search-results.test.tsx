import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptySearch } from './event-search.ts';
import { SearchResults, summary } from './search-results.tsx';
import { sampleEvents } from './test-events.ts';

describe('SearchResults', () => {
  it('summarises the search in plain words', () => {
    expect(summary({ ...emptySearch, location: ' London ' }, 3)).toBe('3 events found in London.');
    expect(summary({ event: 'alakada', category: 'Film', location: 'Lagos' }, 1)).toBe(
      '1 event found matching “alakada” (Film) in Lagos.',
    );
  });

  it('lists the matches as cards, or an empty state', () => {
    const { rerender } = render(
      <MemoryRouter>
        <SearchResults search={{ ...emptySearch, event: 'a' }} results={sampleEvents} onClear={vi.fn()} searchKey="" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/event-details/3');
    rerender(
      <MemoryRouter>
        <SearchResults search={{ ...emptySearch, category: 'Hangouts' }} results={[]} onClear={vi.fn()} searchKey="" />
      </MemoryRouter>,
    );
    expect(screen.getByText('No events match your search.')).toBeInTheDocument();
    expect(screen.getByText('No hangouts are listed yet. Try Concert or Movies.')).toBeInTheDocument();
  });
});
