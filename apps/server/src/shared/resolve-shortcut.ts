// Resolves drizzle-orm's module specifiers without Node's package.json lookups (requirements §quality.performance, cold start).
//
// Node 24 reads a package's package.json for every module it resolves inside it (the module's format: its
// "type"), and that read copies the package's data with `...`, which parses its "exports" field again each
// time. drizzle-orm's "exports" is 130 KB (every file, with its import, require and types conditions), and a
// start resolves about a thousand specifiers inside it or towards it: the parses were a fifth of a start's CPU.
//
// Inside drizzle-orm's ES modules (its .js files, in a "type": "module" package), a relative specifier with its
// extension is the file next to it, an ES module; towards drizzle-orm, a specifier resolves to the same file from
// any file of this repository outside node_modules, so Node resolves each one once and this remembers it.
// Anything else goes to Node's resolution unchanged; a missing file still fails when it is loaded.
//
// It also gives @fastify/swagger and @fastify/swagger-ui, for their `require('yaml')`, yaml-on-first-use.ts:
// the two functions they call, loading the library on first call (only /api/docs/yaml does) instead of with
// every start.
import { registerHooks, type ResolveHookContext, type ResolveFnOutput } from 'node:module';

const drizzle = new URL('../../../../node_modules/drizzle-orm/', import.meta.url).href;
const repository = new URL('../../../../', import.meta.url).href;
const swagger = new URL('../../../../node_modules/@fastify/swagger/', import.meta.url).href;
const swaggerUi = new URL('../../../../node_modules/@fastify/swagger-ui/', import.meta.url).href;
const yamlOnFirstUse: ResolveFnOutput = { url: new URL('./yaml-on-first-use.ts', import.meta.url).href, format: 'module-typescript', shortCircuit: true };

/** Registers the shortcuts in this process, once; the modules imported after it resolve through them. */
export function shortcutStartResolution(): void {
  if (registered) return;
  registered = true;
  const known = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier: string, context: ResolveHookContext, nextResolve): ResolveFnOutput {
      const parent = context.parentURL;
      if (parent === undefined) return nextResolve(specifier, context);
      if (specifier === 'yaml' && (parent.startsWith(swagger) || parent.startsWith(swaggerUi))) return yamlOnFirstUse;
      if (parent.startsWith(drizzle)) {
        if (parent.endsWith('.js') && specifier.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
          return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
        }
        return nextResolve(specifier, context);
      }
      if ((specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) && parent.startsWith(repository) && !parent.includes('/node_modules/')) {
        const key = `${specifier}\0${context.conditions.join(',')}`;
        const found = known.get(key);
        if (found) return found;
        const resolved = nextResolve(specifier, context);
        if (resolved.url.startsWith(drizzle)) known.set(key, { ...resolved, shortCircuit: true });
        return resolved;
      }
      return nextResolve(specifier, context);
    },
  });
}

let registered = false;
