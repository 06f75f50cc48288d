// A closed-loop load generator: `connections` clients, each sending its next request as soon as the
// previous answer arrived, for `seconds`. It runs in a worker thread so the server under test (which may
// share this process, as with embedded PGlite) does not also pay for producing the load.
import { Agent, request } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

interface LoadJob {
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function summarize(latencies: number[], errors: number, elapsedMs: number): LoadResult {
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Runs `task(i)` from `connections` concurrent loops for `seconds`; the same measure as the HTTP load, for references. */
export async function closedLoop(connections: number, seconds: number, task: (i: number) => Promise<unknown>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const i = next++;
        const sent = performance.now();
        try {
          await task(i);
          latencies.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return summarize(latencies, errors, performance.now() - started);
}

/** HTTP load from a worker thread: paths are taken round-robin. */
export function httpLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * One GET on a kept-alive connection, the body read to the end. Like wrk and autocannon, the client
 * sends no Accept-Encoding: the measure is the server's work, not gzip's (browsers get compressed answers).
 */
function get(agent: Agent, origin: URL, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ agent, host: origin.hostname, port: origin.port, path, method: 'GET' }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`))));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

if (!isMainThread && parentPort) {
  const job = workerData as LoadJob;
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const origin = new URL(job.origin);
  const result = await closedLoop(job.connections, job.seconds, (i) => get(agent, origin, job.paths[i % job.paths.length] as string));
  agent.destroy();
  parentPort.postMessage(result);
}
