// An open-loop load: journeys start at a fixed arrival rate whether or not earlier ones have been
// answered, as visitors arrive on a real site. A closed loop (bench/support/load.ts) waits for each
// answer before the next request, so a slow server is sent less and its latency looks better than it
// is (coordinated omission); here a slow answer leaves the next arrivals queued, and a request's time
// counts from when it was due, not from when the client got round to sending it.
import { percentile } from './load.ts';

export interface Sample {
  /** When the answer came, ms since the recorder started. */
  at: number;
  /** ms from when the request was due to its last byte. */
  ms: number;
  /** HTTP status; 0 when no answer came (reset, refused, timed out). */
  status: number;
  name: string;
}

export interface Window {
  requests: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'none', number>;
  p50: number;
  p95: number;
  p99: number;
}

export function recorder() {
  const started = performance.now();
  const samples: Sample[] = [];
  /** The first few answers of each unexpected kind, to say what went wrong. */
  const examples = new Map<string, string>();
  return {
    samples,
    examples,
    now: () => performance.now() - started,
    add(name: string, status: number, ms: number) {
      samples.push({ at: performance.now() - started, ms, status, name });
    },
    example(key: string, text: string) {
      if (examples.size < 20 && !examples.has(key)) examples.set(key, text.slice(0, 400));
    },
  };
}

export type Recorder = ReturnType<typeof recorder>;

export function statusClass(status: number): keyof Window['byClass'] {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  if (status >= 200) return '2xx';
  return 'none';
}

/** The answers that came between `from` and `to` (ms since the recorder started). */
export function windowOf(samples: readonly Sample[], from: number, to: number): Window {
  const inside = samples.filter((sample) => sample.at >= from && sample.at < to);
  const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, none: 0 };
  for (const sample of inside) byClass[statusClass(sample.status)] += 1;
  const sorted = inside.map((sample) => sample.ms).sort((a, b) => a - b);
  return { requests: inside.length, byClass, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export interface LoopResult {
  started: number;
  /** Journeys still unanswered when the arrivals stopped: a queue that grows is a load the server does not sustain. */
  inFlightAtEnd: number;
}

/**
 * Starts `journey(dueAt)` `rate` times a second for `seconds` (evenly spaced), then waits up to
 * `drainSeconds` for the last ones.
 */
export async function openLoop(rate: number, seconds: number, journey: (dueAt: number) => Promise<void>, drainSeconds = 35): Promise<LoopResult> {
  const interval = 1000 / rate;
  const begin = performance.now();
  let started = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  while (performance.now() - begin < seconds * 1000) {
    const due = Math.floor((performance.now() - begin) / interval) + 1;
    for (; started < due; started += 1) {
      inFlight += 1;
      const run: Promise<void> = journey(begin + started * interval)
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          pending.delete(run);
        });
      pending.add(run);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval, 20)));
  }
  const inFlightAtEnd = inFlight;
  const drain = Promise.all(pending);
  await Promise.race([drain, new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000))]);
  return { started, inFlightAtEnd };
}
