import { describe, expect, it } from 'vitest';
import { changedFields } from './admin-action-log.ts';

describe('changedFields', () => {
  it('keeps only the fields that moved, on both sides', () => {
    expect(changedFields({ status: 'paid', email: 'a@b.c', tags: ['x'] }, { status: 'cancelled', email: 'a@b.c', tags: ['x'] })).toEqual({
      before: { status: 'paid' },
      after: { status: 'cancelled' },
    });
  });

  it('counts a field on one side only as changed from or to null, and compares values deeply', () => {
    expect(changedFields({ prices: [{ band: 1, minor: 100 }] }, { prices: [{ band: 1, minor: 120 }], note: 'late' })).toEqual({
      before: { prices: [{ band: 1, minor: 100 }], note: null },
      after: { prices: [{ band: 1, minor: 120 }], note: 'late' },
    });
  });
});
