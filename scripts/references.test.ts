import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment's reference must be one a reader can open (docs/requirements.md, "How to point at this
 * document"): a section of docs/requirements.md, a decision record or README — never a numbered
 * issue of the tracker or a section of the original specification, which are not in the repository.
 * And every key a comment cites after '§' is a heading of docs/requirements.md, so a renamed section
 * cannot leave comments pointing nowhere.
 */
const root = join(import.meta.dirname, '..');
const sourceRoots = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
const skipped = new Set(['node_modules', 'build', '.react-router', 'data', 'dist']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The comments of a TypeScript source, with the line each starts on. A small scanner rather than
 * the compiler: strings (quotes close at the end of their line; template literals may span lines)
 * are skipped so that a URL or a test's title is not taken for a comment.
 */
function commentsOf(text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  let line = 1;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') {
      line++;
      if (quote !== '`') quote = null;
      continue;
    }
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      continue;
    }
    if (char !== '/') continue;
    const next = text[i + 1];
    if (next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(i, stop) });
      i = stop - 1;
    } else if (next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i, stop);
      comments.push({ line, text: body });
      line += body.split('\n').length - 1;
      i = stop - 1;
    }
  }
  return comments;
}

/** The keys of docs/requirements.md: an area, or an area and a topic, after '§' at the start of a heading. */
function requirementKeys(): Set<string> {
  const doc = readFileSync(join(root, 'docs/requirements.md'), 'utf8');
  return new Set([...doc.matchAll(/^#{2,3} §([a-z][a-z-]*(?:\.[a-z][a-z-]*)?) — /gm)].map(([, key]) => key!));
}

/** Citations a reader cannot open: an issue by number, the external specification's or design's sections, a bare numbered section. */
const unreachable = /\bissues? #?\d+|\bspec(?:ification)? §|\bDESIGN §|(?<!\b(?:RFC \d+|HTML) )§\d/i;
const keyCited = /§([a-z][a-z-]*(?:\.[a-z][a-z-]*)?)/g;

interface Finding {
  where: string;
  text: string;
}

function scan(): { unreachable: Finding[]; unknownKeys: Finding[]; cited: number } {
  const keys = requirementKeys();
  const found = { unreachable: [] as Finding[], unknownKeys: [] as Finding[], cited: 0 };
  for (const path of sourceRoots.flatMap((dir) => sources(join(root, dir)))) {
    for (const comment of commentsOf(readFileSync(path, 'utf8'))) {
      comment.text.split('\n').forEach((text, offset) => {
        const where = `${relative(root, path)}:${comment.line + offset}`;
        if (unreachable.test(text)) found.unreachable.push({ where, text: text.trim() });
        for (const [, key] of text.matchAll(keyCited)) {
          found.cited++;
          if (!keys.has(key!)) found.unknownKeys.push({ where, text: `§${key}` });
        }
      });
    }
  }
  return found;
}

/** The keys cited after 'requirements' (or 'requirements.md') in the decision records and README, with those that follow. */
function documentCitations(): Finding[] {
  const keys = requirementKeys();
  const docs = [join(root, 'README.md'), ...readdirSync(join(root, 'docs/decisions')).map((name) => join(root, 'docs/decisions', name))];
  return docs.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/requirements(?:\.md)? (§[a-z][a-z.-]*(?:(?:,| and) §[a-z][a-z.-]*)*)/g)].flatMap(([, run]) =>
      [...run!.matchAll(keyCited)].filter(([, key]) => !keys.has(key!)).map(([, key]) => ({ where: relative(root, path), text: `§${key}` })),
    ),
  );
}

describe('references in comments', () => {
  const found = scan();

  it('cite no issue number and no section of the external specification', () => {
    expect(found.unreachable).toEqual([]);
  });

  it('cite only sections docs/requirements.md has', () => {
    expect(found.unknownKeys).toEqual([]);
  });

  it('are found where they live (the test reads real files)', () => {
    expect(requirementKeys().size).toBeGreaterThan(50);
    expect(found.cited).toBeGreaterThan(500);
  });

  it('in the decision records and README cite only sections docs/requirements.md has', () => {
    expect(documentCitations()).toEqual([]);
  });
});

describe('the decision records', () => {
  const dir = join(root, 'docs/decisions');
  const records = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));
  const index = readFileSync(join(dir, 'README.md'), 'utf8');

  it('each carry a date and a status, and are listed in the index', () => {
    const missing = records.flatMap((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return [
        ...(/^- \*\*Date:\*\* \d{4}-\d{2}-\d{2}/m.test(text) ? [] : [`${name}: no date`]),
        ...(/^- \*\*Status:\*\* (Accepted|Superseded by \d{4})/m.test(text) ? [] : [`${name}: no status`]),
        ...(index.includes(`](${name})`) ? [] : [`${name}: not in docs/decisions/README.md`]),
      ];
    });
    expect(missing).toEqual([]);
    expect(records.length).toBeGreaterThan(40);
  });
});

describe('the comment scanner', () => {
  it('finds line and block comments, and not what strings hold', () => {
    const source = [
      "const url = 'https://example.com/spec §2'; // a comment",
      'it("title (issue 4)", () => {});',
      '/**',
      ' * block',
      ' */',
      'const t = `multi',
      '// not a comment`;',
    ].join('\n');
    expect(commentsOf(source)).toEqual([
      { line: 1, text: '// a comment' },
      { line: 3, text: '/**\n * block\n */' },
    ]);
  });
});
