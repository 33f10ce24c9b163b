import { describe, expect, it } from 'vitest';
import { doorFiles, doorWorker } from './door-app.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

describe('the door app', () => {
  it("keeps the chunks of the door's modules, what they import, their CSS and the door's own lazy decoder; nothing else", () => {
    const bundle = {
      a: chunk(
        'assets/index-1.js',
        ['/w/src/app/main.tsx'],
        ['assets/runtime-1.js'],
        ['assets/admin-1.js'],
        ['assets/index-1.css'],
      ),
      b: chunk('assets/runtime-1.js', ['/w/runtime']),
      c: chunk('assets/check-in-1.js', ['/w/src/routes/check-in.tsx'], ['assets/codes-1.js'], ['assets/jsQR-1.js']),
      d: chunk('assets/codes-1.js', ['/w/codes']),
      e: chunk('assets/jsQR-1.js', ['/w/jsqr']),
      f: chunk('assets/admin-1.js', ['/w/admin']),
    };
    const files = doorFiles(bundle as never, ['/w/src/app/main.tsx', '/w/src/routes/check-in.tsx']);
    expect(files).toEqual([
      '/assets/check-in-1.js',
      '/assets/codes-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/jsQR-1.js',
      '/assets/runtime-1.js',
    ]);
    expect(() => doorFiles(bundle as never, ['/w/src/missing.tsx'])).toThrow(/no chunk holds/);
  });

  it('writes a service worker that parses, keeps the page and the files, and leaves the API to the network', () => {
    const source = doorWorker('abc123', ['/assets/index-1.js']);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('const FILES = ["/assets/index-1.js"];');
    expect(source).toContain("url.pathname.startsWith('/api/')");
    expect(source).toContain("const CACHE = 'door-' + VERSION;");
  });
});
