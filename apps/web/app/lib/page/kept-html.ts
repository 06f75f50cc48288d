// The browser's side of what a loader gives a document's render alone (lib/page/server-island.server.ts):
// the element the server wrote is kept as it is at hydration (docs/decisions/0041-styles-in-the-page.md, "what home's document carries once").
import { createContext, use, useState } from 'react';
import type { Locale } from '@cicerone/core/locales';
import type { Messages } from '@cicerone/core/i18n/translate';

/** The server's render of a document (entry.server.tsx); null in the browser. */
export interface DocumentRender {
  /** What the document's loaders set aside for it (forDocumentOnly). */
  setAside: ReadonlyMap<string, unknown>;
  /**
   * A language's whole catalogue: an island's code is a panel of the page (lazyPanel), whose messages the
   * document does not carry, since the browser does not render it (lib/page/server-island.tsx).
   */
  messagesFor: (locale: Locale) => Messages;
}

export const DocumentRenderContext = createContext<DocumentRender | null>(null);

/**
 * The same object on every render: React writes an element's innerHTML only when `__html` changes, so an
 * element given this at hydration keeps the children the server wrote (suppressHydrationWarning: they are
 * not '', on purpose), and keeps them through every later render that gives it this again.
 */
export const keptHtml = Object.freeze({ __html: '' });

/**
 * A value a loader gave with forDocumentOnly(id): its answer's (a client navigation's), else, on the server,
 * what it set aside (the browser's build keeps the first half only).
 */
export function useDocumentOnly<T>(id: string, value: T | null): T | null {
  if (!import.meta.env.SSR || value !== null) return value;
  return (use(DocumentRenderContext)?.setAside.get(id) as T | undefined) ?? null;
}

/**
 * Whether an element still shows what the server wrote: from hydration (`fromServer`: the page had no data
 * for it) until `version` changes once (another page, another language); after that it is rendered from
 * data, and never goes back (the server's HTML is gone by then). A change adjusts the state during render.
 */
export function useKeptServerHtml(fromServer: boolean, version: string): boolean {
  const [keptFor, setKeptFor] = useState(fromServer ? version : null);
  if (keptFor !== null && keptFor !== version) {
    setKeptFor(null);
    return false;
  }
  return keptFor !== null;
}

