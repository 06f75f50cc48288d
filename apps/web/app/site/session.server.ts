import { createContext, data, redirect, type MiddlewareFunction } from 'react-router';
import { serialize } from 'cookie';
import {
  accessCookieSeconds,
  accessTokenCookie,
  refreshCookieSeconds,
  refreshTokenCookie,
  secureCookies as secureCookieRule,
  sessionCookieOptions,
} from '@cicerone/core/session-cookies';
import type { SessionTokens, SessionUser } from '@cicerone/server/features/accounts/sessions/session-service';
import { verdict } from '@cicerone/server/access/access';
import { pageAccess, pageKey } from '@cicerone/server/access/page-access';
import { appContext } from '../context.ts';
import { readCookie } from './cookies.server.ts';

/** The person viewing the page, for every loader and action under /:lang/:currency (null: a visitor). */
export const sessionContext = createContext<SessionUser | null>(null);

/**
 * Secure cookies whenever the site is reached over HTTPS. The request's URL carries the protocol
 * the server settled on (a trusted proxy's X-Forwarded-Proto included, see plugins/pages.ts).
 */
export function secureCookies(request: Request, publicUrl: string): boolean {
  return secureCookieRule(new URL(request.url).protocol === 'https:', publicUrl);
}

/** Set-Cookie values that open a session in the browser (login and sign-up actions). */
export function sessionCookies(tokens: SessionTokens, secure: boolean): string[] {
  return [
    serialize(accessTokenCookie, tokens.accessToken, sessionCookieOptions(secure, accessCookieSeconds)),
    serialize(refreshTokenCookie, tokens.refreshToken, sessionCookieOptions(secure, refreshCookieSeconds)),
  ];
}

/** Set-Cookie values that end it in the browser (logout, a dead session). */
export function clearedSessionCookies(secure: boolean): string[] {
  return [serialize(accessTokenCookie, '', sessionCookieOptions(secure, 0)), serialize(refreshTokenCookie, '', sessionCookieOptions(secure, 0))];
}

/**
 * The session flow of spec §4, on the server: verify the access cookie; when it is missing or
 * expired, rotate the refresh cookie and carry on with the new pair; when that fails, clear both.
 * Then the page's line of the access table decides: visitors go to the login page (coming back
 * after), users without the role get a 403. Runs once per request, before every loader, so the
 * header is rendered knowing the user (no flash of a logged-out header).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context, params, pattern, url }, next) => {
  const { sessions, config } = context.get(appContext).services;
  const secure = secureCookies(request, config.publicUrl);
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
