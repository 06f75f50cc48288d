// A browser context for each kind of viewer of the site's pages (support/site-pages.ts): a visitor, a
// customer signed up for the test, the demo staff from the spec file's one session each.
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { NewAccount } from './accounts.ts';
import type { Device, Opened, OpenOptions } from './browser.ts';
import type { Session, SignUpOptions, Staff } from './users.ts';
import type { Viewer } from './site-pages.ts';

interface Fixtures {
  open: (device: Device, options?: OpenOptions) => Promise<Opened>;
  signUp: (context: BrowserContext, options?: SignUpOptions) => Promise<NewAccount>;
  staff: (who: Staff) => Promise<Session>;
}

export interface Viewers {
  contexts: Record<Viewer, BrowserContext>;
  /** The customer's e-mail address. */
  email: string;
}

/** One context per viewer on `device`, opened at once. */
export async function openViewers({ open, signUp, staff }: Fixtures, device: Device, options: BrowserContextOptions = {}): Promise<Viewers> {
  const staffContext = async (who: Staff) => (await open(device, { ...options, storageState: await staff(who) })).context;
  const [visitor, customer, guide, admin, superAdmin] = await Promise.all([
    open(device, options).then(({ context }) => context),
    open(device, options).then(({ context }) => context),
    staffContext('guide'),
    staffContext('admin'),
    staffContext('superAdmin'),
  ]);
  const { email } = await signUp(customer);
  return { contexts: { visitor, customer, guide, admin, superAdmin }, email };
}

/** Runs `work` over `items`, at most `width` at a time (the machine's cores are few). */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
