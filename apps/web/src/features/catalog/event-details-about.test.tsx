import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_LIMIT, EventDetailsAbout, truncateAbout } from './event-details-about.tsx';

const ABOUT = `${'Davido returns to the State Farm Arena with a full live band. '.repeat(6)}The end.`;

/** A window.matchMedia whose answer the test controls, with change events like a real resize. */
function mockViewport(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

const paragraph = () => screen.getByText((_, element) => element?.tagName === 'P' && element.id !== '');

describe('truncateAbout', () => {
  it('keeps the first 200 characters and adds an ellipsis', () => {
    const cut = truncateAbout(ABOUT);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(ABOUT_LIMIT + 3);
    expect(ABOUT.startsWith(cut.slice(0, -3))).toBe(true);
  });

  it('leaves a short text alone', () => {
    expect(truncateAbout('A short text.')).toBe('A short text.');
  });
});

describe('EventDetailsAbout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the full text on a viewport of 768 px or more, without a toggle', () => {
    mockViewport(1280);
    render(<EventDetailsAbout about={ABOUT} />);
    expect(paragraph()).toHaveTextContent(ABOUT);
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('truncates to 200 characters under 768 px, with Read More / Read Less', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    render(<EventDetailsAbout about={ABOUT} />);

    expect(paragraph().textContent).toBe(truncateAbout(ABOUT));
    const more = screen.getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(paragraph().textContent).toBe(ABOUT);
    const less = screen.getByRole('button', { name: 'Read Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(paragraph().textContent).toBe(truncateAbout(ABOUT));
  });

  it('follows the viewport when it changes', () => {
    const viewport = mockViewport(1024);
    render(<EventDetailsAbout about={ABOUT} />);
    expect(paragraph().textContent).toBe(ABOUT);

    act(() => viewport.resize(600));
    expect(paragraph().textContent).toBe(truncateAbout(ABOUT));

    act(() => viewport.resize(900));
    expect(paragraph().textContent).toBe(ABOUT);
  });

  it('does not offer Read More for a text that already fits', () => {
    mockViewport(390);
    render(<EventDetailsAbout about="A short text." />);
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });
});
