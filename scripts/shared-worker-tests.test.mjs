// The server's test files run without isolation (vitest.config.ts): a worker imports the modules
// once and its files reuse them. A `vi.mock` in one of them would not reach a module an earlier
// file in the same worker had already imported, so the file would pass or fail with the order
// the files ran in. A file that needs a module replaced uses vi.doMock, then vi.resetModules()
// and imports afterwards (docs/how-to.md, 'Write a test that shares its worker').
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const server = join(root, 'apps', 'server');

function typeScriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe("the server's test files, which share their worker's modules", () => {
  it('mock no module with vi.mock', () => {
    // The test files, and the helpers in test/ they import.
    const files = [
      ...typeScriptFiles(join(server, 'src')).filter((file) => file.endsWith('.test.ts')),
      ...typeScriptFiles(join(server, 'test')),
    ];
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));
    expect(mocking.map((file) => relative(root, file))).toEqual([]);
  });
});
