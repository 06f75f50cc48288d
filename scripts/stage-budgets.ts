// The CI's time budget for its two long stages (requirements §quality.ci-time): each stage's recent
// clean-clone durations are recorded in .ci/stage-times.json; a run fails when a stage takes more
// than its median plus a quarter, so a change that slows the tests is seen at the commit that does it.
// Record a new clean-clone run's figures there when the suite grows on purpose.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Stage = 'unit+API' | 'browser';

export interface StageTimes {
  /** Seconds each stage took in recent clean-clone runs of .ci/run on the 2-core CI machine. */
  stages: Record<Stage, number[]>;
}

/** How far over its median a stage may go before the run fails. */
export const allowedCreep = 0.25;

const timesFile = fileURLToPath(new URL('../.ci/stage-times.json', import.meta.url));

export function recordedTimes(): StageTimes {
  return JSON.parse(readFileSync(timesFile, 'utf8')) as StageTimes;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no recorded run to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Verdict {
  stage: Stage;
  seconds: number;
  median: number;
  limit: number;
  over: boolean;
}

export function judge(stage: Stage, seconds: number, times: StageTimes): Verdict {
  const middle = median(times.stages[stage]);
  const limit = Math.round(middle * (1 + allowedCreep));
  return { stage, seconds, median: middle, limit, over: seconds > limit };
}

export function describeVerdict({ stage, seconds, median: middle, limit, over }: Verdict): string {
  return `${stage}: ${Math.round(seconds)} s — budget ${limit} s (median ${Math.round(middle)} s of the recorded clean-clone runs + ${allowedCreep * 100} %)${over ? ' — OVER BUDGET' : ''}`;
}
