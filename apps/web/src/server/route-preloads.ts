import type { Manifest } from 'vite';

/** The chunks to preload for a page, as paths from the site's root ('/assets/...'). */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** A module path of the route table (relative to src/app/) as Vite's manifest names it ('src/routes/x.tsx'). */
const manifestKey = (modulePath: string) => new URL(modulePath, 'file:///src/app/').pathname.slice(1);

/**
 * The chunks of the modules a URL's routes load lazily (app/lazy-modules.ts), with the chunks
 * they import, from Vite's build manifest. Without these the browser finds each chunk only
 * after the one before it has run; with them everything downloads at once. What the entry
 * (index.html) loads already is left out: its own tags are in the page.
 */
export function routePreloads(manifest: Manifest, modulePaths: string[]): Preloads {
  const alreadyLoaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported, into);
  };
  visit('index.html', alreadyLoaded);

  const needed = new Set<string>();
  for (const path of modulePaths) visit(manifestKey(path), needed);
  const chunks = [...needed].filter((key) => !alreadyLoaded.has(key)).flatMap((key) => manifest[key] ?? []);
  const entryStyles = new Set([...alreadyLoaded].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: [...new Set(chunks.map((chunk) => `/${chunk.file}`))],
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
      .filter((css) => !entryStyles.has(css))
      .map((css) => `/${css}`),
  };
}

/**
 * The route chunks' stylesheets as <head> tags. (Their scripts are not tags: the page's loader
 * requests them once the page has painted, page-template.ts.)
 */
export const stylesheetTags = ({ styles }: Preloads): string =>
  styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
