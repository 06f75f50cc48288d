// The built site (`npm run build`) that a real server process serves: the browser tests and the
// tests that start server processes on PostgreSQL need it as fresh as the code they test.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = join(root, 'apps/web/build/server/index.js');
// The page modules import the server's services and core's rules, which the build bundles.
const builtFrom = ['apps/web/app', 'apps/web/public', 'packages/core/src', 'apps/server/src'];

/** Newest modification time under the folders the site is built from (0 when none exist). */
function newestSource(): number {
  let newest = 0;
  for (const folder of builtFrom.map((path) => join(root, path))) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Runs `npm run build` when the build is missing or older than the code it is built from; `who` says who asked, in the log. */
export function ensureSiteBuilt(who: string): void {
  if (existsSync(serverBuild) && newestSource() <= statSync(serverBuild).mtimeMs) return;
  console.log(`${who}: the site’s build is missing or older than its sources, running \`npm run build\`…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`${who}: \`npm run build\` failed`);
}
