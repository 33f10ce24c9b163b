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

  it('PUBLIC_URL defaults to http://localhost:{PORT}, so links point at the port the server is on', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://tickets.example.com' }).PUBLIC_URL).toBe(
      'https://tickets.example.com',
    );
  });

  it('email delivery: the mailbox by default, SMTP when SMTP_URL is set, bad values refused by name', () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_FROM).toBe('Owambe Tickets <tickets@owambetickets.ng>');
    expect(defaults.OUTBOX_POLL_MS).toBe(1000);
    expect(defaults.OUTBOX_MAX_ATTEMPTS).toBe(8);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'a@b.co' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'Owambe <nobody>' })).toThrow(/MAIL_FROM: must be an address/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.co\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });

  it('sign-in limits: failures per address and email, a ceiling for a shared address, sign-up and reset per address (decision 22)', () => {
    const defaults = loadConfig({});
    expect([defaults.AUTH_RATE_LIMIT_MAX, defaults.AUTH_RATE_LIMIT_WINDOW_SECONDS]).toEqual([10, 60]);
    expect([defaults.AUTH_ADDRESS_FAILURE_LIMIT_MAX, defaults.AUTH_ADDRESS_FAILURE_LIMIT_WINDOW_SECONDS]).toEqual([
      300, 60,
    ]);
    expect([defaults.AUTH_ADDRESS_REQUEST_LIMIT_MAX, defaults.AUTH_ADDRESS_REQUEST_LIMIT_WINDOW_SECONDS]).toEqual([
      100, 60,
    ]);
    expect([defaults.AUTH_EMAIL_RATE_LIMIT_MAX, defaults.AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS]).toEqual([50, 30]);
    expect(loadConfig({ AUTH_ADDRESS_FAILURE_LIMIT_MAX: '1000' }).AUTH_ADDRESS_FAILURE_LIMIT_MAX).toBe(1000);
    expect(() => loadConfig({ AUTH_ADDRESS_FAILURE_LIMIT_MAX: '0' })).toThrow(/AUTH_ADDRESS_FAILURE_LIMIT_MAX/);
    expect(() => loadConfig({ AUTH_ADDRESS_REQUEST_LIMIT_MAX: 'lots' })).toThrow(/AUTH_ADDRESS_REQUEST_LIMIT_MAX/);
    expect(() => loadConfig({ AUTH_ADDRESS_REQUEST_LIMIT_WINDOW_SECONDS: '1.5' })).toThrow(
      /AUTH_ADDRESS_REQUEST_LIMIT_WINDOW_SECONDS/,
    );
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
    expect(loadConfig({}).EVENT_CAPACITY).toBeUndefined();
    expect(loadConfig({ EVENT_CAPACITY: '' }).EVENT_CAPACITY).toBeUndefined();
    expect(loadConfig({ EVENT_CAPACITY: '7' }).EVENT_CAPACITY).toBe(7);
    expect(loadConfig({}).ORDER_HOLD_MINUTES).toBe(15);
    const paystack = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' });
    expect(paystack.PAYMENT_PROVIDER).toBe('paystack');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when PAYMENT_PROVIDER=paystack\n.*PAYSTACK_PUBLIC_KEY: is required/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'secret' })).toThrow(/PAYSTACK_SECRET_KEY: must look like sk_test_/);
  });

  it('keeps newsletter sign-ups local by default, and uses MailerLite when its key is set (with a group)', () => {
    const defaults = loadConfig({});
    expect(defaults.NEWSLETTER_PROVIDER).toBe('local');
    expect(defaults.SALES_EMAIL).toBe('sales@owambetickets.ng');
    expect(defaults.MAILERLITE_BASE_URL).toBe('https://connect.mailerlite.com');
    expect([defaults.FORM_RATE_LIMIT_MAX, defaults.FORM_RATE_LIMIT_WINDOW_SECONDS]).toEqual([5, 600]);
    expect(loadConfig({ MAILERLITE_API_KEY: 'key', MAILERLITE_GROUP_ID: '123' }).NEWSLETTER_PROVIDER).toBe(
      'mailerlite',
    );
    expect(() => loadConfig({ MAILERLITE_API_KEY: 'key' })).toThrow(
      /MAILERLITE_GROUP_ID: is required for the MailerLite/,
    );
    expect(() => loadConfig({ NEWSLETTER_PROVIDER: 'mailerlite' })).toThrow(
      /MAILERLITE_API_KEY: is required for the MailerLite newsletter\n.*MAILERLITE_GROUP_ID: is required/,
    );
    // A key left in the environment does not override a provider named on purpose.
    expect(loadConfig({ NEWSLETTER_PROVIDER: 'local', MAILERLITE_API_KEY: 'key' }).NEWSLETTER_PROVIDER).toBe('local');
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL: must be an email address/);
  });

  it('offers every payment channel by default; PAYMENT_CHANNELS narrows them and refuses unknown ones', () => {
    expect(loadConfig({}).PAYMENT_CHANNELS).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
    expect(loadConfig({ PAYMENT_CHANNELS: ' Card , ussd,card,' }).PAYMENT_CHANNELS).toEqual(['card', 'ussd']);
    expect(() => loadConfig({ PAYMENT_CHANNELS: 'card,mobile_money' })).toThrow(
      /PAYMENT_CHANNELS\.1: must be a comma list of card, bank_transfer, ussd, bank/,
    );
    expect(() => loadConfig({ PAYMENT_CHANNELS: ' , ' })).toThrow(/PAYMENT_CHANNELS: must name at least one of card/);
    expect(loadConfig({}).SIMULATOR_SETTLE_DELAY_SECONDS).toBe(10);
    expect(loadConfig({ SIMULATOR_SETTLE_DELAY_SECONDS: '0' }).SIMULATOR_SETTLE_DELAY_SECONDS).toBe(0);
    expect(() => loadConfig({ SIMULATOR_SETTLE_DELAY_SECONDS: '-1' })).toThrow(/SIMULATOR_SETTLE_DELAY_SECONDS/);
  });

  it('refuses the simulator in production unless it is asked for by name', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PAYSTACK_SECRET_KEY: is required in production/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'simulator' }).PAYMENT_PROVIDER).toBe('simulator');
  });
});

describe('network defaults', () => {
  it('listens on 127.0.0.1 outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'simulator' }).HOST,
    ).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('turns the development mailbox on outside production and off in production, and refuses it in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'simulator' };
    expect(loadConfig({}).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).DEV_MAILBOX).toBe(false);
    expect(loadConfig(production).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ ...production, DEV_MAILBOX: 'false' }).DEV_MAILBOX).toBe(false);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: must not be true in production/,
    );
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,loopback', ['10.0.0.0/8', '192.168.1.1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('TRUST_PROXY=%s is %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY=true (it trusts every hop) and anything that is not a count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every hop/);
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com', '1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be false, a number/);
    }
  });
});
