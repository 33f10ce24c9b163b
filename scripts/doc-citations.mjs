// Comments and docs cite sections of the repository's own documents: 'product.md §5',
// 'architecture.md §9.1', 'decision 26', 'docs/decisions/0008'. This finds the citations that
// lead nowhere: a document outside the repository (the shared spec or design notes, which a
// reader of this repository may not have), a doc that is not under docs/, a section number no
// heading of that doc carries, a decision record that does not exist, a bare section sign
// that names no document, a citation of an issue (no issue's text is in the repository), or the
// performance document named without a section. scripts/doc-citations.test.mjs runs it over every
// tracked file.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

// The section sign is written by its code so that this file's own patterns are not citations.
const S = '\u00a7';
const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** Between two sections of one citation: a comma, a semicolon, a slash, '&', 'and', 'or'. */
const JOINER = String.raw`\s*(?:,|;|/|&|\band\b|\bor\b)\s*(?:and\s+)?`;

/** A citation of a document outside the repository: the shared spec or design notes, however spelled. */
const OUTSIDE = new RegExp(String.raw`\b(?:spec|design)(?:\.md)?\s*${S}`, 'gi');
/** A document of ours and one or more of its sections. */
const DOC_CITATION = new RegExp(String.raw`([\w./-]*\w)\.md\s+${S}(${NUMBER})((?:${JOINER}${S}${NUMBER})*)`, 'g');
/** An RFC's own sections ('RFC 5545 §3.1') are not ours to check. */
const RFC = new RegExp(String.raw`\bRFC\s+\d+\s+${S}${NUMBER}`, 'g');
/** Sections with no document before them: a continuation of another citation, or nothing. */
const BARE = new RegExp(`${S}(${NUMBER})((?:${JOINER}${S}${NUMBER})*)`, 'g');
/** 'decision 26', 'decisions 17 and 19', 'decisions 5, 22 and 23', 'decision 0010'. */
const DECISION = /\bdecisions?\s+(\d+(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|,\s+and\s+)\d+)*)\b/gi;
/** 'docs/decisions/0008', 'decisions/0026-the-door.md'. */
const DECISION_PATH = /\bdecisions\/(\d{4})/g;
/**
 * A numbered heading: '## 4. The purchase', '### 4.2 Dates', '### 4.2. Dates'. A whole number
 * needs its dot ('## 2026 in review' is no section).
 */
const HEADING = /^#{2,6}\s+(?:(\d+)\.|(\d+(?:\.\d+)+)\.?)(?=\s|$)/gm;

/**
 * A citation of an issue: the word, singular or plural, then its number, '#' or not; the number
 * may be on the comment's next line. Issues are not in the repository, so such a citation leads
 * nowhere: cite the doc section, the decision or the test that says it. 'issues' with one number
 * only is the verb ('it issues 2 tickets') and is let be; with '#' or a list it is a citation.
 */
const ISSUE = new RegExp(
  String.raw`\b(?:issue|issues(?=\s*#|\s*\d+${JOINER}#?\d))(?:[ \t]*\r?\n[ \t]*(?:\*|\/\/|#|-)?)?[ \t]*#?\d+\b`,
  'gi',
);
/** A GitHub-style reference: '#' and a number in parentheses, one or a list: an issue or a pull request, not here either. */
const HASH_REFERENCE = /\(#\d+(?:\s*,\s*#\d+)*\)/g;
/** The dated history of the performance work: it may say which issue a session served. */
const HISTORY = 'docs/performance-history.md';
/** The performance document named with no section after it: its figures are in its sections. */
const PERFORMANCE_WITHOUT_SECTION = new RegExp(String.raw`\bperformance\.md\b(?!\`?\s*${S})`, 'g');

/** The files whose text is checked, by how their names end. */
export const CHECKED = /\.(ts|tsx|mjs|cjs|md|sql|css)$/;

const headingFor = (section) => (section.includes('.') ? `### ${section}` : `## ${section}.`);
const numbersIn = (text) => [...text.matchAll(new RegExp(NUMBER, 'g'))].map((m) => m[0]);

/** The section numbers a document's headings carry. */
export function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(HEADING)].map((m) => m[1] ?? m[2]));
}

/**
 * What the checker knows of the repository: `docs` maps each document under docs/ (its path
 * there without '.md', e.g. 'product' or 'decisions/0026-the-door') to its section numbers;
 * `decisions` holds the numbers of the decision records.
 */
export function repositoryIndex(root) {
  const docs = new Map();
  const decisions = new Set();
  const folder = join(root, 'docs');
  for (const name of readdirSync(folder, { recursive: true })) {
    const match = /^(.+)\.md$/.exec(name.split(sep).join('/'));
    if (!match) continue;
    docs.set(match[1], sectionsOf(readFileSync(join(folder, name), 'utf8')));
    const record = /^decisions\/(\d{4})-/.exec(match[1]);
    if (record) decisions.add(Number(record[1]));
  }
  return { docs, decisions };
}

