/**
 * The import rules `npm run lint` enforces (dependency-cruiser). Each rule's comment is the
 * message a violation prints: which way imports go in this codebase, and why.
 */
const web = '^apps/web/src/';
const server = '^apps/server/src/';
/** A test may reach into any module or feature to arrange what it checks; the code it tests may not. */
const testFile = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide which module owns what: move the shared part down.',
      from: {},
      // Type-only imports too: a cycle through types still says two modules own each other's parts.
      to: { circular: true },
    },
    {
      name: 'web-shared-never-imports-features',
      severity: 'error',
      comment:
        'components/ and lib/ are shared by every feature, so they cannot depend on one: move what they need from features/ down into lib/ or components/.',
      from: { path: `${web}(components|lib)/`, pathNot: testFile },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-feature-through-its-entry',
      severity: 'error',
      comment:
        "A feature reaches another only through that feature's public entry (features/<name>/index.ts), so its insides can change: import from the entry, or move the shared thing down to lib/ or components/.",
      from: { path: `${web}features/([^/]+)/`, pathNot: testFile },
      to: { path: `${web}features/([^/]+)/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-routes-are-leaves',
      severity: 'error',
      comment:
        'routes/ are thin screens the router loads: nothing but the route tables (app/) and the server renderer imports them; put shared parts in features/.',
      from: {
        pathNot: [testFile, `${web}app/`, `${web}server/`, `${web}routes/`],
      },
      to: { path: `${web}routes/` },
    },
    {
      name: 'server-plugins-and-lib-never-import-modules',
      severity: 'error',
      comment:
        'plugins/ and lib/ are the ground every module stands on: they cannot depend on a module. Move what they need into lib/, or have the module register it.',
      from: { path: `${server}(plugins|lib|db)/`, pathNot: testFile },
      to: { path: `${server}modules/` },
    },
    {
      name: 'simulator-ui-is-browser-code',
      severity: 'error',
      comment:
        "simulator-ui/ runs in the browser (bundled by lib/browser-bundle.ts): it may use itself and the Zod-free contracts, never the server's code, which would drag Node modules into a page.",
      from: { path: `${server}simulator-ui/` },
      to: { path: `${server}`, pathNot: `${server}simulator-ui/` },
    },
    {
      name: 'server-module-through-its-entry',
      severity: 'error',
      comment:
        "A module reaches another only through that module's public entry (modules/<name>/index.ts), so its insides can change: export it there, or move the shared part down to lib/.",
      from: { path: `${server}modules/([^/]+)/`, pathNot: testFile },
      to: {
        path: `${server}modules/([^/]+)/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'browser-never-runs-api-contracts',
      severity: 'error',
      comment:
        "@storefront/contracts/api holds the API's Zod schemas, which must not reach a page's JavaScript: web and simulator code may take only their types (import type) from it; use the Zod-free rules/, format/, messages/ and page/ instead.",
      from: { path: [`${web}`, `${server}simulator-ui/`], pathNot: [testFile, `${web}server/`] },
      to: { path: '^packages/contracts/src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-zod-only-in-api',
      severity: 'error',
      comment:
        'Only packages/contracts/src/api/ may use Zod: rules/, format/, messages/ and page/ are what the browser imports, so they stay Zod-free (take an API type with import type).',
      from: { path: '^packages/contracts/src/(rules|format|messages|page)/', pathNot: testFile },
      to: {
        path: ['^packages/contracts/src/api/', '(^|/)node_modules/zod/'],
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist(-server)?/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // @storefront/contracts is reached by its subpath exports (api/, rules/, ...).
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
