import type { StorefrontEvent } from '@storefront/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sampleEvents } from './test-events.ts';
import { SLIDER_STEP, UpcomingSlider } from './upcoming-slider.tsx';

describe('UpcomingSlider', () => {
  it('shows artistName and the compact date with its weekday, and Book Now only for the movie', () => {
    render(
      <MemoryRouter>
        <UpcomingSlider events={sampleEvents} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Davido')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Sat 17 APR 2027 · 20:00')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Get Tickets' })).toHaveAttribute(
      'href',
      '/event-details/1',
    );
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/event-details/3',
    );
    // "Only": the other concert says 'Get Tickets' too, and there is exactly one 'Book Now'.
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Get Tickets' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Book Now' })).toHaveLength(1);
  });

  it("shows each card's price and stock, like the catalogue's cards", () => {
    const [first, second, third] = sampleEvents as [StorefrontEvent, StorefrontEvent, StorefrontEvent];
    render(
      <MemoryRouter>
        <UpcomingSlider
          events={[
            { ...first, basePrice: 2000, remaining: 0 },
            { ...second, remaining: 5, capacity: 500 },
            { ...third, remaining: 400, capacity: 500 },
          ]}
        />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article') as HTMLElement[];
    expect(within(cards[0] as HTMLElement).getByText('NGN 2,000').parentElement).toHaveTextContent(/^from NGN 2,000$/);
    expect(within(cards[0] as HTMLElement).getByText('Sold out')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Few left')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByText(/Sold out|Few left/)).toBeNull();
  });

  it('scrolls 300 px per arrow', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UpcomingSlider events={sampleEvents} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Scroll right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(SLIDER_STEP).toBe(300);
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([300, -300]);
  });
});
