import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardEvents, giftCardMachine, giftCardStatuses, redeemRefusal, type GiftCardStatus } from './gift-card-status.ts';

const { nextStatus, canApply, transitionOf, isFinalStatus, fromStatuses } = giftCardMachine;
const states: (GiftCardStatus | null)[] = [null, ...giftCardStatuses];

describe('gift card status', () => {
  it('has exactly the transitions of the issue', () => {
    expect(giftCardMachine.describe()).toEqual([
      'new -purchased-> unpaid',
      'unpaid -payment_succeeded-> unredeemed',
      'unpaid -payment_received_by_admin-> unredeemed',
      'unpaid -order_expired-> cancelled',
      'unpaid -cancelled_by_admin-> cancelled',
      'unredeemed -redeemed-> redeemed',
    ]);
  });

  it('is redeemable only once paid, and only once', () => {
    expect(() => nextStatus('unpaid', 'redeemed')).toThrow(expect.objectContaining({ code: 'gift_card_status_conflict', status: 409 }));
    expect(nextStatus(nextStatus(nextStatus(null, 'purchased'), 'payment_succeeded'), 'redeemed')).toBe('redeemed');
    expect(canApply('redeemed', 'redeemed')).toBe(false);
    expect(fromStatuses('redeemed')).toEqual(['unredeemed']);
  });

  it('never cancels a paid card, and never takes a second payment', () => {
    for (const event of ['order_expired', 'cancelled_by_admin', 'payment_succeeded', 'payment_received_by_admin'] as const) {
      expect(canApply('unredeemed', event)).toBe(false);
      expect(canApply('redeemed', event)).toBe(false);
      expect(canApply('cancelled', event)).toBe(false);
    }
  });

  it('answers each card that cannot be redeemed with the result of spec §4/§8', () => {
    expect(redeemRefusal('unredeemed')).toBeNull();
    expect(redeemRefusal('unpaid')).toBe('gift_card_not_paid');
    expect(redeemRefusal('redeemed')).toBe('gift_card_already_redeemed');
    expect(redeemRefusal('cancelled')).toBe('gift_card_code_invalid');
  });

  it('keeps redeemed and cancelled final, and never goes back to unpaid', () => {
    expect(giftCardStatuses.filter(isFinalStatus)).toEqual(['redeemed', 'cancelled']);
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.array(fc.constantFrom(...giftCardEvents), { maxLength: 12 }), (start, events) => {
        let status = start;
        for (const event of events) {
          const next = transitionOf(status, event);
          if (next === null) continue;
          if (status !== null) expect(next).not.toBe('unpaid');
          status = next;
        }
      }),
    );
  });
});
