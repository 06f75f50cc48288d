import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-ranges.ts';

describe('byteRangeOf', () => {
  it('reads the ranges a media element asks for', () => {
    expect(byteRangeOf('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRangeOf('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('serves the whole file for no header, several ranges or nonsense, and refuses a range past the end', () => {
    expect(byteRangeOf(undefined, 1000)).toBe('whole');
    expect(byteRangeOf('bytes=0-1,5-6', 1000)).toBe('whole');
    expect(byteRangeOf('items=0-1', 1000)).toBe('whole');
    expect(byteRangeOf('bytes=5-2', 1000)).toBe('whole');
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
