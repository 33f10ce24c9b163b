import { useSite } from '../../lib/site.ts';

/**
 * DESIGN §9: while a simulator stands in for a real service (the payment pop-up, Google
 * sign-in, the mailbox), every page says so. A slim strip in the page flow, above everything,
 * so it never covers content.
 */
export function TestModeBanner() {
  // From the root route's data, so the server renders the strip too and nothing moves later.
  if (!useSite().testMode) return null;
  return (
    <aside
      aria-label="Test mode"
      className="border-b border-accent-500/40 bg-accent-400/25 px-4 py-1.5 text-center text-xs font-semibold text-accent-600 sm:text-sm"
    >
      <strong className="font-extrabold">Test mode:</strong> payments are simulated and no card is charged.
    </aside>
  );
}
