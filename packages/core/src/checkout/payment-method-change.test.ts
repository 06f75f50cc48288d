import { describe, expect, it } from 'vitest';
import { canPayNow, paymentMethodRefusal, type UnpaidOrder } from './payment-method-change.ts';

const now = new Date('2030-06-01T08:00:00Z');
const later = new Date('2030-06-01T08:20:00Z');
const card: UnpaidOrder = { status: 'awaiting_payment', paymentMethod: 'card', expiresAt: later };

describe('paymentMethodRefusal', () => {
  it('lets an unpaid card order be paid by bank transfer or by card again until it expires', () => {
    expect(paymentMethodRefusal(card, 'bank_transfer', now)).toBeNull();
    expect(paymentMethodRefusal(card, 'card', now)).toBeNull();
    expect(canPayNow(card, now)).toBe(true);
    expect(paymentMethodRefusal(card, 'bank_transfer', later)).toBe('order_not_awaiting_payment');
    expect(canPayNow(card, later)).toBe(false);
  });

  it('refuses a paid, closed or unexpiring order, and a bank transfer going back to card', () => {
    for (const status of ['paid', 'expired', 'failed'] as const) expect(paymentMethodRefusal({ ...card, status }, 'bank_transfer', now)).toBe('order_not_awaiting_payment');
    expect(paymentMethodRefusal({ ...card, expiresAt: null }, 'bank_transfer', now)).toBe('order_not_awaiting_payment');
    const bank: UnpaidOrder = { ...card, paymentMethod: 'bank_transfer' };
    expect(paymentMethodRefusal(bank, 'card', now)).toBe('payment_method_locked');
    expect(paymentMethodRefusal(bank, 'bank_transfer', now)).toBeNull();
    expect(canPayNow(bank, now)).toBe(false);
  });
});
