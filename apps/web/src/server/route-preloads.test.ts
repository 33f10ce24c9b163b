import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloads, stylesheetTags } from './route-preloads.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_button.js': { file: 'assets/button-1.js', imports: ['index.html'] },
  '_card.js': {
    file: 'assets/card-1.js',
    imports: ['_button.js', '_react.js'],
    css: ['assets/card-1.css', 'assets/index-1.css'],
  },
  'src/routes/concerts.tsx': {
    file: 'assets/concerts-1.js',
    src: 'src/routes/concerts.tsx',
    isDynamicEntry: true,
    imports: ['_card.js', 'index.html'],
  },
  'src/features/catalog/events-loader.ts': {
    file: 'assets/events-loader-1.js',
    src: 'src/features/catalog/events-loader.ts',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'src/routes/landing.tsx': { file: 'assets/landing-1.js', isDynamicEntry: true, imports: ['_card.js'] },
};

describe('routePreloads', () => {
  it("lists the route modules' chunks and what they import, without what the entry loads already", () => {
    expect(routePreloads(manifest, ['../routes/concerts.tsx', '../features/catalog/events-loader.ts'])).toEqual({
      scripts: ['/assets/concerts-1.js', '/assets/card-1.js', '/assets/button-1.js', '/assets/events-loader-1.js'],
      styles: ['/assets/card-1.css'],
    });
  });

  it('ignores modules the manifest does not know (a build older than the code)', () => {
    expect(routePreloads(manifest, ['../routes/gone.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it('writes the stylesheets as tags (the scripts go to the page loader)', () => {
    expect(stylesheetTags({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
    );
  });
});
