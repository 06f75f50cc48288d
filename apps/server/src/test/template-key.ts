import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * What the test template is built from: the migrations, the seeds and the rules they import, the
 * code that runs them, and the locked versions of the engines. Tests never change what it holds.
 */
const templateSources = ['packages/db/migrations', 'packages/db/src', 'packages/core/src', 'apps/server/src/database.ts', 'package-lock.json'];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [full];
  }
}

/**
 * A hash of everything the migrated and seeded template depends on (epic-stack keys its test
 * database the same way): while it is unchanged, a run reuses the template the previous one built.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of templateSources.flatMap(filesUnder).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
