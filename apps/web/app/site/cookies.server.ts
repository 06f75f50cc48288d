import { parse, serialize } from 'cookie';

/** Reads one cookie from a request; cookie values here are plain tokens (spec: cookies lang and currency). */
export function readCookie(request: Request, name: string): string | undefined {
  return parse(request.headers.get('cookie') ?? '')[name];
}

/** A first-party preference cookie readable by the whole site. */
export function preferenceCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return serialize(name, value, { path: '/', maxAge, sameSite: 'lax', secure });
}
