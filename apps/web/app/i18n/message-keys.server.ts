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
export function readModule(source: string, fileName = 'module.tsx'): { strings: SourceStrings; imports: string[]; panels: Map<string, string> } {
  const strings = emptyStrings();
  const imports: string[] = [];
  /** lazyPanel('id', () => import('./x-panel.tsx')): the panel's id → its module, whose messages come when it opens. */
  const panels = new Map<string, string>();
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
    const panel = ts.isCallExpression(node) ? lazyPanelOf(node) : null;
    if (panel) {
      panels.set(panel.id, panel.specifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return { strings, imports, panels };
}

/** `lazyPanel('user-menu', () => import('./user-menu-panel.tsx'))` → its id and module (i18n/lazy-panel.tsx). */
function lazyPanelOf(call: ts.CallExpression): { id: string; specifier: string } | null {
  const [id, load] = call.arguments;
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'lazyPanel' || !id || !ts.isStringLiteral(id) || !load || !ts.isArrowFunction(load)) return null;
  const body = load.body;
  if (!ts.isCallExpression(body) || body.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = body.arguments;
  return specifier && ts.isStringLiteral(specifier) ? { id: id.text, specifier: specifier.text } : null;
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

/** A module graph's strings, and the panels it opens: each panel's id → its module file. */
export interface GraphStrings extends SourceStrings {
  panels: Map<string, string>;
}

/** Reads a module graph's strings, each module once across calls (the cache is the caller's: one per build). */
export function graphReader(repository: string) {
  const modules = new Map<string, { strings: SourceStrings; imports: string[]; panels: Map<string, string> }>();

  function read(file: string) {
    let module = modules.get(file);
    if (!module) {
      const { strings, imports, panels } = readModule(readFileSync(file, 'utf8'), file);
      const resolved = (specifier: string) => resolveImport(file, specifier, repository);
      module = {
        strings,
        imports: imports.flatMap((specifier) => resolved(specifier) ?? []),
        panels: new Map([...panels].flatMap(([id, specifier]) => {
          const panelFile = resolved(specifier);
          return panelFile ? [[id, panelFile] as const] : [];
        })),
      };
      modules.set(file, module);
    }
    return module;
  }

  /**
   * The strings of `entries` and of everything they import, lazily or not — but a panel's module
   * (lazyPanel) only as a panel: its messages are fetched when it opens, not carried by the page.
   */
  return function graphStrings(entries: readonly string[]): GraphStrings {
    const all: GraphStrings = { ...emptyStrings(), panels: new Map() };
    const seen = new Set<string>();
    const queue = [...entries];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const { strings, imports, panels } = read(file);
      for (const text of strings.literals) all.literals.add(text);
      for (const head of strings.heads) all.heads.add(head);
      for (const tail of strings.tails) all.tails.add(tail);
      for (const [id, panelFile] of panels) {
        const known = all.panels.get(id);
        if (known !== undefined && known !== panelFile) throw new Error(`Two panels are named ${id}: ${known} and ${panelFile}`);
        all.panels.set(id, panelFile);
      }
      queue.push(...imports);
    }
    return all;
  };
}
