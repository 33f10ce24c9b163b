import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills every default so the storefront runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toMatch(/^file:.*data\/storefront\.db$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.NODE_ENV).toBe('development');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('stops with a message naming each bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with file: or postgres:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'localhost' })).toThrow(/PUBLIC_URL: must be a full URL/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' })).toThrow(
      /SESSION_SECRET: must be set/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'simulator' }).NODE_ENV,
    ).toBe('production');
  });

  it('uses the payment simulator by default, and Paystack when its secret key is set', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('simulator');
    expect(loadConfig({}).EVENT_CAPACITY).toBe(500);
    expect(loadConfig({}).ORDER_HOLD_MINUTES).toBe(15);
    const paystack = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' });
    expect(paystack.PAYMENT_PROVIDER).toBe('paystack');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when PAYMENT_PROVIDER=paystack\n.*PAYSTACK_PUBLIC_KEY: is required/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'secret' })).toThrow(/PAYSTACK_SECRET_KEY: must look like sk_test_/);
  });

  it('refuses the simulator in production unless it is asked for by name', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PAYSTACK_SECRET_KEY: is required in production/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'simulator' }).PAYMENT_PROVIDER).toBe('simulator');
  });
});
