// Vitest fixtures for the browser specs: one headless Chromium per spec file, and `open(device)`,
// which gives a fresh context (own cookies and storage) and page, closed after the test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { chromiumArgs } from '../../scripts/chromium.ts';
import { sharedServer } from './shared-server.ts';

export const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

/** The two viewports of the design: a desktop and a 375 px touch phone. */
export const devices = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
export type Device = keyof typeof devices;

export interface OpenOptions extends BrowserContextOptions {
  /** Another host name for the same server, for example the gated 'gate.localhost'. */
  host?: string;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** The base URL this context's relative `page.goto('/…')` paths resolve against. */
  baseURL: string;
}

/** The server of a spec file that started its own (support/server.ts), else its worker's shared one. */
let ownServer: { baseURL: string; port: number } | undefined;

/** Points this spec file's contexts, sign-ups and staff logins at its own server (each spec file has its own module). */
export function useOwnServer(server: { baseURL: string; port: number }): void {
  ownServer = server;
}

/** The server's base URL, optionally under another host name that resolves to loopback. */
export function baseURL(host?: string): string {
  return host ? `http://${host}:${ownServer?.port ?? sharedServer().port}` : (ownServer?.baseURL ?? sharedServer().baseURL);
}

/** More Chromium flags for the spec file that calls useChromiumArgs (each spec file has its own module, so its own list). */
const extraChromiumArgs: string[] = [];

/**
 * Launches this spec file's Chromium with more flags, such as the fake microphone of a recording test
 * (`--use-fake-device-for-media-stream --use-fake-ui-for-media-stream`). Call it at the top of the file.
 */
export function useChromiumArgs(args: readonly string[]): void {
  extraChromiumArgs.push(...args);
}

let nextVisitor = Math.floor(Math.random() * 254);

/**
 * Another visitor's address, sent as X-Forwarded-For (the test server runs with TRUST_PROXY=loopback,
 * as behind a load balancer, so it believes it from Chromium): the per-address limits on sign-ups
 * and logins count per context, not per run.
 */
export function visitorAddress(): string {
  return `198.51.100.${(nextVisitor++ % 254) + 1}`;
}

export const test = base
  // oxlint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: [...chromiumArgs, ...extraChromiumArgs] });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser, task, onTestFailed }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    // A failing test leaves a picture of every page it had open in test-results/failures/.
    onTestFailed(async () => {
      const folder = join(resultsDir, 'failures');
      mkdirSync(folder, { recursive: true });
      const name = `${task.file.name.replace(/^.*\//, '').replace(/\.spec\.ts$/, '')}-${task.name}`.replace(/[^\w-]+/g, '_').slice(0, 120);
      const pages = contexts.flatMap((context) => context.pages());
      await Promise.all(pages.map((page, index) => page.screenshot({ path: join(folder, `${name}-${index}.png`), fullPage: true }).catch(() => undefined)));
    });
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()));
    });
    return async (device: Device, { host, ...options }: OpenOptions = {}): Promise<Opened> => {
      const url = baseURL(host);
      // Each context is another visitor, from its own address.
      const visitor = { 'x-forwarded-for': visitorAddress() };
      const context = await browser.newContext({ ...devices[device], locale: 'en-US', baseURL: url, ...options, extraHTTPHeaders: { ...visitor, ...options.extraHTTPHeaders } });
      context.setDefaultTimeout(10_000);
      context.setDefaultNavigationTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page, baseURL: url };
    };
  });

/** A path with its query, for comparing where a page ended up. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (and query) is `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === expected);
}

/** Waits until React has hydrated the server-rendered page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('.site-header, main') as (Element & Record<string, unknown>) | null;
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
  });
}

export { expect } from 'vitest';
