import { useState } from 'react';
import { PlayIcon } from '../../components/layout/icons.tsx';

/** The highlight video (product.md §2.2), embedded from YouTube's privacy-enhanced host (allowed by our CSP). */
export const HIGHLIGHT_VIDEO = {
  id: '421w1j87fEM',
  title: 'Burna Boy – Last Last (Official Music Video)',
};

export const highlightEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;

/**
 * A click-to-load facade: until the visitor asks for the video, nothing is fetched from
 * YouTube (no third-party requests, no cookies, no player weight on the landing page).
 */
export function HighlightVideo() {
  const [playing, setPlaying] = useState(false);

  return (
    <section aria-labelledby="highlight-heading" className="bg-brand-50 py-14 below-fold">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Highlights</p>
          <h2 id="highlight-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            Feel the energy before you get there
          </h2>
          <p className="mt-3 text-muted">
            A taste of the nights our fans come back for. The video loads from YouTube only when you press play.
          </p>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-800 text-white shadow-2xl shadow-brand-900/20">
          {playing ? (
            <iframe
              src={highlightEmbedUrl(HIGHLIGHT_VIDEO.id)}
              title={HIGHLIGHT_VIDEO.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={`Play video: ${HIGHLIGHT_VIDEO.title}`}
              className="group absolute inset-0 flex size-full flex-col bg-[radial-gradient(circle_at_30%_20%,#9a64fb_0,transparent_45%),radial-gradient(circle_at_80%_90%,#f59e0b_0,transparent_40%),linear-gradient(135deg,#3b1577,#1e0b3b)]"
            >
              <span className="grid flex-1 place-items-center">
                <span className="grid size-16 place-items-center sm:size-20 rounded-full bg-white/95 text-brand-700 shadow-xl transition-transform group-hover:scale-110">
                  <PlayIcon className="ml-1 size-7 sm:size-9" />
                </span>
              </span>
              <span className="block bg-gradient-to-t from-black/70 to-transparent p-4 text-left text-sm font-semibold sm:text-base">
                {HIGHLIGHT_VIDEO.title}
                <span className="block text-xs font-normal text-brand-200">Plays from youtube-nocookie.com</span>
              </span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
