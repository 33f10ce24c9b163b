import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventShowtimes } from './event-showtimes.tsx';
import { BEFORE_FILM, makeEvent, makeFilm } from './test-events.ts';

beforeEach(() => {
  // Only Date: the dates to come are read from the clock once mounted.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BEFORE_FILM);
});
afterEach(() => vi.useRealTimers());

const renderDates = (event = makeFilm()) =>
  render(
    <MemoryRouter>
      <EventShowtimes event={event} />
    </MemoryRouter>,
  );

/** The links of `scope`, each as its address and its accessible name. */
function linksOf(scope: HTMLElement, expected: [href: string, name: string][]) {
  const links = within(scope).getAllByRole('link');
  expect(links).toHaveLength(expected.length);
  expected.forEach(([href, name], index) => {
    expect(links[index]).toHaveAttribute('href', href);
    expect(links[index]).toHaveAccessibleName(name);
  });
}

const section = () => screen.getByRole('region', { name: 'Choose a date' });

describe('EventShowtimes', () => {
  it("lists the dates by day at the venue's clock, each day a heading over its times", () => {
    renderDates();
    const days = within(section()).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['Friday 9 July', 'Saturday 10 July', 'Sunday 11 July']);
    // A list of days, each item its heading and the list of its times.
    const dayItems = days.map((day) => day.closest('li'));
    expect(dayItems.every((item) => item?.parentElement === dayItems[0]?.parentElement)).toBe(true);
    expect(dayItems[0]?.parentElement?.tagName).toBe('UL');
    const sunday = dayItems[2];
    if (!sunday) throw new Error('no Sunday');
    linksOf(sunday, [
      ['/ticket-purchase/3?showtime=3-3', 'Sunday 11 July, 15:00'],
      ['/ticket-purchase/3?showtime=3-4', 'Sunday 11 July, 19:30'],
    ]);
  });

  it('links each time to the purchase form on that date, named with its day and time', () => {
    renderDates();
    linksOf(section(), [
      ['/ticket-purchase/3?showtime=3-1', 'Friday 9 July, 18:00'],
      ['/ticket-purchase/3?showtime=3-2', 'Saturday 10 July, 20:00'],
      ['/ticket-purchase/3?showtime=3-3', 'Sunday 11 July, 15:00'],
      ['/ticket-purchase/3?showtime=3-4', 'Sunday 11 July, 19:30'],
    ]);
  });

  it("a sold-out time says 'Sold out' and leads to its waitlist on the form; a time with 10 or fewer left says how many", () => {
    renderDates(makeFilm({ '3-2': 0, '3-3': 10, '3-4': 11 }));
    const saturday = screen.getByRole('heading', { name: 'Saturday 10 July' }).closest('li');
    if (!saturday) throw new Error('no Saturday');
    // Heard as one: its day, time and 'Sold out, join the waitlist'; seen as the time over 'Sold out'.
    expect(
      within(saturday).getByRole('link', { name: 'Saturday 10 July, 20:00, Sold out, join the waitlist' }),
    ).toHaveAttribute('href', '/ticket-purchase/3?showtime=3-2');
    expect(within(saturday).getByText('Sold out')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sunday 11 July, 15:00, 10 left' })).toHaveAttribute(
      'href',
      '/ticket-purchase/3?showtime=3-3',
    );
    // 11 left is not few here: no count.
    expect(screen.getByRole('link', { name: 'Sunday 11 July, 19:30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Friday 9 July, 18:00' })).toBeInTheDocument();
  });

  it('drops a date that has started once mounted; with none to come there is no section', () => {
    vi.setSystemTime(new Date('2027-07-10T20:00:00.000Z'));
    const { unmount } = renderDates();
    linksOf(section(), [
      ['/ticket-purchase/3?showtime=3-3', 'Sunday 11 July, 15:00'],
      ['/ticket-purchase/3?showtime=3-4', 'Sunday 11 July, 19:30'],
    ]);
    unmount();
    vi.setSystemTime(new Date('2027-07-12T00:00:00.000Z'));
    renderDates();
    expect(screen.queryByRole('region', { name: 'Choose a date' })).not.toBeInTheDocument();
  });

  it("is in the server's HTML as plain links, before any script runs", () => {
    const html = renderToString(
      <MemoryRouter>
        <EventShowtimes event={makeFilm({ '3-3': 0 })} />
      </MemoryRouter>,
    );
    expect(html).toContain('Choose a date');
    expect(html).toContain('href="/ticket-purchase/3?showtime=3-2"');
    // A sold-out date too: its form offers its waitlist (decision 53).
    expect(html).toContain('href="/ticket-purchase/3?showtime=3-3"');
    expect(html).toContain('Sold out');
  });

  it('a one-date event has no dates section', () => {
    const { container } = renderDates(makeEvent());
    expect(container).toBeEmptyDOMElement();
  });
});
