// The bounds of refunds (requirements §lifecycles.refund): whatever mix of partial refunds and
// cancellations an order goes through, and in whatever order, the money given back never exceeds
// what was paid, nor a booking's share what that booking cost.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shares } from './shares.ts';
import { cancellationRefund, partialRefundProblem } from './refund-bounds.ts';

/** An order of 1–4 bookings (their shares add up to what was paid) and a sequence of admins' and travellers' moves. */
const scenario = fc.record({
  paid: fc.integer({ min: 1, max: 10_000_000 }),
  bookings: fc.integer({ min: 1, max: 4 }),
  moves: fc.array(fc.record({ booking: fc.nat(3), kind: fc.constantFrom('partial', 'cancel'), amount: fc.integer({ min: -10, max: 10_000_000 }) }), { maxLength: 30 }),
});

describe('refund bounds', () => {
  it('never give back more than was paid, nor more of a booking than its share, and a cancellation gives back exactly what is left of it', () => {
    fc.assert(
      fc.property(scenario, ({ paid, bookings, moves }) => {
        const share = shares(Array.from({ length: bookings }, () => 1), paid);
        const refundedOn = Array.from({ length: bookings }, () => 0);
        const cancelled = new Set<number>();
        let refunded = 0;
        for (const move of moves) {
          const index = move.booking % bookings;
          if (cancelled.has(index)) continue;
          const so = { order: refunded, booking: refundedOn[index]! };
          if (move.kind === 'cancel') {
            const back = cancellationRefund(share[index]!, paid, so);
            expect(back).toBe(share[index]! - refundedOn[index]!);
            refundedOn[index]! += back;
            refunded += back;
            cancelled.add(index);
          } else if (partialRefundProblem(move.amount, share[index]!, paid, so) === null) {
            refundedOn[index]! += move.amount;
            refunded += move.amount;
          } else {
            expect(move.amount <= 0 || move.amount > share[index]! - refundedOn[index]!).toBe(true);
          }
          expect(refunded).toBeLessThanOrEqual(paid);
          refundedOn.forEach((value, i) => expect(value).toBeLessThanOrEqual(share[i]!));
        }
        // Every booking cancelled: all that was paid went back, not a unit more.
        if (cancelled.size === bookings) expect(refunded).toBe(paid);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses amounts that are not whole positive minor units', () => {
    const none = { order: 0, booking: 0 };
    expect(partialRefundProblem(0, 100, 100, none)).toBe('refund_amount_invalid');
    expect(partialRefundProblem(1.5, 100, 100, none)).toBe('refund_amount_invalid');
    expect(partialRefundProblem(101, 100, 100, none)).toBe('refund_too_large');
    expect(partialRefundProblem(100, 100, 100, none)).toBeNull();
    // A sibling's partial refunds leave less of the order even within this booking's share.
    expect(partialRefundProblem(60, 100, 150, { order: 100, booking: 0 })).toBe('refund_too_large');
  });
});
