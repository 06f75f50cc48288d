// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// As root on Debian it installs the package itself; elsewhere it says in one line how to.
// `node scripts/chromium.ts` prints the path (installing first when it can).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const debianChromium = '/usr/bin/chromium';
const aptGet = '/usr/bin/apt-get';

/** Flags for a headless Chromium on a closed network as root (no sandbox, no background traffic). */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The Chromium executable's path; installs Debian's package when missing and allowed, else exits with one line. */
export function chromiumPath(): string {
  const fromEnv = process.env['CHROME_PATH'];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    fail(`CHROME_PATH=${fromEnv} does not exist: point it at a Chromium or Chrome executable, or unset it to use ${debianChromium}.`);
  }
  if (existsSync(debianChromium)) return debianChromium;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync(aptGet)) {
    console.log('Chromium is missing: installing Debian’s chromium package (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(aptGet, ['update'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync(aptGet, ['install', '-y', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && existsSync(debianChromium)) return debianChromium;
    fail(`Installing Chromium failed: run 'apt-get update && apt-get install -y chromium' and try again, or set CHROME_PATH.`);
  }
  fail(`Chromium not found: install it ('sudo apt-get install -y chromium' on Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome executable.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(chromiumPath());
}
