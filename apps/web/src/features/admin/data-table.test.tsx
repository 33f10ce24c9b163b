import { adminMessages, type PagedAnswer } from '@storefront/contracts/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, json } from '../auth/test-helpers.tsx';
import { type Column, DataTable } from './data-table.tsx';
import { FilterSelect } from './list-filters.tsx';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', sort: 'name', render: (r) => r.name },
  { label: 'Id', render: (r) => r.id },
];

const page = (items: Row[], over: Partial<PagedAnswer<Row>> = {}): PagedAnswer<Row> => ({
  items,
  page: 1,
  pageSize: 25,
  total: items.length,
  ...over,
});

/** Answers every GET of the list with `reply(query)`; records the calls. */
function mockList(reply: (query: URLSearchParams) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: 'GET', path: url.pathname + url.search, body: undefined, headers: {} });
    return reply(url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderTable(path = '/admin/things') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/things',
        element: (
          <DataTable<Row>
            endpoint="/api/admin/things"
            caption="Things"
            columns={columns}
            rowKey={(r) => r.id}
            defaultSort="createdAt"
            defaultDir="desc"
            searchLabel="Search things"
            filters={<FilterSelect label="Kind" name="kind" options={[['big', 'Big']]} />}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('asks the server for the page in the URL and shows its rows and the count', async () => {
    const calls = mockList(() => json(200, page([{ id: 'a', name: 'Alpha' }], { page: 2, total: 26 })));
    renderTable('/admin/things?page=2');
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/admin/things?page=2');
    expect(screen.getByText('Page 2 of 2 · 26 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('sorts on the server from a keyboard-reachable header, with aria-sort', async () => {
    const calls = mockList(() => json(200, page([{ id: 'a', name: 'Alpha' }])));
    const router = renderTable();
    await screen.findByText('Alpha');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    const user = userEvent.setup();
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&dir=asc'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/things?sort=name&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&dir=desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches and filters on the server, from page 1, and says when nothing matches', async () => {
    const calls = mockList((q) => json(200, page(q.get('q') || q.get('kind') ? [] : [{ id: 'a', name: 'Alpha' }])));
    const router = renderTable('/admin/things?page=3');
    await screen.findByText(/Page/);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'zeta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zeta'));
    expect(await screen.findByText(adminMessages.listNoMatch)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'big');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/things?q=zeta&kind=big'));
  });

  it('folds the filters behind a Filters button on a phone, which says how many are set (decision 47)', async () => {
    mockList(() => json(200, page([{ id: 'a', name: 'Alpha' }])));
    renderTable('/admin/things?kind=big&q=al');
    await screen.findByText('Alpha');
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Kind' }));
    // Folded below 640 px, standing in the row from there (the button itself is hidden from 640 px).
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveClass('sm:hidden');
    expect(panel).toHaveClass('hidden', 'sm:contents');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
  });

  it('says when the list is empty, and shows a failure with a way to try again', async () => {
    let fail = true;
    mockList(() => (fail ? json(403, { message: adminMessages.adminOnly }) : json(200, page([]))));
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.adminOnly);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(adminMessages.listEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is loading until the first page arrives', async () => {
    let answer: (r: Response) => void = () => {};
    mockList(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderTable();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    answer(json(200, page([{ id: 'b', name: 'Beta' }])));
    expect(await screen.findByText('Beta')).toBeInTheDocument();
  });
});
