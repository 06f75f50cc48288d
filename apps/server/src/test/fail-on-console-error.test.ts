import { describe, expect, it } from 'vitest';
import { expectConsoleError } from './fail-on-console-error.ts';

describe('the console.error guard', () => {
  it('lets a test that expects console.error assert on it', () => {
    const consoleError = expectConsoleError();
    console.error('boom');
    expect(consoleError).toHaveBeenCalledWith('boom');
  });

  // The failing side is checked by hand: a test that calls console.error without expecting it fails in afterEach.
});
