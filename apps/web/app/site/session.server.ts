import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { serialize } from 'cookie';
import { accessTokenCookie, endedSessionCookies, openedSessionCookies, refreshTokenCookie, sessionCookieOptions, type SessionCookie } from '@cicerone/core/session-cookies';
import type { SessionTokens, SessionUser } from '@cicerone/server/features/accounts/sessions/session-service';
import { verdict } from '@cicerone/server/access/access';
import { pageAccess, pageKey } from '@cicerone/server/access/page-access';
import { appContext } from '../context.ts';
import { readCookie } from './cookies.server.ts';

/** The person viewing the page, for every loader and action under /:lang/:currency (null: a visitor). */
export const sessionContext = createContext<SessionUser | null>(null);

/** Set-Cookie lines for this response that a loader or action adds without building the response (a merged visitor cart's cleared cookie). */
const responseCookiesContext = createContext<string[] | null>(null);

/** Adds Set-Cookie lines to this page's response: the session middleware writes them with its own. */
export function addResponseCookies(context: Readonly<RouterContextProvider>, cookies: readonly string[]): void {
  const list = context.get(responseCookiesContext);
  if (!list) throw new Error('addResponseCookies outside the session middleware');
  list.push(...cookies);
}

/** Whether the cookies of this response are Secure: decided once by the server (plugins/auth.ts secureCookies), handed over in the request context. */
export function secureCookies(context: Readonly<RouterContextProvider>): boolean {
  return context.get(appContext).secureCookies;
}

const setCookies = (cookies: SessionCookie[]) => cookies.map((cookie) => serialize(cookie.name, cookie.value, cookie.options));

/** Set-Cookie values that open a session in the browser (login and sign-up actions). */
export function sessionCookies(tokens: SessionTokens, secure: boolean): string[] {
  return setCookies(openedSessionCookies(tokens, secure));
}

/** Set-Cookie values that end it in the browser (logout, a dead session). */
export function clearedSessionCookies(secure: boolean): string[] {
  return setCookies(endedSessionCookies(secure));
}

/**
 * The session flow of requirements §lifecycles.session, on the server: verify the access cookie; when it is missing or
 * expired, rotate the refresh cookie and carry on with the new pair; when that fails, clear both.
 * Then the page's line of the access table decides: visitors go to the login page (coming back
 * after), users without the role get a 403. Runs once per request, before every loader, so the
 * header is rendered knowing the user (no flash of a logged-out header).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context, params, pattern, url }, next) => {
  const { sessions } = context.get(appContext).services;
  const secure = secureCookies(context);
  const cookies: string[] = [];
  const access = readCookie(request, accessTokenCookie);
  const refresh = readCookie(request, refreshTokenCookie);

  let user = access ? await sessions.authenticate(access) : null;
  if (!user && refresh) {
    const rotated = await sessions.rotate(refresh);
    if (rotated.kind === 'rotated') {
      user = rotated.user;
      cookies.push(...sessionCookies(rotated.tokens, secure));
    } else {
      cookies.push(...clearedSessionCookies(secure));
    }
  } else if (!user && access) {
    cookies.push(serialize(accessTokenCookie, '', sessionCookieOptions(secure, 0)));
  }
  context.set(sessionContext, user);
  context.set(responseCookiesContext, cookies);

  const withCookies = (response: Response) => {
    // An action that opened or ended a session (login, sign-up, logout) has the last word on its cookies.
    const setByPage = new Set(response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('='))));
    for (const cookie of cookies) if (!setByPage.has(cookie.slice(0, cookie.indexOf('=')))) response.headers.append('Set-Cookie', cookie);
    return response;
  };
  const answer = verdict(pageAccess[pageKey(pattern)] ?? 'admin', user, params);
  if (answer === 'unauthenticated') {
    const next = `${url.pathname}${url.search}`;
    throw withCookies(redirect(`/${params.lang}/${params.currency}/login?next=${encodeURIComponent(next)}`));
  }
  if (answer === 'forbidden') throw data(null, { status: 403 });
  return withCookies(await next());
};
