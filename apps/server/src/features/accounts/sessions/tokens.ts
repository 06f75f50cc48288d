import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { onFirstUse } from '../../../shared/on-first-use.ts';

// jose (46 modules) loads with the first token signed or checked, not with every start (requirements §quality.performance, cold start).
const jose = onFirstUse(() => import('jose'));

/** Access tokens live 15 minutes: short enough that a leaked one is soon useless. */
export const accessTokenSeconds = 15 * 60;
/** A refresh token rotates at every use; the session it belongs to dies after 30 days without use. */
export const refreshTokenSeconds = 30 * 24 * 60 * 60;

const issuer = 'cicerone';
const tokenType = 'access';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** One key per purpose, derived from SECRET, so a cookie signature can never pass as a token signature. */
export function accessTokenKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'cicerone', 'access token v1', 32));
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const { SignJWT } = await jose();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, typ: tokenType })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenSeconds)
    .sign(key);
}

/**
 * The claims of a valid access token, or null: a bad signature, another algorithm (alg none
 * included: only HS256 is accepted), an expired token or a token of another type all fail alike.
 */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<AccessClaims | null> {
  const { errors, jwtVerify } = await jose();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, currentDate: now });
    if (payload.typ !== tokenType || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** 256 random bits, URL-safe: refresh, e-mail verification and password reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key successors are derived with (successorToken), apart from the access tokens' key. */
export function refreshSuccessorKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'cicerone', 'refresh token successor v1', 32));
}

/**
 * The one token a refresh token rotates into: a keyed hash of it, so every use of it (a race of
 * two tabs, ten parallel requests, two processes) names the same successor, and a session stays
 * one chain. 256 bits, unknown without SECRET and the presented token, which is never stored.
 */
export function successorToken(key: Uint8Array, presented: string): string {
  return createHmac('sha256', key).update(presented).digest('base64url');
}

/** Only the hash is stored: a database leak gives no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
