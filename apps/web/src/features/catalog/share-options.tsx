import { messages } from '@storefront/contracts/messages';
import { useState } from 'react';

/** The three networks of product.md §2.3, as share links for `url` with `text`. */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: 'facebook' },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`, icon: 'x' },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`, icon: 'whatsapp' },
  ] as const;
}

const ICONS: Record<'facebook' | 'x' | 'whatsapp' | 'link', string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
  x: 'M4 4l6.8 9L4.4 20h2.3l5-5.4 4 5.4H20l-7-9.4L19 4h-2.3l-4.6 5L8.4 4z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm-3 5c.3 0 .6 0 .8.5l.9 2c.1.3 0 .5-.1.7l-.5.6c.6 1.2 1.6 2.2 2.8 2.8l.6-.6c.2-.2.4-.2.7-.1l2 .9c.4.2.5.5.4.8-.2 1.2-1.2 1.9-2.3 1.9-3.6-.4-6.5-3.3-6.9-6.9 0-1.2.7-2.3 1.6-2.6z',
  link: 'M10 14a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.7l-1.7 1.7M14 10a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.7l1.7-1.7',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  const stroked = name === 'link';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-5 ${stroked ? 'fill-none stroke-current stroke-2' : 'fill-current'}`}
      strokeLinecap="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

const itemClass =
  'inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50';

export interface ShareOptionsProps {
  /** The page's public address (the same on the server and in the browser). */
  url: string;
  /** What the networks show next to the link, e.g. the event title. */
  text: string;
}

/** product.md §2.3: share to Facebook, X and WhatsApp, or copy the page's link. */
export function ShareOptions({ url, text }: ShareOptionsProps) {
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available');
      await navigator.clipboard.writeText(url);
      setStatus({ text: messages.events.linkCopied, failed: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({ text: messages.events.copyFailed(reason), failed: true });
    }
  };

  return (
    <section aria-labelledby="share-heading" className="grid gap-3">
      <h2 id="share-heading" className="text-xl font-bold text-ink">
        Share this event
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(url, text).map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
              <Icon name={link.icon} />
              <span className="sr-only">Share on </span>
              {link.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy} className={itemClass}>
            <Icon name="link" />
            Copy link
          </button>
        </li>
      </ul>
      <p
        role="status"
        aria-live="polite"
        className={`min-h-5 text-sm font-medium ${status?.failed ? 'text-danger' : 'text-success'}`}
      >
        {status?.text}
      </p>
    </section>
  );
}
