import { describe, expect, it } from 'vitest';
import { compileHint, compileHints, hintedFromBytes } from './compile-hints-plugin.ts';

type Handler = (this: { environment: { name: string } }, options: unknown, bundle: Record<string, unknown>) => void;

function build(environment: string, bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as { order: string; handler: Handler };
  hook.handler.call({ environment: { name: environment } }, {}, bundle);
  return bundle;
}

const chunk = (bytes: number, map?: { mappings: string }) => ({ type: 'chunk', code: 'x'.repeat(bytes), map: map ?? null });

describe('the compile hint', () => {
  it('opens every large file of the browser’s build, once, with its source map a line lower', () => {
    const large = chunk(hintedFromBytes, { mappings: 'AAAA;CACA' });
    const bundle = build('client', { large, small: chunk(hintedFromBytes - 1), css: { type: 'asset', source: 'a{}' } });
    expect(large.code.startsWith(compileHint)).toBe(true);
    expect(large.map?.mappings).toBe(';AAAA;CACA');
    expect((bundle.small as { code: string }).code.startsWith(compileHint)).toBe(false);
    expect(bundle.css).toEqual({ type: 'asset', source: 'a{}' });
    build('client', bundle);
    expect(large.code.indexOf(compileHint, 1)).toBe(-1);
  });

  it('leaves the server’s build alone', () => {
    const large = chunk(hintedFromBytes * 2);
    build('ssr', { large });
    expect(large.code.startsWith(compileHint)).toBe(false);
  });
});
