import { vi } from 'vitest';
import type { PaystackPop, PaystackSetupOptions } from './paystack-script.ts';

/**
 * Test kit for the pay flow: a stand-in for the provider's inline script. `stubScriptLoad`
 * catches the <script> the page appends and, instead of fetching it, defines the fake
 * `window.PaystackPop` and reports the load (or a load error).
 */
export function fakePaystack() {
  const opened: PaystackSetupOptions[] = [];
  const pop: PaystackPop = {
    setup: (options) => ({ openIframe: () => void opened.push(options) }),
  };
  const last = () => {
    const options = opened.at(-1);
    if (!options) throw new Error('the pop-up was not opened');
    return options;
  };
  return { pop, opened, last };
}

export function stubScriptLoad(outcome: { pop: PaystackPop | null } | 'error') {
  const original = document.head.append.bind(document.head);
  return vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        queueMicrotask(() => {
          if (outcome === 'error') {
            node.dispatchEvent(new Event('error'));
            return;
          }
          if (outcome.pop) window.PaystackPop = outcome.pop;
          node.dispatchEvent(new Event('load'));
        });
      } else {
        original(node);
      }
    }
  });
}
