// A confirmation that survives the redirect after a form (STYLE habit 13: toasts across redirects):
// the action sets a short-lived cookie, the next page's layout reads it once and clears it.
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { serialize } from 'cookie';
import { readCookie } from '../../site/cookies.server.ts';
import { secureCookies } from '../../site/session.server.ts';
import type { Flash, FlashNotice } from './flash.ts';

const flashCookie = 'flash';
/** Long enough for a slow redirect, short enough never to greet someone on a later visit. */
const flashSeconds = 60;

interface FlashState {
  flash: Flash | null;
  consumed: boolean;
}

const flashContext = createContext<FlashState>({ flash: null, consumed: false });

const safeKey = /^[a-zA-Z][\w.]{0,80}$/;

/** The cookie's flash when it is one of ours in shape; anything else (edited, truncated) is ignored. */
function parseFlash(raw: string | undefined): Flash | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { id, notices } = value as { id?: unknown; notices?: unknown };
    if (typeof id !== 'string' || !Array.isArray(notices) || notices.length === 0 || notices.length > 3) return null;
    const valid = notices.every((notice: unknown) => {
      const { key, values } = (notice ?? {}) as { key?: unknown; values?: unknown };
      if (typeof key !== 'string' || !safeKey.test(key)) return false;
      if (values === undefined) return true;
      return (
        typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((item) => typeof item === 'number' || (typeof item === 'string' && item.length <= 200))
      );
    });
    return valid ? { id: id.slice(0, 20), notices: notices as FlashNotice[] } : null;
  } catch {
    return null;
  }
}

/** Set-Cookie for a flash shown by the next page. */
export function flashCookieFor(notices: FlashNotice[], secure: boolean): string {
  const flash: Flash = { id: Math.random().toString(36).slice(2, 10), notices };
  const value = Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
  return serialize(flashCookie, value, { path: '/', maxAge: flashSeconds, httpOnly: true, sameSite: 'lax', secure });
}

/** A 303 to `to` that shows `notices` there (plus any other cookies, such as a new session's). */
export function redirectWithFlash(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  to: string,
  notices: FlashNotice[],
  cookies: readonly string[] = [],
): Response {
  const secure = secureCookies(args.context);
  const headers = new Headers();
  for (const cookie of [...cookies, flashCookieFor(notices, secure)]) headers.append('Set-Cookie', cookie);
  return redirect(to, { status: 303, headers });
}

/** Reads the flash of the request; clears the cookie once a loader has taken it (see takeFlash). */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state: FlashState = { flash: parseFlash(readCookie(request, flashCookie)), consumed: false };
  context.set(flashContext, state);
  const response = await next();
  if (state.consumed) {
    const secure = secureCookies(context);
    response.headers.append('Set-Cookie', serialize(flashCookie, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure }));
  }
  return response;
};

/** The message keys of the flash this page shows, without taking it: the page's messages must hold them (root loader). */
export function flashKeys(context: Readonly<RouterContextProvider>): string[] {
  return context.get(flashContext).flash?.notices.map((notice) => notice.key) ?? [];
}

/** The flash for this page, once: the layout loader takes it, and the cookie goes with the response. */
export function takeFlash(context: Readonly<RouterContextProvider>): Flash | null {
  const state = context.get(flashContext);
  if (!state.flash) return null;
  state.consumed = true;
  return state.flash;
}
