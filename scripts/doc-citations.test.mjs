// Docs that stay true: every citation in a comment or a doc leads to a section, document or
// decision record of this repository, and none cites an issue, which the repository does not hold.
// The cases below prove the checker refuses what it should, so the scan over the repository cannot
// pass by finding nothing to check.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  ISSUES_NOT_YET_SCANNED,
  repositoryIndex,
  scanRepository,
  sectionsOf,
} from './doc-citations.mjs';

const root = join(import.meta.dirname, '..');
const index = repositoryIndex(root);
// The section sign by its code, so this file's own cases are not citations of the repository.
const S = '\u00a7';
const D = 'decision';
// Likewise the words of the cases below that cite an issue or the performance document.
const I = 'issue';
const P = 'performance';
const H = '#';
const problems = (text, file = 'apps/web/src/example.ts', options = undefined) =>
  citationProblems(text, file, index, options);

describe('doc citations', () => {
  it('every citation in the repository leads somewhere', () => {
    expect(scanRepository(root)).toEqual([]);
  });

  it('knows the numbered sections of product.md and architecture.md', () => {
    for (const section of ['1', '1.1', '2', '2.9', '3', '4', '4.3', '5', '6', '7', '8', '9']) {
      expect(index.docs.get('product')?.has(section), `product.md ${S}${section}`).toBe(true);
    }
    expect(index.docs.get('architecture')?.has('9.1')).toBe(true);
    expect(index.decisions.has(26)).toBe(true);
  });

  it('reads headings as "## 4.", "### 4.2" and "### 4.2."', () => {
    expect([...sectionsOf('## 4. The purchase\n### 4.2 Dates\n### 4.3. Money\n## 2026 was a year\ntext 5.')]).toEqual([
      '4',
      '4.2',
      '4.3',
    ]);
  });

  it('accepts citations that exist', () => {
    expect(
      problems(
        [
          `// product.md ${S}2.7 and architecture.md ${S}9.1`,
          `// product.md ${S}4.2 and ${S}9; docs/architecture.md ${S}3.2, ${S}6`,
          '// decision 26, decisions 17 and 19, docs/decisions/0008',
          `// RFC 5545 ${S}3.3.11`,
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses a section that does not exist, naming the file and line', () => {
    expect(problems(`const a = 1;\n// product.md ${S}99: nowhere`)).toEqual([
      expect.stringMatching(/^apps\/web\/src\/example\.ts:2: product\.md has no section 99/),
    ]);
    expect(problems(`// product.md ${S}2, ${S}2.99`)).toEqual([expect.stringContaining('no section 2.99')]);
    expect(problems(`// architecture.md ${S}4.9`)).toEqual([expect.stringContaining('no section 4.9')]);
  });

  it('refuses a document that is not under docs/', () => {
    expect(problems(`// nowhere.md ${S}1`)).toEqual([
      expect.stringContaining('nowhere.md is not a document under docs/'),
    ]);
  });

  it('refuses citations of the documents outside the repository', () => {
    for (const text of [`// spec ${S}2`, `/** Spec ${S}5: */`, `// DESIGN ${S}4`, `// DESIGN.md ${S}7`]) {
      expect(problems(text), text).toEqual([expect.stringContaining('outside the repository')]);
    }
  });

  it('refuses a section sign that names no document, except in a doc, where it means that doc', () => {
    expect(problems(`// the spec's list (${S}2)`)).toEqual([expect.stringContaining('names no document')]);
    expect(problems(`see ${S}4.4 and ${S}9`, 'docs/product.md')).toEqual([]);
    expect(problems(`see ${S}99`, 'docs/product.md')).toEqual([
      expect.stringContaining('docs/product.md has no section 99'),
    ]);
  });

  it('refuses a decision record that does not exist', () => {
    expect(problems(`// ${D} 999`)).toEqual([expect.stringContaining('999 has no record')]);
    expect(problems(`// ${D}s 8 and 998`)).toEqual([expect.stringContaining('998 has no record')]);
    expect(problems(`// docs/${D}s/0997`)).toEqual([expect.stringContaining('/0997 has no record')]);
  });

  it('refuses a citation of an issue, however it is written', () => {
    for (const text of [
      `// the door (${I} 19)`,
      `/** ${I[0].toUpperCase()}${I.slice(1)} 20, item 9: the end. */`,
      `// ${I}s 17 and 19`,
      `// ${I}s 11, 17 or 19`,
      `// see ${I} #23`,
      `// fixed in (${H}23)`,
      `/**\n * the organizer's status (${I}\n * 23), so a paused one\n */`,
      `Dated: ${I} 18 (2026-11-26)`,
    ]) {
      expect(problems(text), text).toEqual([expect.stringContaining('cites an')]);
    }
    expect(problems(`// ${I} 19`)).toEqual([
      expect.stringMatching(new RegExp(`^apps/web/src/example\\.ts:1: '${I} 19' cites an ${I}`)),
    ]);
    expect(problems(`# Perf\n\n## ${I} 18 at a glance`, 'docs/product.md')).toEqual([
      expect.stringMatching(/^docs\/product\.md:3: /),
    ]);
  });

  it('lets be what only looks like one: the verb, a colour, an order number, a dated history', () => {
    for (const text of [
      `// the webhook ${I}s 1 ticket and its email`,
      `// ${I}s the ticket`,
      'body { color: #111827; }',
      '// orders named #0, #1 in the order they were made',
      'const problems = result.error?.issues[0]?.message;',
    ]) {
      expect(problems(text), text).toEqual([]);
    }
    expect(problems(`## ${I} 18: the rush (2026-11-26)`, 'docs/performance-history.md')).toEqual([]);
  });

  it('refuses the performance document cited without a section', () => {
    for (const text of [`// (docs/${P}.md)`, `// figures in \`${P}.md\`.`, `// (docs/${P}.md, "the rush")`]) {
      expect(problems(text), text).toEqual([expect.stringContaining('names no section')]);
    }
    expect(problems(`// docs/${P}.md ${S}999`)).toEqual([expect.stringContaining('no section 999')]);
    expect(problems(`// (docs/${P}.md)`, 'apps/x.ts', { performanceSections: false })).toEqual([]);
  });

  it('leaves out of the issue scan only files that still need it', () => {
    for (const file of ISSUES_NOT_YET_SCANNED) {
      let text = '';
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {}
      expect(
        citationProblems(text, file, index).some((problem) => problem.includes('cites an')),
        `${file} cites no issue now: take it out of ISSUES_NOT_YET_SCANNED`,
      ).toBe(true);
    }
  });
});
