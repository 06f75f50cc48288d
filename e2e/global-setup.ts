// Starts the real product (`node apps/server/src/server.ts`) once for all browser specs: built site,
// fresh embedded database in a temp DATA_DIR, a free port, and the password gate on gate.localhost.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../scripts/chromium.ts';
import { freePort, productEnv, stopProcess, waitUntilAnswers } from '../scripts/processes.ts';
import { gatedHost, sitePassword } from './support/constants.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = join(root, 'apps/web/build/server/index.js');
const resultsDir = join(root, 'test-results');

/** Newest modification time under the folders the site is built from (0 when none exist). */
function newestSource(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** The build is missing, or older than the code it is built from (a developer edited the UI since). */
function needsBuild(): boolean {
  if (!existsSync(serverBuild)) return true;
  const sources = ['apps/web/app', 'apps/web/public', 'packages/core/src'].map((folder) => join(root, folder));
  return newestSource(sources) > statSync(serverBuild).mtimeMs;
}

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();

  if (process.env['E2E_SKIP_BUILD'] !== '1' && needsBuild()) {
    console.log('e2e: the site’s build is missing or older than its sources, running `npm run build`…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('e2e: `npm run build` failed');
  }

  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-e2e-'));
  const port = await freePort();
  const logFile = join(resultsDir, 'e2e-server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // The browser contexts play visitors behind a load balancer on loopback (e2e/support/browser.ts).
      ...productEnv({ port, dataDir, publicUrl: `http://localhost:${port}` }),
      DEV_HOSTNAMES: gatedHost,
      SITE_PASSWORD: sitePassword,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const teardown = async () => {
    await stopProcess(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswers(`http://127.0.0.1:${port}/healthz`, child, 120_000);
  } catch (error) {
    await teardown();
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
    throw new Error(`The server did not start: ${(error as Error).message}. Its last output:\n${output}`, { cause: error });
  }

  project.provide('baseURL', `http://localhost:${port}`);
  project.provide('port', port);
  project.provide('chromiumPath', executablePath);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
    chromiumPath: string;
  }
}
