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

/** A request other than a plain GET (the order bench posts JSON with a bearer token). */
export interface LoadRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface LoadJob {
  origin: string;
  /** GETs, taken round-robin; or `requests`, when given. */
  paths: string[];
  requests?: LoadRequest[];
  /** A pause after each answer before the client's next request (a person thinking); 0 = as fast as answered. */
  thinkMs?: number;
  connections: number;
  seconds: number;
  /** The load goes on past `seconds` until this many requests were sent: a warm-up that must reach every path it names, however slow the machine. */
  minRequests?: number;
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task(i)` from `connections` concurrent loops for `seconds` (and `minTasks` tasks at least); the same measure as the HTTP load, for references. */
export async function closedLoop(connections: number, seconds: number, task: (i: number) => Promise<unknown>, thinkMs = 0, minTasks = 0): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // People who think between requests do not all click in the same millisecond: each client's first request
      // comes at a random point of one thinking time. Started together, the first round was one burst of
      // `connections` requests at once, which alone was the slowest 5 % of a 20-buyer run (the p95 measured that burst).
      if (thinkMs > 0) await pause(thinkMs * Math.random());
      while (performance.now() < deadline || next < minTasks) {
        const i = next++;
        const sent = performance.now();
        try {
          await task(i);
          latencies.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
        // Thinking times spread around the mean, so clients do not fall into step.
        if (thinkMs > 0) await pause(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  return summarize(latencies, errors, performance.now() - started);
}

/** HTTP load from a worker thread: paths (or requests) are taken round-robin. */
export function httpLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * One request on a kept-alive connection, the body read to the end; a 2xx answer counts. Like wrk and
 * autocannon, the client sends no Accept-Encoding: the measure is the server's work, not gzip's
 * (browsers get compressed answers).
 */
function send(agent: Agent, origin: URL, job: LoadRequest | string): Promise<void> {
  const { method, path, headers, body } = typeof job === 'string' ? { method: 'GET', path: job, headers: {}, body: undefined } : job;
  return new Promise((resolve, reject) => {
    const outgoing = request({ agent, host: origin.hostname, port: origin.port, path, method, headers }, (response) => {
      response.on('data', () => undefined);
      const status = response.statusCode ?? 0;
      response.on('end', () => (status >= 200 && status < 300 ? resolve() : reject(new Error(`status ${status}`))));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

if (!isMainThread && parentPort) {
  const job = workerData as LoadJob;
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const origin = new URL(job.origin);
  const jobs: (LoadRequest | string)[] = job.requests ?? job.paths;
  const result = await closedLoop(job.connections, job.seconds, (i) => send(agent, origin, jobs[i % jobs.length] as LoadRequest | string), job.thinkMs, job.minRequests);
  agent.destroy();
  parentPort.postMessage(result);
}
