import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner.ts';
import { loadConfig } from './config.ts';

describe('the start-up banner', () => {
  it('says the public URL, and that it is the default for PORT when PUBLIC_URL is not set', () => {
    const banner = startupBanner(loadConfig({ PORT: '4100' }), 4100, 'sqlite');
    expect(banner).toContain('Storefront ready on http://localhost:4100');
    expect(banner).toContain(
      'Public URL: http://localhost:4100 (PUBLIC_URL is not set: links in emails, QR codes and the sitemap use this; set PUBLIC_URL to the address people use)',
    );
  });

  it('says a PUBLIC_URL that was set as it is', () => {
    const banner = startupBanner(
      loadConfig({ PORT: '4100', PUBLIC_URL: 'https://tickets.example.com' }),
      4100,
      'sqlite',
    );
    expect(banner).toContain(
      'Public URL: https://tickets.example.com (links in emails, QR codes and the sitemap use it)',
    );
  });
});
