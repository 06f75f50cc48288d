// The build's (and the test server's) half of "each page carries only its messages": per route
// pattern, the keys its routes' code can use (message-keys.server.ts), the manifest the server reads and
// the files the browser fetches, both made by page-messages-plugin.ts (docs/decisions/0035-messages-per-route.md).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { messagesFor, sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { locales } from '@cicerone/core/locales';
import { graphReader, keysNamed } from './message-keys.server.ts';
import { messagesFile, messagesFolder, panelFile } from './route-messages.ts';

export interface MessageManifest {
  /** Changes with the catalogues and the code that uses them: the browser's files live under it. */
  version: string;
  /** React Router's pattern of a page (its matched routes' paths, as its loaders receive it) → the keys the page can use. */
  pages: Record<string, string[]>;
  /**
   * Per page, the keys of the root and of its top route (the site's layout: header, footer, menus), which
   * every document of that layout already carries: what a navigation's file leaves out.
   */
  carried: Record<string, string[]>;
  /** Per panel (i18n/lazy-panel.tsx), the keys its code can use: fetched when it first opens in a language. */
  panels: Record<string, string[]>;
}

/** React Router's pattern for a chain of routes (lib/router/utils.ts getRoutePattern). */
function patternOf(paths: readonly (string | undefined)[]): string {
  return paths.filter(Boolean).join('/').replace(/\/\/+/g, '/') || '/';
}

/** Every page's route files, root first, by pattern: a layout and its index share theirs. */
export function routeChains(entries: readonly RouteConfigEntry[], parents: readonly RouteConfigEntry[] = []): Map<string, Set<string>> {
  const chains = new Map<string, Set<string>>();
  for (const entry of entries) {
    const chain = [...parents, entry];
    const pattern = patternOf(chain.map((route) => route.path));
    // A layout without a path (the back office's, the account's) is a page only through its children,
    // which add it to their chains: the page its pattern shares (home) never renders it.
    if (entry.path !== undefined || entry.index || !entry.children?.length) {
      const files = chains.get(pattern) ?? new Set<string>();
      for (const route of chain) files.add(route.file);
      chains.set(pattern, files);
    }
    for (const [childPattern, childFiles] of routeChains(entry.children ?? [], chain)) {
      chains.set(childPattern, new Set([...(chains.get(childPattern) ?? []), ...childFiles]));
    }
  }
  return chains;
}

export function messageManifest(appDirectory: string, routes: readonly RouteConfigEntry[]): MessageManifest {
  const repository = join(appDirectory, '../../..');
  const graphStrings = graphReader(repository);
  const catalogueKeys = Object.keys(sourceCatalogs.en_US);
  const root = join(appDirectory, 'root.tsx');
  const pages: Record<string, string[]> = {};
  const panelFiles = new Map<string, string>();
  const addPanels = (panels: ReadonlyMap<string, string>) => {
    for (const [id, file] of panels) {
      if ((panelFiles.get(id) ?? file) !== file) throw new Error(`Two panels are named ${id}: ${panelFiles.get(id)} and ${file}`);
      panelFiles.set(id, file);
    }
  };
  for (const [pattern, files] of routeChains(routes)) {
    const strings = graphStrings([root, ...[...files].map((file) => join(appDirectory, file))]);
    pages[pattern] = keysNamed(strings, catalogueKeys);
    addPanels(strings.panels);
  }
  // A panel may open another (the chat's buttons, then its conversation).
  const panels: Record<string, string[]> = {};
  for (const [id, file] of panelFiles) {
    if (Object.hasOwn(panels, id)) continue;
    const strings = graphStrings([file]);
    panels[id] = keysNamed(strings, catalogueKeys);
    addPanels(strings.panels);
  }
  const carried: Record<string, string[]> = {};
  for (const route of routes) {
    const top = route.children?.length ? [root, join(appDirectory, route.file)] : [root];
    const keys = keysNamed(graphStrings(top), catalogueKeys);
    for (const pattern of routeChains([route]).keys()) carried[pattern] = keys;
  }
  const version = createHash('sha256').update(JSON.stringify([pages, panels, sourceCatalogs])).digest('hex').slice(0, 12);
  return { version, pages, carried, panels };
}

/** The browser's files (path under the client build → content): per language and page, the page's messages its layout's document does not already hold. */
export function messageFiles(manifest: MessageManifest): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of locales) {
    const messages = messagesFor(locale);
    for (const [pattern, keys] of Object.entries(manifest.pages)) {
      const carried = new Set(manifest.carried[pattern]);
      const path = (messagesFolder(manifest.version, locale) + messagesFile(pattern)).slice(1);
      if (files.has(path)) throw new Error(`Two pages' messages would share ${path}`);
      files.set(path, JSON.stringify(Object.fromEntries(keys.filter((key) => !carried.has(key)).map((key) => [key, messages[key]]))));
    }
    for (const [id, keys] of Object.entries(manifest.panels)) {
      files.set((messagesFolder(manifest.version, locale) + panelFile(id)).slice(1), JSON.stringify(Object.fromEntries(keys.map((key) => [key, messages[key]]))));
    }
  }
  return files;
}
