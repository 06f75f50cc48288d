import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalClaimCode, claimCodeAlphabet, claimCodeEnd, maskedClaimCode, newClaimCode } from './claim-code.ts';

describe('claim code', () => {
  it('is GC- and seven characters without look-alikes', () => {
    for (let i = 0; i < 200; i += 1) expect(newClaimCode()).toMatch(/^GC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/);
    expect(claimCodeAlphabet).not.toMatch(/[01OIL]/);
  });

  it('draws every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) for (const character of newClaimCode().slice(3)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(claimCodeAlphabet.length);
    // 21,000 draws over 31 characters: about 677 each; a biased or broken generator falls far outside.
    for (const count of counts.values()) expect(count).toBeGreaterThan(500);
  });

  it('accepts any case, spaces anywhere and an optional hyphen or prefix', () => {
    for (const typed of ['GC-7K4P2QX', 'gc-7k4p2qx', 'gc7k4p2qx', ' GC 7K4 P2QX ', 'Gc–7k4p2qx', '7k4p2qx', 'GC-7K4-P2QX']) {
      expect(canonicalClaimCode(typed), typed).toBe('GC-7K4P2QX');
    }
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', 'GC-', 'GC-7K4P2Q', 'GC-7K4P2QXX', 'GC-7K4P2Q0', 'GC-OK4P2QX', 'GC-1K4P2QX', 'XX-7K4P2QX', 'GC-7K4P2Q%', 'GC_7K4P2QX']) {
      expect(canonicalClaimCode(typed), typed).toBeNull();
    }
  });

  it('gives back every code it made, however it is retyped', () => {
    fc.assert(
      fc.property(fc.constant(null).map(() => newClaimCode()), fc.boolean(), fc.boolean(), (code, lower, noHyphen) => {
        let typed = lower ? code.toLowerCase() : code;
        if (noHyphen) typed = typed.replace('-', ' ');
        expect(canonicalClaimCode(typed)).toBe(code);
      }),
    );
  });

  it('shows only the last three characters to anyone but the holder', () => {
    expect(maskedClaimCode(claimCodeEnd('GC-7K4P2QX'))).toBe('GC-…2QX');
  });
});
