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

  it('takes an empty value for no value: a blank text, an empty list or null beside a missing field is no change', () => {
    expect(changedFields({}, { title: 'Vieux Lyon', summary: '', notIncluded: [], note: null })).toEqual({ before: { title: null }, after: { title: 'Vieux Lyon' } });
    expect(changedFields({ summary: null, tags: [] }, { summary: '', tags: [] })).toEqual({ before: {}, after: {} });
    expect(changedFields({ summary: '' }, { summary: 'Now said' })).toEqual({ before: { summary: '' }, after: { summary: 'Now said' } });
  });
});
