import { startProduct, stopProcess } from '../../../../scripts/processes.ts';

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
  const logs: LogLine[] = [];
  const { origin, child } = await startProduct({
    env: (port) => ({ ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env }),
    cpu,
    onLine: (line) => {
      if (line.startsWith('{')) logs.push(JSON.parse(line) as LogLine);
    },
  });
  return { origin, logs, stop: () => stopProcess(child) };
}
