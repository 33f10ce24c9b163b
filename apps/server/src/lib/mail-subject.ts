/** The most characters (as a reader counts them) one piece of someone's text takes in a subject line. */
export const SUBJECT_PART_MAX = 80;

/**
 * Line breaks and every other control character, the line and paragraph separators, other
 * whitespace, the bidi embeddings, overrides and isolates (they reorder what follows, so a subject
 * could read as something else), and lone surrogates: each run becomes one space.
 */
const NOT_ONE_LINE = /[\s\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]+/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text that is not ours as it goes into an email's subject (architecture.md §10): a buyer's or sender's
 * name, a support ticket's subject, an event title (admins type those, but a subject is the same
 * line either way). One line, trimmed, and at most `max` characters with an ellipsis where it was
 * cut: a subject is read before anything else, so a stranger's text in it stays a short label
 * and cannot become a message of its own. Cut between whole characters (an emoji stays whole).
 */
export function subjectPart(text: string, max = SUBJECT_PART_MAX): string {
  const line = text.replace(NOT_ONE_LINE, ' ').trim();
  if (line.length <= max) return line;
  const characters = Array.from(graphemes.segment(line), (part) => part.segment);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
