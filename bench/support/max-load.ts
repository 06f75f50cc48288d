// The maximum sustainable arrival rate of the soak's mix: steps of open-loop load, each 1.5 × the last,
// until one is not sustained, then one step halfway back. A rate is sustained when every request is
// answered below 500, the queue does not grow (at the end of the step at most one second's arrivals
// are still unanswered) and p95, counted from when each request was due, stays under a second.
import { openLoop, windowOf, type Recorder } from './open-loop.ts';

export interface Step {
  rate: number;
  sustained: boolean;
  why: string;
}

const stepSeconds = 20;
const p95LimitMs = 1000;

export async function maximumRate(record: Recorder, journey: (dueAt: number) => Promise<void>, log: (line: string) => void, startRate = 2): Promise<{ rate: number; steps: Step[] }> {
  const steps: Step[] = [];
  async function step(rate: number): Promise<boolean> {
    const from = record.now();
    const { inFlightAtEnd } = await openLoop(rate, stepSeconds, journey, 10);
    const window = windowOf(record.samples, from, record.now());
    const failures = window.byClass['5xx'] + window.byClass.none;
    const why =
      failures > 0
        ? `${failures} answers ≥ 500 or none`
        : inFlightAtEnd > rate
          ? `${inFlightAtEnd} journeys still queued`
          : window.p95 > p95LimitMs
            ? `p95 ${Math.round(window.p95)} ms`
            : `p95 ${Math.round(window.p95)} ms, ${inFlightAtEnd} queued`;
    const sustained = failures === 0 && inFlightAtEnd <= rate && window.p95 <= p95LimitMs;
    steps.push({ rate, sustained, why });
    log(`  ${rate.toFixed(1).padStart(6)} journeys/s: ${sustained ? 'sustained' : 'NOT sustained'} (${why}; ${window.requests} requests)`);
    // The server catches its breath: the next step starts on an empty queue.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return sustained;
  }
  let good = 0;
  let bad = 0;
  for (let rate = startRate; ; rate *= 1.5) {
    if (!(await step(rate))) {
      bad = rate;
      break;
    }
    good = rate;
  }
  if (good > 0 && (await step((good + bad) / 2))) good = (good + bad) / 2;
  if (good === 0) throw new Error(`The server did not sustain even ${startRate} journeys/s`);
  return { rate: good, steps };
}
