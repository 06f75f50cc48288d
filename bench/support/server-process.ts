// The real product for the soak, as an operator runs it: `node apps/server/src/server.ts` in production
// mode on a fresh embedded database (demo catalogue and accounts seeded at its first start), its own
// process and a free port, with Node's inspector on a loopback port so the soak can read its heap
// after a full collection (bench/support/heap-probe.ts). Nothing else differs from `npm start`.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, productEnv, stopProcess, waitUntilAnswers } from '../../scripts/processes.ts';

export interface ServerProcess {
  origin: string;
  pid: number;
  inspectorUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function startServer(root: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-soak-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, ...productEnv({ port, dataDir, publicUrl: origin }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  let stderr = '';
  const inspectorUrl = new Promise<string>((resolve) => {
    child.stderr.on('data', (chunk: Buffer) => {
      log.write(chunk);
      stderr += chunk.toString();
      const url = /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
      if (url) resolve(url);
    });
  });
  const stop = async () => {
    await stopProcess(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswers(`${origin}/healthz`, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`The server did not start: ${(error as Error).message}\n${stderr.slice(-2000)}`, { cause: error });
  }
  return { origin, pid: child.pid as number, inspectorUrl: await inspectorUrl, logFile, stop };
}
