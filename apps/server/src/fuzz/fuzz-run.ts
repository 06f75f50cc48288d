import type { App } from '../app.ts';
import { injectAnswer } from '../test/inject-answer.ts';
import { fuzzSettings } from './fuzz-settings.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
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

/** The budget of requirements §quality.robustness: every answer within a second; past ten, the request is taken as hung. */
const answerWithin = 1_000;
const hungAfter = 10_000;

async function timedInject(app: App, request: FuzzRequest, roleHeaders: Record<string, string>) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), hungAfter)));
  const { method, url, headers, payload } = request;
  const answer = injectAnswer(app, { method: method as 'GET', url, headers: { ...roleHeaders, ...headers }, payload }).catch((error: unknown) => error as Error);
  const result = await Promise.race([answer, hung]);
  clearTimeout(timer);
  return { result, took: performance.now() - started };
}

/**
 * Sends one case as one role; a 5xx, a late answer or none at all is a failure. A late answer is
 * sent once more and counts only when late again: on a shared 2-core machine a garbage collection
 * or a neighbour's build can delay one answer, while what the budget guards against (a request held
 * for a minute) is late every time.
 */
export async function sendCase(app: App, fuzzCase: FuzzCase, role: string, roleHeaders: Record<string, string>): Promise<FuzzFailure | undefined> {
  let { result, took } = await timedInject(app, fuzzCase.request, roleHeaders);
  if (result !== 'hung' && !(result instanceof Error) && result.statusCode < 500 && took > answerWithin) ({ result, took } = await timedInject(app, fuzzCase.request, roleHeaders));
  if (result === 'hung') return { fuzzCase, role, problem: `no answer in ${hungAfter / 1000} s` };
  if (result instanceof Error) return { fuzzCase, role, problem: `inject failed: ${result.message}` };
  if (result.statusCode >= 500) return { fuzzCase, role, problem: `${result.statusCode} ${result.body.slice(0, 120)}` };
  if (took > answerWithin) return { fuzzCase, role, problem: `answered ${result.statusCode} after ${Math.round(took)} ms` };
  return undefined;
}

function shown(body: string | Buffer | undefined, length = 160): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : body.toString('latin1');
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

/** What a fuzz run sent and found. */
export interface FuzzTally {
  sent: number;
  generated: number;
  failures: FuzzFailure[];
}

/**
 * Prints the run's counts and every distinct failing target and kind (known ones included, so the
 * lead can check them against the fixes), and returns the failures not excused, written out.
 */
export function settle(title: string, { sent, generated, failures }: FuzzTally, known: readonly KnownFailure[]): string[] {
  const left = unexcused(failures, known);
  const run = fuzzSettings.full ? 'full' : `sample ${fuzzSettings.share}`;
  const groups = failures.length > 0 ? `\n  ${distinctFailures(failures).join('\n  ')}` : '';
  console.info(`${title} (${run}, seed ${fuzzSettings.seed}): ${sent} of ${generated} requests sent, ${failures.length} failed, ${failures.length - left.length} of them known (known-failures.ts)${groups}`);
  return left.map(describeFailure);
}
