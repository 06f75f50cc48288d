// The browser's half of "each page carries only its messages" (docs/decisions/0035-messages-per-route.md):
// the document brings the messages of its own routes; a navigation to another page fetches that
// page's file (built beside the scripts, immutable) while its data loads, and merges it in before it renders.
import type { MiddlewareFunction } from 'react-router';
import type { Messages } from '@cicerone/core/i18n/translate';

/** The folder of a language's page files in the client build (page-messages-plugin.ts writes them). */
export const messagesFolder = (version: string, locale: string): string => `/assets/messages/${version}/${locale}/`;

/** A page's file among its language's, named after its route pattern. */
export const messagesFile = (pattern: string): string => `${pattern.replaceAll('*', 'splat').replace(/\W+/g, '_')}.json`;

/** A panel's file (i18n/lazy-panel.tsx) among its language's. */
export const panelFile = (id: string): string => `panels/${id}.json`;

/** A file of messages: loading, or merged in (true). */
type Held = { locale: string; folder: string; messages: Messages; files: Record<string, Promise<void> | true | undefined> };
let held: Held | undefined;

/**
 * The root's messages, kept by reference: pages fetched later are merged into this same object, which
 * the translator reads, so they are there when their page renders. Without a folder (development), the
 * root already sent the whole catalogue; the server renders many visitors' pages and holds none.
 */
export function holdMessages(locale: string, folder: string | null, messages: Messages): void {
  if (folder && typeof document !== 'undefined' && held?.messages !== messages) held = { locale, folder, messages, files: {} };
}

/**
 * The root's client middleware: a navigation in the same language loads its page's messages in parallel
 * with its data and module (another language revalidates the root, whose loader sends them). A failed
 * fetch (offline) fails the navigation as a failed module would, and is tried again by the next one.
 */
export const loadPageMessages: MiddlewareFunction = async ({ params, pattern }, next) => {
  const page = held?.locale === params['lang'] ? held : undefined;
  const loading = page && merged(page, messagesFile(pattern));
  await next();
  await loading;
};

/** A panel's messages in the page's language: nothing to wait for once they are in (or in development, or on the server). */
export const panelMessages = (id: string): Promise<void> | true => (held ? merged(held, panelFile(id)) : true);

function merged(page: Held, name: string): Promise<void> | true {
  const file = page.folder + name;
  return (page.files[file] ??= fetch(file)
    .then((response) => response.json())
    .then(
      (messages: Messages) => {
        Object.assign(page.messages, messages);
        page.files[file] = true;
      },
      (error: unknown) => {
        page.files[file] = undefined;
        throw error;
      },
    ));
}
