import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserBundleUnavailable, browserBundle } from './browser-bundle.ts';

const folder = mkdtempSync(join(tmpdir(), 'browser-bundle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => {
  vi.doUnmock('esbuild');
  vi.resetModules();
});

function entry(source: string): URL {
  const file = join(folder, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  return pathToFileURL(file);
}

describe('browserBundle', () => {
  it('builds a TypeScript entry into one classic script, with the values it is given, once', async () => {
    const script = browserBundle(
      entry(`declare const DATA: { banks: string[] };
const shown: string = DATA.banks.join(', ');
(window as unknown as { shown: string }).shown = shown;`),
      { DATA: { banks: ['GTBank', 'UBA'] } },
    );
    const first = await script();
    // An IIFE ("use strict" first only under a strict tsconfig, as the simulators' entries have).
    expect(first).toMatch(/^\(\(\) => \{\n[\s\S]*\}\)\(\);\n$/);
    expect(first).toContain('banks: ["GTBank", "UBA"]');
    expect(first).not.toMatch(/: string/);
    expect(await script()).toBe(first);
  });

  it('says what to install when esbuild is not there, and tries again on the next request', async () => {
    vi.doMock('esbuild', () => {
      throw new Error("Cannot find package 'esbuild'");
    });
    const script = browserBundle(entry('export {};'));
    const failed = script();
    await expect(failed).rejects.toBeInstanceOf(BrowserBundleUnavailable);
    await expect(failed).rejects.toThrow('needs esbuild: install the development dependencies (npm ci).');
    vi.doUnmock('esbuild');
    await expect(script()).resolves.toBe('(() => {\n})();\n');
  });

  it('a simulator script that cannot be built is answered 503 with that sentence, not 500', async () => {
    vi.doMock('esbuild', () => {
      throw new Error("Cannot find package 'esbuild'");
    });
    // A fresh app's modules, as a new process has: the simulators keep the script they built,
    // and another file in this worker (Vitest runs the server's files without isolation) may
    // have built them already.
    vi.resetModules();
    const { createTestApp } = await import('../../test/test-app.ts');
    const t = await createTestApp();
    try {
      for (const url of ['/api/payment-simulator/inline.js', '/api/google-simulator/client.js']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().message).toMatch(/needs esbuild/);
      }
    } finally {
      await t.close();
    }
  });
});
