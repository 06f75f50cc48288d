import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingKinds, cancellationTerms, freeCancellationHours } from './cancellation.ts';

const hour = 3_600_000;

describe('cancellationTerms', () => {
  const start = new Date('2026-07-14T08:00:00Z');

  it('lets a tour be cancelled for free until 24 h before it starts, the deadline included', () => {
    expect(cancellationTerms('tour', start, new Date('2026-07-13T08:00:00Z'))).toEqual({
      free: true,
      deadline: new Date('2026-07-13T08:00:00Z'),
      refund: 'full',
    });
    expect(cancellationTerms('tour', start, new Date('2026-07-13T08:00:00.001Z'))).toMatchObject({ free: false, refund: 'none' });
  });

  it('gives pickups, transfers, quotes and cruises 48 h', () => {
    for (const kind of ['pickup', 'transfer', 'quote', 'cruise'] as const) {
      const terms = cancellationTerms(kind, start, new Date('2026-07-12T12:00:00Z'));
      expect(terms).toMatchObject({ free: false, refund: 'none', deadline: new Date('2026-07-12T08:00:00Z') });
    }
    expect(cancellationTerms('transfer', start, new Date('2026-07-12T07:59:00Z')).free).toBe(true);
  });

  it('counts absolute hours across a daylight-saving change', () => {
    // Paris goes from UTC+1 to UTC+2 at 01:00Z on 29 March 2026: a 10:00 tour on the 29th (08:00Z)
    // can be cancelled until 08:00Z on the 28th, which is 09:00 local, not 10:00.
    const terms = cancellationTerms('tour', new Date('2026-03-29T08:00:00Z'), new Date('2026-03-28T08:30:00Z'));
    expect(terms).toMatchObject({ free: false, deadline: new Date('2026-03-28T08:00:00Z') });
  });

  it('is free exactly when now ≤ start − window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingKinds),
        fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }),
        fc.integer({ min: -100 * hour, max: 100 * hour }),
        (kind, startMs, beforeMs) => {
          const now = new Date(startMs - beforeMs);
          const terms = cancellationTerms(kind, new Date(startMs), now);
          const windowMs = freeCancellationHours[kind] * hour;
          expect(terms.free).toBe(now.getTime() <= startMs - windowMs);
          expect(terms.deadline.getTime()).toBe(startMs - windowMs);
          expect(terms.refund).toBe(terms.free ? 'full' : 'none');
        },
      ),
    );
  });
});
