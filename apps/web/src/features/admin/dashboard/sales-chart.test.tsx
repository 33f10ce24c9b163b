import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axisMax, SalesChart } from './sales-chart.tsx';

const days = [
  { date: '2027-03-13', ticketsSold: 0, revenue: 0 },
  { date: '2027-03-14', ticketsSold: 3, revenue: 9000 },
  { date: '2027-03-15', ticketsSold: 1, revenue: 3000 },
];

describe('SalesChart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(axisMax([0])).toBe(1);
    expect(axisMax([9000, 3000])).toBe(10000);
    expect(axisMax([3])).toBe(5);
    expect(axisMax([12])).toBe(20);
  });

  it('draws one bar per day, scaled to the axis, and says the figures in words', () => {
    render(<SalesChart days={days} timeZoneLabel="Lagos time" />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Revenue by day from 13 Mar to 15 Mar: NGN 12,000 in all, most on 14 Mar (NGN 9,000).',
    );
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    // The axis tops at NGN 10,000 = 200 units: NGN 9,000 is 180 high.
    expect(bars[1]).toHaveAttribute('height', '180');
    expect(bars[0]).toHaveAttribute('height', '0');
  });

  it('switches to tickets, and offers the same numbers as a table', async () => {
    render(<SalesChart days={days} timeZoneLabel="Lagos time" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tickets sold' }));
    expect(screen.getByRole('button', { name: 'Tickets sold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Tickets sold by day from 13 Mar to 15 Mar: 4 in all, most on 14 Mar (3).',
    );
    await user.click(screen.getByText('Sales by day as a table'));
    const row = screen.getByRole('row', { name: /14 Mar/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('NGN 9,000')).toBeInTheDocument();
  });
});
