import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleTicket } from '../../testing/ticket-fixture.ts';
import { QR_SIZE, TicketCard } from './ticket-card.tsx';

// The ticket card's QR code (architecture.md §11), which Download Ticket saves with the card: the
// short link at level H (product.md §9) draws a version 5 code, 37 modules in 200 px (5.4 px a
// module). The verify link it held before, with the holder's first name, the title and the date,
// drew a version 16 code: 81 modules, 2.5 px each.

/** The QR's modules a side, from the drawing's viewBox (qrcode.react draws one unit a module, no margin). */
function modulesOf(container: HTMLElement): number {
  const svg = container.querySelector('svg[height]');
  expect(svg?.getAttribute('height')).toBe(String(QR_SIZE));
  const [, , width] = (svg?.getAttribute('viewBox') ?? '').split(' ').map(Number);
  return width ?? 0;
}

describe('the ticket card’s QR code', () => {
  it('draws the short link as a version 5 code at most, at level H', () => {
    const { container } = render(
      <TicketCard
        ticket={sampleTicket({ verifyUrl: 'HTTPS://OWAMBETICKETS.NG/T/AB3.DE5-GH7JK9MN1PQ2RS4TJWEGGX2DX41K' })}
      />,
    );
    const modules = modulesOf(container);
    expect((modules - 17) / 4).toBeLessThanOrEqual(5);
  });

  it('drew the old verify link, the same ticket at the same size, as a version 16 code', () => {
    const query = new URLSearchParams({
      ticketId: 'TICKET-1767225600000-ABCDEFGH',
      code: 'OWB-aB3_dE5-gH7jK9mN1pQ2rS4t',
      eventTitle: 'Davido Live In Concert',
      firstName: 'Ada',
      eventDate: '2027-05-29T19:00:00.000Z',
      token: 'kjr_snNuOEORLpWY0-BnU3_cw2eiI1nWC2IzPqryzh8',
    });
    const old = `https://owambetickets.ng/api/verify?${query}`;
    const { container } = render(<TicketCard ticket={sampleTicket({ verifyUrl: old })} />);
    expect((modulesOf(container) - 17) / 4).toBe(16);
  });
});
