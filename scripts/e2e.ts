// npm run test:e2e [-- vitest args]: the browser specs of e2e/ against the real server, in headless Chromium.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** Runs the e2e suite (finding or installing Chromium first); returns vitest's exit status. */
export function runE2e(extraArgs: readonly string[] = []): number {
  const executablePath = chromiumPath();
  const result = spawnSync(process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.ts', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: executablePath },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runE2e(process.argv.slice(2)));
}
