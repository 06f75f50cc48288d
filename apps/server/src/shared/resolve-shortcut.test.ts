import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What a fresh Node process gets for drizzle-orm's modules, with or without the shortcut. */
function drizzleInFreshProcess(shortcut: boolean): { urls: string[]; exports: string[] } {
  const script = `
    import { registerHooks } from 'node:module';
    ${shortcut ? "(await import('./src/shared/resolve-shortcut.ts')).shortcutStartResolution();" : ''}
    const urls = [];
    registerHooks({ load(url, context, next) { if (url.includes('/drizzle-orm/')) urls.push(url); return next(url, context); } });
    const orm = await import('drizzle-orm');
    const pg = await import('drizzle-orm/pg-core');
    const pglite = await import('drizzle-orm/pglite');
    console.log(JSON.stringify({ urls: urls.sort(), exports: [...Object.keys(orm), ...Object.keys(pg), ...Object.keys(pglite)].sort() }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' });
  return JSON.parse(output) as { urls: string[]; exports: string[] };
}

describe("the start's resolution shortcuts", () => {
  it('loads the same modules, with the same exports, as Node resolving them itself', () => {
    const node = drizzleInFreshProcess(false);
    const shortcut = drizzleInFreshProcess(true);
    expect(node.urls.length).toBeGreaterThan(50);
    expect(shortcut).toEqual(node);
  }, 60_000);

  it("gives @fastify/swagger and its UI yaml's parse and stringify, which load yaml on their first call", () => {
    const script = `
      import { createRequire } from 'node:module';
      (await import('./src/shared/resolve-shortcut.ts')).shortcutStartResolution();
      const fromSwagger = createRequire(import.meta.resolve('@fastify/swagger/lib/spec/openapi/index.js'));
      const yaml = fromSwagger('yaml');
      const fromSwaggerUi = createRequire(import.meta.resolve('@fastify/swagger-ui/lib/routes.js'));
      if (fromSwaggerUi('yaml') !== yaml) throw new Error('swagger-ui got another yaml');
      const loadedBefore = Object.keys(fromSwagger.cache).some((path) => path.includes('/node_modules/yaml/'));
      const text = yaml.stringify({ openapi: '3.0.0', paths: { '/a': [1, 'x'] } }, { strict: false });
      console.log(JSON.stringify({ loadedBefore, text, back: yaml.parse(text) }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' });
    const { loadedBefore, text, back } = JSON.parse(output) as { loadedBefore: boolean; text: string; back: unknown };
    expect(loadedBefore).toBe(false);
    expect(text).toBe("openapi: 3.0.0\npaths:\n  /a:\n    - 1\n    - x\n");
    expect(back).toEqual({ openapi: '3.0.0', paths: { '/a': [1, 'x'] } });
  }, 60_000);
});
