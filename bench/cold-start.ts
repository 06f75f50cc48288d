// Cold start of `npm start` on an existing build and data directory (requirements §quality.performance: under 1.5 s), against a
// bare Node start measured in the same run: the time from spawning `node apps/server/src/server.ts` until it
// logs that it is ready. Several starts, interleaved with the reference, and the medians, on this noisy machine.
// Alone: `node bench/cold-start.ts [data directory]` (a directory seeded by `npm run seed`; seeded here when omitted).
import '../apps/server/src/production-default.ts';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export const coldStartBudgetMs = 1500;

/** Milliseconds from spawning `command` until its output matches `marker`; the process is then stopped. */
export async function timeToReady(command: string[], marker: RegExp, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), { cwd: root, env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (marker.test(output)) {
        const elapsed = performance.now() - started;
        child.removeAllListeners('exit');
        child.once('exit', () => resolve(elapsed));
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code} before ready: ${output}`)));
  });
}

export interface ColdStartRun {
  /** Median of the server's starts. */
  serverMs: number;
  /** Median of `node -e 'console.log("up")'`, started in turn with the server. */
  bareNodeMs: number;
  starts: number;
}

/** `starts` starts of the server on `dataDir`, each followed by a bare Node start; the medians. */
export async function benchColdStart(dataDir: string, starts = 5): Promise<ColdStartRun> {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const server: number[] = [];
  const bare: number[] = [];
  for (let start = 0; start < starts; start += 1) {
    server.push(await timeToReady([process.execPath, 'apps/server/src/server.ts'], /is ready at/, { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }));
    bare.push(await timeToReady([process.execPath, '-e', 'console.log("up")'], /up/, {}));
  }
  return { serverMs: median(server), bareNodeMs: median(bare), starts };
}

/** The run as bench/run.ts prints it. */
export function coldStartResult(run: ColdStartRun) {
  return {
    name: `Cold npm start (existing build and data), median of ${run.starts}`,
    value: `${run.serverMs.toFixed(2)} ms`,
    budget: `< ${coldStartBudgetMs} ms`,
    ok: run.serverMs < coldStartBudgetMs,
    reference: `bare Node start ${run.bareNodeMs.toFixed(2)} ms`,
  };
}

if (import.meta.main) {
  const given = process.argv[2];
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'cicerone-bench-cold-'));
  try {
    if (!given) spawnSync(process.execPath, ['apps/server/src/cli/seed.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
    const result = coldStartResult(await benchColdStart(dataDir, Number(process.env['STARTS'] ?? 5)));
    console.log(`${result.ok ? 'PASS' : 'OVER'}  ${result.name}: ${result.value} (budget ${result.budget}) — ${result.reference}`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}
