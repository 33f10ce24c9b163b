// docs/duplicates.md's count is true (docs/duplicates.md, "Running it"): its "now" row says what
// a fresh run of `duplicates` over the tree counts. The command is on the developers' machines and
// CI's; where it is missing, or its run did not finish in time, the check says so and skips.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const run = spawnSync('duplicates', ['--seconds', '300', '--most', '1'], { cwd: root, encoding: 'utf8' });
const output = run.error ? '' : run.stdout;
const counted =
  /^(\d+) pairs of places \((\d+) files read\)[^(]*\((\d+) by shape alone, (\d+) of those marked boilerplate\)/m.exec(
    output,
  );
const skip = !counted || output.includes('incomplete:');
if (skip)
  console.log('duplicates-ledger: `duplicates` is not on this machine or did not finish; the ledger is not checked');

/** The ledger's "now" row: pairs, by shape, marked boilerplate. */
function ledgerNow() {
  const doc = readFileSync(join(root, 'docs/duplicates.md'), 'utf8');
  const row = /^\| now[^|]*\| (\d+) \| (\d+) \| (\d+) \|/m.exec(doc);
  if (!row) throw new Error('docs/duplicates.md has no "| now ... | pairs | by shape | marked boilerplate |" row');
  return row.slice(1, 4).map(Number);
}

describe('the duplicates ledger', () => {
  it.skipIf(skip)("says what a fresh run counts (update docs/duplicates.md's now row)", () => {
    const [, pairs, , byShape, boilerplate] = (counted ?? []).map(Number);
    expect(ledgerNow()).toEqual([pairs, byShape, boilerplate]);
  });
});
