import { isLocale } from '@cicerone/core/locales';

/** Pages that must never be the place a login sends back to: they would loop or end the new session. */
const noReturnPages = new Set(['login', 'logout', 'sign-up', 'forgot-password', 'reset-password']);

const mailboxPath = '/dev/mailbox';

/**
 * The page a login (or sign-up) goes back to, from `?next=`: only a path of this site under a
 * language and a currency ('/fr_FR/EUR/account?tab=2'), never another origin ('//evil.example',
 * '/\evil.example', 'https://…'), so the login page cannot be used as an open redirect.
 * Anything else gives null, and the caller uses its default page.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  // The one page outside /{lang}/{currency}/ that asks for a login: the outbox of the embedded default.
  if (raw === mailboxPath) return raw;
  // Backslashes and control characters are read as '/' or dropped by browsers: refuse them outright.
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point here.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  const match = /^\/([^/?#]+)\/([A-Z]{3})(\/[^?#]*)?([?#].*)?$/.exec(raw);
  if (!match || !isLocale(match[1])) return null;
  const path = match[3] ?? '';
  if (path.includes('//')) return null;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const page = path.split('/')[1] ?? '';
  if (noReturnPages.has(page)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
