// What @fastify/swagger gets for `require('yaml')` in a server started by server.ts (shared/resolve-shortcut.ts):
// the two functions it calls, which load the yaml library (72 modules) on their first call, for the API's
// document in YAML (/api/docs/yaml), instead of at every start (requirements §quality.performance, cold start).
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

const require = createRequire(import.meta.url);
let yaml: Yaml | undefined;
const loaded = (): Yaml => (yaml ??= require('yaml') as Yaml);

// The library's own overloads, passed through as they come.
export function stringify(...args: unknown[]): string {
  return (loaded().stringify as (...given: unknown[]) => string)(...args);
}

export function parse(...args: unknown[]): unknown {
  return (loaded().parse as (...given: unknown[]) => unknown)(...args);
}
