import { useEffect, useState } from 'react';

/**
 * Paystack's classic inline API, which both real Paystack's inline.js and our simulator's
 * script expose: `PaystackPop.setup(options).openIframe()`.
 */
export interface PaystackResponse {
  reference: string;
  /** 'success' when the payment went through; anything else means it did not. */
  status: string;
  message?: string;
  trans?: string;
  transaction?: string;
  trxref?: string;
}

export interface PaystackSetupOptions {
  key: string;
  email: string;
  /** Minor units (kobo): NGN × 100 (product.md §7, §9). */
  amount: number;
  currency: 'NGN';
  ref: string;
  /** The channels the pop-up offers (Paystack's names: card, bank_transfer, ussd, bank). */
  channels: readonly string[];
  metadata: Record<string, unknown>;
  callback(response: PaystackResponse): void;
  onClose(): void;
}

export interface PaystackPop {
  setup(options: PaystackSetupOptions): { openIframe(): void };
}

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
  }
}

/** The pop-up API, or null when the script has not defined it (product.md §8: 'Paystack script not loaded'). */
export function paystackPop(): PaystackPop | null {
  const pop = window.PaystackPop;
  return pop && typeof pop.setup === 'function' ? pop : null;
}

export type ScriptStatus = 'loading' | 'ready' | 'failed';

// One <script> per address for the page's lifetime; a failed load is forgotten so a later visit retries.
const loads = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.append(script);
    });
    loads.set(src, load);
    load.catch(() => loads.delete(src));
  }
  return load;
}

/** Tests only: forget loaded scripts. */
export const forgetScripts = () => loads.clear();

/**
 * Loads the provider's inline script. `src` is undefined while the configuration is on its way
 * and '' when there is none to load (the configuration failed): that counts as a failed load.
 */
export function usePaystackScript(src: string | undefined): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading');
  useEffect(() => {
    if (src === undefined) return;
    if (!src) {
      setStatus('failed');
      return;
    }
    let live = true;
    setStatus('loading');
    loadScript(src).then(
      () => live && setStatus('ready'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return status;
}
