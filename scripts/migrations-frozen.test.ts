import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationChanges } from './migrations-frozen.ts';

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { encoding: 'utf8' });
const write = (path: string, text: string) => {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const entry = (idx: number, tag: string, when: number) => ({ idx, version: '7', when, tag, breakpoints: true });
const journal = (...entries: ReturnType<typeof entry>[]) => write('packages/db/migrations/meta/_journal.json', JSON.stringify({ version: '7', dialect: 'postgresql', entries }, null, 2));
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-qm', message);
};

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'migrations-frozen-'));
  git('init', '-q', '-b', 'main');
  write('packages/db/migrations/0000_first.sql', 'CREATE TABLE "a" ("id" integer);\n');
  write('packages/db/migrations/meta/0000_snapshot.json', '{"id":"one"}\n');
  journal(entry(0, '0000_first', 1000));
  commit('first migration');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('committed migrations', () => {
  it('pass unchanged, and new migrations may be added', () => {
    write('packages/db/migrations/0001_second.sql', 'CREATE TABLE "b" ("id" integer);\n');
    journal(entry(0, '0000_first', 1000), entry(1, '0001_second', 2000));
    expect(migrationChanges(repo)).toEqual([]);
    commit('second migration');
    expect(migrationChanges(repo)).toEqual([]);
  });

  it('fail when a migration file is edited, before and after the edit is committed', () => {
    write('packages/db/migrations/0000_first.sql', 'CREATE TABLE "a" ("id" integer, "name" text);\n');
    expect(migrationChanges(repo)).toEqual([expect.stringContaining('0000_first.sql differs from its first commit')]);
    commit('edit the first migration');
    expect(migrationChanges(repo)).toEqual([expect.stringContaining('0000_first.sql differs from its first commit')]);
  });

  it('fail when a migration or its snapshot is deleted', () => {
    rmSync(join(repo, 'packages/db/migrations/meta/0000_snapshot.json'));
    expect(migrationChanges(repo)).toEqual([expect.stringContaining('0000_snapshot.json was deleted')]);
  });

  it("fail when a journal entry's time or tag changes, or the entry goes", () => {
    journal(entry(0, '0000_first', 1500));
    expect(migrationChanges(repo)).toEqual([expect.stringMatching(/journal entry 0000_first is .*"when":1500.* as .*"when":1000/)]);
    journal(entry(0, '0000_renamed', 1000));
    expect(migrationChanges(repo)).toEqual(['journal entry 0000_first was removed']);
  });

  it('leave a migration alone until it reaches main: its branch may still rework it', () => {
    git('checkout', '-qb', 'feature');
    write('packages/db/migrations/0001_second.sql', 'CREATE TABLE "b" ("id" integer);\n');
    journal(entry(0, '0000_first', 1000), entry(1, '0001_second', 2000));
    commit('second migration, on a branch');
    write('packages/db/migrations/0001_second.sql', 'CREATE TABLE "b" ("id" integer, "name" text);\n');
    journal(entry(0, '0000_first', 1000), entry(1, '0001_second', 3000));
    commit('second migration reworked');
    expect(migrationChanges(repo)).toEqual([]);
    // Once merged, it is committed like the others.
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'merge feature', 'feature');
    write('packages/db/migrations/0001_second.sql', 'CREATE TABLE "b" ("id" bigint);\n');
    expect(migrationChanges(repo)).toEqual([expect.stringContaining('0001_second.sql differs from its first commit')]);
  });
});
