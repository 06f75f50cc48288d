// Who a browser test is, in the spirit of epic-stack's tests/playwright-utils.ts: each test that
// needs a customer signs up its own with `signUp(context)`, through the product's own door (POST
// /api/auth/register, the sign-up form's call), at an address no other test uses. No two tests share
// an account, so none shares another's cart, bookings or sessions. (The per-account login limit, 10
// wrong passwords in 15 minutes in account-service.ts, no longer counts right ones: the demo staff's
// many logins across spec files hit it once the back office grew.) A sign-up opens the session itself.
//
// Removing the users: the product has no account deletion (the spec defines none), and the server's
// PGlite database lives inside the server process, so nothing outside it can delete a row; a
// test-only route would put a test hook in the product. So nothing is deleted after a test: the users
// live in the run's throwaway database, whose temporary DATA_DIR global-setup.ts removes when the
// run ends. That removal is theirs.
//
// Staff cannot be made through the product (roles are seeded; there is no guide recruitment yet):
// tests of admin and guide pages use the demo accounts, logged in once per spec file by `staff(who)`
// and the session's cookies shared by the file's tests, so each file costs them one login at most.
// (A file must run within the access token's 15 minutes: past them, two contexts renewing from the
// same refresh token would look like a stolen token and end the session.)
import type { BrowserContext } from 'playwright-core';
import { demo, logInThroughApi, newPerson, type NewAccount } from './accounts.ts';
import { baseURL, test as browserTest, visitorAddress } from './browser.ts';

/** The demo staff a spec may sign in as: no product path makes them. */
export type Staff = 'admin' | 'superAdmin' | 'guide';

/** A context's cookies and storage, as `open(device, { storageState })` takes them. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignUpOptions {
  /** The account's language (its mails and links speak it); the server's default when absent. */
  locale?: string;
  firstName?: string;
}

export const test = browserTest
  .extend('signUp', async ({ task }) => {
    const label = task.file.name.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
    /** Signs a fresh customer up into `context` (its cookie jar gets the session); returns the account. */
    return async (context: BrowserContext, { locale, firstName }: SignUpOptions = {}): Promise<NewAccount> => {
      const person = { ...newPerson(label), ...(firstName ? { firstName } : {}) };
      const answer = await context.request.post('/api/auth/register', {
        data: { firstName: person.firstName, lastName: person.lastName, email: person.email, password: person.password, ...(locale ? { locale } : {}) },
        headers: { origin: baseURL() },
      });
      if (answer.status() !== 201) throw new Error(`sign-up of ${person.email} answered ${answer.status()}: ${await answer.text()}`);
      return person;
    };
  })
  .extend('staff', { scope: 'file' }, async ({ browser }) => {
    const sessions = new Map<Staff, Promise<Session>>();
    /** The demo staff member's session, logged in at the first call of the spec file. */
    return (who: Staff): Promise<Session> => {
      let session = sessions.get(who);
      if (!session) {
        session = (async () => {
          const context = await browser.newContext({ baseURL: baseURL(), extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
          try {
            await logInThroughApi(context, demo[who]);
            return await context.storageState();
          } finally {
            await context.close();
          }
        })();
        sessions.set(who, session);
      }
      return session;
    };
  });

export { expect } from './browser.ts';
