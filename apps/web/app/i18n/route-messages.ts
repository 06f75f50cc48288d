// The browser's half of "each page carries only its messages" (docs/decisions/0035-messages-per-route.md):
// the document brings the messages of its own routes; a navigation to another page fetches that
// page's file (built beside the scripts, immutable) while its data loads, and merges it in before it renders.
import type { MiddlewareFunction } from 'react-router';
import type { Messages } from '@cicerone/core/i18n/translate';

/** Where a page's messages are built: one file per language and route pattern, under the catalogues' version. */
export function messagesPath(version: string, locale: string, pattern: string): string {
  return `/assets/messages/${version}/${locale}/${pattern.replaceAll('*', 'splat').replace(/\W+/g, '_')}.json`;
}

interface Held {
  locale: string;
  version: string;
  messages: Record<string, Messages[string]>;
  pages: Map<string, Promise<void>>;
}

let held: Held | null = null;

/**
 * The root's messages, kept by reference: pages fetched later are merged into this same object, which
 * the translator reads, so they are there when their page renders. Without a version (development),
 * the root already sent the whole catalogue.
 */
export function holdMessages(locale: string, version: string | null, pattern: string, messages: Messages): void {
  // The server renders many visitors' pages: only a browser holds one visitor's messages.
  if (!version || typeof document === 'undefined' || held?.messages === messages) return;
  held = { locale, version, messages: messages as Held['messages'], pages: new Map([[pattern, Promise.resolve()]]) };
}

function load(page: Held, pattern: string): Promise<void> {
  let loading = page.pages.get(pattern);
  if (!loading) {
    loading = fetch(messagesPath(page.version, page.locale, pattern)).then(async (response) => {
      if (!response.ok) throw new Error(`messages ${response.status}`);
      Object.assign(page.messages, (await response.json()) as Messages);
    });
    // A failed fetch (offline) is tried again by the next navigation.
    loading.catch(() => page.pages.delete(pattern));
    page.pages.set(pattern, loading);
  }
  return loading;
}

/**
 * The root's client middleware: a navigation in the same language loads its page's messages in parallel
 * with its data and module (another language revalidates the root, whose loader sends them).
 */
export const loadPageMessages: MiddlewareFunction = async ({ params, pattern }, next) => {
  const page = held;
  const loading = page && params['lang'] === page.locale ? load(page, pattern) : null;
  await next();
  await loading;
};
