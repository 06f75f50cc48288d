// The messages a document carries: those its routes' code can use (docs/decisions/0035-messages-per-route.md).
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import type { Messages } from '@cicerone/core/i18n/translate';

const picked = new Map<string, Messages>();

/**
 * The page's messages for the root loader, and the version of the files a navigation fetches. In
 * development the whole catalogue, so a key just written shows without a build.
 */
export async function pageMessages(locale: Locale, pattern: string, env: 'development' | 'production' | 'test'): Promise<{ messages: Messages; version: string | null }> {
  if (env === 'development') return { messages: messagesFor(locale), version: null };
  // The build's manifest (page-messages-plugin.ts), loaded once; under Vite (the test server) worked out from the sources.
  const { version, pages } = (await import('virtual:page-messages')).default;
  const keys = pages[pattern];
  if (!keys) return { messages: messagesFor(locale), version };
  const id = `${locale} ${pattern}`;
  let messages = picked.get(id);
  if (!messages) {
    const all = messagesFor(locale);
    messages = Object.fromEntries(keys.map((key) => [key, all[key]!]));
    picked.set(id, messages);
  }
  return { messages, version };
}
