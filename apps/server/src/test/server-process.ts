import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess, waitUntilAnswers } from '../../../../scripts/processes.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

/** One JSON log line of the server (pino): msg, and whatever fields the line carries. */
export type LogLine = { msg?: string; [field: string]: unknown };

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every JSON line written so far, oldest first. */
  logs: LogLine[];
  stop(): Promise<void>;
}

/**
 * The real product in a process of its own (`node apps/server/src/server.ts`, production mode, as
 * `npm start` runs it; it builds the site first when no build exists), on a free port of 127.0.0.1,
 * with `env` on top. Resolves once /readyz answers 200; its log lines are kept for the test to read.
 * `cpu` pins it to that core (Linux taskset), for a benchmark that gives each process a core of its own.
 */
export async function startServerProcess(env: Record<string, string>, cpu?: number): Promise<ServerProcess> {
  const port = await freePort();
  const [command, args] = cpu === undefined ? [process.execPath, [serverEntry]] : ['taskset', ['--cpu-list', String(cpu), process.execPath, serverEntry]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (line.startsWith('{')) logs.push(JSON.parse(line) as LogLine);
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswers(`${origin}/readyz`, child, 120_000);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`The server did not start: ${(error as Error).message}. Its last output:\n${tail.join('\n')}`, { cause: error });
  }
  return { origin, logs, stop: () => stopProcess(child) };
}
