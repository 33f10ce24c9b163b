/** First focusable element of every layout: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:inline-flex focus:min-h-11 focus:items-center"
    >
      Skip to content
    </a>
  );
}
