/** Shown while the first route's chunk and data load. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
