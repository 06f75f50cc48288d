/**
 * Where browsers keep a session: two httpOnly cookies that scripts cannot read (the spec's browser
 * storage of tokens is replaced by them), SameSite=Lax so other sites cannot send them with a
 * form post, Secure whenever the site is served over HTTPS.
 */
export const accessTokenCookie = 'access_token';
export const refreshTokenCookie = 'refresh_token';

/** The access cookie outlives its token by nothing: the token itself says when it expires. */
export const accessCookieSeconds = 15 * 60;
export const refreshCookieSeconds = 30 * 24 * 60 * 60;

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** The Secure flag of every cookie the site sets (session, cart, flash, preferences): on whenever the site is served over HTTPS. */
export function secureCookies(requestIsHttps: boolean, publicUrl: string): boolean {
  return requestIsHttps || publicUrl.startsWith('https:');
}

export function sessionCookieOptions(secure: boolean, maxAge: number): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}

/** A cookie to set, for the API's reply (setCookie) and the pages' Set-Cookie header (serialize) alike. */
export interface SessionCookie {
  name: string;
  value: string;
  options: SessionCookieOptions;
}

/** The two cookies that open a session in the browser (login, sign-up, a rotated refresh token). */
export function openedSessionCookies(tokens: { accessToken: string; refreshToken: string }, secure: boolean): SessionCookie[] {
  return [
    { name: accessTokenCookie, value: tokens.accessToken, options: sessionCookieOptions(secure, accessCookieSeconds) },
    { name: refreshTokenCookie, value: tokens.refreshToken, options: sessionCookieOptions(secure, refreshCookieSeconds) },
  ];
}

/** The same two emptied: the session ends in the browser (logout, a dead session). */
export function endedSessionCookies(secure: boolean): SessionCookie[] {
  return [accessTokenCookie, refreshTokenCookie].map((name) => ({ name, value: '', options: sessionCookieOptions(secure, 0) }));
}
