import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { jsonSecurityHeaders, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("gives helmet's headers with our content security policy", () => {
    const headers = securityHeaders(testConfig());
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain(
      'frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows Google sign-in only when it is configured', () => {
    expect(securityHeaders(testConfig())['content-security-policy']).not.toContain('accounts.google.com');
    expect(
      securityHeaders(testConfig({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com' }))['content-security-policy'],
    ).toContain("script-src 'self' https://accounts.google.com");
  });

  it("allows Paystack's script, frame and API only when Paystack is the provider", () => {
    expect(securityHeaders(testConfig())['content-security-policy']).not.toContain('paystack');
    const csp = securityHeaders(
      testConfig({
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_abc',
        PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
      }),
    )['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain('https://checkout.paystack.com');
    expect(csp).toContain("connect-src 'self' https://api.paystack.co");
  });

  it("allows Tawk.to's widget only when TAWK_PROPERTY_ID is set", () => {
    expect(securityHeaders(testConfig())['content-security-policy']).not.toContain('tawk');
    const csp = securityHeaders(testConfig({ TAWK_PROPERTY_ID: 'abc123/default' }))['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://embed.tawk.to https://*.tawk.to");
    expect(csp).toContain('wss://*.tawk.to');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.tawk\.to/);
  });

  it('gives a JSON answer the headers that apply without a page: no sources at all, no framing', () => {
    const headers = jsonSecurityHeaders(securityHeaders(testConfig()));
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe(securityHeaders(testConfig())['strict-transport-security']);
  });
});
