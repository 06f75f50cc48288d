import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The link e-mailed to a visitor opens their request without an account: a random token, kept
 * only as its SHA-256 (a copy of the database opens nothing), compared in constant time.
 */
export function newFollowToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOf(token) };
}

export function tokenMatches(token: string | undefined, hash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
