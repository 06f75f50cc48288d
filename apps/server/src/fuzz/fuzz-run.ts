import type { App } from '../app.ts';
import { fuzzSettings } from './fuzz-settings.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One malformed request, named by what it breaks (`target`) and how (`kind`). */
export interface FuzzCase {
  operation: string;
  kind: string;
  target: string;
  request: FuzzRequest;
}

export interface FuzzFailure {
  fuzzCase: FuzzCase;
  role: string;
  problem: string;
}

/** The budget of issue 12: every answer within a second; past ten, the request is taken as hung. */
const answerWithin = 1_000;
const hungAfter = 10_000;

/** Sends one case as one role; a 5xx, a late answer or none at all is a failure. */
export async function sendCase(app: App, fuzzCase: FuzzCase, role: string, roleHeaders: Record<string, string>): Promise<FuzzFailure | undefined> {
  const { method, url, headers, payload } = fuzzCase.request;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), hungAfter)));
  const answer = app.inject({ method: method as 'GET', url, headers: { ...roleHeaders, ...headers }, payload }).catch((error: unknown) => error as Error);
  const result = await Promise.race([answer, hung]);
  clearTimeout(timer);
  const took = performance.now() - started;
  if (result === 'hung') return { fuzzCase, role, problem: `no answer in ${hungAfter / 1000} s` };
  if (result instanceof Error) return { fuzzCase, role, problem: `inject failed: ${result.message}` };
  if (result.statusCode >= 500) return { fuzzCase, role, problem: `${result.statusCode} ${result.body.slice(0, 120)}` };
  if (took > answerWithin) return { fuzzCase, role, problem: `answered ${result.statusCode} after ${Math.round(took)} ms` };
  return undefined;
}

function shown(text: string | undefined, length = 160): string {
  if (text === undefined) return '';
  const json = JSON.stringify(text);
  return json.length > length ? `${json.slice(0, length)}… (${text.length} chars)` : json;
}

/** The failing request, written out so it can be replayed by hand (the seed reproduces the whole run). */
export function describeFailure({ fuzzCase, role, problem }: FuzzFailure): string {
  const { method, url, headers, payload } = fuzzCase.request;
  const headerText = Object.entries(headers).map(([name, value]) => `${name}: ${shown(value, 60)}`).join(', ');
  return `${problem}\n    as ${role}: ${method} ${url.length > 200 ? `${url.slice(0, 200)}… (${url.length} chars)` : url}${headerText ? `\n    headers ${headerText}` : ''}${payload === undefined ? '' : `\n    body ${shown(payload)}`}\n    (${fuzzCase.kind} in ${fuzzCase.target}; FUZZ_SEED=${fuzzSettings.seed})`;
}

/** Failures grouped by operation, target and kind, with how many requests each group holds. */
export function distinctFailures(failures: FuzzFailure[]): string[] {
  const groups = new Map<string, { count: number; problems: Set<string>; roles: Set<string> }>();
  for (const { fuzzCase, role, problem } of failures) {
    const key = `${fuzzCase.operation} · ${fuzzCase.target} · ${fuzzCase.kind}`;
    const group = groups.get(key) ?? { count: 0, problems: new Set(), roles: new Set() };
    group.count += 1;
    group.problems.add(problem.replace(/^(\d{3}|answered \d{3} after)\b.*/s, '$1'));
    group.roles.add(role);
    groups.set(key, group);
  }
  return [...groups].map(([key, { count, problems, roles }]) => `${key} → ${[...problems].join(', ')} × ${count} (${[...roles].join(', ')})`).sort();
}

/** A failure already reported in the issue, fixed on another branch: excused in the sampled run only, never in the full one. */
export interface KnownFailure {
  /** What the issue says, so the exclusion can be dropped when its fix is merged. */
  issue: string;
  matches: (failure: FuzzFailure) => boolean;
}

export function unexcused(failures: FuzzFailure[], known: readonly KnownFailure[]): FuzzFailure[] {
  if (fuzzSettings.full) return failures;
  return failures.filter((failure) => !known.some((entry) => entry.matches(failure)));
}
