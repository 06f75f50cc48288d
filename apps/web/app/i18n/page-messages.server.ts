// The messages a document carries: those its routes' code can use (docs/decisions/0035-messages-per-route.md).
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import type { Messages } from '@cicerone/core/i18n/translate';

const picked = new Map<string, Messages>();


/**
 * The page's messages for the root loader, and the version of the files a navigation fetches. In
 * development the whole catalogue, so a key just written shows without a build.
 */
export async function pageMessages(
  locale: Locale,
  pattern: string,
  env: 'development' | 'production' | 'test',
  /** Keys that arrive as data, for this document alone: a flash left by another page's form (posted without JavaScript). */
  extraKeys: readonly string[] = [],
): Promise<{ messages: Messages; version: string | null }> {
  if (env === 'development') return { messages: messagesFor(locale), version: null };
  // The build's manifest (page-messages-plugin.ts), loaded once; under Vite (the test server) worked out from the sources.
  const { version, pages } = (await import('virtual:page-messages')).default;
  const keys = pages[pattern];
  const all = messagesFor(locale);
  if (!keys) return { messages: all, version };
  const id = `${locale} ${pattern}`;
  let page = picked.get(id);
  if (!page) {
    page = Object.fromEntries(keys.map((key) => [key, all[key]!]));
    picked.set(id, page);
  }
  const extra = extraKeys.filter((key) => Object.hasOwn(all, key) && !Object.hasOwn(page, key));
  const messages = extra.length > 0 ? { ...page, ...Object.fromEntries(extra.map((key) => [key, all[key]!])) } : page;
  return { messages: import.meta.env.DEV ? failingOnMissing(messages, all) : messages, version };
}

/**
 * Under Vite (the test server) a page whose render asks for a message the catalogue has but its code was
 * not found to name fails, as the build would not have sent it: the tests that render every page catch it.
 */
function failingOnMissing(messages: Messages, all: Messages): Messages {
  return new Proxy(messages, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !Object.hasOwn(target, key) && Object.hasOwn(all, key)) {
        throw new Error(`The page's messages lack ${key}: docs/decisions/0035-messages-per-route.md says how a page's code names its keys.`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
