import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoizedSerializerCompiler } from './memoized-serializer.ts';

const compile = () => memoizedSerializerCompiler({ checked: false })({ schema: z.object({ n: z.number() }), method: 'GET', url: '/x', httpStatus: '200' });

describe('the memoized serializer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers an answer from its second sending on, and a fresh object is serialized anew', () => {
    const serialize = compile();
    const stringify = vi.spyOn(JSON, 'stringify');
    const answer = { n: 1 };
    expect(serialize(answer)).toBe('{"n":1}');
    expect(serialize(answer)).toBe('{"n":1}');
    expect(stringify).toHaveBeenCalledTimes(2);
    expect(serialize(answer)).toBe('{"n":1}');
    expect(serialize(answer)).toBe('{"n":1}');
    expect(stringify).toHaveBeenCalledTimes(2);
    expect(serialize({ n: 2 })).toBe('{"n":2}');
    expect(stringify).toHaveBeenCalledTimes(3);
  });
});
