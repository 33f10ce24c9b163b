// The decision index (docs/decisions/README.md) lists every record once, with the status its
// file states under its title ('Accepted' when it states none), so a superseded record can
// never read as current from the index.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));
const index = readFileSync(join(dir, 'README.md'), 'utf8');

function statusOf(text) {
  const stated = /^\*\*Status: (.*?)\*\*/m.exec(text)?.[1];
  return stated ? stated[0].toUpperCase() + stated.slice(1) : 'Accepted';
}

describe('the decision index', () => {
  it.each(records)('lists %s with its title and status', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const [, number, title] = /^# (\d+)\. (.*)$/m.exec(text) ?? [];
    expect(number, `${name} starts with '# N. Title'`).toBeDefined();
    const row = index.split('\n').find((line) => line.includes(`](${name})`));
    expect(row, `${name} has a row in docs/decisions/README.md`).toBeDefined();
    expect(row).toContain(`[${Number(number)}](${name}) | ${title} |`);
    expect(row?.trim().endsWith(`| ${statusOf(text)} |`), `${name}: the index gives '${statusOf(text)}'`).toBe(true);
  });

  it('names no record that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
    expect(new Set(linked).size).toBe(records.length);
  });
});
