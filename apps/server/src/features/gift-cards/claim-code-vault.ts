import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How a claim code is kept (docs/decisions/0016-gift-card-codes.md): never in clear. Two keys are
 * derived from the server's gift-card key, one per use, so neither use can stand in for the other:
 *  - `lookup`: HMAC-SHA256 of the canonical code, unique in the table, the only way from a typed
 *    code to its card. Keyed, so a copied table cannot be searched by hashing all 31⁷ codes;
 *  - `seal`/`open`: AES-256-GCM with a random nonce, for the one reader who needs the code again
 *    (the buyer's "resend", the delivery e-mail). GCM's tag refuses a sealed value altered or
 *    moved to another card (the card's id is its additional data).
 */
const sealVersion = 'v1';

export function claimCodeVault(key: string) {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', key, 'cicerone gift cards', purpose, 32));
  const lookupKey = derive('claim code lookup');
  const sealKey = derive('claim code seal');

  return {
    lookup(code: string): string {
      return createHmac('sha256', lookupKey).update(code).digest('base64url');
    },
    seal(code: string, cardId: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, nonce).setAAD(Buffer.from(cardId));
      const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [sealVersion, nonce, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    /** The code of a sealed value; throws when it was sealed under another key or for another card. */
    open(sealed: string, cardId: string): string {
      const [version, nonce, data, tag] = sealed.split('.');
      if (version !== sealVersion || !nonce || !data || !tag) throw new Error('not a sealed claim code');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(nonce, 'base64url')).setAAD(Buffer.from(cardId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type ClaimCodeVault = ReturnType<typeof claimCodeVault>;
