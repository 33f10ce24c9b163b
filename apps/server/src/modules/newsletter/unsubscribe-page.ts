import { escapeHtml } from '../outbox/mailbox-page.ts';

/** The small page the unsubscribe link opens: it stands alone, as the person arrives from their mail. */
export function renderUnsubscribePage({ title, text }: { title: string; text: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Owambe Tickets</title>
<style>
  body { margin: 0; font: 18px/1.5 system-ui, sans-serif; background: #f9fafb; color: #111827; }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
  a { color: #4338ca; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(text)}</p>
  <p><a href="/">Back to Owambe Tickets</a></p>
</main>
</body>
</html>`;
}
