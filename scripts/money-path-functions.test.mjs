// The money path reads one step at a time (architecture.md §9.4): no
// function of the checkout's steps runs past 80 lines, so each can be read alone. A step that
// grows past that is split where it changes what it is doing. The repositories and the route
// plugins, which are lists of statements or routes, are not steps and are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 80;
const STEPS = [
  'checkout-service.ts',
  'checkout-context.ts',
  'pricing.ts',
  'order-lines.ts',
  'promo-pricing.ts',
  'buyer-limits.ts',
  'hold.ts',
  'initialize.ts',
  'settle.ts',
  'verify.ts',
  'release.ts',
  'buyer-orders.ts',
  'order-refunds.ts',
  'order-states.ts',
  'refund-reasons.ts',
];
const folder = join(import.meta.dirname, '..', 'apps/server/src/modules/orders');

/** Every function of a file longer than `MAX_LINES`, as "file:line name (n lines)". */
function longFunctions(file) {
  const source = ts.createSourceFile(file, readFileSync(join(folder, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      if (lines > MAX_LINES)
        found.push(`${file}:${first + 1} ${node.name?.getText() ?? '(anonymous)'} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the money path', () => {
  it(`has no function over ${MAX_LINES} lines`, () => {
    const files = STEPS.filter((name) => readdirSync(folder).includes(name));
    expect(files).toEqual(STEPS);
    expect(files.flatMap(longFunctions)).toEqual([]);
  });
});
