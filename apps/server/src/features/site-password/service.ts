import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

import { serialize } from 'cookie';

/** The spec's browser-storage name for the gate; here an httpOnly cookie holding a proof, never the password. */
export const sitePasswordCookie = 'site_password';
const unlockedForSeconds = 30 * 24 * 3600;

/**
 * The password gate of development host names (staging, previews). Production host
 * names never see it: only names listed in DEV_HOSTNAMES are gated.
 */
export function sitePasswordService(config: Config) {
  const proof = (password: string) => createHmac('sha256', config.secret).update(`site-password:${password}`).digest('base64url');
  const expected = config.sitePassword === undefined ? undefined : proof(config.sitePassword);

  return {
    isGated(hostname: string): boolean {
      return expected !== undefined && config.devHostnames.includes(hostname.toLowerCase());
    },
    /** True when the cookie proves the current password was entered (changing the password locks everyone out again). */
    isUnlocked(cookieValue: string | undefined): boolean {
      if (!expected || !cookieValue) return false;
      const a = Buffer.from(cookieValue);
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    /** The Set-Cookie header that unlocks the site when `password` is right; undefined when wrong. */
    unlock(password: string, secure: boolean): string | undefined {
      if (!expected) return undefined;
      const candidate = proof(password);
      if (!this.isUnlocked(candidate)) return undefined;
      return serialize(sitePasswordCookie, candidate, { path: '/', maxAge: unlockedForSeconds, httpOnly: true, sameSite: 'lax', secure });
    },
  };
}

export type SitePasswordService = ReturnType<typeof sitePasswordService>;
