/**
 * The look of every text input, select and textarea: border, focus ring and the error edge in one
 * place. A caller may add classes after it (e.g. `min-h-12` wins over `min-h-11`: Tailwind orders them).
 */
export const controlClasses = (invalid = false) =>
  `min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${invalid ? 'border-danger' : 'border-line'}`;
