import { afterEach, beforeEach, vi } from 'vitest';
import { resetPublicConfigCache } from '../../lib/public-config.ts';
import { setXsrfCookie } from '../../testing/xsrf-cookie.ts';
import { forgetScripts } from './paystack-script.ts';
import { forgetEvents } from './ticket-purchase-loader.ts';

/**
 * For tests of the order summary: each starts signed out of nothing, with no cached event,
 * payment script, public config or pop-up, and leaves no stubbed global behind.
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
