// The import rules (.dependency-cruiser.cjs) catch a wrong import in each direction: a file
// importing what its place forbids is written into the tree, cruised with the project's own
// config, and must be refused by the rule that names the mistake. Then it is removed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const written = [];

function write(path, text) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(file);
}

function cruise(...paths) {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/.bin/depcruise'),
      ...paths,
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

const cases = [
  {
    rule: 'web-shared-never-imports-features',
    path: 'apps/web/src/components/ui/rule-check-probe.ts',
    text: "export { ticketPurchasePath } from '../../features/checkout/paths.ts';\n",
  },
  {
    rule: 'web-feature-through-its-entry',
    path: 'apps/web/src/features/catalog/rule-check-probe.ts',
    text: "export { orderSummaryPath } from '../checkout/paths.ts';\n",
  },
  {
    rule: 'web-routes-are-leaves',
    path: 'apps/web/src/features/catalog/rule-check-probe.ts',
    text: "export * from '../../routes/about-us.tsx';\n",
  },
  {
    // The consoles' route table lives in app/: no feature, the back office's included, imports a screen.
    rule: 'web-routes-are-leaves',
    path: 'apps/web/src/features/admin/rule-check-probe.ts',
    text: "export const screen = () => import('../../routes/admin/dashboard.tsx');\n",
  },
  {
    rule: 'server-plugins-and-lib-never-import-modules',
    path: 'apps/server/src/lib/rule-check-probe.ts',
    text: "export { recordAudit } from '../modules/audit/index.ts';\n",
  },
  {
    rule: 'simulator-ui-is-browser-code',
    path: 'apps/server/src/simulator-ui/rule-check-probe.ts',
    text: "export { httpError } from '../lib/http-error.ts';\n",
  },
  {
    rule: 'server-module-through-its-entry',
    path: 'apps/server/src/modules/door/rule-check-probe.ts',
    text: "export { ticketToken } from '../tickets/ticket-token.ts';\n",
  },
  {
    rule: 'browser-never-runs-api-contracts',
    path: 'apps/web/src/lib/rule-check-probe.ts',
    text: "export { eventSchema } from '@storefront/contracts/api';\n",
  },
  {
    rule: 'browser-never-runs-api-contracts',
    path: 'apps/server/src/simulator-ui/rule-check-probe.ts',
    text: "export { SIMULATOR_BANKS } from '@storefront/contracts/api';\n",
  },
  {
    rule: 'contracts-zod-only-in-api',
    path: 'packages/contracts/src/rules/rule-check-probe.ts',
    text: "export { z } from 'zod';\n",
  },
  {
    rule: 'contracts-zod-only-in-api',
    path: 'packages/contracts/src/format/rule-check-probe.ts',
    text: "export { eventSchema } from '../api/events.ts';\n",
  },
];

describe('the import rules', () => {
  it.each(cases)('refuse $rule', ({ rule, path, text }) => {
    write(path, text);
    const { status, output } = cruise(path);
    expect(status, output).not.toBe(0);
    expect(output).toContain(rule);
  });

  it('refuse a cycle of real imports', () => {
    write('apps/server/src/lib/rule-check-a.ts', "import { b } from './rule-check-b.ts';\nexport const a = () => b;\n");
    write('apps/server/src/lib/rule-check-b.ts', "import { a } from './rule-check-a.ts';\nexport const b = () => a;\n");
    const { status, output } = cruise('apps/server/src/lib/rule-check-a.ts');
    expect(status, output).not.toBe(0);
    expect(output).toContain('no-cycles');
  });

  it('refuse a cycle through type-only imports, in lib/ as anywhere', () => {
    write(
      'apps/web/src/lib/rule-check-a.ts',
      "import type { B } from './rule-check-b.ts';\nexport interface A { b?: B }\n",
    );
    write(
      'apps/web/src/lib/rule-check-b.ts',
      "import type { A } from './rule-check-a.ts';\nexport interface B { a?: A }\n",
    );
    const { status, output } = cruise('apps/web/src/lib/rule-check-a.ts');
    expect(status, output).not.toBe(0);
    expect(output).toContain('no-cycles');
  });

  it('let the same imports through their proper doors', () => {
    write('apps/server/src/modules/door/rule-check-probe.ts', "export { ticketToken } from '../tickets/index.ts';\n");
    write(
      'apps/web/src/features/catalog/rule-check-probe.ts',
      "export { ticketPurchasePath } from '../checkout/index.ts';\n",
    );
    // The browser may take an API schema's type, and anything from the Zod-free folders.
    write(
      'apps/web/src/lib/rule-check-probe.ts',
      "export type { StorefrontEvent } from '@storefront/contracts/api';\nexport { isValidEmail } from '@storefront/contracts/rules';\n",
    );
    const { status, output } = cruise(
      'apps/server/src/modules/door/rule-check-probe.ts',
      'apps/web/src/features/catalog/rule-check-probe.ts',
      'apps/web/src/lib/rule-check-probe.ts',
    );
    expect(status, output).toBe(0);
  });
});
