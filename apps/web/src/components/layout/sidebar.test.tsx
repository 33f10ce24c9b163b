import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; username: string; email: string },
  isAdmin: false,
  isStaff: false,
  isOrganizer: false,
  signOut: vi.fn(async () => {}),
}));

vi.mock('../../lib/session/session-provider.tsx', () => ({
  useSession: () => ({ ...session, status: 'ready', setUser: () => {} }),
}));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/concerts'] },
  );
  return render(<RouterProvider router={router} />);
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

/** Opens the menu and waits for its panel, which loads on the first opening. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Menu' });
}

describe('SiteHeader and its sidebar', () => {
  beforeEach(() => {
    session.user = null;
    session.isAdmin = false;
    session.isStaff = false;
    session.signOut.mockClear();
  });

  it('has the logo home, the bell to /notifications and a labelled menu button', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Owambe Tickets' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a link to the /menu page until the scripts run, and opens the panel on a click or Space once they have', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.tagName).toBe('A');
    expect(button).toHaveAttribute('href', '/menu');
    button.focus();
    await user.keyboard(' ');
    await screen.findByRole('navigation', { name: 'Menu' });
    expect(dialog().open).toBe(true);
    // The click opened the panel here: the router did not go to /menu.
    expect(screen.getByTestId('where')).toHaveTextContent('/concerts');
  });

  it('opens with the spec links and Log In for a guest, and closes from the overlay', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(dialog()).toBeNull();
    const menu = await openMenu(user);
    expect(dialog().open).toBe(true);
    for (const [name, href] of [
      ['About Us', '/about-us'],
      ['Helpdesk', '/helpdesk'],
      ['My Tickets', '/my-tickets'],
      ['For Organizers', '/organizers'],
      ['Log In', '/login'],
    ]) {
      expect(menu.querySelector(`a[href="${href}"]`)).toHaveTextContent(name as string);
    }
    await user.click(document.querySelector('[data-sidebar-overlay]') as HTMLElement);
    expect(dialog().open).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Log Out to a signed-in user: signs out and goes to /login', async () => {
    session.user = { id: 'u1', username: 'ada', email: 'ada@example.com' };
    const user = userEvent.setup();
    renderHeader();
    const menu = await openMenu(user);
    expect(menu.querySelector('a[href="/login"]')).toBeNull();
    const logOut = [...menu.querySelectorAll('button')].find((b) => b.textContent === 'Log Out') as HTMLElement;
    await user.click(logOut);
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(dialog().open).toBe(false);
  });

  it('loads the panel and its newsletter form with the first opening, and keeps what was typed after closing', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('textbox', { name: 'Email address', hidden: true })).toBeNull();
    await openMenu(user);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  });

  it('shows the Admin link only to an account the server says is an admin', async () => {
    session.user = { id: 'u1', username: 'ada', email: 'ada@example.com' };
    const user = userEvent.setup();
    const view = renderHeader();
    expect((await openMenu(user)).querySelector('a[href="/admin"]')).toBeNull();
    view.unmount();

    session.isAdmin = true;
    renderHeader();
    expect((await openMenu(user)).querySelector('a[href="/admin"]')).toHaveTextContent('Admin');
  });

  it('links door staff (and admins, whom the server counts as staff) to Check-in', async () => {
    session.user = { id: 'u1', username: 'usher', email: 'usher@example.com' };
    const user = userEvent.setup();
    const view = renderHeader();
    expect((await openMenu(user)).querySelector('a[href="/check-in"]')).toBeNull();
    view.unmount();

    session.isStaff = true;
    renderHeader();
    expect((await openMenu(user)).querySelector('a[href="/check-in"]')).toHaveTextContent('Check-in');
  });
});
