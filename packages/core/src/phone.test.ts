import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('accepts international numbers in any spacing and returns E.164', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalizePhone('0041 44 668 18 00')).toBe('+41446681800');
    expect(normalizePhone('+1 (415) 555-2671')).toBe('+14155552671');
  });
  it('refuses national, too short and made-up numbers', () => {
    expect(normalizePhone('06 12 34 56 78')).toBeNull();
    expect(normalizePhone('+33 6 12')).toBeNull();
    expect(normalizePhone('+999 123456789')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
  });
});