/** The document a citation names: its path under docs/, or a name only one document there has. */
function findDoc(name, docs) {
  const path = name.replace(/^(?:\.\.?\/)+/, '').replace(/^docs\//, '');
  if (docs.has(path)) return path;
  const same = [...docs.keys()].filter((key) => basename(key) === basename(path));
  return same.length === 1 ? same[0] : null;
}

/**
 * The problems of one file's text, each 'file:line: what is wrong'. `file` is its path in the
 * repository: a bare section sign in a document under docs/ cites that document's own sections.
 * `performanceSections: false` leaves out the rule that the performance document is cited with a
 * section (see PERFORMANCE_SECTIONS_SCANNED), `issues: false` the rule against citing issues (see
 * ISSUES_NOT_YET_SCANNED).
 */
export function citationProblems(text, file, { docs, decisions }, { performanceSections = true, issues = true } = {}) {
  const problems = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const report = (index, message) => problems.push(`${file}:${lineOf(index)}: ${message}`);
  const covered = [];

  for (const m of text.matchAll(OUTSIDE)) {
    report(m.index, `'${m[0].trim()}' cites a document outside the repository: cite product.md or docs/ instead`);
  }
  for (const m of text.matchAll(RFC)) covered.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(DOC_CITATION)) {
    covered.push([m.index, m.index + m[0].length]);
    if (/(?:^|\/)(?:[\w-]*-)?(?:spec|design)$/i.test(m[1])) continue; // reported above
    const doc = findDoc(m[1], docs);
    if (!doc) {
      report(m.index, `${m[1]}.md is not a document under docs/`);
      continue;
    }
    for (const section of [m[2], ...numbersIn(m[3])]) {
      if (!docs.get(doc).has(section))
        report(m.index, `${m[1]}.md has no section ${section} (no heading '${headingFor(section)}')`);
    }
  }
  const own = /^docs\/(.+)\.md$/.exec(file)?.[1];
  for (const m of text.matchAll(BARE)) {
    if (covered.some(([start, end]) => m.index >= start && m.index < end)) continue;
    if (/(?:spec|design)(?:\.md)?\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue; // reported above
    if (!own || !docs.has(own)) {
      report(m.index, `'${m[0]}' names no document: write which one, e.g. product.md ${m[0]}`);
      continue;
    }
    for (const section of [m[1], ...numbersIn(m[2])]) {
      if (!docs.get(own).has(section))
        report(m.index, `${file} has no section ${section} (no heading '${headingFor(section)}')`);
    }
  }
  for (const m of text.matchAll(DECISION)) {
    for (const n of numbersIn(m[1]).map(Number)) {
      if (!decisions.has(n)) report(m.index, `decision ${n} has no record in docs/decisions/`);
    }
  }
  for (const m of text.matchAll(DECISION_PATH)) {
    if (!decisions.has(Number(m[1]))) report(m.index, `decisions/${m[1]} has no record in docs/decisions/`);
  }
  if (issues && file !== HISTORY) {
    for (const m of text.matchAll(ISSUE)) {
      report(
        m.index,
        `'${m[0].replace(/\s+/g, ' ')}' cites an issue, which is not in the repository: cite the doc section, decision or test that says it`,
      );
    }
    for (const m of text.matchAll(HASH_REFERENCE)) {
      report(
        m.index,
        `'${m[0]}' cites an issue or pull request, which is not in the repository: cite the doc section, decision or test that says it`,
      );
    }
  }
  if (performanceSections && file !== HISTORY) {
    for (const m of text.matchAll(PERFORMANCE_WITHOUT_SECTION)) {
      report(m.index, `'${m[0]}' names no section: cite the one that holds the figures, e.g. ${m[0]} ${S}2`);
    }
  }
  return problems;
}

/** Tracked files whose citations are checked (no lock file, nothing under node_modules). */
export function trackedFiles(root) {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CHECKED.test(file) && !file.includes('node_modules/') && !file.endsWith('package-lock.json'));
}

/**
 * Whether the repository scan holds every citation of the performance document to a section. On
 * since that document was split into numbered sections of what is true now and a dated history
 * (docs/performance-history.md), and every citation was pointed at one of them
 * (citationProblems applies the rule whenever it is not told otherwise; the test proves it).
 */
export const PERFORMANCE_SECTIONS_SCANNED = true;

/**
 * Files the repository scan does not yet hold to the rule against citing issues. Empty: the
 * performance document names its work instead, and its dated sessions moved to the history, which
 * the rule leaves alone (HISTORY). The test fails once a file listed here has no issue citation
 * left, so an entry cannot outlive its reason.
 */
export const ISSUES_NOT_YET_SCANNED = [];

/** Every problem in the repository's tracked files. */
export function scanRepository(root) {
  const files = trackedFiles(root);
  const index = repositoryIndex(root);
  return files.flatMap((file) =>
    citationProblems(readFileSync(join(root, file), 'utf8'), file, index, {
      performanceSections: PERFORMANCE_SECTIONS_SCANNED,
      issues: !ISSUES_NOT_YET_SCANNED.includes(file),
    }),
  );
}
