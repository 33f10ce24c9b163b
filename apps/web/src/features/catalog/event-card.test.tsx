import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventCard } from './event-card.tsx';
import { makeEvent } from './test-events.ts';

function renderCard(overrides: Parameters<typeof makeEvent>[0]) {
  return render(
    <MemoryRouter>
      <EventCard event={makeEvent(overrides)} />
    </MemoryRouter>,
  );
}

// The price and the stock, coarse (product.md §2.2).
describe('EventCard', () => {
  it("shows the price as 'from NGN 2,000'", () => {
    renderCard({ basePrice: 2000, remaining: 400, capacity: 500 });
    const price = screen.getByText('NGN 2,000');
    expect(price.parentElement).toHaveTextContent(/^from NGN 2,000$/);
    expect(screen.queryByText('Sold out')).toBeNull();
    expect(screen.queryByText('Few left')).toBeNull();
  });

  it("says 'Sold out' with no seat left and 'Few left' at 20 seats or 10% of the house", () => {
    const { unmount } = renderCard({ remaining: 0, capacity: 500 });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    unmount();
    const few = renderCard({ remaining: 20, capacity: 500 });
    expect(screen.getByText('Few left')).toBeInTheDocument();
    few.unmount();
    const tenth = renderCard({ remaining: 90, capacity: 1000 });
    expect(screen.getByText('Few left')).toBeInTheDocument();
    tenth.unmount();
    renderCard({ remaining: 21, capacity: 100 });
    expect(screen.queryByText('Few left')).toBeNull();
  });

  it('says neither for a cancelled event (its page says why)', () => {
    renderCard({ status: 'cancelled', remaining: 0, capacity: 500 });
    expect(screen.queryByText('Sold out')).toBeNull();
  });
});
