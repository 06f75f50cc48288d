import { readFileSync } from 'node:fs';

// The built stylesheets sit beside the server build: build/server/index.js and build/client/assets/.
const clientBuild = new URL('../client/', import.meta.url);
const texts = new Map<string, string | undefined>();

/**
 * A built stylesheet's text by its /assets/… path, read once per process (the files never change under a
 * running server); undefined when there is no such file (Vite's dev server serves them itself) or when its
 * text could end the <style> element it goes into.
 */
export function builtStylesheetText(href: string): string | undefined {
  if (texts.has(href)) return texts.get(href);
  let text: string | undefined;
  // React Router's manifest names a file lazily loaded code also imports with a '#' after it.
  const file = /^(\/assets\/[\w.-]+\.css)(#.*)?$/.exec(href)?.[1];
  if (file) {
    try {
      text = readFileSync(new URL(`.${file}`, clientBuild), 'utf8');
    } catch {
      text = undefined;
    }
  }
  if (text?.toLowerCase().includes('</style')) text = undefined;
  texts.set(href, text);
  return text;
}
