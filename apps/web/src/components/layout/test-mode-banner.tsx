import type { SiteData } from '../../lib/server-context.ts';
import { useSite } from '../../lib/site.ts';

/**
 * What the strip says: a short line, and the whole sentence from 640 px. The short one stays at 41
 * characters or fewer with 'Test mode: ', so it fits a 390 px phone whole, with room for a wider
 * system font than Chromium's on Linux (e2e/first-tap-layout.spec.ts measures it).
 */
export const SHORT_MAX = 41;
function wording({ payments, google }: SiteData['simulated']): { short: string; long: string } {
  if (payments && google) {
    return {
      short: 'simulated payments and sign-in',
      long: 'payments and Google sign-in are simulated, and no card is charged.',
    };
  }
  if (google) return { short: 'simulated Google sign-in', long: 'Google sign-in is simulated with test accounts.' };
  return { short: 'simulated payments, no charge', long: 'payments are simulated and no card is charged.' };
}

/**
 * architecture.md §6: while a simulator stands in for a real service (the payment pop-up, Google
 * sign-in, the mailbox), every page says so. A slim strip in the page flow, above everything,
 * so it never covers content; one line at every width (`truncate` keeps it so on the narrowest).
 */
export function TestModeBanner() {
  // From the root route's data, so the server renders the strip too and nothing moves later.
  const site = useSite();
  if (!site.testMode) return null;
  const { short, long } = wording(site.simulated);
  return (
    <aside
      aria-label="Test mode"
      className="truncate border-b border-accent-500/40 bg-accent-400/25 px-3 py-1.5 text-center text-xs font-semibold text-accent-600 sm:text-sm"
    >
      <strong className="font-extrabold">Test mode:</strong> <span className="sm:hidden">{short}</span>
      <span className="hidden sm:inline">{long}</span>
    </aside>
  );
}
