import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@cicerone/core/errors';

/** The test provider's signature header; same scheme as Stripe's `stripe-signature`. */
export const testSignatureHeader = 'cicerone-signature';

/** A delivery older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
export const signatureToleranceSeconds = 300;

/**
 * The test provider's signing key, derived from SECRET rather than SECRET itself: a leaked
 * webhook key then signs nothing but test-payment events.
 */
export function webhookSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('cicerone test payments webhook').digest();
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its deliveries. */
export function signWebhook(rawBody: Buffer | string, key: Buffer, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  return `t=${timestampSeconds},v1=${signature(rawBody, key, timestampSeconds)}`;
}

/** Throws AppError('bad_request') unless one v1 signature of the header matches body and timestamp. */
export function verifyWebhook(rawBody: Buffer, header: string | string[] | undefined, key: Buffer, nowMs = Date.now()): void {
  if (typeof header !== 'string') throw new AppError('bad_request');
  const parts = header.split(',').map((part) => part.split('=', 2));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => Buffer.from(value ?? '', 'hex'));
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new AppError('bad_request');
  if (Math.abs(nowMs / 1000 - timestamp) > signatureToleranceSeconds) throw new AppError('bad_request');
  const expected = Buffer.from(signature(rawBody, key, timestamp), 'hex');
  // Several v1 values let a key be rotated; each comparison takes the same time whatever matches.
  const matches = signatures.filter((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  if (matches.length === 0) throw new AppError('bad_request');
}

function signature(rawBody: Buffer | string, key: Buffer, timestampSeconds: number): string {
  return createHmac('sha256', key).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}
