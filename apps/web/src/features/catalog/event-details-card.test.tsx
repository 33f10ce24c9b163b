import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventDetailsCard } from './event-details-card.tsx';
import { makeEvent } from './test-events.ts';

const renderCard = (event = makeEvent()) =>
  render(
    <MemoryRouter>
      <EventDetailsCard event={event} />
    </MemoryRouter>,
  );

describe('EventDetailsCard', () => {
  it("shows the date and time by the venue's clock, the venue and price, and links to buying tickets", () => {
    renderCard();
    const details = screen.getByRole('region', { name: 'Event details' });
    expect(details).toHaveTextContent('Saturday, 17 April 2027');
    // The end beside the start (decision 27), and the venue's street address under its name.
    expect(details).toHaveTextContent('20:00 to 00:30 (Atlanta time)');
    expect(details).toHaveTextContent('State Farm Arena1 State Farm Drive, Atlanta, Georgia 30303');
    expect(details).toHaveTextContent('NGN 3,000');
    expect(screen.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/ticket-purchase/1');
  });

  it("says 'Book Now' for a movie", () => {
    renderCard(makeEvent({ id: '3', category: 'Movie' }));
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/ticket-purchase/3');
  });

  it('is titled for what it holds, with no tabs and nothing unfinished (decision 44)', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Event details' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Event details' })).not.toHaveTextContent(/coming soon|cart/i);
  });

  it('says how many tickets are left once few remain', () => {
    renderCard(makeEvent({ remaining: 12 }));
    expect(screen.getByText('Only 12 tickets left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Tickets' })).toBeInTheDocument();
  });

  it('says when the event has started instead of offering tickets', () => {
    renderCard(makeEvent({ startsAt: '2020-01-01T00:00:00.000Z' }));
    expect(screen.getByText('This event has already started, so tickets are no longer on sale.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).not.toBeInTheDocument();
  });

  it('says nothing about seats while plenty are left', () => {
    renderCard(makeEvent({ remaining: 400, capacity: 500 }));
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it('says when the event is sold out instead of offering tickets', () => {
    renderCard(makeEvent({ remaining: 0 }));
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).not.toBeInTheDocument();
  });
});

describe('a cancelled event', () => {
  it('says the event is cancelled instead of offering tickets', () => {
    renderCard(makeEvent({ status: 'cancelled' }));
    expect(screen.getByText('This event has been cancelled. Tickets are no longer on sale.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).not.toBeInTheDocument();
  });
});

describe("a paused organizer's event", () => {
  it('says sales are paused instead of offering tickets, sold out or not', () => {
    renderCard(makeEvent({ salesPaused: true }));
    expect(
      screen.getByText('Ticket sales for this event are paused. Tickets already bought stay valid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).not.toBeInTheDocument();
  });
});
