// npm run check:migrations: fails when a committed migration changed. A database records which
// migrations it applied by their journal time and never runs them again, so an edited migration
// (or a moved `when`) leaves databases that applied the old one with another schema, or re-runs it
// on them. Part of `npm run validate` and of CI.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = 'packages/db/migrations';
const journalPath = `${folder}/meta/_journal.json`;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

function gitIn(root: string) {
  return (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/**
 * What counts as committed: main's history up to where this branch left it. A migration added on a
 * branch may still change until it lands (the lead renumbers it on merge).
 */
export function defaultBase(root: string): string {
  const git = gitIn(root);
  for (const main of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', main).trim();
    } catch {
      // No such branch here (a detached CI checkout, say): try the next one, then HEAD itself.
    }
  }
  return 'HEAD';
}

function entriesOf(text: string): JournalEntry[] {
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The fields the migrator reads, in one order. */
function described({ idx, when, tag, breakpoints }: JournalEntry): string {
  return JSON.stringify({ idx, when, tag, breakpoints });
}

/**
 * Each way the working tree differs from the migrations as they were first committed on base's
 * line of history (first parents: a merge that brings a migration in is where it was committed).
 * Empty when nothing committed changed; new migrations and new journal entries are free.
 */
export function migrationChanges(root: string, base = defaultBase(root)): string[] {
  const git = gitIn(root);
  const firstCommits = (path: string) => git('log', '--first-parent', '--reverse', '--format=%H', base, '--', path).split('\n').filter(Boolean);
  const changes: string[] = [];

  const committed = git('ls-tree', '-r', '--name-only', base, '--', folder).split('\n').filter((path) => path && path !== journalPath);
  for (const path of committed) {
    const [added] = firstCommits(path);
    const first = git('show', `${added}:${path}`);
    if (!existsSync(join(root, path))) changes.push(`${path} was deleted (committed in ${added?.slice(0, 7)})`);
    else if (readFileSync(join(root, path), 'utf8') !== first) changes.push(`${path} differs from its first commit ${added?.slice(0, 7)}`);
  }

  // The journal grows by one entry per migration; each entry stays as first committed.
  const firstEntries = new Map<string, { entry: JournalEntry; commit: string }>();
  for (const commit of firstCommits(journalPath)) {
    for (const entry of entriesOf(git('show', `${commit}:${journalPath}`))) {
      if (!firstEntries.has(entry.tag)) firstEntries.set(entry.tag, { entry, commit });
    }
  }
  const now = new Map(entriesOf(readFileSync(join(root, journalPath), 'utf8')).map((entry) => [entry.tag, entry]));
  for (const { tag } of entriesOf(git('show', `${base}:${journalPath}`))) {
    const { entry, commit } = firstEntries.get(tag)!;
    const current = now.get(tag);
    if (!current) changes.push(`journal entry ${tag} was removed`);
    else if (described(current) !== described(entry)) changes.push(`journal entry ${tag} is ${described(current)}, first committed in ${commit.slice(0, 7)} as ${described(entry)}`);
  }
  return changes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const changes = migrationChanges(root);
  if (changes.length > 0) {
    console.error(`Committed migrations must not change (add a new migration instead):\n${changes.map((change) => `  ${change}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Committed migrations unchanged.');
}
