import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * An unexpected console.error (a React warning, a swallowed exception logged by a library)
 * fails the test that caused it. A test that means to provoke one calls expectConsoleError().
 */
let consoleError: MockInstance<typeof console.error> | undefined;
let expected = false;

beforeEach(() => {
  expected = false;
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError?.mock.calls ?? [];
  consoleError?.mockRestore();
  consoleError = undefined;
  if (calls.length > 0 && !expected) {
    const printed = calls.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')).join('\n');
    throw new Error(`console.error was called ${calls.length} time(s); call expectConsoleError() if that is intended:\n${printed}`);
  }
});

/** Allows console.error in the current test, silences it, and returns the spy to assert on. */
export function expectConsoleError(): MockInstance<typeof console.error> {
  if (!consoleError) throw new Error('expectConsoleError() must be called inside a test');
  expected = true;
  return consoleError.mockImplementation(() => {});
}
