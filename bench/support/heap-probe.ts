// The server's memory as a leak shows it: the JS heap still used after a full garbage collection,
// read through Node's inspector (the soak starts the server with --inspect on a loopback port). The
// prom-client gauge at /metrics reads the heap wherever the collector left it, a saw-tooth tens of MB
// high; after a full collection only what is still referenced remains. The same answer carries
// process.memoryUsage() (RSS, external, array buffers) to report beside it.
import { readFileSync } from 'node:fs';

export interface MemorySample {
  /** JS heap used after a full GC: the leak measure. */
  heapUsed: number;
  /** Memory outside the JS heap that JS objects hold: Buffers and PGlite's WebAssembly memory (about 256 MB, flat in a soak). */
  external: number;
  arrayBuffers: number;
  /** Resident set of the whole process (/proc/PID/status VmRSS): heap, PGlite's WebAssembly memory, native code, Argon2's buffers. */
  rss: number;
}

export async function heapProbe(inspectorUrl: string, pid: number) {
  const socket = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${inspectorUrl}`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id as number);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  function send(method: string, params: object = {}): Promise<unknown> {
    const id = nextId++;
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }

  return {
    async sample(): Promise<MemorySample> {
      await send('HeapProfiler.collectGarbage');
      const answer = (await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as { result: { value: string } };
      const usage = JSON.parse(answer.result.value) as { heapUsed: number; external: number; arrayBuffers: number };
      return { heapUsed: usage.heapUsed, external: usage.external, arrayBuffers: usage.arrayBuffers, rss: residentBytes(pid) };
    },
    close: () => socket.close(),
  };
}

/**
 * The heap wherever the collector left it (prom-client's default metrics at /metrics, open to loopback):
 * no pause for the server, so it can be read every minute, but it saw-tooths with each collection.
 */
export async function scrapedMemory(origin: string): Promise<{ heapUsed: number; external: number; rss: number }> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { heapUsed: gauge('nodejs_heap_size_used_bytes'), external: gauge('nodejs_external_memory_bytes'), rss: gauge('process_resident_memory_bytes') };
}

/** VmRSS of /proc/PID/status, in bytes. */
function residentBytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) * 1024;
}
