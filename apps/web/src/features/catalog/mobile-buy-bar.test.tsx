import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { eventAvailability } from '../../lib/event-availability.ts';
import { MobileBuyBar } from './mobile-buy-bar.tsx';
import { makeEvent } from './test-events.ts';

const renderBar = (event = makeEvent()) =>
  render(
    <MemoryRouter>
      <MobileBuyBar event={event} availability={eventAvailability(event)} />
    </MemoryRouter>,
  );

describe('MobileBuyBar', () => {
  it('keeps the price and the buy button at hand on a phone only', () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Buy tickets' });
    expect(bar).toHaveClass('sticky', 'bottom-0', 'md:hidden');
    expect(bar).toHaveTextContent('NGN 3,000');
    expect(within(bar).getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/ticket-purchase/1');
  });

  it('says how many are left when few remain, and Sold out when none do, with Join the waitlist', () => {
    const { unmount } = renderBar(makeEvent({ remaining: 7 }));
    expect(screen.getByRole('region', { name: 'Buy tickets' })).toHaveTextContent('7 left');
    unmount();
    renderBar(makeEvent({ remaining: 0 }));
    const bar = screen.getByRole('region', { name: 'Buy tickets' });
    expect(bar).toHaveTextContent('Sold out');
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();
    // It opens the page's waitlist join (ticket-tiers.test.tsx, e2e tier-waitlist.spec.ts).
    expect(within(bar).getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });
});
