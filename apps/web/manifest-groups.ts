import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/**
 * Vite's manifest names a lazily loaded module only when it is a chunk of its own. The build
 * groups some (vite.config.ts: the public pages' `site` chunk holds their layout and loaders),
 * and the server looks up every module a URL's routes load to preload its chunk
 * (src/server/route-preloads.ts). This adds each such module to the manifest under its own
 * name, with the record of the chunk that holds it.
 */
export function manifestGroups(): Plugin {
  let root = '';
  return {
    name: 'storefront-manifest-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After every plugin's generateBundle: Vite's own writes the manifest.
    writeBundle(options, bundle) {
      const file = join(options.dir ?? '', '.vite', 'manifest.json');
      if (!existsSync(file)) return;
      const manifest: Manifest = JSON.parse(readFileSync(file, 'utf8'));
      const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      for (const output of Object.values(bundle)) {
        const chunkKey = output.type === 'chunk' ? keyOfFile.get(output.fileName) : undefined;
        if (output.type !== 'chunk' || !chunkKey) continue;
        for (const id of output.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          manifest[relative(root, id)] ??= manifest[chunkKey] as Manifest[string];
        }
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
