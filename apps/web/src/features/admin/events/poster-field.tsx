import { type AdminEvent, adminEventMessages as m, POSTER_MAX_BYTES, POSTER_TYPES } from '@storefront/contracts/rules';
import { type ChangeEvent, useId, useState } from 'react';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { adminUpload } from '../admin-api.ts';
import { useConsole } from '../console.tsx';

/**
 * The poster: what the event shows now, and a file picker that uploads at once. The browser
 * only checks the type and size for a quick answer; the server checks the content and makes
 * every size the pages need.
 */
export function PosterField({ event, onUploaded }: { event: AdminEvent; onUploaded(event: AdminEvent): void }) {
  const { api } = useConsole();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const inputId = useId();
  const hintId = useId();

  async function upload(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    if (file.size > POSTER_MAX_BYTES) return setMessage({ text: m.posterTooLarge, tone: 'error' });
    if (!(POSTER_TYPES as readonly string[]).includes(file.type)) {
      return setMessage({ text: m.posterNotImage, tone: 'error' });
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await adminUpload<{ event: AdminEvent }>(
        `${api}/events/${encodeURIComponent(event.id)}/poster`,
        file,
      );
      onUploaded(answer.event);
      setMessage({ text: m.posterSaved, tone: 'success' });
    } catch (error) {
      setMessage({ text: (error as Error).message, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-ink">Poster</legend>
      <img
        src={event.eventImage}
        alt={event.hasPoster ? `${event.title} poster` : 'No poster yet'}
        width={1200}
        height={800}
        className="aspect-[3/2] w-full max-w-md rounded-xl bg-brand-50 object-cover"
      />
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {event.hasPoster ? 'Replace the poster' : 'Upload a poster'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={POSTER_TYPES.join(',')}
          onChange={upload}
          disabled={busy}
          aria-describedby={hintId}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-600 file:px-4 file:font-semibold file:text-white"
        />
        <p id={hintId} className="text-xs text-muted">
          PNG, JPEG or WebP, up to 5 MB, at least 600 × 400 pixels. It is cropped to 3:2 for the pages and to 1200 × 630
          for link previews.
        </p>
      </div>
      {busy && (
        <p role="status" className="text-sm text-muted">
          Uploading...
        </p>
      )}
      <StatusMessage text={message?.text} tone={message?.tone} />
    </fieldset>
  );
}
