/** The page-sized loading spinner (decorative: the caller's status text says what is loading). */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
    />
  );
}

/** Shown while the first route's chunk and data load. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** While GET /api/me has not answered: a small spinner, so a guard or a guest's screen never flashes. */
export function CheckingSession() {
  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">Checking your session...</span>
    </div>
  );
}
