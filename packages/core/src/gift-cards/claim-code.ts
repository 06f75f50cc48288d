/**
 * The claim code of a gift card (requirements §rules.validation, §rules.gift-card-codes): `GC-` and 7 characters drawn by a
 * cryptographically secure generator from an alphabet without look-alikes (no 0/O, 1/I/L), so a
 * code read off a printed card or over the phone survives: 31⁷ ≈ 2.75 × 10¹⁰ codes, guessed only
 * one rate-limited attempt at a time. Web Crypto, not node:crypto, so the redeem form can use the
 * same normalisation in the browser.
 */

export const claimCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const claimCodePrefix = 'GC-';
export const claimCodeLength = 7;
/** Characters of a code kept in clear for display (GC-…XYZ): too few to guess the rest from. */
export const claimCodeShownLength = 3;

/** A fresh code, e.g. GC-7K4P2QX. Rejection sampling keeps every character equally likely. */
export function newClaimCode(): string {
  const unbiasedBelow = 256 - (256 % claimCodeAlphabet.length);
  let body = '';
  while (body.length < claimCodeLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < unbiasedBelow && body.length < claimCodeLength) body += claimCodeAlphabet[byte % claimCodeAlphabet.length];
    }
  }
  return claimCodePrefix + body;
}

/** Spaces of any kind and every sort of hyphen or dash people (and word processors) type. */
const separators = /[\s\u00ad\u2010-\u2015\u2212-]/g;
const body = new RegExp(`^[${claimCodeAlphabet}]{${claimCodeLength}}$`);

/**
 * What a person typed, as the canonical code (GC-XXXXXXX), or null when it cannot be one. Any
 * case, spaces anywhere, the hyphen optional (requirements §rules.validation); the GC prefix may be left out too, since
 * the seven characters alone say which card it is.
 */
export function canonicalClaimCode(input: string): string | null {
  const compact = input.replace(separators, '').toUpperCase();
  const rest = compact.length === claimCodeLength + 2 && compact.startsWith('GC') ? compact.slice(2) : compact;
  return body.test(rest) ? claimCodePrefix + rest : null;
}

/** A code as it may be shown to anyone but its holder: the prefix and its last characters. */
export function maskedClaimCode(lastCharacters: string): string {
  return `${claimCodePrefix}…${lastCharacters}`;
}

/** The characters kept in clear of a canonical code. */
export function claimCodeEnd(code: string): string {
  return code.slice(-claimCodeShownLength);
}
