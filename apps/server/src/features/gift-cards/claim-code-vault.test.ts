import { describe, expect, it } from 'vitest';
import { claimCodeVault } from './claim-code-vault.ts';

const vault = claimCodeVault('a-gift-card-key-of-at-least-32-characters');
const card = '0b6c1f9e-5a6d-4a53-9d0e-6f1f2b7c9a10';

describe('claim code vault', () => {
  it('finds a code by a keyed hash that neither shows the code nor matches under another key', () => {
    const hash = vault.lookup('GC-7K4P2QX');
    expect(hash).toBe(vault.lookup('GC-7K4P2QX'));
    expect(hash).not.toContain('7K4P2QX');
    expect(hash).not.toBe(vault.lookup('GC-7K4P2QY'));
    expect(claimCodeVault('another-gift-card-key-of-32-characters!').lookup('GC-7K4P2QX')).not.toBe(hash);
  });

  it('seals a code so that only the same key opens it, for the same card', () => {
    const sealed = vault.seal('GC-7K4P2QX', card);
    expect(sealed).not.toContain('7K4P2QX');
    expect(vault.seal('GC-7K4P2QX', card)).not.toBe(sealed);
    expect(vault.open(sealed, card)).toBe('GC-7K4P2QX');
    expect(() => vault.open(sealed, '9f0c1f9e-5a6d-4a53-9d0e-6f1f2b7c9a10')).toThrow();
    expect(() => claimCodeVault('another-gift-card-key-of-32-characters!').open(sealed, card)).toThrow();
    const [version, nonce, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => vault.open([version, nonce, flipped.toString('base64url'), tag].join('.'), card)).toThrow();
  });
});
