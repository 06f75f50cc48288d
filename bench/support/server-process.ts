// The real product for the soak, as an operator runs it: `node apps/server/src/server.ts` in production
// mode on a fresh embedded database (demo catalogue and accounts seeded at its first start), its own
// process and a free port, with Node's inspector on a loopback port so the soak can read its heap
// after a full collection (bench/support/heap-probe.ts). Nothing else differs from `npm start`.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productEnv, startProduct, stopProcess } from '../../scripts/processes.ts';

export interface ServerProcess {
  origin: string;
  pid: number;
  inspectorUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-soak-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  let reportInspector: (url: string) => void = () => undefined;
  const inspectorUrl = new Promise<string>((resolve) => {
    reportInspector = resolve;
  });
  const remove = () => {
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let started;
  try {
    started = await startProduct({
      env: (port, origin) => ({ ...process.env, ...productEnv({ port, dataDir, publicUrl: origin }) }),
      nodeArgs: ['--inspect=127.0.0.1:0'],
      onLine: (line) => {
        log.write(`${line}\n`);
        const url = /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
        if (url) reportInspector(url);
      },
      timeoutMs: 180_000,
    });
  } catch (error) {
    remove();
    throw error;
  }
  const { origin, child } = started;
  const stop = async () => {
    await stopProcess(child);
    remove();
  };
  return { origin, pid: child.pid as number, inspectorUrl: await inspectorUrl, logFile, stop };
}
