import { seatPlanMessages } from '@storefront/contracts/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderRoutes, setXsrfCookie } from '../../auth/test-helpers.tsx';
import { SeatPlansPage } from './seat-plans-page.tsx';

// Venues' seat plans (decision 51): made from numbers with a live preview, and the server's
// refusal of an edit shown as it comes.
const hall = {
  id: 'hall-1',
  venue: 'Genesis Cinema, Lekki',
  name: 'Hall 1',
  sections: [
    {
      name: 'Regular',
      firstRow: 'A',
      rows: 2,
      seatsPerRow: 4,
      aisleAfter: [2],
      wheelchair: ['A1'],
      companion: [],
      restricted: [],
    },
  ],
  seatCount: 8,
  seats: [],
  dates: 2,
};

function renderPage(replies: Parameters<typeof mockApi>[0]) {
  setXsrfCookie();
  const api = mockApi({
    'GET /api/admin/seat-plans': json(200, {
      plans: [{ id: 'hall-1', venue: hall.venue, name: 'Hall 1', seatCount: 8 }],
    }),
    ...replies,
  });
  renderRoutes([{ path: '/', element: <SeatPlansPage /> }], ['/']);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('SeatPlansPage', () => {
  it('builds a plan from numbers with a live preview and the first problem, and creates it', async () => {
    const { calls } = renderPage({
      'POST /api/admin/seat-plans': (body) =>
        json(201, { ...hall, ...(body as object), id: 'new-1', seatCount: 20, dates: 0 }),
    });
    expect(await screen.findByRole('list', { name: 'Seat plans' })).toHaveTextContent('Hall 1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Venue'), 'Terra Kulture');
    await user.type(screen.getByLabelText('Plan name'), 'Main hall');
    // The new plan starts with Stalls: 10 rows of 12.
    expect(screen.getByText(/seats in one section/)).toHaveTextContent('120 seats in one section.');
    expect(screen.getByRole('img', { name: /The plan drawn: 120 seats/ })).toBeInTheDocument();
    const seatsPerRow = screen.getByLabelText('Seats per row');
    await user.clear(seatsPerRow);
    await user.type(seatsPerRow, '4');
    await user.type(screen.getByLabelText('Aisles after seat numbers'), '4');
    expect(screen.getByText(seatPlanMessages.aisle('Stalls'))).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /The plan drawn/ })).toBeNull();
    await user.clear(screen.getByLabelText('Aisles after seat numbers'));
    await user.type(screen.getByLabelText('Aisles after seat numbers'), '2');
    await user.type(screen.getByLabelText('Wheelchair spaces'), 'A1, A2');
    expect(screen.getByText(/seats in one section/)).toHaveTextContent('40 seats');
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('Wheelchair space: 2');

    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    const sections = screen.getAllByRole('group');
    expect(sections).toHaveLength(2);
    expect(within(sections[1] as HTMLElement).getByLabelText('First row letter')).toHaveValue('K');
    await user.click(within(sections[1] as HTMLElement).getByRole('button', { name: /^Remove the section/ }));
    expect(screen.getAllByRole('group')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create the plan' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ venue: 'Terra Kulture' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      sections: [{ name: 'Stalls', rows: 10, seatsPerRow: 4, aisleAfter: [2], wheelchair: ['A1', 'A2'] }],
    });
    expect(await screen.findByText('Main hall is saved: 20 seats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeInTheDocument();
    // Typing redraws the preview at every key: slow under a full run's load.
  }, 15_000);

  it('opens a plan to edit and shows the server’s refusal of a held seat', async () => {
    const refusal = 'Row B, seat 3 is sold or held on a date, so the plan must keep it.';
    const { calls } = renderPage({
      'GET /api/admin/seat-plans/hall-1': json(200, hall),
      'PUT /api/admin/seat-plans/hall-1': json(409, { message: refusal }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Hall 1/ }));
    expect(await screen.findByRole('heading', { name: 'Edit Hall 1' })).toBeInTheDocument();
    expect(screen.getByText(/^2 dates sell this plan/)).toBeInTheDocument();
    expect(screen.getByLabelText('Wheelchair spaces')).toHaveValue('A1');
    await user.clear(screen.getByLabelText('Rows'));
    await user.type(screen.getByLabelText('Rows'), '1');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ sections: [{ rows: 1 }] });
  });
});
