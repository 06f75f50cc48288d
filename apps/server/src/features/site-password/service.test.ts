import { describe, expect, it } from 'vitest';
import { parse } from 'cookie';
import { loadConfig } from '../../config.ts';
import { sitePasswordCookie, sitePasswordService } from './service.ts';

const secret = 'site-password-test-secret-0123456789abcdef';

function service(env: Record<string, string>) {
  return sitePasswordService(loadConfig({ NODE_ENV: 'test', SECRET: secret, ...env }, { dataDir: '/nonexistent/never-written' }));
}

/** The cookie value an unlock hands out, read back from its Set-Cookie header. */
function unlockedCookie(header: string | undefined): string | undefined {
  return header === undefined ? undefined : parse(header)[sitePasswordCookie];
}

describe('sitePasswordService', () => {
  const gated = service({ DEV_HOSTNAMES: 'preview.local, Staging.Example.com', SITE_PASSWORD: 'secret' });

  it('gates nothing when no DEV_HOSTNAMES are set', () => {
    const open = service({ SITE_PASSWORD: 'secret' });
    expect(open.isGated('localhost')).toBe(false);
    expect(open.isGated('preview.local')).toBe(false);
  });

  it('gates the listed host names only, whatever their case', () => {
    expect(gated.isGated('preview.local')).toBe(true);
    expect(gated.isGated('STAGING.example.com')).toBe(true);
    expect(gated.isGated('cicerone.example.com')).toBe(false);
    expect(gated.isGated('localhost')).toBe(false);
  });

  it('refuses a wrong password', () => {
    expect(gated.unlock('Secret', true)).toBeUndefined();
    expect(gated.unlock('', true)).toBeUndefined();
  });

  it('answers the right password with an httpOnly cookie whose value unlocks', () => {
    const header = gated.unlock('secret', true);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    const value = unlockedCookie(header);
    expect(value).toBeTruthy();
    expect(value).not.toContain('secret');
    expect(gated.isUnlocked(value)).toBe(true);
  });

  it('does not unlock without a cookie or with a forged one', () => {
    expect(gated.isUnlocked(undefined)).toBe(false);
    expect(gated.isUnlocked('secret')).toBe(false);
    expect(gated.isUnlocked('x'.repeat(43))).toBe(false);
  });

  it('locks everyone out again when the password changes', () => {
    const value = unlockedCookie(gated.unlock('secret', false));
    const changed = service({ DEV_HOSTNAMES: 'preview.local', SITE_PASSWORD: 'another' });
    expect(changed.isUnlocked(value)).toBe(false);
    expect(changed.isUnlocked(unlockedCookie(changed.unlock('another', false)))).toBe(true);
  });
});
