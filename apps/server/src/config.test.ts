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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: must be set/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });
});
