import { useCallback, useEffect, useState } from 'react';

/** product.md §9: the concerts slideshow advances every 5000 ms. */
export const SLIDE_INTERVAL_MS = 5000;

export interface Slideshow {
  index: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/**
 * Which slide shows. It advances on its own every `interval` ms unless `paused`; any change
 * (automatic or by the visitor) restarts the wait, so a slide always gets its full time.
 */
export function useSlideshow(count: number, { paused = false, interval = SLIDE_INTERVAL_MS } = {}): Slideshow {
  const [index, setIndex] = useState(0);
  const goTo = useCallback((i: number) => setIndex(count ? ((i % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count ? (i - 1 + count) % count : 0)), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    // Depends on `index`, so every change of slide restarts the wait.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [paused, count, interval, index]);

  return { index: count ? Math.min(index, count - 1) : 0, next, previous, goTo };
}
