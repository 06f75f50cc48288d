// Which catalogue keys a route's code can ask for (docs/decisions/0035-messages-per-route.md): the
// strings of every module its source imports, read the way t() receives them. Run by the build (one
// manifest for the server and a file per page for the browser) and by the test server, never per request.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The strings a module holds that may name a message: whole literals, template heads ('tour.duration.${d}') and template tails ('${texts}.empty'). */
export interface SourceStrings {
  literals: Set<string>;
  /** Ends with '.': every key under it counts. */
  heads: Set<string>;
  /** Starts with '.': a key counts when a literal of the same code names the rest. */
  tails: Set<string>;
}

const dottedHead = /^[A-Za-z][\w.]*\.$/;
const dottedTail = /^\.[\w.]*\w$/;

export function emptyStrings(): SourceStrings {
  return { literals: new Set(), heads: new Set(), tails: new Set() };
}

/**
 * One module's strings and the modules it imports, read from its syntax tree (a pattern over the text
 * would pair the apostrophe of a comment with a quote and miss the strings between).
 */
export function readModule(source: string, fileName = 'module.tsx'): { strings: SourceStrings; imports: string[] } {
  const strings = emptyStrings();
  const imports: string[] = [];
  const server = /\.server\.tsx?$/.test(fileName);
  const visit = (node: ts.Node): void => {
    // A server module translates with the whole catalogue (translatorFor): what its t() is given reaches
    // the page as text, and a key it only compares (`message.startsWith('errors.')`) reaches it not at all.
    // Its other strings still count: a flash's or a notice's key crosses to the browser as data.
    if (server && ts.isCallExpression(node) && serverOnlyCall(node)) {
      ts.forEachChild(node.expression, visit);
      for (const argument of node.arguments.slice(1)) visit(argument);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.literals.add(node.text);
      // 'admin.settings.notice.' + name: a literal prefix is a head too.
      if (dottedHead.test(node.text)) strings.heads.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      // `tour.duration.${unit}`: every key under the head's last dotted name; `${texts}.empty`: the tail.
      const head = /[A-Za-z][\w.]*\.$/.exec(node.head.text)?.[0];
      if (head) strings.heads.add(head);
      const tail = node.templateSpans[0]?.literal.text ?? '';
      if (!node.head.text && dottedTail.test(tail)) strings.tails.add(tail);
    }
    if ((ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && !node.isTypeOnly)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) imports.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return { strings, imports };
}

/** `t(key, …)`, `page.t(key, …)`, `x.startsWith(prefix)`: a call whose first argument a server module never sends as a key. */
function serverOnlyCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
  return name === 't' || name === 'startsWith';
}

/** The catalogue keys these strings can name. */
export function keysNamed(strings: SourceStrings, catalogueKeys: readonly string[]): string[] {
  const heads = [...strings.heads];
  const tails = [...strings.tails];
  return catalogueKeys.filter(
    (key) =>
      strings.literals.has(key) ||
      heads.some((head) => key.startsWith(head)) ||
      tails.some((tail) => key.endsWith(tail) && strings.literals.has(key.slice(0, -tail.length))),
  );
}

/**
 * Where the code a module imports lives, in the repository: relative paths and the core package
 * (whose exports map './*' to './src/*.ts'). Left out: packages from node_modules, the server's
 * services (they translate on the server), and the API contracts, whose messages the server turns
 * into text before a page sees them (a browser module never imports them: decision 0015's lesson).
 */
export function resolveImport(from: string, specifier: string, repository: string): string | null {
  let path: string;
  if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@cicerone/core/')) path = join(repository, 'packages/core/src', `${specifier.slice('@cicerone/core/'.length)}.ts`);
  else return null;
  if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path) || path.includes('/packages/core/src/contracts/')) return null;
  return existsSync(path) ? path : null;
}

/** Reads a module graph's strings, each module once across calls (the cache is the caller's: one per build). */
export function graphReader(repository: string) {
  const modules = new Map<string, { strings: SourceStrings; imports: string[] }>();

  function read(file: string) {
    let module = modules.get(file);
    if (!module) {
      const { strings, imports } = readModule(readFileSync(file, 'utf8'), file);
      module = { strings, imports: imports.flatMap((specifier) => resolveImport(file, specifier, repository) ?? []) };
      modules.set(file, module);
    }
    return module;
  }

  /** The strings of `entries` and of everything they import, lazily or not. */
  return function graphStrings(entries: readonly string[]): SourceStrings {
    const all = emptyStrings();
    const seen = new Set<string>();
    const queue = [...entries];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const { strings, imports } = read(file);
      for (const text of strings.literals) all.literals.add(text);
      for (const head of strings.heads) all.heads.add(head);
      for (const tail of strings.tails) all.tails.add(tail);
      queue.push(...imports);
    }
    return all;
  };
}
