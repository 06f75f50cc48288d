import UAParser from 'ua-parser-js';
import type { Executor } from '@cicerone/db/client';
import type { LoginClientInfo } from '@cicerone/core/contracts/accounts';
import { insertLoginEvent } from './login-history-queries.ts';

export interface LoginRequestInfo extends LoginClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** 'Chrome 131 · macOS 15' — what a person recognises of their own device. */
export function describeBrowser(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  const parts = [
    [browser.name, browser.major].filter(Boolean).join(' '),
    [os.name, os.version].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Where the login came from, as the browser's time zone says it ('Europe/Paris' → 'Paris, Europe'):
 * no IP-geolocation database ships with the product (DB-IP's is 134 MB); the zone is what the
 * person's own device reports, which is what they recognise.
 */
export function describeLocation(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  const parts = timeZone.split('/');
  if (parts.length < 2) return null;
  const place = parts.at(-1)?.replaceAll('_', ' ');
  return `${place}, ${parts[0]?.replaceAll('_', ' ')}`;
}

export async function recordLogin(executor: Executor, userId: string, info: LoginRequestInfo): Promise<void> {
  await insertLoginEvent(executor, {
    userId,
    ip: info.ip,
    location: describeLocation(info.timeZone),
    browser: describeBrowser(info.userAgent),
    userAgent: info.userAgent?.slice(0, 500) ?? null,
    screenResolution: info.screenResolution ?? null,
    deviceId: info.deviceId ?? null,
  });
}
