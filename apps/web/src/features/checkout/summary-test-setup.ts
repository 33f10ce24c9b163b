import { afterEach, beforeEach, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { setXsrfCookie } from '../../testing/xsrf-cookie.ts';
import { forgetScripts } from './paystack-script.ts';
import { forgetEvents } from './ticket-purchase-loader.ts';

/**
 * For tests of the order summary: each starts with empty storage (no session, no kept order),
 * the XSRF cookie set, and no cached event, payment script, public config or pop-up; each leaves
 * no stubbed global or spy behind.
 */
export function startEachSummaryTestClean() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setXsrfCookie();
    forgetEvents();
    forgetScripts();
    resetPublicConfigCache();
    delete window.PaystackPop;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
