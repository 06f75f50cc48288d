import { redirect } from 'react-router';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { clearedSessionCookies } from '../site/session.server.ts';
import type { Route } from './+types/logout';

/** Logging out is a POST (the user menu's button); a link or a prefetch must not end a session. */
export async function loader(args: Route.LoaderArgs) {
  throw redirect(accountPage(args).path('/'));
}

/** Ends every session of the account (requirements §lifecycles.session), clears the cookies and goes to the login page (requirements §lifecycles.session). */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  if (page.user) await page.services.accounts.logout(page.user);
  return redirectWithFlash(args, page.path('/login'), [{ key: 'auth.notice.loggedOut' }], clearedSessionCookies(page.secure));
}

// A component keeps this a page route, so the user menu's <Form> posts to it like any other page.
export default function Logout() {
  return null;
}
