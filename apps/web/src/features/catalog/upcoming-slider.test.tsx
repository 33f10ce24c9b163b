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
