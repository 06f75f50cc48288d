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

/** The Secure flag of every cookie the site sets for a session (auth, cart): on whenever the site is served over HTTPS. */
export function secureCookies(requestIsHttps: boolean, publicUrl: string): boolean {
  return requestIsHttps || publicUrl.startsWith('https:');
}

export function sessionCookieOptions(secure: boolean, maxAge: number): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}
