// What the specs know of the product: its message catalogs (so assertions follow copy edits) and small page checks.
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { BrowserContext, Page } from 'playwright-core';

const catalogs = new Map<string, Record<string, string>>();

/** A message of the product's catalog for `locale`, with `{name}` placeholders filled (no plurals). */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = new URL(`../../packages/core/src/i18n/messages/${locale}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogs.set(locale, catalog);
  }
  const text = catalog[key];
  if (text === undefined) throw new Error(`No message ${key} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A catalog message fully formatted (plurals, numbers) as the product shows it. */
export function formatted(locale: string, key: string, values: Record<string, string | number> = {}): string {
  message(locale, key); // loads the catalog, throws on a missing key
  return String(new IntlMessageFormat(catalogs.get(locale)?.[key] ?? '', locale.replace('_', '-')).format(values));
}

/** A RegExp for a catalog message: the given placeholders filled, the others matching any text. */
export function messagePattern(locale: string, key: string, values: Record<string, string> = {}): RegExp {
  const parts = message(locale, key, values).split(/\{\w+\}/);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

/** A RegExp matching text that starts with `prefix` literally. */
export function startsWith(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** Relative luminance (0 black … 1 white) of a computed CSS colour such as 'rgb(15, 20, 25)'. */
export function luminance(color: string): number {
  const channels = color.match(/[\d.]+/g)?.slice(0, 3).map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's computed background colour (the body's, else the root's when the body is transparent). */
export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body).backgroundColor;
    return body === 'rgba(0, 0, 0, 0)' || body === 'transparent' ? getComputedStyle(document.documentElement).backgroundColor : body;
  });
}

export async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.locator('html').getAttribute(name);
}
