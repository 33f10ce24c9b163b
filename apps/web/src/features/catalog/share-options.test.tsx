import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareOptions, shareLinks } from './share-options.tsx';

describe('shareLinks', () => {
  it('builds the Facebook, X and WhatsApp share addresses', () => {
    const [facebook, x, whatsapp] = shareLinks('https://owambe.test/event-details/1', 'Davido Live');
    expect(facebook.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fowambe.test%2Fevent-details%2F1',
    );
    expect(x.href).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fowambe.test%2Fevent-details%2F1&text=Davido%20Live',
    );
    expect(whatsapp.href).toBe('https://wa.me/?text=Davido%20Live%20https%3A%2F%2Fowambe.test%2Fevent-details%2F1');
  });
});

describe('ShareOptions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("copies the page's address and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ShareOptions url="https://owambe.test/event-details/1" text="Davido Live" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://owambe.test/event-details/1');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it('reports a failed copy with the reason', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    render(<ShareOptions url="https://owambe.test/event-details/1" text="Davido Live" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to copy link: Permission denied');
  });

  it('opens each network in a new tab', () => {
    render(<ShareOptions url="https://owambe.test/event-details/1" text="Davido Live" />);
    for (const name of ['Facebook', 'X', 'WhatsApp']) {
      const link = screen.getByRole('link', { name: new RegExp(`Share on ${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
