import { createHash } from 'node:crypto';

/** A fixed namespace of our own (RFC 9562 name-based ids): the same name always gives the same id. */
const checkoutNamespace = Buffer.from('6f1d3c2a9b8e4f70a1c25e7d94b3f0c8', 'hex');

/**
 * The order id of a checkout submitted with an idempotency key: a UUID v5 of the account and the
 * key. Decision: no column stores the key — the order's primary key IS the key's fingerprint, so
 * a double submit (two tabs, a retried request) finds or collides with the first order, and the
 * same key from another account names another order.
 */
export function orderIdForCheckout(userId: string, idempotencyKey: string): string {
  const hash = createHash('sha1').update(checkoutNamespace).update(`${userId}\n${idempotencyKey}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
