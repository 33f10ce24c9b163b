// The web app's chunks must not carry Zod (docs/performance.md §2.9: the forms use the Zod-free rules
// in packages/contracts/src/rules/fields.ts). A page that imports a contracts module with Zod schemas
// pulls in about 80 KB; this fails the build check instead of letting it ship.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const assets = join(resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'), 'assets');
const withZod = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .filter((name) => readFileSync(join(assets, name), 'utf8').includes('ZodError'));
if (withZod.length > 0) {
  console.error(
    `Zod reached the web bundle in: ${withZod.join(', ')}. Import Zod-free modules of @storefront/contracts.`,
  );
  process.exit(1);
}
console.log('Web bundle: no chunk carries Zod.');
