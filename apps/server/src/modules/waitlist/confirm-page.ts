import { escapeHtml, htmlDocument } from '../../lib/html.ts';

const STYLE = `
  body { margin: 0; font: 18px/1.5 system-ui, sans-serif; background: #f9fafb; color: #111827; }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  a { color: #4338ca; }`;

/** The small page the waitlist's confirmation link opens: it stands alone, as the person arrives from their mail. */
export function renderConfirmPage({ title, text, eventPath }: { title: string; text: string; eventPath?: string }) {
  return htmlDocument({
    title: `${title} · Owambe Tickets`,
    style: STYLE,
    body: `<main>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(text)}</p>
  <p><a href="${escapeHtml(eventPath ?? '/')}">${eventPath ? 'Back to the event' : 'Back to Owambe Tickets'}</a></p>
</main>`,
  });
}
