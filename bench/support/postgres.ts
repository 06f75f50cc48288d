// A throw-away PostgreSQL server on loopback for the benchmarks, as .ci/run starts one for the tests.
// PostgreSQL refuses to run as root, so as root the server runs as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../scripts/processes.ts';

function binDir(): string {
  try {
    return dirname(execFileSync('sh', ['-c', 'command -v initdb || ls -d /usr/lib/postgresql/*/bin/initdb | head -n 1']).toString().trim());
  } catch {
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  }
}

export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'cicerone-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: '/', stdio: 'pipe' }) : execFileSync(command, args, { stdio: 'pipe' });
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'app', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-c listen_addresses=127.0.0.1 -c port=${port} -k /tmp -c fsync=off -c max_connections=200 -c shared_buffers=512MB`, 'start']);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
