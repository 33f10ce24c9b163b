import { useId, useState } from 'react';
import { SMALL_VIEWPORT_QUERY, useMediaQuery } from './event-details-media-query.ts';

/** product.md §4.2 and §9: under 768 px the about text is cut to 200 characters. */
export const ABOUT_LIMIT = 200;

/** The first `limit` characters, followed by an ellipsis when anything was cut. */
export function truncateAbout(text: string, limit = ABOUT_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}...`;
}

export interface EventDetailsAboutProps {
  about: string;
}

/** The event's about text: in full on larger screens, truncated with Read More / Read Less below 768 px. */
export function EventDetailsAbout({ about }: EventDetailsAboutProps) {
  const small = useMediaQuery(SMALL_VIEWPORT_QUERY);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const truncatable = small && about.length > ABOUT_LIMIT;
  const shown = truncatable && !expanded ? truncateAbout(about) : about;

  return (
    <section aria-labelledby={`${textId}-heading`} className="grid gap-3">
      <h2 id={`${textId}-heading`} className="text-xl font-bold text-ink">
        About this event
      </h2>
      <p id={textId} className="leading-relaxed text-pretty text-muted">
        {shown}
      </p>
      {truncatable && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-11 justify-self-start rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </section>
  );
}
