// A throw-away PostgreSQL server on loopback for the benchmarks, as .ci/run starts one for the tests.
// PostgreSQL refuses to run as root, so as root the server runs as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const sharedBuffersMiB = 512;
const hugePagesFile = '/proc/sys/vm/nr_hugepages';

/**
 * Reserves the kernel's huge pages for the server's shared memory, as a production PostgreSQL of this size
 * is set up (PostgreSQL's `huge_pages`): with 4 KB pages each server process takes a page fault the first
 * time it touches each page of the shared buffers, about 20 µs each on this kind of virtual machine. At
 * 100,000 tours a card read of a tour no connection had touched cost 16–19 ms for 30 cards, 5 ms with huge
 * pages, and the catalogue bench's reference SQL answered p95 293 ms against 68. Only root can reserve
 * them; the count is given back on stop. Undefined: not reserved (the server then runs on 4 KB pages).
 */
function reserveHugePages(): { release(): void } | undefined {
  try {
    const size = Number(/Hugepagesize:\s+(\d+) kB/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1]);
    const reserved = () => Number(readFileSync(hugePagesFile, 'utf8'));
    const before = reserved();
    // The shared buffers and about 100 MB of the server's other shared memory.
    const added = Math.ceil(((sharedBuffersMiB + 100) * 1024) / size);
    // Given back by subtraction, not by writing `before`: another server may have reserved its own meanwhile.
    const release = () => writeFileSync(hugePagesFile, String(Math.max(0, reserved() - added)));
    writeFileSync(hugePagesFile, String(before + added));
    if (reserved() < before + added) {
      release();
      return undefined;
    }
    return { release };
  } catch {
    return undefined;
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
  const start = (hugePages: 'on' | 'try') =>
    run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -k /tmp -c fsync=off -c max_connections=200 -c shared_buffers=${sharedBuffersMiB}MB -c huge_pages=${hugePages}`, 'start']);
  let hugePages = reserveHugePages();
  if (hugePages) {
    try {
      start('on');
    } catch {
      // Reserved but refused to this server (a container's limits, say).
      hugePages.release();
      hugePages = undefined;
    }
  }
  if (!hugePages) {
    console.warn('PostgreSQL runs without huge pages (reserving them needs root and a kernel that allows them): its figures are higher than on a server set up with them.');
    start('try');
  }
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        hugePages?.release();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
