import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The two simulators' pop-ups as the browser gets them: bundled from src/simulator-ui/ on first
 * request (decision 29), then run in a DOM (happy-dom) to check what they do with the contracts'
 * rules. The e2e specs (google-simulator, payment-channels, checkout-channels) drive them in Chromium.
 */

const SCRIPTS = {
  payment: '/api/payment-simulator/inline.js',
  google: '/api/google-simulator/client.js',
} as const;

let t: TestApp;
const served: Record<keyof typeof SCRIPTS, string> = { payment: '', google: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, url] of Object.entries(SCRIPTS) as [keyof typeof SCRIPTS, string][]) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    served[name] = res.body;
  }
}, 60_000);
afterAll(() => t.close());

describe('the served simulator scripts', () => {
  it.each(Object.keys(SCRIPTS) as (keyof typeof SCRIPTS)[])(
    '%s: one classic script, with no Zod and no Intl in it',
    async (name) => {
      const script = served[name];
      // A classic script (the pages load it with a plain <script src>): no module syntax left.
      expect(script).toMatch(/^"use strict";\n\(\(\) => \{/);
      expect(script).not.toMatch(/^\s*(import|export)\b/m);
      // The contracts' Zod-free helpers only: a schema would pull Zod (60 kB) into a test pop-up.
      expect(script).not.toMatch(/zod/i);
      // formatNaira, not Intl: the first Intl object starts ICU (decision 18).
      expect(script).not.toContain('Intl.');
      // Built once: the second request gets the same bytes.
      expect((await t.app.inject({ url: SCRIPTS[name] })).body).toBe(script);
    },
  );
});

/** A page on our origin with the script loaded, and `fetch` answered by `answer`. */
function page(script: string, answer: (url: string, init?: RequestInit) => unknown) {
  const window = new Window({ url: 'http://localhost:3000/' });
  const fetch = vi.fn(
    async (url: string, init?: RequestInit) =>
      new window.Response(JSON.stringify(answer(url, init)), { headers: { 'content-type': 'application/json' } }),
  );
  Object.assign(window, { fetch });
  window.eval(script);
  return { window, document: window.document, fetch };
}
const windows: Window[] = [];
afterEach(async () => {
  for (const each of windows.splice(0)) await each.happyDOM.close();
});

describe('the Google sign-in simulator pop-up', () => {
  async function openDialog() {
    const opened = page(served.google, (url) =>
      url.endsWith('/identities')
        ? { identities: [{ name: 'Ada Test', email: 'ada@example.com' }] }
        : { credential: 'x.y.z' },
    );
    windows.push(opened.window);
    const { document } = opened;
    const parent = document.createElement('div');
    document.body.append(parent);
    const callback = vi.fn();
    const google = (opened.window as unknown as { google: { accounts: { id: GoogleId } } }).google.accounts.id;
    google.initialize({ client_id: 'sim', callback });
    google.renderButton(parent, { text: 'signin_with' });
    const button = parent.querySelector('button');
    expect(button?.textContent).toBe('Sign in with Google');
    button?.click();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('ada@example.com'));
    return { ...opened, button, callback };
  }
  interface GoogleId {
    initialize(options: object): void;
    renderButton(parent: unknown, options: object): void;
  }

  it("checks a typed email with the contracts' rule: one address, or the spec's message and no request", async () => {
    const { document, fetch } = await openDialog();
    const dialog = document.querySelector('#google-simulator-dialog [role="dialog"]');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('google-simulator-dialog-title');
    expect(document.getElementById('google-simulator-dialog-note')?.textContent).toBe(
      'Test mode — simulated Google accounts; nothing is sent to Google',
    );
    [...document.querySelectorAll('button')].find((each) => each.textContent === 'Use another email')?.click();
    const email = document.getElementById('google-simulator-dialog-email') as unknown as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    // Two '@': the old pattern (\S+@\S+\.\S+) let it through to the server, which refused it.
    email.value = 'ada@example@test.com';
    document.querySelector('form')?.requestSubmit();
    const error = document.getElementById('google-simulator-dialog-email-error');
    expect(error?.textContent).toBe('Please enter a valid email address.');
    expect(error?.getAttribute('style')).toContain('display: block');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1); // the identities only

    email.value = ' New.Person@example.com ';
    document.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/google-simulator/token');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'New.Person@example.com' });
  });

  it("words its button by Google's `text` option, 'Continue with Google' for any other", () => {
    const { window, document } = page(served.google, () => ({}));
    windows.push(window);
    const google = (window as unknown as { google: { accounts: { id: GoogleId } } }).google.accounts.id;
    const wording = (text?: string) => {
      const parent = document.createElement('div');
      google.renderButton(parent, text === undefined ? {} : { text });
      return parent.querySelector('button')?.textContent;
    };
    expect(wording('signup_with')).toBe('Sign up with Google');
    expect(wording('signin')).toBe('Sign in');
    expect(wording()).toBe('Continue with Google');
    // A name every object has is not one of Google's words.
    expect(wording('constructor')).toBe('Continue with Google');
  });

  it('closes on Escape, gives the focus back to its button and signs nobody in', async () => {
    const { document, window, button, callback } = await openDialog();
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('google-simulator-dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('the payment simulator pop-up', () => {
  function openPopup(options: Record<string, unknown>) {
    const opened = page(served.payment, () => ({}));
    windows.push(opened.window);
    const before = opened.document.createElement('button');
    opened.document.body.append(before);
    before.focus();
    const onClose = vi.fn();
    const paystack = (opened.window as unknown as { PaystackPop: { setup(o: object): { openIframe(): void } } })
      .PaystackPop;
    paystack.setup({ email: 'ada@example.com', ref: 'ref_1', onClose, ...options }).openIframe();
    return { ...opened, before, onClose };
  }

  it('writes the amount in kobo as the storefront writes naira, with the banks and reasons the server gave it', () => {
    const { document } = openPopup({ amount: 2_500_050, currency: 'NGN', channels: ['card', 'ussd'] });
    const dialog = document.querySelector('#payment-simulator-dialog [role="dialog"]');
    expect(dialog?.getAttribute('aria-describedby')).toBe('payment-simulator-dialog-note');
    expect(dialog?.textContent).toContain('NGN 25,000.5');
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Card', 'USSD']);
    expect(document.activeElement?.textContent).toBe('Pay');
    const reasons = document.getElementById('payment-simulator-dialog-card-reason') as unknown as HTMLSelectElement;
    expect(reasons.options[0]?.textContent).toBe('Insufficient funds');
    const banks = document.getElementById('payment-simulator-dialog-ussd-bank') as unknown as HTMLSelectElement;
    expect([...banks.options].map((option) => option.textContent)).toContain('GTBank (*737#)');
  });

  it('closes on Escape with onClose, and the focus goes back where it was', () => {
    const { document, window, before, onClose } = openPopup({ amount: 600_000 });
    expect(document.querySelector('#payment-simulator-dialog')?.textContent).toContain('NGN 6,000');
    document.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.getElementById('payment-simulator-dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(before);
  });
});
